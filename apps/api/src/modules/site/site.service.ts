// Owns assembling site settings for the shell (SPEC.md 3): localized texts, menus as trees, and
// the site identity of /site/info. Unknown domains get the default site.
import {
  isLocale,
  type TLocale,
  type TMenuItem,
  type TSiteInfo,
  type TSiteSettings,
  type TSocialNetwork,
} from '@afisha/contracts';
import { pickLocale } from '@afisha/db';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { toCity } from '../cities/cities.service.ts';
import type { MenuItemRow, SiteRepository, SiteRow } from './site.repository.ts';

export type SiteService = {
  settings(domain: string | undefined, locale: TLocale): Promise<TSiteSettings>;
  info(domain: string | undefined, locale: TLocale): Promise<TSiteInfo>;
};

// Menus are a few levels deep; the bound only protects against a parent cycle in edited data.
const MAX_MENU_DEPTH = 5;

/** "Afisha.Example:443." → "afisha.example", the form sites.domain is compared in. */
export function normalizeDomain(domain: string | undefined): string | null {
  if (!domain) return null;
  const host = domain.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return host.length > 0 ? host : null;
}

export function buildMenuTree(
  rows: readonly MenuItemRow[],
  menu: 'header' | 'footer',
  locale: TLocale,
): TMenuItem[] {
  const byParent = new Map<number | null, MenuItemRow[]>();
  for (const row of rows) {
    if (row.menu !== menu) continue;
    const siblings = byParent.get(row.parentId) ?? [];
    siblings.push(row);
    byParent.set(row.parentId, siblings);
  }
  const build = (parentId: number | null, depth: number): TMenuItem[] =>
    depth > MAX_MENU_DEPTH
      ? []
      : (byParent.get(parentId) ?? []).map((row) => ({
          name: pickLocale(row.name, locale),
          url: row.url,
          icon: row.icon,
          children: build(row.id, depth + 1),
        }));
  return build(null, 1);
}

// A social network's name and icon caption are stored translated ({ru, en?, fr?, de?}, as every
// label of the site) or, in older rows, as one plain string served to every language.
const ZStoredLabel = z.union([
  z.string(),
  z.object({
    ru: z.string(),
    en: z.string().optional(),
    fr: z.string().optional(),
    de: z.string().optional(),
  }),
]);
const ZStoredSocialNetwork = z.object({
  name: ZStoredLabel,
  link: z.string(),
  icon: z.object({ url: z.string(), caption: ZStoredLabel }),
});

const label = (value: z.infer<typeof ZStoredLabel>, locale: TLocale) =>
  typeof value === 'string' ? value : pickLocale(value, locale);

/** Social links are editor-maintained JSON: malformed entries are skipped, not served. */
export function socialNetworks(value: unknown, locale: TLocale): TSocialNetwork[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = ZStoredSocialNetwork.safeParse(entry);
    if (!parsed.success) return [];
    const { name, link, icon } = parsed.data;
    return [
      { name: label(name, locale), link, icon: { url: icon.url, caption: label(icon.caption, locale) } },
    ];
  });
}

export function createSiteService(deps: { repository: SiteRepository }): SiteService {
  const { repository } = deps;

  async function siteFor(domain: string | undefined): Promise<SiteRow> {
    const site = await repository.findForDomain(normalizeDomain(domain));
    if (!site) throw new AppError('not_found', 404);
    return site;
  }

  return {
    async settings(domain, locale) {
      const site = await siteFor(domain);
      const [settings, menu] = await Promise.all([
        repository.findSettings(site.id),
        repository.listMenuItems(site.id),
      ]);
      return {
        domain: site.domain,
        name: pickLocale(site.name, locale),
        phone: settings?.phone ?? null,
        social_networks: socialNetworks(settings?.socialNetworks, locale),
        menu_header: buildMenuTree(menu, 'header', locale),
        menu_footer: buildMenuTree(menu, 'footer', locale),
        payment_methods: pickLocale(settings?.paymentMethods ?? null, locale),
        cookie_notification: pickLocale(settings?.cookieNotification ?? null, locale),
      };
    },
    async info(domain, locale) {
      const site = await siteFor(domain);
      const locales = site.locales.filter(isLocale);
      return {
        domain: site.domain,
        name: pickLocale(site.name, locale),
        locales,
        default_locale: locales.includes('ru') || locales.length === 0 ? 'ru' : (locales[0] as TLocale),
        default_city: site.defaultCity ? toCity(site.defaultCity, locale) : null,
      };
    },
  };
}
