'use client';
// The cookie notice (SPEC.md sections 4 and 9): a persistent toast-like card at the bottom centre with the text from
// site settings, shown until its button is pressed, which stores `accepted-we-use-cookie` so it never comes back in
// this browser. Drawn here rather than by the toast library, so a first visit does not download that library.
//
// It is part of the server-rendered page and painted with it; a visitor who has accepted never sees it because
// COOKIE_NOTICE_HIDE_SCRIPT, run before the first paint, marks <html> and the stylesheet hides the notice then.
// Waiting for React to decide would paint it late, as the largest thing on a phone's first screen (Lighthouse counted
// it as the page's largest contentful paint at 3.3 s on /events).
//
// On a phone (below 640 px) it is a slim bar along the bottom edge in small print, so that with the city question it
// leaves the first screen to the page (issue 17: together they covered half of it).
// The script is in ../cookie-notice-script.ts; the strict policy of the pages rendered per request allows it by hash.
import { useTranslations } from 'next-intl';
import { ACCEPTED_ATTRIBUTE, COOKIE_ACCEPTED_KEY } from '../cookie-notice-script';

export function CookieNotice({ text }: { text: string | null }) {
  const t = useTranslations('Shell');
  if (!text) return null;

  const accept = () => {
    try {
      window.localStorage.setItem(COOKIE_ACCEPTED_KEY, 'true');
    } catch {
      // Storage refused (private mode): hidden for this page at least.
    }
    document.documentElement.setAttribute(ACCEPTED_ATTRIBUTE, '');
  };
  return (
    <section
      data-cookie-notice=""
      aria-label={t('cookieTitle')}
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center gap-4 rounded-2xl border border-line bg-white p-4 text-sm text-ink shadow-xl max-sm:inset-x-2 max-sm:bottom-2 max-sm:gap-3 max-sm:rounded-xl max-sm:px-3 max-sm:py-2 max-sm:text-xs max-sm:leading-snug"
    >
      <p className="flex-1">{text}</p>
      <button
        type="button"
        onClick={accept}
        className="shrink-0 rounded-full bg-ink px-4 py-2 font-semibold text-white max-sm:min-h-10 max-sm:px-3 max-sm:text-sm hover:bg-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {t('cookieAccept')}
      </button>
    </section>
  );
}
