// [CONCURRENCY] The sandbox bank's book of refunds under 16 refunds of one payment at the same moment (16 database
// connections): full refunds with their own keys give the money back once; one refund sent 16 times with its key is
// booked once and every copy hears the same refund; small refunds stop exactly at what was paid; a marked payment
// refuses exactly one. The control switches the payment's lock off (a do-nothing pg_advisory_xact_lock found first
// on the search path of its own database) and the money goes back more than once.
import { createDatabase, createTestDatabase, type Database, sandboxRefunds } from '@afisha/db';
import { eq, sql } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomCode } from '../../src/modules/payments/random-code.ts';
import {
  createSandboxRefundsRepository,
  type SandboxRefundOutcome,
  type SandboxRefundsRepository,
} from '../../src/modules/payments/sandbox/sandbox-refunds.repository.ts';
import { DATABASE_URL, NEEDS_POSTGRES, POOL } from './race.ts';

const PAID = 1_000;
const AT_ONCE = 16;

let database: Database;
let bank: SandboxRefundsRepository;

beforeAll(async () => {
  if (!DATABASE_URL) return;
  database = await createTestDatabase({ poolMax: POOL });
  bank = createSandboxRefundsRepository(database.db);
});

afterAll(async () => {
  await database?.close();
});

let payments = 0;
const newPayment = () => `sbx_race_${++payments}`;

function refunds(
  on: SandboxRefundsRepository,
  pid: string,
  amountKopecks: number,
  key: (index: number) => string,
): Promise<SandboxRefundOutcome[]> {
  return Promise.all(
    Array.from({ length: AT_ONCE }, (_, index) =>
      on.refund({
        providerPaymentId: pid,
        amountKopecks,
        idempotencyKey: key(index),
        paidKopecks: PAID,
        newRefundId: () => `sbxr_${randomCode(20)}`,
      }),
    ),
  );
}

async function givenBack(db: Database['db'], pid: string) {
  const rows = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.providerPaymentId, pid));
  return {
    rows: rows.length,
    kopecks: rows
      .filter((row) => row.status === 'succeeded')
      .reduce((sum, row) => sum + row.amountKopecks, 0),
  };
}

const kinds = (outcomes: SandboxRefundOutcome[]) =>
  outcomes.map((outcome) => (outcome.kind === 'booked' ? `${outcome.kind}:${outcome.status}` : outcome.kind));

describe.skipIf(!DATABASE_URL)(`the sandbox bank's refunds at the same moment ${NEEDS_POSTGRES}`, () => {
  it('16 full refunds with their own keys: the money goes back once, the others are refused', async () => {
    const pid = newPayment();
    const outcomes = await refunds(bank, pid, PAID, (index) => `${pid}-${index}`);
    expect(kinds(outcomes).sort()).toEqual([
      'booked:succeeded',
      ...Array<string>(AT_ONCE - 1).fill('exceeds_payment'),
    ]);
    expect(await givenBack(database.db, pid)).toEqual({ rows: 1, kopecks: PAID });
  });

  it('one refund sent 16 times with its key: booked once, every copy hears the same refund', async () => {
    const pid = newPayment();
    const outcomes = await refunds(bank, pid, 300, () => `${pid}-same`);
    const ids = new Set(
      outcomes.map((outcome) => (outcome.kind === 'booked' ? outcome.providerRefundId : null)),
    );
    expect(ids.size).toBe(1);
    expect(outcomes.filter((outcome) => outcome.kind === 'booked' && !outcome.repeated)).toHaveLength(1);
    expect(await givenBack(database.db, pid)).toEqual({ rows: 1, kopecks: 300 });
  });

  it('16 refunds of 100 of a payment of 1,000: exactly ten go through', async () => {
    const pid = newPayment();
    const outcomes = await refunds(bank, pid, 100, (index) => `${pid}-${index}`);
    expect(kinds(outcomes).filter((kind) => kind === 'booked:succeeded')).toHaveLength(10);
    expect(await givenBack(database.db, pid)).toEqual({ rows: 10, kopecks: PAID });
  });

  it('a marked payment: exactly one of 16 refunds at once is refused', async () => {
    const pid = newPayment();
    await bank.markRefusal(pid);
    const outcomes = await refunds(bank, pid, 50, (index) => `${pid}-${index}`);
    expect(kinds(outcomes).sort()).toEqual([
      'booked:failed',
      ...Array<string>(AT_ONCE - 1).fill('booked:succeeded'),
    ]);
  });

  it('control: without the payment’s lock the money goes back more than once', async () => {
    // The control's own database: its connections find a do-nothing pg_advisory_xact_lock(integer) before
    // pg_catalog's. Nothing else of the bank changes.
    const scratch = await createTestDatabase({ poolMax: 1 });
    const [named] = (await scratch.db.execute<{ name: string }>(sql`SELECT current_database() AS name`))
      .rows as [{ name: string }];
    await scratch.db.execute(
      sql.raw(
        'CREATE FUNCTION public.pg_advisory_xact_lock(integer) RETURNS void LANGUAGE sql AS $$ SELECT $$',
      ),
    );
    await scratch.db.execute(sql.raw(`ALTER DATABASE "${named.name}" SET search_path = public, pg_catalog`));
    const url = new URL(DATABASE_URL as string);
    url.pathname = `/${named.name}`;
    const unlocked = await createDatabase({ url: url.toString(), poolMax: POOL });
    try {
      const racy = createSandboxRefundsRepository(unlocked.db);
      let most = 0;
      for (let round = 0; round < 5 && most <= PAID; round += 1) {
        const pid = newPayment();
        await refunds(racy, pid, PAID, (index) => `${pid}-${index}`);
        most = Math.max(most, (await givenBack(unlocked.db, pid)).kopecks);
      }
      expect(most).toBeGreaterThan(PAID);
    } finally {
      await unlocked.close();
      await scratch.close();
    }
  });
});
