// `/ticket-holders`: a buyer of named tickets finds them by the order's number, e-mail and the key of the tickets mail
// and changes their holders until an hour before the show (docs/api.md /person_by_ticket/*;
// features/checkout/components/ticket-holders.tsx). The page is a shell: everything personal is read in the browser,
// the number and key of `?order=…&key=…` too (the form, under Suspense, reads the address there). The address may
// carry the key: no referrer leaves the page, and search engines keep none of it.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { Container } from '@/components/ui/container';
import { TicketHolders } from '@/features/checkout/components/ticket-holders';
import { toAppLocale } from '@/i18n/app-locale';
import { ScopedClientMessages } from '@/i18n/scoped-client-messages';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'TicketHolders' });
  return { title: t('metaTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

export default async function Page({ params }: PageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('TicketHolders');
  return (
    <Container className="py-8 md:py-12">
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        <h1 className="text-3xl font-bold text-ink md:text-5xl">{t('heading')}</h1>
        <p className="text-ink">{t('intro')}</p>
        <ScopedClientMessages locale={locale} namespaces={['TicketHolders', 'Cart']}>
          <Suspense fallback={null}>
            <TicketHolders />
          </Suspense>
        </ScopedClientMessages>
      </div>
    </Container>
  );
}
