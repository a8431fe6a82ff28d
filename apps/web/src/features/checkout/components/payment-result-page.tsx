// The server part of /paymentresult and /paymentfail (the pages only name which one they are): the heading, the
// `noindex` metadata and the page's texts (the `paymentresult` translation group), with the order's state read in
// the browser (payment-result-view.tsx). The pages read `?order=`, so Next renders them per request and never
// caches them; an `order` that is not an order id is the site's 404.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { toAppLocale } from '@/i18n/app-locale';
import { ScopedClientMessages } from '@/i18n/scoped-client-messages';
import { orderParam, statusKeyParam } from '../payment-result';
import { PaymentResultLoader } from './payment-result-loader';
import type { ResultPage } from './payment-result-view';

export type ResultPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export function resultPageMetadata(page: ResultPage) {
  return async ({ params }: ResultPageProps): Promise<Metadata> => {
    const locale = toAppLocale((await params).locale);
    const t = await getTranslations({ locale, namespace: 'PaymentResult' });
    return {
      title: t(page === 'paymentresult' ? 'metaTitle' : 'metaTitleFail'),
      robots: { index: false, follow: false },
    };
  };
}

export async function PaymentResultPage({
  page,
  params,
  searchParams,
}: ResultPageProps & { page: ResultPage }) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const query = await searchParams;
  const order = orderParam(query.order);
  if (order === null) notFound();
  const key = statusKeyParam(query.key);
  const t = await getTranslations('PaymentResult');
  return (
    <Container className="py-8 md:py-12">
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <h1 className="text-3xl font-bold text-ink md:text-5xl">
          {t(page === 'paymentresult' ? 'heading' : 'headingFail')}
        </h1>
        <ScopedClientMessages locale={locale} namespaces={['PaymentResult', 'TicketPlace', 'TicketCalendar']}>
          <PaymentResultLoader page={page} order={order} statusKey={key} />
        </ScopedClientMessages>
      </div>
    </Container>
  );
}
