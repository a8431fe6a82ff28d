// Owns venues (theatres and organisers), their halls, and the subway stations shown with a hall.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  real,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { archivedAt, createdAt, id, localized, localizedCheck, recordVersion, updatedAt } from './columns.js';
import { cities } from './geo.js';

export const venueType = pgEnum('venue_type', ['THEATER', 'ORGANIZATOR']);

export const venues = pgTable(
  'venues',
  {
    id: id(),
    type: venueType('type').notNull(),
    slug: text('slug').notNull(),
    name: localized('name').notNull(),
    logo: text('logo'),
    description: localized('description'),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    /** IANA zone the venue's events are shown in (ARCHITECTURE.md: stored UTC, shown local). */
    timezone: text('timezone').notNull().default('Europe/Moscow'),
    website: text('website'),
    phone: text('phone'),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    email: text('email'),
    version: recordVersion(),
    archivedAt: archivedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('venues_slug_uq').on(t.slug),
    index('venues_city_type_idx').on(t.cityId, t.type),
    localizedCheck('venues_name_ru_ck', t.name),
    localizedCheck('venues_description_ru_ck', t.description, true),
  ],
);

export const halls = pgTable(
  'halls',
  {
    id: id(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: localized('title').notNull(),
    subtitle: localized('subtitle'),
    address: localized('address').notNull(),
    latitude: real('latitude'),
    longitude: real('longitude'),
    position: integer('position').notNull().default(0),
    version: recordVersion(),
    archivedAt: archivedAt(),
  },
  (t) => [
    uniqueIndex('halls_venue_slug_uq').on(t.venueId, t.slug),
    localizedCheck('halls_title_ru_ck', t.title),
    localizedCheck('halls_subtitle_ru_ck', t.subtitle, true),
    localizedCheck('halls_address_ru_ck', t.address),
    check('halls_latitude_ck', sql`${t.latitude} BETWEEN -90 AND 90`),
    check('halls_longitude_ck', sql`${t.longitude} BETWEEN -180 AND 180`),
  ],
);

export const hallSubways = pgTable(
  'hall_subways',
  {
    id: id(),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    title: localized('title').notNull(),
    /** Line colour as CSS hex, e.g. #D6083B. */
    color: text('color').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('hall_subways_hall_idx').on(t.hallId, t.position),
    localizedCheck('hall_subways_title_ru_ck', t.title),
    check('hall_subways_color_ck', sql`${t.color} ~ '^#[0-9A-Fa-f]{6}$'`),
  ],
);
