// Owns the notifications table: a customer's notifications read in one language (Russian when a
// translation is missing), newest first; marking one (or all) read or unread; and writing new ones exactly
// once. Every read and write is scoped to its owner in the SQL itself (`user_id = $user`), so
// another customer's notification is simply not found. Reads see only the kinds this API knows
// (NOTIFICATION_KINDS): a row of another kind (written by a newer version, or before the table's CHECK) is
// skipped — left out of the list and its count, not found by id — instead of failing the whole answer.
//
// Once: each notification the system makes has a deduplication key (kept in the payload under
// DEDUPE_KEY, never shown). A writer takes a transaction-scoped advisory lock on the key, then
// inserts only where no notification of that user has it yet, so a hook called twice, even at the
// same moment from two processes, leaves one notification per user.
import { NOTIFICATION_KINDS } from '@afisha/contracts';
import type { Db, Locale, Localized } from '@afisha/db';
import { localizedSql, notifications } from '@afisha/db';
import { and, count, desc, eq, inArray, ne, type SQL, sql } from '@afisha/db/orm';

/** Payload key of the deduplication key; the API answers only the documented payload fields. */
export const DEDUPE_KEY = '_key';

export type NotificationRow = {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  title: string;
  text: string | null;
  isViewed: boolean;
  createdAt: Date;
};

export type NewNotification = {
  kind: string;
  dedupeKey: string;
  payload: Record<string, unknown>;
  title: Localized;
  text: Localized | null;
};

export type NotificationsRepository = {
  list(
    userId: number,
    filter: { isViewed?: boolean },
    locale: Locale,
    page: { limit: number; offset: number },
  ): Promise<{ count: number; results: NotificationRow[] }>;
  findOwn(userId: number, id: number, locale: Locale): Promise<NotificationRow | null>;
  /** Sets the flag of the user's notification; null when the user has no such notification. */
  setViewed(userId: number, id: number, isViewed: boolean, locale: Locale): Promise<NotificationRow | null>;
  /** Sets the flag of every notification of the user; answers how many changed. */
  setAllViewed(userId: number, isViewed: boolean): Promise<number>;
};

/** The user's notifications of a kind this API can answer. */
const ownKnown = (userId: number) =>
  and(eq(notifications.userId, userId), inArray(notifications.kind, [...NOTIFICATION_KINDS]));

function columns(locale: Locale) {
  return {
    id: notifications.id,
    kind: notifications.kind,
    payload: notifications.payload,
    title: localizedSql(notifications.title, locale),
    // A null column stays null through ->> and coalesce.
    text: sql<string | null>`${localizedSql(notifications.text, locale)}`,
    isViewed: notifications.isViewed,
    createdAt: notifications.createdAt,
  };
}

export function createNotificationsRepository(db: Db): NotificationsRepository {
  return {
    async list(userId, filter, locale, { limit, offset }) {
      const where = and(
        ownKnown(userId),
        filter.isViewed === undefined ? undefined : eq(notifications.isViewed, filter.isViewed),
      );
      const [total, results] = await Promise.all([
        db.select({ count: count() }).from(notifications).where(where),
        db
          .select(columns(locale))
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(limit)
          .offset(offset),
      ]);
      return { count: total[0]?.count ?? 0, results };
    },

    async findOwn(userId, id, locale) {
      const [row] = await db
        .select(columns(locale))
        .from(notifications)
        .where(and(eq(notifications.id, id), ownKnown(userId)));
      return row ?? null;
    },

    async setViewed(userId, id, isViewed, locale) {
      const [row] = await db
        .update(notifications)
        .set({ isViewed })
        .where(and(eq(notifications.id, id), ownKnown(userId)))
        .returning(columns(locale));
      return row ?? null;
    },

    async setAllViewed(userId, isViewed) {
      const changed = await db
        .update(notifications)
        .set({ isViewed })
        .where(and(ownKnown(userId), ne(notifications.isViewed, isViewed)))
        .returning({ id: notifications.id });
      return changed.length;
    },
  };
}

const lockKey = (dedupeKey: string) => sql`pg_advisory_xact_lock(hashtext(${`notification:${dedupeKey}`}))`;

/**
 * Gives `notification` to each user that `recipients` selects (a query of one column, `user_id`)
 * and who has none with the same key yet. Returns how many were made.
 */
export async function insertNotificationOnce(
  db: Db,
  recipients: SQL,
  notification: NewNotification,
): Promise<number> {
  const payload = { ...notification.payload, [DEDUPE_KEY]: notification.dedupeKey };
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT ${lockKey(notification.dedupeKey)}`);
    const { rows } = await tx.execute<{ made: number }>(sql`
      WITH made AS (
      INSERT INTO notifications (user_id, kind, payload, title, text)
      SELECT r.user_id, ${notification.kind}, ${JSON.stringify(payload)}::jsonb,
        ${JSON.stringify(notification.title)}::jsonb, ${notification.text === null ? null : JSON.stringify(notification.text)}::jsonb
      FROM (${recipients}) AS r
      WHERE NOT EXISTS (
        SELECT 1 FROM notifications n
        WHERE n.user_id = r.user_id AND n.kind = ${notification.kind}
          AND n.payload->>${DEDUPE_KEY} = ${notification.dedupeKey}
      )
      RETURNING 1)
      SELECT count(*)::int AS made FROM made`);
    return rows[0]?.made ?? 0;
  });
}
