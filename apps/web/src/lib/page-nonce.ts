// The nonce of this document's scripts, for the third-party scripts the shell adds itself (chat widget, counters).
// Under the strict policy (pages rendered per request, lib/nonce-pages.ts) 'strict-dynamic' already lets a script
// of ours add them; carrying the nonce as well lets a tag manager hand it on to the inline tags it writes, which
// 'strict-dynamic' alone would refuse. Browsers hide a nonce attribute's value from the page once parsed; the
// element's `nonce` property keeps it. Cached pages have none: ''.
export function pageNonce(doc: Pick<Document, 'querySelector'> = document): string {
  return doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}

/** An external script, added asynchronously with the page's nonce. */
export function createPageScript(src: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  const nonce = pageNonce();
  if (nonce) script.nonce = nonce;
  return script;
}
