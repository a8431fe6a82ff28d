// The preview's 404: a performance this person may not manage (or none, or nobody signed in) is not found, like any
// other address; a link back to the back office.
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { NotFoundNotice } from '@/components/ui/not-found-notice';

export default async function ManagePreviewNotFound() {
  const t = await getTranslations('Manage.frame');
  return (
    <Container>
      <NotFoundNotice back={{ href: '/manage', label: t('toOverview') }} />
    </Container>
  );
}
