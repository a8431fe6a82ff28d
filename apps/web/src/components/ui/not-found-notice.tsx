// The translated 404 notice every not-found page draws (the storefront's, the back office's, the preview's), with its
// <title> and noindex: rendered here rather than by generateMetadata, because a not-found boundary's metadata
// resolves where the page's locale is not pinned, and next-intl would read the request headers, which a cached page
// may not do. Each frame gives only the way out: the home page, or the back office's overview.
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { Notice, primaryActionClass } from './notice';

export async function NotFoundNotice({ back }: { back: { href: string; label: string } }) {
  const t = await getTranslations('NotFound');
  return (
    <>
      <title>{t('metaTitle')}</title>
      <meta name="robots" content="noindex" />
      <Notice
        eyebrow={t('code')}
        title={t('title')}
        text={t('text')}
        action={
          <Link href={back.href} className={primaryActionClass}>
            {back.label}
          </Link>
        }
      />
    </>
  );
}
