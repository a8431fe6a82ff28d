// The signed-in customer's area (`/account/{section}`: notifications, favourites, orders, history, profile): its
// navigation and sign-in gate (features/account/components/account-frame.tsx). The pages are shells without any
// personal data (that is read in the browser), so they are never cached with the catalogue and never indexed
// (robots.ts disallows /account too). Pages under /account that are not sections (the mail links' landings)
// render as they are.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AccountFrame } from '@/features/account/components/account-frame';
import { ScopedClientMessages } from '@/i18n/scoped-client-messages';

export const metadata: Metadata = { robots: { index: false, follow: false } };

type AccountLayoutProps = { children: ReactNode; params: Promise<{ locale: string }> };

export default async function AccountLayout({ children, params }: AccountLayoutProps) {
  const { locale } = await params;
  return (
    // The profile's forms and the mail links' landings use the sign-in texts too.
    <ScopedClientMessages locale={locale} namespaces={['Account', 'Profile', 'Auth']}>
      <AccountFrame>{children}</AccountFrame>
    </ScopedClientMessages>
  );
}
