// The document of every localized page: <html lang>, the locale's title template, and the shell around the page:
// header (search box, city chooser, language, cart, profile, menu), footer (menus, newsletter, banners), toasts,
// the global modal, the callback form, the cookie notice, scroll-to-top, the chat widget and analytics.
// Everything under it renders per request (the catalogue is live), so `next build` never calls the API.
// Pages customize the header colour and the footer with <PageCustomization> (features/shell/components).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { type ReactNode, Suspense } from 'react';
import { CallbackDialog } from '@/features/callback/components/callback-dialog';
import { fetchCities } from '@/features/city/api/cities.api';
import { CityChooser } from '@/features/city/components/city-chooser';
import { NewsletterSignup } from '@/features/newsletter/components/newsletter-signup';
import { SearchBox } from '@/features/search-box/components/search-box';
import { fetchSite } from '@/features/shell/api/site.api';
import { AnalyticsSetup } from '@/features/shell/components/analytics-setup';
import { ChatWidget } from '@/features/shell/components/chat-widget';
import { CookieNotice } from '@/features/shell/components/cookie-notice';
import { GlobalModal } from '@/features/shell/components/global-modal';
import { ScrollToTop } from '@/features/shell/components/scroll-to-top';
import { ShellProviders } from '@/features/shell/components/shell-providers';
import { SiteFooter } from '@/features/shell/components/site-footer';
import { SiteHeader } from '@/features/shell/components/site-header';
import { COOKIE_NOTICE_HIDE_SCRIPT } from '@/features/shell/cookie-notice-script';
import { SHELL_CLIENT_NAMESPACES } from '@/i18n/client-messages';
import { routing } from '@/i18n/routing';
import { getPublicSiteUrl, readShellEnv } from '@/lib/env';
import { notFoundMetadata } from './_components/not-found-metadata';
import '../globals.css';

type LocaleLayoutProps = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Omit<LocaleLayoutProps, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  // Not a locale (`/missing.png`): the layout answers 404, in the default language.
  if (!hasLocale(routing.locales, locale)) return notFoundMetadata(routing.defaultLocale);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    // Canonical, hreflang and Open Graph addresses of every page resolve against the public site address.
    metadataBase: getPublicSiteUrl(),
    title: { template: `%s — ${t('siteName')}`, default: t('siteName') },
    description: t('description'),
  };
}

export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [messages, site, cities] = await Promise.all([getMessages(), fetchSite(locale), fetchCities(locale)]);
  const clientMessages = Object.fromEntries(
    SHELL_CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]),
  );
  const settings = site.ok ? site.data : undefined;
  const cityList = cities.ok ? cities.data : [];
  const shellEnv = readShellEnv();

  return (
    // The inline script may mark <html> before React hydrates it (see cookie-notice.tsx): not a mismatch to report.
    <html lang={locale} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no visitor input; no nonce (the
            layout is shared with the cached pages): the strict policy allows it by its hash (src/proxy.ts) */}
        <script dangerouslySetInnerHTML={{ __html: COOKIE_NOTICE_HIDE_SCRIPT }} />
        <NextIntlClientProvider messages={clientMessages}>
          <ShellProviders initialCity={cityList[0]}>
            <SiteHeader
              locale={locale}
              site={settings}
              // useSearchParams (route changes close the popup) needs a boundary; the fallback is the same box.
              searchBox={
                <Suspense>
                  <SearchBox />
                </Suspense>
              }
              cityChooser={cityList.length > 0 ? <CityChooser cities={cityList} /> : null}
            />
            <main className="flex-1">{children}</main>
            <SiteFooter locale={locale} site={settings} newsletter={<NewsletterSignup />} />
            <GlobalModal />
            <CallbackDialog />
            <CookieNotice text={settings?.cookie_notification ?? null} />
            <ScrollToTop />
            <ChatWidget scriptUrl={shellEnv.chatWidgetUrl} />
            <AnalyticsSetup config={shellEnv.analytics} />
          </ShellProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
