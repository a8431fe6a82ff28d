// The seat guarantee under real concurrency (PostgreSQL only: PGlite has a single connection,
// so nothing can race there). 50 transactions on 50 connections claim one seat at once.
// The control runs the same racy check-then-insert flow against a copy of seat_holds without
// its unique constraint, and shows that many claimants get in there: the constraint is what
// makes exactly one win.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../src/client.js';
import { claimSeat } from '../src/seat-holds.js';
import { createTestDatabase } from '../src/testing.js';
import { pgError, UNIQUE_VIOLATION } from './support/db-errors.js';
import { createSeatingFixture, type SeatingFixture } from './support/seating.fixture.js';

const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const RACERS = 50;
const now = new Date('2030-02-01T12:00:00Z');
const holdUntil = new Date('2030-02-01T12:15:00Z');

/** Resolves for everyone once `parties` callers are waiting: all racers start together. */
function barrier(parties: number) {
  let arrived = 0;
  let release: () => void = () => {};
  const open = new Promise<void>((resolve) => {
    release = resolve;
  });
  return async () => {
    arrived += 1;
    if (arrived === parties) release();
    await open;
  };
}

describe.runIf(databaseUrl)('concurrent claims of one seat on PostgreSQL', () => {
  let database: Database;
  let fx: SeatingFixture;
  let cartIds: number[];

  beforeAll(async () => {
    database = await createTestDatabase({ poolMax: RACERS + 2 });
    fx = await createSeatingFixture(database.db, { seats: 3 });
    cartIds = [];
    for (let index = 0; index < RACERS; index += 1) cartIds.push(await fx.newCart());
    // The control table: same columns and defaults, none of the constraints or indexes.
    await database.db.execute(
      sql.raw('create table seat_holds_unguarded (like seat_holds including defaults including identity)'),
    );
  });
  afterAll(async () => {
    await database?.close();
  });

  /** Runs `work` in RACERS transactions, each on its own connection, released at once. */
  async function race<T>(work: (tx: Db, cartId: number, wait: () => Promise<void>) => Promise<T>) {
    const wait = barrier(RACERS);
    return Promise.allSettled(
      cartIds.map((cartId) =>
        database.db.transaction(async (tx) => {
          // Touch the connection first so all 50 transactions are open before anyone claims.
          await tx.execute(sql`select 1`);
          return work(tx, cartId, wait);
        }),
      ),
    );
  }

  async function countHolds(table: 'seat_holds' | 'seat_holds_unguarded', seatId: number): Promise<number> {
    const result = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where event_id = ${fx.eventId} and seat_id = ${seatId}`,
    );
    return Number(result.rows[0]?.n);
  }

  it('the claim statement: exactly one of 50 parallel claimants wins', async () => {
    const seatId = fx.seatIds[0]!;
    const outcomes = await race(async (tx, cartId, wait) => {
      await wait();
      return claimSeat(tx, { eventId: fx.eventId, seatId, cartId, now, holdUntil });
    });
    expect(outcomes.every((outcome) => outcome.status === 'fulfilled')).toBe(true);
    const winners = outcomes.filter((outcome) => outcome.status === 'fulfilled' && outcome.value !== null);
    expect(winners).toHaveLength(1);
    expect(await countHolds('seat_holds', seatId)).toBe(1);
  });

  /** What an application without the constraint would do: look, see the seat free, insert. */
  const checkThenInsert =
    (table: 'seat_holds' | 'seat_holds_unguarded', seatId: number) =>
    async (tx: Db, cartId: number, wait: () => Promise<void>) => {
      const taken = await tx.execute(
        sql`select 1 from ${sql.identifier(table)} where event_id = ${fx.eventId} and seat_id = ${seatId}`,
      );
      await wait(); // every racer has looked before anyone inserts
      if (taken.rows.length > 0) return false;
      await tx.execute(
        sql`insert into ${sql.identifier(table)} (event_id, seat_id, cart_id, status, expires_at)
            values (${fx.eventId}, ${seatId}, ${cartId}, 'held', ${holdUntil.toISOString()}::timestamptz)`,
      );
      return true;
    };

  it('control: without the unique constraint the same race lets many claimants in', async () => {
    const seatId = fx.seatIds[1]!;
    const outcomes = await race(checkThenInsert('seat_holds_unguarded', seatId));
    expect(outcomes.every((outcome) => outcome.status === 'fulfilled')).toBe(true);
    expect(await countHolds('seat_holds_unguarded', seatId)).toBeGreaterThan(1);
  });

  it('with the constraint, the very same racy flow still lets exactly one in', async () => {
    const seatId = fx.seatIds[2]!;
    const outcomes = await race(checkThenInsert('seat_holds', seatId));
    const fulfilled = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const rejected = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(fulfilled).toHaveLength(1);
    expect(rejected).toHaveLength(RACERS - 1);
    for (const outcome of rejected) expect(pgError(outcome.reason)?.code).toBe(UNIQUE_VIOLATION);
    expect(await countHolds('seat_holds', seatId)).toBe(1);
  });
});
