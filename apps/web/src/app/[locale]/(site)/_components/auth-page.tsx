// The pages of signing in and of the mails' links (sign-in, sign-up, reset password, confirm the sign-up, confirm
// an e-mail change): each is a localized, non-indexed title and one screen in the page's container. A screen that
// reads the mail's `?token=` does so in the browser (useSearchParams), so it stands behind a Suspense boundary
// whose fallback is the card with the page's title.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { type ComponentType, Suspense } from 'react';
import { Container } from '@/components/ui/container';
import { authPageMetadata } from '@/features/auth/auth-metadata';
import { AuthCard } from '@/features/auth/components/auth-card';
import { toAppLocale } from '@/i18n/app-locale';
import { metadataLocale } from './metadata-locale';

type AuthTitle = 'signInTitle' | 'signUpTitle' | 'resetTitle' | 'confirmTitle' | 'emailChangeTitle';
type PageProps = { params: Promise<{ locale: string }> };

type AuthPage = {
  /** The page's path without the locale, for its canonical and alternate links. */
  path: string;
  /** Its title in the `Auth` messages. */
  title: AuthTitle;
  Screen: ComponentType;
  /** The screen reads the URL's query in the browser: it needs a Suspense boundary. */
  readsQuery?: boolean;
};

export function authPageRoute({ path, title, Screen, readsQuery = false }: AuthPage) {
  async function generateMetadata({ params }: PageProps): Promise<Metadata> {
    const locale = await metadataLocale(params);
    if (!locale) return {};
    const t = await getTranslations({ locale, namespace: 'Auth' });
    return authPageMetadata(locale, path, t(title), t('metaDescription'));
  }

  async function Page({ params }: PageProps) {
    const locale = toAppLocale((await params).locale);
    setRequestLocale(locale);
    if (!readsQuery) {
      return (
        <Container>
          <Screen />
        </Container>
      );
    }
    const t = await getTranslations('Auth');
    return (
      <Container>
        <Suspense fallback={<AuthCard title={t(title)} />}>
          <Screen />
        </Suspense>
      </Container>
    );
  }

  return { generateMetadata, Page };
}
