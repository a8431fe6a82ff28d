'use client';
// Records a signed-in visitor's visit of a performance page in their history (POST /watch_history/me): once per
// visit (a mount of the page), nothing for anonymous visitors, silently (a failed record is not the visitor's
// concern). The page itself is cached and shared, so this happens in the browser.
import { useLocale } from 'next-intl';
import { useEffect, useRef } from 'react';
import { apiSend } from '@/lib/browser-api';
import { useAccountMeRead } from '@/lib/use-account-me';

export function RecordView({ performance }: { performance: number }) {
  const locale = useLocale();
  const signedIn = useAccountMeRead()?.success === true;
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (!signedIn || recorded.current === performance) return;
    recorded.current = performance;
    void apiSend('POST', '/watch_history/me', null, { locale, body: { performance } });
  }, [signedIn, performance, locale]);
  return null;
}
