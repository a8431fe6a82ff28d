// The site's page addresses (SPEC.md section 2), without the locale prefix that the i18n Link adds. One place, so
// a card, the sitemap and the JSON-LD all point at the same page. `perfomances` is spelled as the SPEC.md route is.
import type { TVenueType } from '@afisha/contracts';

const segment = (slug: string) => encodeURIComponent(slug);

export const routes = {
  home: '/',
  events: '/events',
  collections: '/collections',
  artists: '/artists',
  venues: '/theaters-and-organizators',
  search: '/search',
  faq: '/faq',
  certificates: '/certificates',
  ticketHolders: '/ticket-holders',
  performance: (slug: string) => `/perfomances/${segment(slug)}`,
  collection: (slug: string) => `/collections/${segment(slug)}`,
  artist: (slug: string) => `/artists/${segment(slug)}`,
  venue: (type: TVenueType, slug: string) =>
    type === 'ORGANIZATOR' ? `/organizators/${segment(slug)}` : `/theaters/${segment(slug)}`,
  /** The seat map of one session (a route of a later issue). */
  event: (id: number) => `/events/${id}`,
};

/** Media paths from the API as same-origin addresses: the site proxies /media/ to the API. */
export function mediaSrc(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/')) return url;
  try {
    const parsed = new URL(url);
    return parsed.pathname.startsWith('/media/') ? `${parsed.pathname}${parsed.search}` : parsed.href;
  } catch {
    return null;
  }
}

/** A link from editorial content (slides, banners): a site path or a web address; anything else goes nowhere. */
export function safeHref(url: string): string {
  const trimmed = url.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  return /^https?:\/\//i.test(trimmed) ? trimmed : '#';
}

/** A venue's own website as a link with its host name for the text; null unless it is a valid web address. */
export function webAddress(url: string | null | undefined): { href: string; host: string } | null {
  if (!url || !/^https?:\/\//i.test(url.trim())) return null;
  try {
    const parsed = new URL(url.trim());
    return { href: parsed.href, host: parsed.host };
  } catch {
    return null;
  }
}
