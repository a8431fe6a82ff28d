// The document of every localized page: <html lang>, the locale's title template, and the texts the client
// components of both frames read. The frames themselves are the route groups' layouts: the storefront's chrome
// (header, footer, chat, callback form…) in (site)/layout.tsx, the back office's own compact one in
// manage/layout.tsx, so neither carries the other's.
// Everything under it renders per request (the catalogue is live), so `next build` never calls the API.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SHELL_CLIENT_NAMESPACES } from '@/i18n/client-messages';
import { routing } from '@/i18n/routing';
import { getPublicSiteUrl } from '@/lib/env';
import { notFoundMetadata } from './(site)/_components/not-found-metadata';
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
  const messages = await getMessages();
  const clientMessages = Object.fromEntries(
    SHELL_CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]),
  );

  return (
    // The inline script may mark <html> before React hydrates it (see cookie-notice.tsx): not a mismatch to report.
    <html lang={locale} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col">
        <NextIntlClientProvider messages={clientMessages}>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
