// Owns extra services sold with tickets (programme booklet, cloakroom, parking), scoped to one
// event or to every event of a performance, with an optional stock.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { performances } from './catalogue.js';
import { exactlyOne, id, kopecks, localized, localizedCheck, moneyCheck } from './columns.js';
import { events } from './events.js';

export const extraServices = pgTable(
  'extra_services',
  {
    id: id(),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    performanceId: integer('performance_id').references(() => performances.id, { onDelete: 'cascade' }),
    name: localized('name').notNull(),
    description: localized('description'),
    priceKopecks: kopecks('price_kopecks').notNull(),
    /** Null: unlimited. `sold` is raised in the order transaction; the CHECK stops overselling. */
    stock: integer('stock'),
    sold: integer('sold').notNull().default(0),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('extra_services_event_idx').on(t.eventId),
    index('extra_services_performance_idx').on(t.performanceId),
    exactlyOne('extra_services_scope_ck', t.eventId, t.performanceId),
    moneyCheck('extra_services_price_ck', t.priceKopecks),
    check('extra_services_stock_ck', sql`${t.sold} >= 0 AND (${t.stock} IS NULL OR ${t.sold} <= ${t.stock})`),
    localizedCheck('extra_services_name_ru_ck', t.name),
    localizedCheck('extra_services_description_ru_ck', t.description, true),
  ],
);
