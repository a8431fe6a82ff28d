// [CONCURRENCY] Twelve buyers check out at the same moment with the same gift certificate, worth two and a half of
// their tickets (POST /cart/buy through the whole API, 16 database connections): the certificate pays two orders in
// full and a third in part, the others are told it is empty and nothing of theirs changes; its balance ends at zero,
// never below, and the ledger's debits add up to its nominal. The control runs the same race with the protection
// switched off (a test-only switch: the balance read without the certificate's row lock, and the CHECK that keeps a
// balance from going below zero dropped in the control's own database) and shows the certificate overspent.
import { certificateTransactions, giftCertificates } from '@afisha/db';
import { eq, sql } from '@afisha/db/orm';
import { describe, expect, it } from 'vitest';
import { createCertificate } from '../factories/certificates.factory.ts';
import type { Visitor } from '../helpers/cart-client.ts';
import { BUYER } from '../helpers/checkout.ts';
import { DATABASE_URL, NEEDS_POSTGRES, type RaceApp, useGuardedAndRacy, visitors } from './race.ts';

const BUYERS = 12;

async function race(app: RaceApp, people: Visitor[]) {
  const { db } = app.database;
  await Promise.all(
    people.map((person, i) =>
      person.add({ event: app.hall.event.id, places: [app.hall.seatId(0, 2, i + 1)] }),
    ),
  );
  const price = (await people[0]!.content()).body.total_kopecks as number;
  const certificate = await createCertificate(db, { nominalKopecks: Math.round(price * 2.5) });
  const answers = await Promise.all(
    people.map((person, i) =>
      person.post('/cart/buy', { ...BUYER, email: `buyer${i}@example.com`, certificate: certificate.code }),
    ),
  );
  const ledger = await db
    .select()
    .from(certificateTransactions)
    .where(eq(certificateTransactions.certificateId, certificate.id));
  return {
    nominal: certificate.nominalKopecks,
    statuses: answers.map((answer) => answer.status),
    refusals: answers.flatMap((answer) => answer.body?.codes?.certificate ?? []),
    paidAtOnce: answers.filter((answer) => answer.body?.order?.status === 'paid').length,
    debits: ledger.filter((row) => row.amountKopecks < 0).reduce((sum, row) => sum - row.amountKopecks, 0),
    balance: (await db.select().from(giftCertificates).where(eq(giftCertificates.id, certificate.id)))[0]
      ?.balanceKopecks,
  };
}

describe.skipIf(!DATABASE_URL)(`one gift certificate, twelve buyers at once ${NEEDS_POSTGRES}`, () => {
  const apps = useGuardedAndRacy({ certificates: { racyCertificates: true } });

  it('pays two orders in full and one in part; the others are told it is empty; never below zero', async () => {
    const result = await race(apps.guarded, await visitors(apps.guarded, BUYERS));
    expect(result.statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(result.statuses.filter((status) => status === 400)).toHaveLength(BUYERS - 3);
    expect(new Set(result.refusals)).toEqual(new Set(['certificate_empty']));
    expect(result.paidAtOnce).toBe(2);
    expect(result.debits).toBe(result.nominal);
    expect(result.balance).toBe(0);
  });

  it('control: without the lock (and the CHECK) the certificate pays more than it holds', async () => {
    await apps.racy.database.db.execute(
      sql.raw('ALTER TABLE gift_certificates DROP CONSTRAINT gift_certificates_balance_ck'),
    );
    const result = await race(apps.racy, await visitors(apps.racy, BUYERS));
    expect(result.debits).toBeGreaterThan(result.nominal);
    expect(result.balance).toBeLessThan(0);
  });
});
