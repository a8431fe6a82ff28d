// `/box-office/door?event=`: the door check for staff on a phone (features/box-office). Never indexed; the API decides
// who may use it (403 for anybody but staff, shown on the page).
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { Container } from '@/components/ui/container';
import { DoorCheck } from '@/features/box-office/components/door-check';
import { toAppLocale } from '@/i18n/app-locale';
import { ScopedClientMessages } from '@/i18n/scoped-client-messages';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'BoxOffice.door' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function Page({ params }: PageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('BoxOffice.door');
  return (
    <Container className="py-6 md:py-10">
      <div className="mx-auto flex max-w-md flex-col gap-4">
        <h1 className="text-2xl font-bold text-ink md:text-4xl">{t('heading')}</h1>
        <ScopedClientMessages locale={locale} namespaces={['BoxOffice']}>
          <Suspense>
            <DoorCheck />
          </Suspense>
        </ScopedClientMessages>
      </div>
    </Container>
  );
}
