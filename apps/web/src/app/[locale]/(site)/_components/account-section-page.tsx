// The account area's section pages (orders, favourites, history, notifications): the shell that every one of them
// is — its <title> (not indexed), its heading and the section's list, which is read in the browser behind the
// area's sign-in gate (the account layout). The list reads its page from the URL, hence the Suspense boundary; its
// fallback is the list's own loading state.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { LoadingBlock } from '@/features/account/components/loading-block';
import { toAppLocale } from '@/i18n/app-locale';

async function AccountSectionPage({ heading, children }: { heading: string; children: ReactNode }) {
  const t = await getTranslations('Account');
  return (
    <>
      <h1 className="text-3xl font-bold text-balance text-ink md:text-4xl">{heading}</h1>
      <Suspense fallback={<LoadingBlock label={t('loading')} />}>{children}</Suspense>
    </>
  );
}

type AccountSection = 'favorites' | 'history' | 'notifications' | 'orders';
type PageProps = { params: Promise<{ locale: string }> };

/** The metadata and page of a section whose title is `Account.<section>.title` and whose body is `List`. */
export function accountSectionRoute(section: AccountSection, List: ComponentType) {
  async function generateMetadata({ params }: PageProps): Promise<Metadata> {
    const locale = toAppLocale((await params).locale);
    const t = await getTranslations({ locale, namespace: 'Account' });
    return { title: t(`${section}.title`), robots: { index: false, follow: false } };
  }

  async function Page({ params }: PageProps) {
    const locale = toAppLocale((await params).locale);
    setRequestLocale(locale);
    const t = await getTranslations('Account');
    return (
      <AccountSectionPage heading={t(`${section}.title`)}>
        <List />
      </AccountSectionPage>
    );
  }

  return { generateMetadata, Page };
}
