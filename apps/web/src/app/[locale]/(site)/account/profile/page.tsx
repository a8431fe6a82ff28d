// `/account/profile`: the signed-in customer's profile, a section of the account area (its layout).
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { authPageMetadata } from '@/features/auth/auth-metadata';

import { ProfileScreen } from '@/features/auth/components/profile-screen';
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
  const t = await getTranslations({ locale, namespace: 'Profile' });
  return authPageMetadata(locale, '/account/profile', t('title'), t('metaDescription'));
}

export default async function ProfilePage({ params }: PageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  // The account layout gives it the area's column, navigation and sign-in gate.
  return <ProfileScreen />;
}
