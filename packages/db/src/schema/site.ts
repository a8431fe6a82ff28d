// Owns the per-domain site identity and its settings (SPEC.md "Site settings"): phone, social
// networks, header and footer menus with children, payment-methods HTML and the cookie text.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Localized } from '../localized.js';
import { createdAt, id, localized, localizedCheck, updatedAt } from './columns.js';
import { cities } from './geo.js';

/** A social link of the footer; name and caption translated (a plain string, as older rows have, serves every language). */
export type SocialNetwork = {
  link: string;
  name: Localized | string;
  icon: { url: string; caption: Localized | string };
};

export const sites = pgTable(
  'sites',
  {
    id: id(),
    /** Host name without port, lower case ("afisha.example"); the default site answers unknown hosts. */
    domain: text('domain').notNull(),
    name: localized('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    defaultCityId: integer('default_city_id').references(() => cities.id, { onDelete: 'set null' }),
    locales: text('locales').array().notNull().default(sql`ARRAY['ru','en','fr','de']::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sites_domain_uq').on(sql`lower(${t.domain})`),
    // At most one fallback site.
    uniqueIndex('sites_single_default_uq').on(t.isDefault).where(sql`${t.isDefault}`),
    localizedCheck('sites_name_ru_ck', t.name),
  ],
);

/** One row per site (1:1), kept apart from `sites` because editors change it often. */
export const siteSettings = pgTable(
  'site_settings',
  {
    siteId: integer('site_id')
      .primaryKey()
      .references(() => sites.id, { onDelete: 'cascade' }),
    phone: text('phone'),
    socialNetworks: jsonb('social_networks').$type<SocialNetwork[]>().notNull().default([]),
    /** Sanitised HTML, per locale. */
    paymentMethods: localized('payment_methods'),
    cookieNotification: localized('cookie_notification'),
    /** SPEC.md page customization defaults. */
    headerColor: text('header_color').notNull().default('white'),
    isFooterVisible: boolean('is_footer_visible').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('site_settings_social_networks_ck', sql`jsonb_typeof(${t.socialNetworks}) = 'array'`),
    localizedCheck('site_settings_payment_methods_ru_ck', t.paymentMethods, true),
    localizedCheck('site_settings_cookie_notification_ru_ck', t.cookieNotification, true),
  ],
);

export const menuKind = pgEnum('menu_kind', ['header', 'footer']);

/** Menu entries; `parent_id` builds the children of SPEC.md. A url of `callback` opens the form. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: id(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    menu: menuKind('menu').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    name: localized('name').notNull(),
    url: text('url').notNull(),
    icon: text('icon'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('menu_items_site_menu_idx').on(t.siteId, t.menu, t.parentId, t.position),
    check('menu_items_not_own_parent_ck', sql`${t.parentId} IS DISTINCT FROM ${t.id}`),
    localizedCheck('menu_items_name_ru_ck', t.name),
  ],
);
