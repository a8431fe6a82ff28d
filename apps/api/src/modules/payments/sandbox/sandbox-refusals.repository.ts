// Owns where the sandbox bank remembers the payments whose first refund it refuses (the test card 4000 0000 0000
// 0119): the table sandbox_refund_refusals. Taking the mark is one DELETE … RETURNING, so of two refunds of one
// payment at the same moment exactly one is refused, and every later one goes through.
import { type Db, sandboxRefundRefusals } from '@afisha/db';
import { eq } from '@afisha/db/orm';

export type SandboxRefusalsRepository = {
  /** The payment's first refund is to be refused (marking it twice is marking it once). */
  mark(providerPaymentId: string): Promise<void>;
  /** Whether this refund is the one to refuse: true once per mark, which it consumes. */
  take(providerPaymentId: string): Promise<boolean>;
};

export function createSandboxRefusalsRepository(db: Db): SandboxRefusalsRepository {
  return {
    async mark(providerPaymentId) {
      await db.insert(sandboxRefundRefusals).values({ providerPaymentId }).onConflictDoNothing();
    },

    async take(providerPaymentId) {
      const taken = await db
        .delete(sandboxRefundRefusals)
        .where(eq(sandboxRefundRefusals.providerPaymentId, providerPaymentId))
        .returning({ providerPaymentId: sandboxRefundRefusals.providerPaymentId });
      return taken.length > 0;
    },
  };
}
