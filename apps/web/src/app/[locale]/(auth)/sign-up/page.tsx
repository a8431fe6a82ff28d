// `/sign-up`: signing up, then the "check your mail" screen.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { Container } from '@/components/ui/container';
import { authPageMetadata } from '@/features/auth/auth-metadata';

import { SignUpScreen } from '@/features/auth/components/sign-up-screen';
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
  return authPageMetadata(locale, '/sign-up', t('signUpTitle'), t('metaDescription'));
}

export default async function SignUpPage({ params }: PageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  return (
    <Container>
      <SignUpScreen />
    </Container>
  );
}
