// The translated 404 of every localized path: unknown routes (via [...rest]), unknown cities, missing records.
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { Notice, primaryActionClass } from '@/components/ui/notice';
import { Link } from '@/i18n/navigation';
import { notFoundMetadata } from './_components/not-found-metadata';

export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata(await getLocale());
}

export default async function LocaleNotFound() {
  const t = await getTranslations('NotFound');
  return (
    <Container>
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
