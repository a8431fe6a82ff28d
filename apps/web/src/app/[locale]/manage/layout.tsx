// The back office (issue 20, /manage): its frame (features/manage/frame/manage-frame.tsx: the bar; its pages,
// in (gated)/, wait for GET /manage/me) and its texts for the client components. Never indexed; every page is
// rendered per request, so no shared cache keeps one (lib/nonce-pages.ts), and nothing of it reaches the
// storefront's bundles (manage-boundary.test.ts).
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ManageFrame } from '@/features/manage/frame/manage-frame';
import { MANAGE_CLIENT_NAMESPACES } from '@/features/manage/frame/manage-namespaces';
import { toAppLocale } from '@/i18n/app-locale';
import { ScopedClientMessages } from '@/i18n/scoped-client-messages';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function ManageLayout({
  params,
  children,
}: {
  params: Promise<{ locale: string }>;
  children: ReactNode;
}) {
  const locale = toAppLocale((await params).locale);
  return (
    <ScopedClientMessages locale={locale} namespaces={MANAGE_CLIENT_NAMESPACES}>
      <ManageFrame>{children}</ManageFrame>
    </ScopedClientMessages>
  );
}
