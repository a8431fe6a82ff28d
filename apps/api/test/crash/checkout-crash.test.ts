// [CRASH] Issue 5's proof: the API process is killed (SIGKILL) at random moments while buyers hold
// seats, buy and pay (the sandbox bank's card form, and signed notifications of a bank that
// retries), then started again, many times. Afterwards, with every notification delivered and the
// hold and payment windows over: every succeeded payment has its order paid with one ticket per
// place (or refunded), every payment a bank accepted succeeded, no seat or zone place is held past
// its time, no seat is sold twice and nothing is sold without a ticket, and the sandbox bank's
// book of refunds agrees with ours. PostgreSQL only (a real server process on its own database).
// CRASH_SEED replays a run; CRASH_KILLS sets how many kills.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type Database, sessions, users } from '@afisha/db';
import { eq, sql } from '@afisha/db/orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCartRepository } from '../../src/modules/cart/cart.repository.ts';
import { createHoldSweeper } from '../../src/modules/cart/hold-sweeper.ts';
import { createOrderExpiryRepository } from '../../src/modules/checkout/order-expiry.repository.ts';
import { SESSION_COOKIE } from '../../src/plugins/session/session.plugin.ts';
import { sessionIdOf } from '../../src/plugins/session/session-token.ts';
import { DATABASE_URL, NEEDS_POSTGRES } from '../concurrency/race.ts';
import { createHall, type Hall } from '../factories/hall.factory.ts';
import { createCustomer } from '../factories/reviews.factory.ts';
import { type ApiProcess, apiProcess, bundleServer } from './api-process.ts';
import { type RequestKind, type Session, seededRandom, startTraffic } from './buyers.ts';
import { explainPayments, type Kill, outputTail } from './diagnose.ts';

const SEED = Number(process.env.CRASH_SEED ?? 20_261_122);
const KILLS = Number(process.env.CRASH_KILLS ?? 8);
/** This branch's port range (4620–4629). */
const PORT = 4621;
const SECRET = 'crash-test-sandbox-secret-0123456789';
const BUYERS = 8;
/** What a kill is aimed at (payments twice as often: most of what can go wrong is there). */
const KINDS: RequestKind[] = ['add', 'buy', 'pay', 'pay', 'notify', 'notify', 'refund'];
const MINUTE = 60_000;
const silent = { debug: () => {}, warn: () => {} } as never;

let database: Database;
let hall: Hall;
let api: ApiProcess;
let removeBundle: () => Promise<void> = async () => {};
/** The API's data folder (its mails land here). */
let dataDir = '';

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await database.db.execute<T>(query)).rows;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An administrator's session over HTTP: a new session of the API, bound in the database to a new admin account. */
async function clerkSession(url: string): Promise<Session> {
  const response = await fetch(`${url}/api/v1/account/csrf`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] as string);
  const { csrf } = (await response.json()) as { csrf: string };
  const token = cookies
    .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);
  if (!token) throw new Error('the API gave no session cookie');
  const admin = await createCustomer(database.db, {});
  await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  await database.db
    .update(sessions)
    .set({ userId: admin.id })
    .where(eq(sessions.id, sessionIdOf(token)));
  return { cookie: cookies.join('; '), csrf };
}

beforeAll(async () => {
  if (!DATABASE_URL) return;
  database = await createTestDatabase({ poolMax: 4 });
  hall = await createHall(database.db, {
    sections: [{ name: { ru: 'Партер' }, rows: 4, seatsPerRow: 25 }],
    zones: [{ name: { ru: 'Танцпол' }, capacity: 6 }],
  });
  const [{ name }] = (await rows<{ name: string }>(sql`SELECT current_database() AS name`)) as [
    { name: string },
  ];
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  dataDir = await mkdtemp(path.join(tmpdir(), 'afisha-crash-'));
  const bundle = await bundleServer();
  removeBundle = bundle.remove;
  api = apiProcess({
    file: bundle.file,
    port: PORT,
    env: {
      DATABASE_URL: url.toString(),
      NODE_ENV: 'production',
      SANDBOX_PAYMENTS: 'on',
      SESSION_SECRET: 'crash-test-session-secret-0123456789abcdef',
      SANDBOX_SECRET: SECRET,
      COOKIE_SECURE: 'false',
      // Warnings too: a notification refused or for an unknown payment, a delivery that failed (the failure report).
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      HOLD_MINUTES: '1',
      PAYMENT_WINDOW_MINUTES: '1',
      HOLD_SWEEP_SECONDS: '1',
      // Every buyer, the clerk and the test's bank come from 127.0.0.1, which no limit exempts any more: the request
      // limits are lifted and the per-network hold limits (docs/operations.md "Hoarding") are off, as in the
      // end-to-end and benchmark runs.
      RATE_LIMIT_MAX: '1000000',
      RATE_LIMIT_STRICT_MAX: '1000000',
      HOLD_SHARE_PER_ADDRESS_PERCENT: '0',
      HOLD_NEW_CARTS_PER_ADDRESS: '0',
    },
  });
}, 120_000);

afterAll(async () => {
  await api?.kill();
  await removeBundle();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  await database?.close();
});

describe.skipIf(!DATABASE_URL)(
  `checkout and payment survive SIGKILL at random moments ${NEEDS_POSTGRES}`,
  () => {
    it(`keeps every payment, seat and ticket right (seed ${SEED}, ${KILLS} kills)`, async () => {
      const random = seededRandom(SEED);
      const kills: Kill[] = [];
      const began = Date.now();
      await api.start();
      const traffic = startTraffic({
        url: api.url,
        secret: SECRET,
        random,
        buyers: BUYERS,
        eventId: hall.event.id,
        seatIds: hall.seats.map((seat) => seat.id),
        zoneId: hall.zones[0]!.id,
        clerk: await clerkSession(api.url),
      });
      // Each kill: after a while, aimed at a random request as it is sent, plus up to a quarter second (within its handling).
      for (let kill = 0; kill < KILLS; kill++) {
        await sleep(200 + Math.floor(random() * 800));
        const aimedAt = KINDS[Math.floor(random() * KINDS.length)] as RequestKind;
        await traffic.next(aimedAt, 3000);
        await sleep(Math.floor(random() * 250));
        const at = Date.now();
        await api.kill();
        const restart = Date.now();
        await api.start();
        kills.push({ at, aimedAt, restartMs: Date.now() - restart });
      }
      await sleep(500);
      await traffic.stop();
      /** What the database, the test and the API's log know of these payments (diagnose.ts), for a failure's message. */
      const explain = (pids: readonly string[]) =>
        explainPayments(database, pids, {
          acceptances: traffic.acceptances,
          kills,
          began,
          apiOutput: api.output(),
        });

      // Everything owed is delivered: our own bank's notifications, and the sandbox outbox (a
      // notification claimed by a killed process comes back when its lease ends).
      const end = Date.now() + 40_000;
      const waitingInOutbox = async () =>
        Number((await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM sandbox_notifications`))[0]?.n);
      while (traffic.owed().length > 0 || (await waitingInOutbox()) > 0) {
        if (Date.now() > end) {
          const queued = await rows<{ pid: string }>(
            sql`SELECT body::jsonb->>'payment_id' AS pid FROM sandbox_notifications`,
          );
          const pids = [...traffic.owed(), ...queued.map((row) => row.pid)];
          throw new Error(
            `undelivered notifications (seed ${SEED})\n${outputTail(api.output())}\n${await explain(pids)}`,
          );
        }
        await sleep(250);
      }
      await traffic.delivered();
      // A refund a kill left unsent (committed, not yet asked of the bank, or its answer lost) is sent again by the
      // API's retry job once it has waited REFUND_RETRY_AFTER_MS: that wait is made to have passed.
      const unsent = async () =>
        rows(
          sql`SELECT id FROM refunds WHERE status = 'pending' AND provider_refund_id IS NULL AND amount_kopecks > 0`,
        );
      const resent = (await unsent()).length;
      await database.db.execute(sql`
        UPDATE refunds SET updated_at = now() - interval '1 hour'
        WHERE status = 'pending' AND provider_refund_id IS NULL AND amount_kopecks > 0`);
      while ((await unsent()).length > 0) {
        if (Date.now() > end + 20_000)
          throw new Error(`refunds never sent (seed ${SEED})\n${outputTail(api.output())}`);
        await sleep(250);
      }
      await api.stop();
      const drained = Date.now();

      // The windows are over: what the sweeper does then, every hold not sold is gone.
      const later = new Date(Date.now() + 2 * MINUTE);
      await createHoldSweeper({
        repository: createCartRepository(database.db),
        orders: createOrderExpiryRepository(database.db),
        clock: { now: () => later },
        intervalMs: 0,
        batch: 500,
        log: silent,
      }).runOnce();

      const why = `seed ${SEED}: replay with CRASH_SEED=${SEED}; the API's last output:\n${outputTail(api.output())}`;
      /** `why`, and what is known of the payments in question. */
      const whyOf = async (pids: readonly (string | null)[]) => {
        const named = pids.filter((pid): pid is string => pid !== null);
        return named.length > 0 ? `${why}\n${await explain(named)}` : why;
      };
      // Every succeeded payment: its order paid with one ticket per place not refunded by the clerk, or refunded
      // (by the clerk, or once automatically) with no ticket left; and never more refunded than it paid.
      const succeeded = await rows<{
        pid: string;
        status: string;
        tickets: number;
        places: number;
        refundedPlaces: number;
        refunds: number;
        automatic: number;
        paidKopecks: number;
        refundedKopecks: number;
      }>(sql`
      SELECT p.provider_payment_id AS pid, o.status,
        (SELECT count(*)::int FROM tickets t WHERE t.order_id = o.id AND t.status = 'valid') AS tickets,
        (SELECT count(*)::int FROM order_items oi WHERE oi.order_id = o.id AND oi.kind IN ('seat', 'zone')) AS places,
        (SELECT count(DISTINCT ri.order_item_id)::int FROM refund_items ri JOIN refunds r ON r.id = ri.refund_id
          JOIN order_items oi ON oi.id = ri.order_item_id
          WHERE r.order_id = o.id AND oi.kind IN ('seat', 'zone')) AS "refundedPlaces",
        (SELECT count(*)::int FROM refunds r WHERE r.order_id = o.id) AS refunds,
        (SELECT count(*)::int FROM refunds r WHERE r.order_id = o.id
          AND r.reason IN ('places_gone_after_hold', 'order_already_paid')) AS automatic,
        p.amount_kopecks AS "paidKopecks",
        (SELECT coalesce(sum(r.amount_kopecks), 0)::int FROM refunds r WHERE r.payment_id = p.id) AS "refundedKopecks"
      FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.status = 'succeeded'`);
      const wrongPayments = succeeded.filter(
        (p) =>
          p.refundedKopecks > p.paidKopecks ||
          (!(
            p.status === (p.refundedPlaces > 0 ? 'partially_refunded' : 'paid') &&
            p.tickets === p.places - p.refundedPlaces &&
            p.refundedPlaces < p.places &&
            p.automatic === 0
          ) &&
            !(p.status === 'refunded' && p.tickets === 0 && p.refunds >= 1 && p.automatic <= 1)),
      );
      expect(wrongPayments, await whyOf(wrongPayments.map((p) => p.pid))).toEqual([]);
      // The bank's book agrees with ours (its refund keys are ours, `refund-` + refunds.idempotency_key): every refund
      // it booked was asked for by one of our refunds, for its amount, and is the one that refund records when it
      // records one; every refund we call succeeded, it gave back; and no payment got back more than it paid. A
      // refund whose answer a kill lost is sent again with its key and booked once.
      const bankBook = await rows<{
        id: string;
        amount: number;
        ours: number | null;
        oursAmount: number | null;
      }>(sql`
      SELECT b.provider_refund_id AS id, b.amount_kopecks AS amount, r.id AS ours, r.amount_kopecks AS "oursAmount"
      FROM sandbox_refunds b LEFT JOIN refunds r ON 'refund-' || r.idempotency_key = b.idempotency_key
      WHERE r.id IS NULL OR r.amount_kopecks <> b.amount_kopecks
        OR (r.provider_refund_id IS NOT NULL AND r.provider_refund_id <> b.provider_refund_id)`);
      expect(bankBook, why).toEqual([]);
      // Every refund asked for was made: none is left pending or refused (the crash test's cards are refunded).
      expect(
        await rows(sql`SELECT id, status FROM refunds WHERE amount_kopecks > 0 AND status <> 'succeeded'`),
        why,
      ).toEqual([]);
      expect(
        await rows(sql`
        SELECT r.id FROM refunds r WHERE r.status = 'succeeded' AND r.amount_kopecks > 0 AND NOT EXISTS (
          SELECT 1 FROM sandbox_refunds b WHERE b.provider_refund_id = r.provider_refund_id AND b.status = 'succeeded')`),
        why,
      ).toEqual([]);
      expect(
        await rows(sql`
        SELECT p.provider_payment_id FROM payments p JOIN sandbox_refunds b ON b.provider_payment_id = p.provider_payment_id
        WHERE b.status = 'succeeded' GROUP BY p.provider_payment_id, p.amount_kopecks
        HAVING sum(b.amount_kopecks) > p.amount_kopecks`),
        why,
      ).toEqual([]);
      // Every payment a bank accepted was applied.
      const applied = new Set(succeeded.map((p) => p.pid));
      const unapplied = [...traffic.acceptances.keys()].filter((pid) => !applied.has(pid));
      expect(unapplied, await whyOf(unapplied)).toEqual([]);
      // A paid order always has its succeeded payment; no order is left pending.
      const lastPid = sql`(SELECT p.provider_payment_id FROM payments p WHERE p.order_id = o.id ORDER BY p.id DESC LIMIT 1)`;
      const paidUnpaid = await rows<{ id: number; pid: string | null }>(sql`
        SELECT o.id, ${lastPid} AS pid FROM orders o WHERE o.status IN ('paid', 'partially_refunded')
          AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status = 'succeeded')`);
      expect(paidUnpaid, await whyOf(paidUnpaid.map((o) => o.pid))).toEqual([]);
      const pending = await rows<{ id: number; pid: string | null }>(
        sql`SELECT o.id, ${lastPid} AS pid FROM orders o WHERE o.status = 'pending'`,
      );
      expect(pending, await whyOf(pending.map((o) => o.pid))).toEqual([]);
      // No tickets mail lost: every paid order's buyer has been sent the tickets, or the mail is still queued (a
      // mail claimed by a killed process waits for the end of its lease, longer than this test waits).
      const mailed = new Set(
        (await mailsIn(path.join(dataDir, 'outbox'))).flatMap((mail) =>
          mail.attachments.map((file) => file.filename),
        ),
      );
      const queued = new Set(
        (await rows<{ body: string }>(sql`SELECT body FROM order_mails WHERE given_up_at IS NULL`)).map(
          (row) => (JSON.parse(row.body) as { order: number }).order,
        ),
      );
      const paidOrders = await rows<{ id: number; number: string }>(
        sql`SELECT id, number FROM orders WHERE status IN ('paid', 'partially_refunded')`,
      );
      expect(
        paidOrders.filter((order) => !mailed.has(`tickets-${order.number}.pdf`) && !queued.has(order.id)),
        why,
      ).toEqual([]);
      expect(mailed.size, why).toBeGreaterThan(0);
      // No seat or zone place held past its time: only sold places remain, each with its paid order.
      expect(await rows(sql`SELECT id, status FROM seat_holds WHERE status <> 'sold'`), why).toEqual([]);
      expect(await rows(sql`SELECT id, status FROM zone_holds WHERE status <> 'sold'`), why).toEqual([]);
      // No seat sold twice, none sold without its ticket, no ticket without its sale.
      expect(
        await rows(sql`
        SELECT event_id, seat_id FROM tickets WHERE status = 'valid' AND seat_id IS NOT NULL
        GROUP BY event_id, seat_id HAVING count(*) > 1`),
        why,
      ).toEqual([]);
      expect(
        await rows(sql`
        SELECT h.seat_id FROM seat_holds h
        LEFT JOIN orders o ON o.id = h.order_id
        WHERE o.status IS NULL OR o.status NOT IN ('paid', 'partially_refunded') OR NOT EXISTS (SELECT 1 FROM tickets t
          WHERE t.order_id = h.order_id AND t.event_id = h.event_id AND t.seat_id = h.seat_id AND t.status = 'valid')`),
        why,
      ).toEqual([]);
      expect(
        await rows(sql`
        SELECT t.id FROM tickets t WHERE t.status = 'valid' AND t.seat_id IS NOT NULL AND NOT EXISTS (
          SELECT 1 FROM seat_holds h WHERE h.event_id = t.event_id AND h.seat_id = t.seat_id
            AND h.order_id = t.order_id AND h.status = 'sold')`),
        why,
      ).toEqual([]);
      const [zones] = await rows<{ taken: number; held: number; sold: number; tickets: number }>(sql`
      SELECT inv.taken,
        (SELECT coalesce(sum(quantity), 0)::int FROM zone_holds zh WHERE zh.event_id = inv.event_id AND zh.zone_id = inv.zone_id) AS held,
        (SELECT coalesce(sum(quantity), 0)::int FROM zone_holds zh JOIN orders o ON o.id = zh.order_id
          WHERE zh.event_id = inv.event_id AND zh.zone_id = inv.zone_id AND o.status IN ('paid', 'partially_refunded')) AS sold,
        (SELECT count(*)::int FROM tickets t WHERE t.event_id = inv.event_id AND t.zone_id = inv.zone_id AND t.status = 'valid') AS tickets
      FROM event_zone_inventory inv WHERE inv.event_id = ${hall.event.id}`);
      expect(zones, why).toEqual({
        taken: zones?.held,
        held: zones?.sold,
        sold: zones?.tickets,
        tickets: zones?.tickets,
      });

      // The run did what it claims: kills landed among real purchases and payments.
      const [paid] = await rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM orders WHERE status = 'paid'`,
      );
      const [refunded] = await rows<{ ours: number; bank: number }>(sql`
      SELECT (SELECT count(*)::int FROM refunds) AS ours, (SELECT count(*)::int FROM sandbox_refunds) AS bank`);
      console.info(
        `crash test (seed ${SEED}): ${KILLS} kills, ${traffic.orders} orders, ${paid?.n} paid, ${traffic.acceptances.size} accepted by a bank, ${traffic.refundsAsked} refunds asked, ${refunded?.ours} made (${refunded?.bank} booked by the bank, ${resent} sent again after a kill), ${traffic.errors} requests failed; restarts took ${kills.map((kill) => kill.restartMs).join(', ')} ms, all ${drained - began} ms`,
      );
      expect(traffic.orders).toBeGreaterThan(0);
      expect(Number(paid?.n)).toBeGreaterThan(0);
      expect(traffic.errors).toBeGreaterThan(0);
      expect(Number(refunded?.ours)).toBeGreaterThan(0);
    }, 180_000);
  },
);

/** The mails the API processes wrote to their file outbox. */
async function mailsIn(dir: string) {
  const files = (await readdir(dir).catch(() => [])).filter((file) => file.endsWith('.eml'));
  return Promise.all(files.map(async (file) => simpleParser(await readFile(path.join(dir, file)))));
}
