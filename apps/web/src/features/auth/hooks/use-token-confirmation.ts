'use client';
import { useSearchParams } from 'next/navigation';
// Follows the link of a mail once: reads `?token=` and POSTs it (a sign-up or an e-mail change confirmation). The
// token is single-use, and React runs effects twice in development: one request per token and kind per page life,
// whatever re-renders. The POST comes from the page's script, not from opening the link, so mail scanners that
// fetch links do not use the token up.
import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import type { ApiSendResult } from '@/lib/api-client';

export type TokenConfirmation =
  | { state: 'working' }
  | { state: 'done'; detail: string }
  /** `unreachable`: no answer came (the link itself may be fine: reloading tries again). */
  | { state: 'failed'; body: unknown; unreachable?: boolean };

type Confirm = (
  locale: string,
  body: { token: string },
) => Promise<ApiSendResult<{ detail: string } | undefined>>;

const sent = new Map<string, Promise<TokenConfirmation>>();

async function settle(confirm: Confirm, locale: string, token: string): Promise<TokenConfirmation> {
  const result = await confirm(locale, { token });
  if (result.ok && result.data) return { state: 'done', detail: result.data.detail };
  if (result.ok) return { state: 'failed', body: undefined };
  return { state: 'failed', body: result.body, unreachable: result.reason === 'unreachable' };
}

export function useTokenConfirmation(kind: string, confirm: Confirm): TokenConfirmation {
  const locale = useLocale();
  const token = useSearchParams().get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<TokenConfirmation>(
    token ? { state: 'working' } : { state: 'failed', body: undefined },
  );
  useEffect(() => {
    if (!token) return;
    const key = `${kind}:${token}`;
    let confirmation = sent.get(key);
    if (!confirmation) {
      confirmation = settle(confirm, locale, token);
      sent.set(key, confirmation);
    }
    let live = true;
    confirmation.then((value) => {
      if (live) setOutcome(value);
    });
    return () => {
      live = false;
    };
  }, [kind, confirm, locale, token]);
  return outcome;
}
