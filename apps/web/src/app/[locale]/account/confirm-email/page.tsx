// `/account/confirm-email`: the landing of the e-mail change mail's link (apps/api mail/site-links.ts).
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { Container } from '@/components/ui/container';
import { authPageMetadata } from '@/features/auth/auth-metadata';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ConfirmEmailChange } from '@/features/auth/components/confirm-email-change';
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
  return authPageMetadata(locale, '/account/confirm-email', t('emailChangeTitle'), t('metaDescription'));
}

export default async function ConfirmEmailChangePage({ params }: PageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('Auth');
  return (
    <Container>
      {/* The mail's token is read in the browser (useSearchParams): until then, the page's title. */}
      <Suspense fallback={<AuthCard title={t('emailChangeTitle')} />}>
        <ConfirmEmailChange />
      </Suspense>
    </Container>
  );
}
