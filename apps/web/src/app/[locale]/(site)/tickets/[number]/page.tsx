// `/tickets/{number}?key=…`: the guest ticket page, the link of the tickets mail (features/tickets). It carries the
// tickets' secrets: rendered per request and never stored (it reads the key from the query), kept out of search
// engines, and sends no referrer (the key is in its address; next.config.ts sets Referrer-Policy and X-Robots-Tag
// for it too).
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { GuestTicketsPage } from '@/features/tickets/components/guest-tickets-page';
import { guestLinkOf } from '@/features/tickets/guest-link';
import { toAppLocale } from '@/i18n/app-locale';

type Props = {
  params: Promise<{ locale: string; number: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'GuestTickets' });
  return { title: t('metaTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

export default async function Page({ params, searchParams }: Props) {
  const { locale: raw, number } = await params;
  const locale = toAppLocale(raw);
  setRequestLocale(locale);
  return <GuestTicketsPage locale={locale} link={guestLinkOf(number, (await searchParams).key)} />;
}
