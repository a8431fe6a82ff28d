'use client';
// The cookie notice (SPEC.md sections 4 and 9): a persistent toast-like card at the bottom centre with the text from
// site settings, shown until its button is pressed, which stores `accepted-we-use-cookie` so it never comes back in
// this browser. Drawn here rather than by the toast library, so a first visit does not download that library.
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

export const COOKIE_ACCEPTED_KEY = 'accepted-we-use-cookie';

export function CookieNotice({ text }: { text: string | null }) {
  const t = useTranslations('Shell');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    setVisible(Boolean(text) && !window.localStorage.getItem(COOKIE_ACCEPTED_KEY));
  }, [text]);
  if (!visible || !text) return null;

  const accept = () => {
    window.localStorage.setItem(COOKIE_ACCEPTED_KEY, 'true');
    setVisible(false);
  };
  return (
    <section
      aria-label={t('cookieTitle')}
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center gap-4 rounded-2xl border border-line bg-white p-4 text-sm text-ink shadow-xl"
    >
      <p className="flex-1">{text}</p>
      <button
        type="button"
        onClick={accept}
        className="shrink-0 rounded-full bg-ink px-4 py-2 font-semibold text-white hover:bg-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {t('cookieAccept')}
      </button>
    </section>
  );
}
