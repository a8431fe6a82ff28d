// The cookie notice's inline script (see components/cookie-notice.tsx), apart from the component so the proxy can
// allow it by its hash in the strict Content-Security-Policy (lib/security-headers.ts) without importing React.
export const COOKIE_ACCEPTED_KEY = 'accepted-we-use-cookie';
export const ACCEPTED_ATTRIBUTE = 'data-cookies-accepted';

/** Inline in <body> before the page content; the `html[data-cookies-accepted]` rule of globals.css does the rest. */
export const COOKIE_NOTICE_HIDE_SCRIPT = `try{localStorage.getItem(${JSON.stringify(COOKIE_ACCEPTED_KEY)})&&document.documentElement.setAttribute(${JSON.stringify(ACCEPTED_ATTRIBUTE)},"")}catch(e){}`;
