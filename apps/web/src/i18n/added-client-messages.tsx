// Gives the client components below it `namespaces` on top of the texts they already have (ScopedClientMessages
// above): only the added namespaces travel with the page, so one screen's large catalogue (the plan designer's) is
// not in every other page of its section. A nested provider replaces its parent's messages, so the merge happens in
// the browser (merge-client-messages.tsx), where the parent's are at hand.
import type { ReactNode } from 'react';
import { MergeClientMessages } from './merge-client-messages';
import { messagesOf } from './scoped-client-messages';

export async function AddedClientMessages({
  locale,
  namespaces,
  children,
}: {
  locale: string;
  namespaces: readonly string[];
  children: ReactNode;
}) {
  return (
    <MergeClientMessages messages={await messagesOf(locale, namespaces)}>{children}</MergeClientMessages>
  );
}
