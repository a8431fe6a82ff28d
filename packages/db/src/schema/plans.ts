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
import { createdAt, id, localized, localizedCheck } from './columns.js';
import { halls } from './venues.js';

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
    createdAt: createdAt(),
  },
  (t) => [
    index('hall_plans_hall_idx').on(t.hallId),
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
    name: localized('name').notNull(),
    color: text('color').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('price_categories_plan_idx').on(t.planId, t.position),
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
    name: localized('name').notNull(),
    kind: sectionKind('kind').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('plan_sections_plan_idx').on(t.planId, t.position),
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
    label: text('label').notNull(),
    x: real('x').notNull(),
    y: real('y').notNull(),
    priceCategoryId: integer('price_category_id')
      .notNull()
      .references(() => priceCategories.id, { onDelete: 'restrict' }),
    /** Seats never sold online (technical, restricted view kept off sale by the venue). */
    isSellable: boolean('is_sellable').notNull().default(true),
  },
  (t) => [
    unique('plan_seats_row_label_uq').on(t.rowId, t.label),
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
    check('plan_zones_capacity_ck', sql`${t.capacity} > 0`),
    localizedCheck('plan_zones_name_ru_ck', t.name),
  ],
);
