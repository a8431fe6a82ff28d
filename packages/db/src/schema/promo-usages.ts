// Owns which order used which promo code: it references both, so it sits apart from promo.ts (which
// orders.ts imports) and the schema's imports run one way.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, id } from './columns.js';
import { orders } from './orders.js';
import { promoCodes } from './promo.js';

export const promoUsages = pgTable(
  'promo_usages',
  {
    id: id(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promo_usages_order_uq').on(t.orderId),
    // Serves max_uses_per_email: count usages of a code by one mailbox (email_identity: case, +tag, Gmail dots and
    // Yandex spellings folded; the SQL function of migration 0017_promo_email_identity).
    index('promo_usages_code_identity_idx').on(t.promoCodeId, sql`email_identity(${t.email})`),
    index('promo_usages_code_user_idx').on(t.promoCodeId, t.userId),
  ],
);
