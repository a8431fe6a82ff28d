// The preview's 404: a performance this person may not manage (or none, or nobody signed in) is not found, like any
// other address; a link back to the back office.
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { Notice, primaryActionClass } from '@/components/ui/notice';
import { Link } from '@/i18n/navigation';

export default async function ManagePreviewNotFound() {
  const t = await getTranslations('NotFound');
  const frame = await getTranslations('Manage.frame');
  return (
    <Container>
      <title>{t('metaTitle')}</title>
      <meta name="robots" content="noindex" />
      <Notice
        eyebrow={t('code')}
        title={t('title')}
        text={t('text')}
        action={
          <Link href="/manage" className={primaryActionClass}>
            {frame('toOverview')}
          </Link>
        }
      />
    </Container>
  );
}
