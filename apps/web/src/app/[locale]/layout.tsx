// The document of every localized page: <html lang>, the locale's title template, the shell around the page.
// Everything under it renders per request (the catalogue is live), so `next build` never calls the API.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteHeader } from '@/features/shell/components/site-header';
import { routing } from '@/i18n/routing';
import { getPublicSiteUrl } from '@/lib/env';
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
  // Client components get only the messages they use (the error boundary); the rest stay on the server.
  const { Error: errorMessages } = await getMessages();

  return (
    <html lang={locale}>
      <body className="flex min-h-dvh flex-col">
        <NextIntlClientProvider messages={{ Error: errorMessages }}>
          <SiteHeader locale={locale} />
          <main className="flex-1">{children}</main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
