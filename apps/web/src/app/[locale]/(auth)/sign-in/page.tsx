// `/sign-in`: signing in (the header's profile icon leads here for an anonymous visitor; `?next=` says where to go back to).
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { Container } from '@/components/ui/container';
import { authPageMetadata } from '@/features/auth/auth-metadata';

import { SignInScreen } from '@/features/auth/components/sign-in-screen';
import { toAppLocale } from '@/i18n/app-locale';
import { metadataLocale } from '../../_components/metadata-locale';
import { noPrerender } from '../../_components/on-demand';

// The same for everybody (what is per-user is rendered in the browser): cached like the other pages' shell.
export const revalidate = 60;
export const generateStaticParams = noPrerender;

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await metadataLocale(params);
  if (!locale) return {};
  const t = await getTranslations({ locale, namespace: 'Auth' });
  return authPageMetadata(locale, '/sign-in', t('signInTitle'), t('metaDescription'));
}

export default async function SignInPage({ params }: PageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  return (
    <Container>
      <SignInScreen />
    </Container>
  );
}
