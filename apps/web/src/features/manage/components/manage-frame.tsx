'use client';
import { ZManageMe } from '@afisha/contracts/manage/common';
// The back office's shell (issue 20): asks GET /manage/me before drawing any page. An anonymous visitor is offered
// to sign in (and brought back here), a signed-in account that manages nothing is told it has no access; everyone
// else gets the navigation, the venue switcher and the page. The site's query client serves every list and form.
// It is the whole frame (issue 30): the compact bar above (manage-top-bar.tsx) replaces the storefront's header and
// footer, which the back office does not wear, and the toasts its forms show are placed here.
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { primaryActionClass } from '@/components/ui/notice';
import { Link, usePathname } from '@/i18n/navigation';
import { getQueryClient } from '@/lib/query-client';
import { signInPath } from '@/lib/return-path';
import { LazyToaster } from '@/lib/toasts';
import { ManageReadError, manageRead } from '../api/manage-api';
import { ManageContextProvider } from './manage-context';
import { ManageNav } from './manage-nav';
import { ManageTopBar } from './manage-top-bar';
import { QueryState } from './query-state';
import { VenueSwitcher } from './venue-switcher';

export const MANAGE_ME_KEY = ['manage', 'me'] as const;

export function ManageFrame({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <ManageGate>{children}</ManageGate>
      <LazyToaster />
    </QueryClientProvider>
  );
}

function ManageGate({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const me = useQuery({
    queryKey: [...MANAGE_ME_KEY, locale],
    queryFn: () => manageRead('/me', ZManageMe, locale),
    retry: (count, error) => !(error instanceof ManageReadError && error.reason === 'status') && count < 1,
    staleTime: 60_000,
  });
  if (me.error instanceof ManageReadError && (me.error.status === 401 || me.error.status === 403)) {
    return (
      <>
        <ManageTopBar />
        <main className="flex-1">
          <AccessRefused signedIn={me.error.status === 403} />
        </main>
      </>
    );
  }
  if (!me.data) {
    return (
      <>
        <ManageTopBar />
        <main className="mx-auto w-full max-w-site flex-1 px-4 py-6 md:px-6">
          <QueryState query={me} />
        </main>
      </>
    );
  }
  return (
    <ManageContextProvider me={me.data}>
      <ManageTopBar email={me.data.email} />
      <div className="mx-auto flex w-full max-w-site flex-1 flex-col gap-4 px-4 py-4 md:px-6 lg:flex-row lg:gap-8 lg:py-6">
        <aside className="flex flex-col gap-3 lg:w-56 lg:shrink-0">
          <VenueSwitcher />
          <ManageNav />
        </aside>
        <main className="flex min-w-0 flex-1 flex-col gap-5">{children}</main>
      </div>
    </ManageContextProvider>
  );
}

function AccessRefused({ signedIn }: { signedIn: boolean }) {
  const t = useTranslations('Manage.access');
  const pathname = usePathname();
  return (
    <div className="mx-auto w-full max-w-site px-4 py-10 md:px-6">
      <div
        role="alert"
        className="flex max-w-xl flex-col items-start gap-3 rounded-2xl bg-surface p-6 text-ink"
      >
        <h1 className="text-xl font-bold">{t('heading')}</h1>
        <p>{signedIn ? t('noAccess') : t('signInFirst')}</p>
        {signedIn ? (
          <Link
            href="/"
            className="font-semibold text-brand underline focus-visible:outline-2 focus-visible:outline-brand"
          >
            {t('toSite')}
          </Link>
        ) : (
          <Link href={signInPath(pathname)} className={primaryActionClass}>
            {t('signIn')}
          </Link>
        )}
      </div>
    </div>
  );
}
