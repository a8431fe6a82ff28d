// Gives the client components below it `namespaces` on top of the texts they already have (ScopedClientMessages
// above): only the added namespaces travel with the page, so one screen's large catalogue (the plan designer's) is
// not in every other page of its section. A nested provider replaces its parent's messages, so the merge happens in
// the browser (merge-client-messages.tsx), where the parent's are at hand.
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { toAppLocale } from './app-locale';
import { pickMessages } from './client-messages';
import { MergeClientMessages } from './merge-client-messages';

export async function AddedClientMessages({
  locale,
  namespaces,
  children,
}: {
  locale: string;
  namespaces: readonly string[];
  children: ReactNode;
}) {
  const messages = await getMessages({ locale: toAppLocale(locale) });
  return <MergeClientMessages messages={pickMessages(messages, namespaces)}>{children}</MergeClientMessages>;
}
