'use client';
// The cookie notice (SPEC.md sections 4 and 9): a persistent toast with the text from site settings, shown until its
// button is pressed, which stores `accepted-we-use-cookie` so it never comes back in this browser.
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { showHtmlToast } from '@/lib/toasts';

export const COOKIE_ACCEPTED_KEY = 'accepted-we-use-cookie';

export function CookieNotice({ text }: { text: string | null }) {
  const t = useTranslations('Shell');
  const label = t('cookieAccept');
  useEffect(() => {
    if (!text || window.localStorage.getItem(COOKIE_ACCEPTED_KEY)) return;
    showHtmlToast({
      id: 'cookie-notice',
      html: text,
      buttonLabel: label,
      onConfirm: () => window.localStorage.setItem(COOKIE_ACCEPTED_KEY, 'true'),
    });
  }, [text, label]);
  return null;
}
