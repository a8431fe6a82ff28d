// Owns the audit log: who changed what (refunds, catalogue edits, role grants), before and after.
import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt } from './columns.js';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    /** The venue the changed record belongs to (back office), so a venue's managers read their venue's history. */
    venueId: integer('venue_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  // The back office reads the log newest first, filtered by any one of these (manage/audit): each index gives a
  // filter's entries in that order, so a page and its capped count read a few index pages, however long the log.
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    // A record's history: by its id alone (the audit page's search box), or with its kind (refund and archive reads).
    index('audit_log_record_idx').on(t.entityId, t.entityType, t.createdAt, t.id),
    index('audit_log_entity_created_idx').on(t.entityType, t.createdAt, t.id),
    index('audit_log_action_created_idx').on(t.action, t.createdAt, t.id),
    index('audit_log_actor_created_idx').on(t.actorUserId, t.createdAt, t.id),
    index('audit_log_venue_created_idx').on(t.venueId, t.createdAt, t.id),
  ],
);
