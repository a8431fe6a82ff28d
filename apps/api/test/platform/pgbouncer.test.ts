// [SCALE-OUT] The API's own connections through a real PgBouncer in transaction mode (Debian's 1.18, started here on a
// loopback port in front of DATABASE_URL's server) with DB_PREPARED_STATEMENTS=off: its typical work (a new session,
// the cities, a performance page, a seat map, holds from many visitors at once, the cart) answers as it does direct.
// The migrations through the pooler and the control with named statements are packages/db/test/pgbouncer.test.ts.
// Needs DATABASE_URL and /usr/sbin/pgbouncer; skipped without them (with E2E_REQUIRED=1 a missing PgBouncer fails).
import { createDatabase, createTestDatabase, type Database } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { type PgBouncer, pgbouncerAvailable, startPgBouncer } from '@afisha/db/testing-pgbouncer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHall, type Hall } from '../factories/hall.factory.ts';
import { visitor } from '../helpers/cart-client.ts';
import { getJson } from '../helpers/requests.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const describeWithBouncer = databaseUrl && pgbouncerAvailable ? describe : describe.skip;

describeWithBouncer('the API through PgBouncer in transaction mode', () => {
  let direct: Database;
  let bouncer: PgBouncer;
  let pooled: Database;
  let t: TestApp;
  let hall: Hall;

  beforeAll(async () => {
    direct = await createTestDatabase();
    hall = await createHall(direct.db, { sections: [{ name: { ru: 'Партер' }, rows: 4, seatsPerRow: 10 }] });
    bouncer = await startPgBouncer(databaseUrl as string, { serverConnections: 2 });
    const { rows } = await direct.db.execute<{ name: string }>(sql`select current_database() as name`);
    const url = new URL(databaseUrl as string);
    url.pathname = `/${rows[0]?.name}`;
    pooled = await createDatabase({
      url: bouncer.url(url.toString()),
      poolMax: 8,
      preparedStatements: false,
    });
    t = await createTestApp({ database: pooled });
  });
  afterAll(async () => {
    await t?.close();
    await pooled?.close();
    await bouncer?.stop();
    await direct?.close();
  });

  it('reads the catalogue and the seat map', async () => {
    const cities = await getJson(t.app, '/api/v1/cities');
    expect(cities.status).toBe(200);
    const page = await getJson(t.app, `/api/v1/performance/${hall.performance.slug}`);
    expect(page.status).toBe(200);
    const plan = await getJson(t.app, `/api/v1/events/${hall.event.id}/places`);
    expect(plan.status).toBe(200);
  });

  it('holds seats for many visitors at once, one seat each, and refuses a seat held twice', async () => {
    const buyers = await Promise.all(Array.from({ length: 10 }, () => visitor(t.app)));
    const answers = await Promise.all(
      buyers.map((buyer, i) =>
        buyer.add({ event: hall.event.id, places: [hall.seatId(0, 1 + (i % 4), 1 + i)] }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(buyers.map(() => 200));
    expect(await Promise.all(buyers.map((buyer) => buyer.count()))).toEqual(buyers.map(() => 1));
    const late = await visitor(t.app);
    expect((await late.add({ event: hall.event.id, places: [hall.seatId(0, 1, 1)] })).status).toBe(409);
    const status = await late.status(hall.event.id);
    expect(status.status).toBe(200);
  });
});
