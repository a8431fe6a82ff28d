// The translated 404 of every localized path: unknown routes (via [...rest]), unknown cities, missing records.
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { NotFoundNotice } from '@/components/ui/not-found-notice';

export default async function LocaleNotFound() {
  const t = await getTranslations('NotFound');
  return (
    <Container>
      <NotFoundNotice back={{ href: '/', label: t('home') }} />
    </Container>
  );
}
