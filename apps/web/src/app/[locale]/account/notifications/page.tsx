// `/account/notifications`: the customer's notifications, newest first, unread ones marked. The page is a shell; the list is read in the browser
// (features/account/components/notification-list.tsx) behind the area's sign-in gate (the account layout).
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotificationList } from '@/features/account/components/notification-list';
import { toAppLocale } from '@/i18n/app-locale';
import { AccountSectionPage } from '../../_components/account-section-page';
import { noPrerender } from '../../_components/on-demand';

// A shell without personal data (and no catalogue data): rendered on the first visit, then served from the cache
// like any page, rebuilt at most once a minute for the layout's site settings.
export const revalidate = 60;
export const generateStaticParams = noPrerender;

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Account' });
  return { title: t('notifications.title'), robots: { index: false, follow: false } };
}

export default async function Page({ params }: PageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('Account');
  return (
    <AccountSectionPage heading={t('notifications.title')}>
      <NotificationList />
    </AccountSectionPage>
  );
}
