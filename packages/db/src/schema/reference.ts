// Owns small reference lists that several areas use: identity document types for named tickets.
import { boolean, integer, pgTable } from 'drizzle-orm/pg-core';
import { id, localized, localizedCheck } from './columns.js';

export const documentTypes = pgTable(
  'document_types',
  {
    id: id(),
    name: localized('name').notNull(),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [localizedCheck('document_types_name_ru_ck', t.name)],
);
