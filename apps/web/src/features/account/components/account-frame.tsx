'use client';
// The frame of the account area's sections (see account-sections.ts): the navigation beside the section, shown only
// to a signed-in visitor. Until GET /account/me has answered a placeholder holds the place; an anonymous visitor is
// sent to /sign-in with this page as the return path. Everything a section shows is read here in the browser, so
// the pages themselves hold nothing personal and no server cache ever sees it. Other pages under /account (the
// mail links' landings) pass through untouched.
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect } from 'react';
import { Container } from '@/components/ui/container';
import { Link, usePathname, useRouter } from '@/i18n/navigation';
import { getQueryClient } from '@/lib/query-client';
import { signInPath } from '@/lib/return-path';
import { useAccountMeRead } from '@/lib/use-account-me';
import { sectionOf } from '../account-sections';
import { AccountNav } from './account-nav';
import { LoadingBlock } from './loading-block';

export function AccountFrame({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const section = sectionOf(pathname);
  if (!section) return children;
  return (
    <Container className="grid gap-6 py-6 md:py-10 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10">
      <AccountNav current={section} />
      <div className="flex min-w-0 flex-col gap-6">
        <SignedInOnly>{children}</SignedInOnly>
      </div>
    </Container>
  );
}

function SignedInOnly({ children }: { children: ReactNode }) {
  const t = useTranslations('Account');
  const me = useAccountMeRead();
  const pathname = usePathname();
  const router = useRouter();
  const anonymous = me !== undefined && !me.success;

  useEffect(() => {
    // The query (a page number, the archive tab) is read here rather than with useSearchParams, which would take
    // the whole area out of the server's HTML.
    if (anonymous) router.replace(signInPath(`${pathname}${window.location.search}`));
  }, [anonymous, router, pathname]);

  if (me === undefined) return <LoadingBlock label={t('loading')} />;
  if (!me.success) {
    return (
      <p role="status" className="rounded-2xl bg-surface p-6 text-ink">
        {t.rich('signInNeeded', {
          link: (chunks) => (
            <Link
              href={signInPath(pathname)}
              className="font-semibold text-brand underline underline-offset-4"
            >
              {chunks}
            </Link>
          ),
        })}
      </p>
    );
  }
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
