// Builds sites with their settings and menu entries for tests.
import { type Db, type Localized, menuItems, type SocialNetwork, siteSettings, sites } from '@afisha/db';
import { nextSequence } from './sequence.ts';

export async function createSite(
  db: Db,
  overrides: Partial<{
    domain: string;
    name: Localized;
    isDefault: boolean;
    defaultCityId: number | null;
    locales: string[];
  }> = {},
) {
  const n = nextSequence();
  const [row] = await db
    .insert(sites)
    .values({
      domain: overrides.domain ?? `site-${n}.example`,
      name: overrides.name ?? { ru: `Сайт ${n}` },
      isDefault: overrides.isDefault ?? false,
      defaultCityId: overrides.defaultCityId ?? null,
      ...(overrides.locales ? { locales: overrides.locales } : {}),
    })
    .returning();
  if (!row) throw new Error('site insert returned nothing');
  return row;
}

export async function createSiteSettings(
  db: Db,
  siteId: number,
  values: Partial<{
    phone: string | null;
    socialNetworks: SocialNetwork[];
    paymentMethods: Localized | null;
    cookieNotification: Localized | null;
  }> = {},
) {
  await db.insert(siteSettings).values({ siteId, ...values });
}

export async function createMenuItem(
  db: Db,
  values: {
    siteId: number;
    menu: 'header' | 'footer';
    name: Localized;
    url: string;
    parentId?: number | null;
    icon?: string | null;
    position?: number;
  },
) {
  const [row] = await db.insert(menuItems).values(values).returning();
  if (!row) throw new Error('menu item insert returned nothing');
  return row;
}
