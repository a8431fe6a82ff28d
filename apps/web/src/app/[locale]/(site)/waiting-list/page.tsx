// `/waiting-list?entry=&key=`: where the waiting list's offer mail leads: take the places kept for you, or stop
// waiting (features/waiting-list). Personal: never indexed; everything happens in the browser.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { Container } from '@/components/ui/container';
import { WaitingListOffer } from '@/features/waiting-list/components/waiting-list-offer';
import { toAppLocale } from '@/i18n/app-locale';
import { ScopedClientMessages } from '@/i18n/scoped-client-messages';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'WaitingList' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function Page({ params }: PageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('WaitingList');
  return (
    <Container className="py-8 md:py-12">
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        <h1 className="text-3xl font-bold text-ink md:text-5xl">{t('heading')}</h1>
        <ScopedClientMessages locale={locale} namespaces={['WaitingList']}>
          <Suspense>
            <WaitingListOffer />
          </Suspense>
        </ScopedClientMessages>
      </div>
    </Container>
  );
}
