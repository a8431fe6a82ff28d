// Owns reading a site by domain (or the default site) with its settings and menu entries.
import { cities, type Db, type Localized, menuItems, siteSettings, sites } from '@afisha/db';
import { asc, desc, eq, sql } from '@afisha/db/orm';
import type { CityRow } from '../cities/cities.repository.ts';

export type SiteRow = {
  id: number;
  domain: string;
  name: Localized;
  locales: string[];
  defaultCity: CityRow | null;
};

export type SiteSettingsRow = {
  phone: string | null;
  socialNetworks: unknown;
  paymentMethods: Localized | null;
  cookieNotification: Localized | null;
};

export type MenuItemRow = {
  id: number;
  menu: 'header' | 'footer';
  parentId: number | null;
  name: Localized;
  url: string;
  icon: string | null;
};

export type SiteRepository = {
  /** The site of `domain` when there is one, else the default site, else null. */
  findForDomain(domain: string | null): Promise<SiteRow | null>;
  findSettings(siteId: number): Promise<SiteSettingsRow | null>;
  /** All entries of both menus, parents before nothing in particular, ordered by position. */
  listMenuItems(siteId: number): Promise<MenuItemRow[]>;
};

export function createSiteRepository(db: Db): SiteRepository {
  return {
    async findForDomain(domain) {
      // No domain binds '', which no site has; a bound value also keeps ORDER BY valid SQL.
      const matchesDomain = sql`(lower(${sites.domain}) = ${domain ?? ''})`;
      const [row] = await db
        .select({
          id: sites.id,
          domain: sites.domain,
          name: sites.name,
          locales: sites.locales,
          cityId: cities.id,
          citySlug: cities.slug,
          cityName: cities.name,
          cityNameCase: cities.nameCase,
          cityActive: cities.isActive,
        })
        .from(sites)
        .leftJoin(cities, eq(cities.id, sites.defaultCityId))
        .where(sql`${matchesDomain} OR ${sites.isDefault}`)
        // The exact domain first, then the default site; ids break any remaining tie.
        .orderBy(desc(matchesDomain), desc(sites.isDefault), asc(sites.id))
        .limit(1);
      if (!row) return null;
      const defaultCity =
        row.cityId !== null &&
        row.citySlug !== null &&
        row.cityName !== null &&
        row.cityNameCase !== null &&
        row.cityActive
          ? { id: row.cityId, slug: row.citySlug, name: row.cityName, nameCase: row.cityNameCase }
          : null;
      return { id: row.id, domain: row.domain, name: row.name, locales: row.locales, defaultCity };
    },
    async findSettings(siteId) {
      const [row] = await db
        .select({
          phone: siteSettings.phone,
          socialNetworks: siteSettings.socialNetworks,
          paymentMethods: siteSettings.paymentMethods,
          cookieNotification: siteSettings.cookieNotification,
        })
        .from(siteSettings)
        .where(eq(siteSettings.siteId, siteId))
        .limit(1);
      return row ?? null;
    },
    async listMenuItems(siteId) {
      return db
        .select({
          id: menuItems.id,
          menu: menuItems.menu,
          parentId: menuItems.parentId,
          name: menuItems.name,
          url: menuItems.url,
          icon: menuItems.icon,
        })
        .from(menuItems)
        .where(eq(menuItems.siteId, siteId))
        .orderBy(asc(menuItems.position), asc(menuItems.id));
    },
  };
}
