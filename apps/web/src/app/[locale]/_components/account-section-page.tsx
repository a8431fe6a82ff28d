// The frame of an account section page: its heading and the section's list, which is read in the browser (the
// list reads its page from the URL, hence the Suspense boundary; its fallback is the list's own loading state).
import { getTranslations } from 'next-intl/server';
import { type ReactNode, Suspense } from 'react';
import { LoadingBlock } from '@/features/account/components/loading-block';

export async function AccountSectionPage({ heading, children }: { heading: string; children: ReactNode }) {
  const t = await getTranslations('Account');
  return (
    <>
      <h1 className="text-3xl font-bold text-balance text-ink md:text-4xl">{heading}</h1>
      <Suspense fallback={<LoadingBlock label={t('loading')} />}>{children}</Suspense>
    </>
  );
}
