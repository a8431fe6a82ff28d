// What a menu entry's url from site settings means (SPEC.md section 2): the word `callback` opens the callback form,
// a path is a page of this site, an http(s), mailto or tel URL leaves it. Anything else (`javascript:`, `data:`)
// is not followed at all, whoever typed it into the settings.
export const CALLBACK_MENU_URL = 'callback';

export type MenuTarget =
  | { kind: 'callback' }
  | { kind: 'internal'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'none' };

const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

export function menuTarget(url: string): MenuTarget {
  const value = url.trim();
  if (value === CALLBACK_MENU_URL) return { kind: 'callback' };
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'internal', href: value };
  try {
    const parsed = new URL(value.startsWith('//') ? `https:${value}` : value);
    return SAFE_SCHEMES.has(parsed.protocol) ? { kind: 'external', href: parsed.href } : { kind: 'none' };
  } catch {
    // A relative path without its leading slash ("events"): still a page of this site.
    return /^[\w-]/.test(value) ? { kind: 'internal', href: `/${value}` } : { kind: 'none' };
  }
}
