// Shared by the concurrency tests (PostgreSQL only: PGlite has one connection, so nothing races
// there): an app on its own database with a pool wide enough for real overlap, a hall to fight
// over, visitors with sessions, and the racy claim the controls swap in.
//
// The controls show that the race is real: `racyClaim` is what an application without the
// database's guarantee would do — look which seats are free, then insert holds for them (after a
// moment, as under load everyone looks before anyone writes) — run against a copy of the schema
// whose UNIQUE (event_id, seat_id) on seat_holds is dropped. It exists only here, in test code,
// and reaches the app through buildApp's `testing` option, never through configuration.
import { createTestDatabase, type Database } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import type { SeatClaim } from '../../src/modules/cart/cart.repository.ts';
import { createHall, type Hall, type HallSpec } from '../factories/hall.factory.ts';
import { type Visitor, visitor } from '../helpers/cart-client.ts';
import { createTestApp, manualClock, type TestApp } from '../helpers/test-app.ts';

export const DATABASE_URL = process.env.DATABASE_URL?.trim() || undefined;
export const NEEDS_POSTGRES =
  '(needs DATABASE_URL: a PostgreSQL server; PGlite has a single connection, so nothing can race there)';

if (!DATABASE_URL) {
  console.warn(`Concurrency tests skipped ${NEEDS_POSTGRES}. CI sets it (.ci/run).`);
}

/** Connections of the app's pool: requests really overlap in the database. */
export const POOL = 16;

export type RaceApp = { t: TestApp; database: Database; hall: Hall; clock: ReturnType<typeof manualClock> };

export async function createRaceApp(options: { racy?: boolean; hall?: HallSpec } = {}): Promise<RaceApp> {
  const database = await createTestDatabase({ poolMax: POOL });
  if (options.racy) {
    // The control: the guarantee switched off.
    await database.db.execute(sql.raw('ALTER TABLE seat_holds DROP CONSTRAINT seat_holds_event_seat_uq'));
  }
  const clock = manualClock();
  const t = await createTestApp({
    clock,
    database,
    config: (config) => ({
      ...config,
      rateLimit: { ...config.rateLimit, global: { max: 1_000_000, timeWindowMs: 60_000 } },
    }),
    testing: options.racy ? { claimSeats: racyClaim } : undefined,
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
const ids = (list: readonly number[]) => sql`${`{${list.join(',')}}`}::int[]`;

/** Look, then write: correct alone, wrong under concurrency without the unique constraint. */
export const racyClaim: SeatClaim = async (tx, input) => {
  const seats = [...input.seatIds].sort((a, b) => a - b);
  const { rows } = await tx.execute<{ seat_id: number }>(sql`
    SELECT seat_id FROM seat_holds
    WHERE event_id = ${input.eventId} AND seat_id = ANY(${ids(seats)})
      AND (expires_at IS NULL OR expires_at > ${iso(input.now)})`);
  const busy = new Set(rows.map((row) => Number(row.seat_id)));
  const free = seats.filter((id) => !busy.has(id));
  await new Promise((resolve) => setTimeout(resolve, 25));
  if (free.length < seats.length) return free;
  await tx.execute(sql`
    DELETE FROM seat_holds WHERE event_id = ${input.eventId} AND seat_id = ANY(${ids(free)})
      AND expires_at <= ${iso(input.now)}`);
  await tx.execute(sql`
    INSERT INTO seat_holds (event_id, seat_id, cart_id, status, expires_at, created_at)
    SELECT ${input.eventId}::int, s, ${input.cartId}::int, 'held', ${iso(input.holdUntil)}, ${iso(input.now)}
    FROM unnest(${ids(free)}) AS s`);
  return free;
};

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
