'use client';
import { ZManageMe } from '@afisha/contracts/manage/common';
// The back office's frame (issue 20, issue 30), in two parts:
// - ManageFrame, the whole back office's (app/[locale]/manage/layout.tsx): the compact bar (manage-top-bar.tsx) in
//   place of the storefront's header and footer, which the back office does not wear, the site's query client that
//   serves every list and form, and the toasts the forms show. It draws its children on the server, so an unknown
//   address's 404 (manage/[...rest]) is a real 404 status, not a page that says so under a 200.
// - ManageGate, its pages' (manage/(gated)/layout.tsx): asks GET /manage/me before drawing any page. An anonymous
//   visitor is offered to sign in (and brought back here), a signed-in account that manages nothing is told it has
//   no access; everyone else gets the navigation, the venue switcher and the page.
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { primaryActionClass } from '@/components/ui/notice';
import { Link, usePathname } from '@/i18n/navigation';
import { getQueryClient } from '@/lib/query-client';
import { signInPath } from '@/lib/return-path';
import { LazyToaster } from '@/lib/toasts';
import { ManageReadError, manageRead } from '../api/manage-api';
import { ManageContextProvider } from '../kit/manage-context';
import { QueryState } from '../kit/query-state';
import { ManageNav } from './manage-nav';
import { ManageTopBar } from './manage-top-bar';
import { VenueSwitcher } from './venue-switcher';

export const MANAGE_ME_KEY = ['manage', 'me'] as const;

/** Who is signed in, as the back office sees them: one query, shared by the bar and the gate. */
function useManageMe() {
  const locale = useLocale();
  return useQuery({
    queryKey: [...MANAGE_ME_KEY, locale],
    queryFn: () => manageRead('/me', ZManageMe, locale),
    retry: (count, error) => !(error instanceof ManageReadError && error.reason === 'status') && count < 1,
    staleTime: 60_000,
  });
}

export function ManageFrame({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <SignedInBar />
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}

function SignedInBar() {
  const me = useManageMe();
  return <ManageTopBar email={me.data?.email} />;
}

export function ManageGate({ children }: { children: ReactNode }) {
  const me = useManageMe();
  if (me.error instanceof ManageReadError && (me.error.status === 401 || me.error.status === 403)) {
    return (
      <main className="flex-1">
        <AccessRefused signedIn={me.error.status === 403} />
      </main>
    );
  }
  if (!me.data) {
    return (
      <main className="mx-auto w-full max-w-site flex-1 px-4 py-6 md:px-6">
        <QueryState query={me} />
      </main>
    );
  }
  return (
    <ManageContextProvider me={me.data}>
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
