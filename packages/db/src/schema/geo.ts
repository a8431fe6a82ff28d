// Owns cities: the unit every listing is scoped by (SPEC.md: id, slug, city_name, city_name_case).
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, localized, localizedCheck } from './columns.js';

export const cities = pgTable(
  'cities',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: localized('name').notNull(),
    /** Prepositional case ("в Москве" → "Москве"), used in headings such as "Афиша в Москве". */
    nameCase: localized('name_case').notNull(),
    /** IANA zone; events copy their venue's zone, this one is the city default for new venues. */
    timezone: text('timezone').notNull().default('Europe/Moscow'),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cities_slug_uq').on(t.slug),
    localizedCheck('cities_name_ru_ck', t.name),
    localizedCheck('cities_name_case_ru_ck', t.nameCase),
  ],
);
