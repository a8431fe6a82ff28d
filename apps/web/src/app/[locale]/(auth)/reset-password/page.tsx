// `/reset-password`: asking for a password reset link, or, with the mail's `?token=`, setting the new password.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { Container } from '@/components/ui/container';
import { authPageMetadata } from '@/features/auth/auth-metadata';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetPasswordScreen } from '@/features/auth/components/reset-password-screen';
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
  return authPageMetadata(locale, '/reset-password', t('resetTitle'), t('metaDescription'));
}

export default async function ResetPasswordPage({ params }: PageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('Auth');
  return (
    <Container>
      {/* The mail's token is read in the browser (useSearchParams): until then, the page's title. */}
      <Suspense fallback={<AuthCard title={t('resetTitle')} />}>
        <ResetPasswordScreen />
      </Suspense>
    </Container>
  );
}
