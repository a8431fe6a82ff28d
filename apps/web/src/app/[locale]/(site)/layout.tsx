// The storefront's frame around every page of the site (the route group adds nothing to the addresses): header
// (search box, city chooser, language, cart, profile, menu), footer (menus, newsletter, banners), toasts, the global
// modal, the callback form, the cookie notice, scroll-to-top, the chat widget and analytics. The back office
// (manage/) is outside the group and wears a frame of its own. Pages customize the header colour and the footer
// with <PageCustomization> (features/shell/components).
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
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
import { parseAppLocale } from '@/i18n/app-locale';
import { readShellEnv } from '@/lib/env';

type SiteLayoutProps = { children: ReactNode; params: Promise<{ locale: string }> };

export default async function SiteLayout({ children, params }: SiteLayoutProps) {
  // Layouts render side by side: this one too answers 404 for what is not a locale, before asking the API anything.
  const locale = parseAppLocale((await params).locale);
  if (!locale) notFound();
  setRequestLocale(locale);
  const [site, cities] = await Promise.all([fetchSite(locale), fetchCities(locale)]);
  const settings = site.ok ? site.data : undefined;
  const cityList = cities.ok ? cities.data : [];
  const shellEnv = readShellEnv();

  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no visitor input; no nonce (the
          layout is shared with the cached pages): the strict policy allows it by its hash (src/proxy.ts) */}
      <script dangerouslySetInnerHTML={{ __html: COOKIE_NOTICE_HIDE_SCRIPT }} />
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
    </>
  );
}
