// Owns the sandbox bank's book of refunds (the table sandbox_refunds) and the payments whose first refund it
// refuses (sandbox_refund_refusals: the test card 4000 0000 0000 0119). It behaves as a real acquirer's refunds
// do, so that our refund code's promises can be tried against it:
// - one refund per idempotency key: a request sent again with its key (a retry after a crash, a lost answer) gets
//   the refund it made the first time, refused or not, and changes nothing;
// - the succeeded refunds of a payment never add up to more than was paid;
// - a marked payment's first refund is refused, and the refusal takes the mark, so a refund sent again with a new
//   key goes through.
// Each refund is one transaction under an advisory lock on the payment's id: two refunds of one payment at the same
// moment are booked one after the other, so neither the sum nor the mark can be read stale.
import { type Db, sandboxRefundRefusals, sandboxRefunds } from '@afisha/db';
import { and, eq, sql, sum } from '@afisha/db/orm';

export type SandboxRefundRequest = {
  providerPaymentId: string;
  amountKopecks: number;
  idempotencyKey: string;
  /** What the payment took from the buyer (the bank's own record of it). */
  paidKopecks: number;
  /** The bank's id for a new refund. */
  newRefundId: () => string;
};

export type SandboxRefundOutcome =
  /** Booked now, or booked before under the same key (`repeated`). */
  | { kind: 'booked'; providerRefundId: string; status: 'succeeded' | 'failed'; repeated: boolean }
  /** The key was used before for another payment or amount: nothing booked. */
  | { kind: 'key_reused' }
  /** With the refunds before it, this one would give back more than was paid: nothing booked. */
  | { kind: 'exceeds_payment'; refundableKopecks: number };

export type SandboxRefundsRepository = {
  /** The payment's first refund is to be refused (marking it twice is marking it once). */
  markRefusal(providerPaymentId: string): Promise<void>;
  /** Books a refund (see the file's comment). */
  refund(request: SandboxRefundRequest): Promise<SandboxRefundOutcome>;
};

/** The key's refund was booked by another payment's transaction between our look and our insert. */
class KeyTakenMeanwhile extends Error {}

export function createSandboxRefundsRepository(db: Db): SandboxRefundsRepository {
  type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

  async function byKey(tx: Tx | Db, request: SandboxRefundRequest): Promise<SandboxRefundOutcome | null> {
    const [existing] = await tx
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.idempotencyKey, request.idempotencyKey));
    if (!existing) return null;
    const same =
      existing.providerPaymentId === request.providerPaymentId &&
      existing.amountKopecks === request.amountKopecks;
    return same
      ? {
          kind: 'booked',
          providerRefundId: existing.providerRefundId,
          status: existing.status,
          repeated: true,
        }
      : { kind: 'key_reused' };
  }

  async function book(request: SandboxRefundRequest): Promise<SandboxRefundOutcome> {
    return db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtext(${`sandbox-refund:${request.providerPaymentId}`}))`,
      );
      const before = await byKey(tx, request);
      if (before) return before;

      const [refunded] = await tx
        .select({ kopecks: sum(sandboxRefunds.amountKopecks).mapWith(Number) })
        .from(sandboxRefunds)
        .where(
          and(
            eq(sandboxRefunds.providerPaymentId, request.providerPaymentId),
            eq(sandboxRefunds.status, 'succeeded'),
          ),
        );
      const refundableKopecks = request.paidKopecks - (refunded?.kopecks ?? 0);
      if (request.amountKopecks > refundableKopecks) {
        return { kind: 'exceeds_payment', refundableKopecks: Math.max(refundableKopecks, 0) };
      }

      const refused = await tx
        .delete(sandboxRefundRefusals)
        .where(eq(sandboxRefundRefusals.providerPaymentId, request.providerPaymentId))
        .returning({ providerPaymentId: sandboxRefundRefusals.providerPaymentId });
      const status = refused.length > 0 ? 'failed' : 'succeeded';
      const providerRefundId = request.newRefundId();
      const inserted = await tx
        .insert(sandboxRefunds)
        .values({
          providerRefundId,
          idempotencyKey: request.idempotencyKey,
          providerPaymentId: request.providerPaymentId,
          amountKopecks: request.amountKopecks,
          status,
        })
        .onConflictDoNothing({ target: sandboxRefunds.idempotencyKey })
        .returning({ providerRefundId: sandboxRefunds.providerRefundId });
      // Rolled back, so the mark taken above is put back; the key's owner is read after the rollback.
      if (inserted.length === 0) throw new KeyTakenMeanwhile();
      return { kind: 'booked', providerRefundId, status, repeated: false };
    });
  }

  return {
    async markRefusal(providerPaymentId) {
      await db.insert(sandboxRefundRefusals).values({ providerPaymentId }).onConflictDoNothing();
    },

    async refund(request) {
      try {
        return await book(request);
      } catch (error) {
        if (!(error instanceof KeyTakenMeanwhile)) throw error;
        return (await byKey(db, request)) ?? { kind: 'key_reused' };
      }
    },
  };
}
