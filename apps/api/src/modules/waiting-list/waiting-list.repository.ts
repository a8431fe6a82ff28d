// Owns the SQL of the waiting list of sold-out sessions: joining it, the sellable seats of a session that nobody
// holds, the seats kept for offers, and making the offers when seats come back: under a per-session advisory lock
// (two API processes, or two sweeps, never offer the same seats twice or skip anyone), the entries are taken in
// the order they joined, each getting an offer for its places while the free seats not already kept for others
// cover them; an offer's mail is queued in the same transaction (waiting_list_mails).
import type { Db, Locale } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { at } from '../../lib/sql-time.ts';
import type { CartOwner } from '../cart/cart.sql.ts';
import { tr } from '../catalogue/catalogue.sql.ts';
import { publicEvent } from '../catalogue/public-event.sql.ts';
import { freeSeatsOf, keptBeyond, keptPlaces } from './kept-places.sql.ts';

export type WaitingEntry = {
  id: number;
  eventId: number;
  email: string;
  locale: Locale;
  quantity: number;
  offerExpiresAt: Date | null;
  claimedAt: Date | null;
};

/** An offer just made: its mail is queued with this body. */
export type OfferMail = { entry: number };

export type WaitingListRepository = {
  /** The session's performance, or null when there is no such published session. */
  eventOf(eventId: number): Promise<{ performanceId: number } | null>;
  /** The session as a mail names it: the performance's title, when it starts and in which time zone. */
  describe(
    eventId: number,
    locale: Locale,
  ): Promise<{ title: string; startsAt: string; timezone: string } | null>;
  /** Sellable seats of the session with a price that no live hold, order or sale has, best first; at most `limit`. */
  freeSeats(eventId: number, now: Date, limit: number): Promise<number[]>;
  /** Whether taking `wanted` more seats of the session would eat into the places its live offers keep. */
  keptBeyond(input: { eventId: number; wanted: number; now: Date; exceptEntry?: number }): Promise<boolean>;
  /** Joins (or re-joins, with a new quantity and language) the list; answers the entry and its place in the queue. */
  join(input: {
    eventId: number;
    performanceId: number;
    email: string;
    quantity: number;
    locale: Locale;
    owner: CartOwner;
    now: Date;
  }): Promise<{ id: number; position: number }>;
  /**
   * Offers the seats that came back to the entries of every session with some waiting, in order, as long as the free
   * seats not kept for other offers cover them; each offer is kept `offerMs`. Answers how many were made.
   */
  makeOffers(now: Date, offerMs: number): Promise<number>;
  byId(entryId: number): Promise<WaitingEntry | null>;
  /** The offer was taken: the entry's turn is over. False when it was no longer live. */
  markClaimed(entryId: number, now: Date): Promise<boolean>;
  /** Leaves the list (the link of the mail). False when there was no such entry. */
  leave(entryId: number): Promise<boolean>;
};

const ENTRY_COLUMNS = sql`id, event_id AS "eventId", email, locale, quantity, offer_expires_at AS "offerExpiresAt",
  claimed_at AS "claimedAt"`;

function entryOf(row: Record<string, unknown>): WaitingEntry {
  const date = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
  return {
    id: Number(row.id),
    eventId: Number(row.eventId),
    email: String(row.email),
    locale: row.locale as Locale,
    quantity: Number(row.quantity),
    offerExpiresAt: date(row.offerExpiresAt),
    claimedAt: date(row.claimedAt),
  };
}

export type WaitingListTesting = {
  /**
   * Test-only: make offers without the per-session lock, to show the race it prevents. `afterRead` is awaited
   * between reading the queue and writing the offers: a test holds every sweep there until all have read, so the race
   * happens on any machine, however the sweeps are scheduled.
   */
  racyOffers?: { afterRead(): Promise<void> };
};

export function createWaitingListRepository(db: Db, testing: WaitingListTesting = {}): WaitingListRepository {
  return {
    async eventOf(eventId) {
      const { rows } = await db.execute<{ performance_id: number }>(sql`
        SELECT e.performance_id FROM events e JOIN performances p ON p.id = e.performance_id
        WHERE e.id = ${eventId} AND p.is_published AND ${publicEvent('e')}`);
      return rows[0] ? { performanceId: Number(rows[0].performance_id) } : null;
    },

    async describe(eventId, locale) {
      const { rows } = await db.execute<{ title: string; starts_at: string; timezone: string }>(sql`
        SELECT ${tr('p.title', locale)} AS title, e.starts_at, e.timezone
        FROM events e JOIN performances p ON p.id = e.performance_id WHERE e.id = ${eventId}`);
      const row = rows[0];
      return row
        ? { title: row.title, startsAt: new Date(row.starts_at).toISOString(), timezone: row.timezone }
        : null;
    },

    async freeSeats(eventId, now, limit) {
      const { rows } = await db.execute<{ id: number }>(sql`${freeSeatsOf(eventId, now)} LIMIT ${limit}`);
      return rows.map((row) => Number(row.id));
    },

    keptBeyond: (input) => keptBeyond(db, input),

    async join(input) {
      const { rows } = await db.execute<{ id: number; created_at: string }>(sql`
        INSERT INTO waiting_list_entries (performance_id, event_id, email, user_id, locale, quantity, created_at)
        VALUES (${input.performanceId}, ${input.eventId}, ${input.email}, ${input.owner.userId}, ${input.locale},
          ${input.quantity}, ${at(input.now)})
        ON CONFLICT (performance_id, coalesce(event_id, 0), lower(email)) DO UPDATE
          SET quantity = excluded.quantity, locale = excluded.locale,
            user_id = coalesce(excluded.user_id, waiting_list_entries.user_id)
        RETURNING id, created_at`);
      const id = Number(rows[0]?.id);
      const { rows: ahead } = await db.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM waiting_list_entries
        WHERE event_id = ${input.eventId} AND claimed_at IS NULL AND notified_at IS NULL
          AND (created_at, id) < (${rows[0]?.created_at}::timestamptz, ${id})`);
      return { id, position: Number(ahead[0]?.n ?? 0) + 1 };
    },

    async makeOffers(now, offerMs) {
      const { rows: events } = await db.execute<{ event_id: number }>(sql`
        SELECT DISTINCT event_id FROM waiting_list_entries
        WHERE event_id IS NOT NULL AND notified_at IS NULL ORDER BY event_id`);
      let made = 0;
      for (const { event_id: eventId } of events) {
        made += await db.transaction(async (tx) => {
          // One sweep per session at a time, in every process: the free seats are counted and offered once.
          if (!testing.racyOffers) {
            const { rows: locked } = await tx.execute<{ ok: boolean }>(
              sql`SELECT pg_try_advisory_xact_lock(${WAITING_LOCK}, ${Number(eventId)}) AS ok`,
            );
            if (!locked[0]?.ok) return 0;
          }
          const { rows: free } = await tx.execute<{ n: number }>(
            sql`SELECT count(*)::int AS n FROM (${freeSeatsOf(Number(eventId), now)}) f`,
          );
          let available = Number(free[0]?.n ?? 0) - (await keptPlaces(tx, Number(eventId), now));
          const { rows: waiting } = await tx.execute<Record<string, unknown>>(sql`
            SELECT ${ENTRY_COLUMNS} FROM waiting_list_entries
            WHERE event_id = ${eventId} AND notified_at IS NULL ORDER BY created_at, id`);
          // The control's "moment": under load every sweep reads before any writes.
          if (testing.racyOffers) await testing.racyOffers.afterRead();
          let count = 0;
          for (const entry of waiting.map(entryOf)) {
            // In order: the next in the queue waits for enough seats; nobody behind is served first.
            if (entry.quantity > available) break;
            const until = new Date(now.getTime() + offerMs);
            await tx.execute(sql`
              UPDATE waiting_list_entries SET notified_at = ${at(now)}, offer_expires_at = ${at(until)}
              WHERE id = ${entry.id}`);
            const body: OfferMail = { entry: entry.id };
            await tx.execute(sql`
              INSERT INTO waiting_list_mails (body, attempts, due_at, created_at)
              VALUES (${JSON.stringify(body)}, 0, ${at(now)}, ${at(now)})`);
            available -= entry.quantity;
            count += 1;
          }
          return count;
        });
      }
      return made;
    },

    async byId(entryId) {
      const { rows } = await db.execute<Record<string, unknown>>(
        sql`SELECT ${ENTRY_COLUMNS} FROM waiting_list_entries WHERE id = ${entryId}`,
      );
      return rows[0] ? entryOf(rows[0]) : null;
    },

    async markClaimed(entryId, now) {
      const { rows } = await db.execute<{ id: number }>(sql`
        UPDATE waiting_list_entries SET claimed_at = ${at(now)}
        WHERE id = ${entryId} AND claimed_at IS NULL AND offer_expires_at > ${at(now)} RETURNING id`);
      return rows.length > 0;
    },

    async leave(entryId) {
      const { rows } = await db.execute<{ id: number }>(
        sql`DELETE FROM waiting_list_entries WHERE id = ${entryId} RETURNING id`,
      );
      return rows.length > 0;
    },
  };
}

/** The advisory lock's first key: the waiting list's offers (the second is the session). */
const WAITING_LOCK = 7_001;
