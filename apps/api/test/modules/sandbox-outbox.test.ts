// [PAYMENTS] The sandbox bank's outbox is a table: a notification queued when the API process dies
// is delivered by the next one; attempts follow the backoff (1 s doubling to 5 min, given up after
// 30, kept); a claimed notification is nobody else's until its lease ends (a sender that died
// mid-send is retried then); and two processes flushing at once send each notification once.
import { createTestDatabase, type Database, orders, sandboxNotifications, tickets } from '@afisha/db';
import { eq } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSandboxOutboxRepository } from '../../src/modules/payments/sandbox/sandbox-outbox.repository.ts';
import { createSandboxOutbox } from '../../src/modules/payments/sandbox/sandbox-outbox.ts';
import { verifySandbox } from '../../src/modules/payments/sandbox/sandbox-signature.ts';
import { createHall, type Hall } from '../factories/hall.factory.ts';
import { visitor } from '../helpers/cart-client.ts';
import { bankPost, buySeats, pidOf } from '../helpers/checkout.ts';
import { createTestApp, manualClock } from '../helpers/test-app.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const silent = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} } as never;
/** A port of this branch's range nobody listens on: the first app's callbacks all fail. */
const DEAD_CALLBACK = 'http://127.0.0.1:4629';

let database: Database;
let hall: Hall;

beforeAll(async () => {
  database = await createTestDatabase({ poolMax: 8 });
  hall = await createHall(database.db, { sections: [{ name: { ru: 'Партер' }, rows: 2, seatsPerRow: 8 }] });
});
afterAll(async () => {
  await database?.close();
});

const waiting = async () => database.db.select().from(sandboxNotifications);
const clear = () => database.db.delete(sandboxNotifications);

describe('the sandbox outbox', () => {
  it('a notification queued when the process dies is delivered by a new app instance', async () => {
    const clock = manualClock();
    // The first process: its callbacks never arrive, then it "dies" (closes) with the notification queued.
    const first = await createTestApp({
      clock,
      database,
      config: (config) => ({ ...config, apiInternalUrl: DEAD_CALLBACK }),
    });
    const me = await visitor(first.app);
    const { body } = await buySeats(me, hall.event.id, [hall.seatId(0, 1, 1), hall.seatId(0, 1, 2)]);
    const paid = await bankPost(first.app, `pay/${pidOf(body.payment_url)}`, { card: '4242424242424242' });
    expect(paid.body).toContain('data-outcome="accepted"');
    await first.close();
    const queued = await waiting();
    expect(queued).toMatchObject([{ attempts: 1, givenUpAt: null }]);
    expect(JSON.parse(queued[0]!.body)).toMatchObject({
      payment_id: pidOf(body.payment_url),
      status: 'succeeded',
    });
    const order = async () =>
      (await database.db.select().from(orders).where(eq(orders.id, body.order.id)))[0];
    expect((await order())?.status).toBe('pending');

    // A new process on the same database: its poller finds the notification once it is due and sends it.
    clock.advance(2 * SECOND);
    const second = await createTestApp({ clock, database, testing: { sandboxInject: true } });
    try {
      await vi.waitFor(async () => expect(await waiting()).toEqual([]), { timeout: 10_000, interval: 20 });
      expect((await order())?.status).toBe('paid');
      expect(await database.db.select().from(tickets).where(eq(tickets.orderId, body.order.id))).toHaveLength(
        2,
      );
    } finally {
      await second.close();
    }
    // Two apps built and a purchase made: on a busy machine this takes longer than the default 30 s.
  }, 60_000);

  it('retries with backoff (1 s doubling to 5 min), gives up after the last attempt and keeps the row', async () => {
    await clear();
    const clock = manualClock();
    const posted: string[] = [];
    const outbox = createSandboxOutbox({
      repository: createSandboxOutboxRepository(database.db),
      secret: 's'.repeat(32),
      async post(body, signature) {
        expect(verifySandbox('s'.repeat(32), body, signature, clock.now())).toBe(true);
        posted.push(body);
        return 503;
      },
      clock,
      log: silent,
    });
    await outbox.send('{"n":1}');
    const delays: number[] = [];
    for (let attempt = 1; attempt < 30; attempt++) {
      const [row] = await waiting();
      delays.push(row!.dueAt.getTime() - clock.now().getTime());
      clock.advance(delays.at(-1)! - 1);
      await outbox.flush();
      expect(posted).toHaveLength(attempt);
      clock.advance(1);
      await outbox.flush();
      expect(posted).toHaveLength(attempt + 1);
    }
    expect(delays.slice(0, 10)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300].map((s) => s * SECOND));
    expect(delays.at(-1)).toBe(5 * MINUTE);
    expect(await waiting()).toMatchObject([{ attempts: 30, givenUpAt: clock.now() }]);
    expect(await outbox.waiting()).toBe(0);
    clock.advance(60 * MINUTE);
    await outbox.flush();
    expect(posted).toHaveLength(30);
  });

  it('a claimed notification is nobody else’s until its lease ends; then it is sent again', async () => {
    await clear();
    const clock = manualClock();
    const repository = createSandboxOutboxRepository(database.db);
    // A process that claims the notification and dies before settling it.
    const now = clock.now();
    const claimed = await repository.enqueue('{"n":2}', now, new Date(now.getTime() + 10 * SECOND));
    expect(claimed.attempts).toBe(1);
    const posted: string[] = [];
    const other = createSandboxOutbox({
      repository,
      secret: 's'.repeat(32),
      async post(body) {
        posted.push(body);
        return 200;
      },
      clock,
      log: silent,
    });
    clock.advance(9 * SECOND);
    await other.flush();
    expect(posted).toEqual([]);
    clock.advance(SECOND);
    await other.flush();
    expect(posted).toEqual(['{"n":2}']);
    expect(await waiting()).toEqual([]);
    // The dead sender's late settlement cannot bring back or reschedule it.
    await repository.retryAt(claimed, now);
    expect(await waiting()).toEqual([]);
  });

  it('the poller does not queue runs behind a slow one, and nothing runs after stop()', async () => {
    await clear();
    const clock = manualClock();
    const repository = createSandboxOutboxRepository(database.db);
    let claims = 0;
    let posts = 0;
    // Each attempt is slow: it lasts until the test lets it answer. `ended` hears when its run has saved the retry.
    let answer = () => {};
    let ended = () => {};
    // The poller's ticks are moved by hand.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const outbox = createSandboxOutbox({
        repository: {
          ...repository,
          claim: (input) => {
            claims += 1;
            return repository.claim(input);
          },
          retryAt: async (item, at) => {
            await repository.retryAt(item, at);
            ended();
          },
        },
        secret: 's'.repeat(32),
        async post() {
          posts += 1;
          await new Promise<void>((resolve) => {
            answer = resolve;
          });
          return 503;
        },
        clock,
        log: silent,
        pollMs: 5,
        baseDelayMs: 0,
      });
      const item = await repository.enqueue('{"n":3}', clock.now(), clock.now());
      await repository.retryAt(item, clock.now());
      outbox.start();
      for (let run = 1; run <= 3; run++) {
        // A tick starts the next run (vi.waitFor moves the ticks on), which is soon in its slow attempt…
        await vi.waitFor(() => expect(posts).toBe(run), { timeout: 10_000, interval: 5 });
        // …while 80 more ticks (400 ms) come.
        vi.advanceTimersByTime(400);
        const runEnded = new Promise<void>((resolve) => {
          ended = resolve;
        });
        answer();
        await runEnded;
        // Once the run is over (all that follows in this turn of the event loop included), no run was waiting behind.
        await new Promise((resolve) => setImmediate(resolve));
        expect(claims).toBe(run);
      }
      await outbox.stop();
      const atStop = claims;
      vi.advanceTimersByTime(400);
      expect(claims).toBe(atStop);
      // A few runs of one slow attempt each (plus their closing claims), not one per 5 ms tick.
      expect(atStop).toBeLessThan(20);
    } finally {
      vi.useRealTimers();
    }
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'two processes flushing at once send each notification once (PostgreSQL)',
    async () => {
      await clear();
      const clock = manualClock();
      const repository = createSandboxOutboxRepository(database.db);
      const posted: string[] = [];
      // Queue 40 notifications whose first attempt failed (due again now).
      for (let i = 0; i < 40; i++) {
        const item = await repository.enqueue(`{"n":${i}}`, clock.now(), clock.now());
        await repository.retryAt(item, clock.now());
      }
      const processOf = () =>
        createSandboxOutbox({
          repository,
          secret: 's'.repeat(32),
          async post(body) {
            posted.push(body);
            await new Promise((resolve) => setTimeout(resolve, 5));
            return 200;
          },
          clock,
          log: silent,
          batch: 5,
        });
      await Promise.all([processOf().flush(), processOf().flush(), processOf().flush()]);
      expect(posted).toHaveLength(40);
      expect(new Set(posted).size).toBe(40);
      expect(await waiting()).toEqual([]);
    },
  );
});
