// Owns the designs of gift certificates (templates). The certificates sold live beside orders
// (orders.ts: an order buys a certificate and a certificate pays for orders, foreign keys both ways),
// and their ledger in certificate-ledger.ts, so the schema's imports run one way.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, kopecks, localized, localizedCheck } from './columns.js';

export const certificateTemplates = pgTable(
  'certificate_templates',
  {
    id: id(),
    name: localized('name').notNull(),
    image: text('image').notNull(),
    minNominalKopecks: kopecks('min_nominal_kopecks').notNull().default(100_000),
    maxNominalKopecks: kopecks('max_nominal_kopecks').notNull().default(5_000_000),
    validityDays: integer('validity_days').notNull().default(365),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    localizedCheck('certificate_templates_name_ru_ck', t.name),
    check(
      'certificate_templates_nominal_ck',
      sql`${t.minNominalKopecks} > 0 AND ${t.minNominalKopecks} <= ${t.maxNominalKopecks}`,
    ),
    check('certificate_templates_validity_ck', sql`${t.validityDays} > 0`),
  ],
);
