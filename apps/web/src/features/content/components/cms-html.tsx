// Editor HTML from the API (CMS pages, FAQ answers). The API sanitises it on output with an allow-list, so no
// script or event handler reaches this point; here it only gets the site's typography.
export function CmsHtml({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      className={`cms-html max-w-3xl text-lg text-pretty text-ink ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API (sanitize-html allow-list)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
