// Signing in, up and resetting a password (`/sign-in`, `/sign-up`, `/reset-password`; the route group adds nothing
// to their addresses): their forms' texts travel only with these pages.
import type { ReactNode } from 'react';
import { ScopedClientMessages } from '@/i18n/scoped-client-messages';

type AuthLayoutProps = { children: ReactNode; params: Promise<{ locale: string }> };

export default async function AuthLayout({ children, params }: AuthLayoutProps) {
  const { locale } = await params;
  return (
    <ScopedClientMessages locale={locale} namespaces={['Auth']}>
      {children}
    </ScopedClientMessages>
  );
}
