// Gives the client components below it the shell's texts plus `namespaces` (see client-messages.ts). A nested
// NextIntlClientProvider replaces its parent's messages rather than adding to them, hence the shell's again.
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { toAppLocale } from './app-locale';
import { pickMessages, SHELL_CLIENT_NAMESPACES } from './client-messages';

export async function ScopedClientMessages({
  locale,
  namespaces,
  children,
}: {
  /** Given, not read from the request: pages rendered ahead of requests have none to read. */
  locale: string;
  namespaces: readonly string[];
  children: ReactNode;
}) {
  const messages = await messagesOf(locale, [...SHELL_CLIENT_NAMESPACES, ...namespaces]);
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}

/** The `namespaces` of the site's messages in `locale` (those the catalogue has). */
export async function messagesOf(locale: string, namespaces: readonly string[]) {
  return pickMessages(await getMessages({ locale: toAppLocale(locale) }), namespaces);
}
