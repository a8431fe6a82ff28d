// `/account/profile`: the signed-in customer's profile (inside the account area's layout when there is one; renders on its own too).
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { Container } from '@/components/ui/container';
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
  return (
    <Container className="py-8 md:py-12">
      <ProfileScreen />
    </Container>
  );
}
