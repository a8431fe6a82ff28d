// Shared by the concurrency tests (PostgreSQL only: PGlite has one connection, so nothing races
// there): an app on its own database with a pool wide enough for real overlap, a hall to fight
// over, visitors with sessions, and the racy claim the controls swap in.
//
// The controls show that the race is real: RACY_CLAIM is what an application without the
// database's guarantee would do — look which seats are free, then insert holds for them (after a
// moment, as under load everyone looks before anyone writes) — run against a copy of the schema
// whose UNIQUE (event_id, seat_id) on seat_holds is dropped. It exists only here, in test code,
// and replaces the claim_seats function in the control's own scratch database.
import { createTestDatabase, type Database } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { afterAll, beforeAll } from 'vitest';
import { createHall, type Hall, type HallSpec } from '../factories/hall.factory.ts';
import { type Visitor, visitor } from '../helpers/cart-client.ts';
import { createTestApp, manualClock, type TestApp, type TestAppOptions } from '../helpers/test-app.ts';

export const DATABASE_URL = process.env.DATABASE_URL?.trim() || undefined;
export const NEEDS_POSTGRES =
  '(needs DATABASE_URL: a PostgreSQL server; PGlite has a single connection, so nothing can race there)';

if (!DATABASE_URL) {
  console.warn(`Concurrency tests skipped ${NEEDS_POSTGRES}. CI sets it (.ci/run).`);
}

/** Connections of the app's pool: requests really overlap in the database. */
export const POOL = 16;

export type RaceApp = { t: TestApp; database: Database; hall: Hall; clock: ReturnType<typeof manualClock> };

export async function createRaceApp(
  options: {
    racy?: boolean;
    hall?: HallSpec;
    testing?: TestAppOptions['testing'];
    /** More changes to the configuration, after the race's own. */
    config?: TestAppOptions['config'];
  } = {},
): Promise<RaceApp> {
  const database = await createTestDatabase({ poolMax: POOL });
  if (options.racy) {
    // The control: the guarantee switched off.
    await database.db.execute(sql.raw('ALTER TABLE seat_holds DROP CONSTRAINT seat_holds_event_seat_uq'));
    await database.db.execute(sql.raw(RACY_CLAIM));
  }
  const clock = manualClock();
  const t = await createTestApp({
    clock,
    database,
    config: (config) => {
      const raced = {
        ...config,
        rateLimit: { ...config.rateLimit, global: { max: 1_000_000, timeWindowMs: 60_000 } },
      };
      return options.config ? options.config(raced) : raced;
    },
    testing: options.testing,
  });
  const hall = await createHall(
    database.db,
    options.hall ?? { sections: [{ name: { ru: 'Партер' }, rows: 4, seatsPerRow: 25 }] },
  );
  return {
    t: {
      ...t,
      async close() {
        await t.close();
        await database.close();
      },
    },
    database,
    hall,
    clock,
  };
}

export async function visitors(app: RaceApp, count: number): Promise<Visitor[]> {
  const all: Visitor[] = [];
  // A few at a time: starting sessions is not what is under test.
  for (let i = 0; i < count; i += 20) {
    all.push(
      ...(await Promise.all(Array.from({ length: Math.min(20, count - i) }, () => visitor(app.t.app)))),
    );
  }
  return all;
}

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Look, then write: correct alone, wrong under concurrency without the unique constraint. It replaces
 * the database's claim_seats (migration 0006_hold_seats, 0018_hold_address), which both the one-statement hold and the
 * transaction of several call, in the control's own scratch database.
 */
const RACY_CLAIM = `
  CREATE OR REPLACE FUNCTION claim_seats(p_event integer, p_cart integer, p_seats integer[],
      p_now timestamptz, p_until timestamptz, p_address inet DEFAULT NULL)
    RETURNS SETOF integer LANGUAGE plpgsql AS $$
  DECLARE
    v_free integer[];
  BEGIN
    v_free := ARRAY(SELECT s FROM unnest(p_seats) AS s WHERE NOT EXISTS (
      SELECT 1 FROM seat_holds h WHERE h.event_id = p_event AND h.seat_id = s
        AND (h.expires_at IS NULL OR h.expires_at > p_now)) ORDER BY s);
    PERFORM pg_sleep(0.025);
    IF cardinality(v_free) = cardinality(p_seats) THEN
      DELETE FROM seat_holds WHERE event_id = p_event AND seat_id = ANY (v_free) AND expires_at <= p_now;
      INSERT INTO seat_holds (event_id, seat_id, cart_id, status, expires_at, created_at, client_address)
      SELECT p_event, s, p_cart, 'held', p_until, p_now, p_address FROM unnest(v_free) AS s;
    END IF;
    RETURN QUERY SELECT unnest(v_free);
  END;
  $$`;

/** Seats of `eventId` with more than one live hold or sale at `now`: must be none. */
export async function doubleHeld(database: Database, eventId: number, now: Date): Promise<number[]> {
  const { rows } = await database.db.execute<{ seat_id: number }>(sql`
    SELECT seat_id FROM seat_holds
    WHERE event_id = ${eventId} AND (expires_at IS NULL OR expires_at > ${iso(now)})
    GROUP BY seat_id HAVING count(*) > 1`);
  return rows.map((row) => Number(row.seat_id));
}

/** Live holders of each seat: seat id → cart ids. */
export async function holders(
  database: Database,
  eventId: number,
  now: Date,
): Promise<Map<number, number[]>> {
  const { rows } = await database.db.execute<{ seat_id: number; cart_id: number }>(sql`
    SELECT seat_id, cart_id FROM seat_holds
    WHERE event_id = ${eventId} AND status = 'held' AND expires_at > ${iso(now)}`);
  const map = new Map<number, number[]>();
  for (const row of rows)
    map.set(Number(row.seat_id), [...(map.get(Number(row.seat_id)) ?? []), Number(row.cart_id)]);
  return map;
}

/** The cart id of a visitor's session (null before its first hold). */
export async function cartOf(database: Database, sessionId: string): Promise<number | null> {
  const { rows } = await database.db.execute<{ id: number }>(
    sql`SELECT id FROM carts WHERE session_id = ${sessionId}`,
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/**
 * The pair a race test runs on, made before the file's tests and closed after them: `guarded`, the app as it is, and
 * `racy`, the same app with a test-only switch (`racyTesting`) turning the protection under test off.
 */
export function useGuardedAndRacy(racyTesting: TestAppOptions['testing']): {
  guarded: RaceApp;
  racy: RaceApp;
} {
  const apps = {} as { guarded: RaceApp; racy: RaceApp };
  beforeAll(async () => {
    [apps.guarded, apps.racy] = await Promise.all([createRaceApp(), createRaceApp({ testing: racyTesting })]);
  });
  afterAll(async () => {
    await Promise.all([apps.guarded?.t.close(), apps.racy?.t.close()]);
  });
  return apps;
}
