'use client';
// The browser's half of added-client-messages.tsx: the parent provider's messages with `messages` added, under the
// same locale and time zone (the site's request config sets nothing else: i18n/request.ts).
import type { AbstractIntlMessages } from 'next-intl';
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl';
import { type ReactNode, useMemo } from 'react';

export function MergeClientMessages({
  messages,
  children,
}: {
  messages: AbstractIntlMessages;
  children: ReactNode;
}) {
  const parent = useMessages();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const merged = useMemo(() => ({ ...parent, ...messages }), [parent, messages]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
