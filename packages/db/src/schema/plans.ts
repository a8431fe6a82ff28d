// Owns hall plans: the seating layout a hall can be sold with (sections, rows, seats with x/y),
// the price categories that colour seats, and general-admission zones sold by quantity.
// Seats belong to the plan, not to an event: an event points at a plan and the availability of
// its seats lives in seat_holds (cart.ts), so thousands of events share one set of seat rows.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  archivedAt,
  createdAt,
  id,
  localized,
  localizedCheck,
  recordVersion,
  timestamptz,
} from './columns.js';
import { halls } from './venues.js';

export const planStatus = pgEnum('plan_status', ['draft', 'published']);

export const hallPlans = pgTable(
  'hall_plans',
  {
    id: id(),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Drawing box of the plan in plan units; seat x/y are inside it. */
    width: real('width').notNull().default(1000),
    height: real('height').notNull().default(1000),
    isDefault: boolean('is_default').notNull().default(false),
    /**
     * A draft is edited whole (PUT) and sells nothing; publishing (back office) writes its sections, rows, seats,
     * zones and categories below and makes it read-only. Only published plans carry sessions.
     */
    status: planStatus('status').notNull().default('published'),
    /** The plan document (docs/api.md "Plan document") of a draft, and the one a published plan was made from. */
    document: jsonb('document'),
    /** Which edition of its hall's plans this is (1, 2, …), given when published; seats match across by key. */
    revision: integer('revision'),
    publishedAt: timestamptz('published_at'),
    version: recordVersion(),
    archivedAt: archivedAt(),
    createdAt: createdAt(),
  },
  (t) => [
    index('hall_plans_hall_idx').on(t.hallId),
    uniqueIndex('hall_plans_hall_revision_uq').on(t.hallId, t.revision),
    uniqueIndex('hall_plans_single_default_uq').on(t.hallId).where(sql`${t.isDefault}`),
    check('hall_plans_size_ck', sql`${t.width} > 0 AND ${t.height} > 0`),
  ],
);

export const priceCategories = pgTable(
  'price_categories',
  {
    id: id(),
    planId: integer('plan_id')
      .notNull()
      .references(() => hallPlans.id, { onDelete: 'cascade' }),
    /** The category's key in the plan document, stable across versions of the hall's plan (prices follow it). */
    key: text('key').notNull(),
    name: localized('name').notNull(),
    color: text('color').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('price_categories_plan_idx').on(t.planId, t.position),
    uniqueIndex('price_categories_plan_key_uq').on(t.planId, t.key),
    localizedCheck('price_categories_name_ru_ck', t.name),
    check('price_categories_color_ck', sql`${t.color} ~ '^#[0-9A-Fa-f]{6}$'`),
  ],
);

export const sectionKind = pgEnum('section_kind', [
  'parterre',
  'amphitheatre',
  'mezzanine',
  'balcony',
  'box',
  'stalls',
  'dance_floor',
  'other',
]);

export const planSections = pgTable(
  'plan_sections',
  {
    id: id(),
    planId: integer('plan_id')
      .notNull()
      .references(() => hallPlans.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: localized('name').notNull(),
    kind: sectionKind('kind').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('plan_sections_plan_idx').on(t.planId, t.position),
    uniqueIndex('plan_sections_plan_key_uq').on(t.planId, t.key),
    localizedCheck('plan_sections_name_ru_ck', t.name),
  ],
);

export const planRows = pgTable(
  'plan_rows',
  {
    id: id(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => planSections.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    label: text('label').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('plan_rows_section_label_uq').on(t.sectionId, t.label)],
);

export const planSeats = pgTable(
  'plan_seats',
  {
    id: id(),
    /** Denormalised from the row so a whole plan (GET /events/{id}/places) is one index scan. */
    planId: integer('plan_id')
      .notNull()
      .references(() => hallPlans.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => planSections.id, { onDelete: 'cascade' }),
    rowId: integer('row_id')
      .notNull()
      .references(() => planRows.id, { onDelete: 'cascade' }),
    /** The seat's key in the plan document: how a new version of the hall's plan finds this seat again. */
    key: text('key').notNull(),
    label: text('label').notNull(),
    x: real('x').notNull(),
    y: real('y').notNull(),
    priceCategoryId: integer('price_category_id')
      .notNull()
      .references(() => priceCategories.id, { onDelete: 'restrict' }),
    /** Seats never sold online (technical, restricted view kept off sale by the venue). */
    isSellable: boolean('is_sellable').notNull().default(true),
    /** Plan-document flags of the seat: `wheelchair`, `companion`, `restricted_view`, … */
    flags: text('flags').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    unique('plan_seats_row_label_uq').on(t.rowId, t.label),
    uniqueIndex('plan_seats_plan_key_uq').on(t.planId, t.key),
    index('plan_seats_plan_idx').on(t.planId),
    index('plan_seats_section_idx').on(t.sectionId),
  ],
);

/** A polygon or rectangle drawn on the plan, in plan units. */
export type ZoneShape =
  | { kind: 'rect'; x: number; y: number; width: number; height: number }
  | { kind: 'polygon'; points: [number, number][] };

/**
 * General-admission zones: sold by quantity up to `capacity`. A zone has a price category like a
 * seat, so one event_prices row prices seats and zones alike.
 */
export const planZones = pgTable(
  'plan_zones',
  {
    id: id(),
    planId: integer('plan_id')
      .notNull()
      .references(() => hallPlans.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: localized('name').notNull(),
    capacity: integer('capacity').notNull(),
    priceCategoryId: integer('price_category_id')
      .notNull()
      .references(() => priceCategories.id, { onDelete: 'restrict' }),
    shape: jsonb('shape').$type<ZoneShape>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('plan_zones_plan_idx').on(t.planId),
    uniqueIndex('plan_zones_plan_key_uq').on(t.planId, t.key),
    check('plan_zones_capacity_ck', sql`${t.capacity} > 0`),
    localizedCheck('plan_zones_name_ru_ck', t.name),
  ],
);
