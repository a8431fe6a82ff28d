// The translated 404 of every localized path: unknown routes (via [...rest]), unknown cities, missing records.
// Its <title> is rendered here rather than by generateMetadata: a not-found boundary's metadata resolves where the
// page's locale is not pinned, and next-intl would read the request headers, which a cached page may not do.
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { Notice, primaryActionClass } from '@/components/ui/notice';
import { Link } from '@/i18n/navigation';

export default async function LocaleNotFound() {
  const t = await getTranslations('NotFound');
  return (
    <Container>
      <title>{t('metaTitle')}</title>
      <meta name="robots" content="noindex" />
      <Notice
        eyebrow={t('code')}
        title={t('title')}
        text={t('text')}
        action={
          <Link href="/" className={primaryActionClass}>
            {t('home')}
          </Link>
        }
      />
    </Container>
  );
}
