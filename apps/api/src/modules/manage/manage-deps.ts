// Owns what the back office is built from: the shared parts of the app its areas need. manage.module.ts builds each
// area's repositories and services from these once, and manage.routes.ts hands each area's route plugin only what
// was built for it; the plans and the sessions (plans/, events/) still take these whole and build their own.
import type { Db } from '@afisha/db';
import type { MediaStore } from '@afisha/db/media/media-store';
import type { ChangePublisher, ChangeSubscriber } from '../../lib/change-bus/change-bus.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RefundsRepository } from '../box-office/refunds.repository.ts';
import type { CheckoutService } from '../checkout/checkout.service.ts';
import type { GivesBack } from '../checkout/order-expiry.repository.ts';

export type ManageDeps = {
  db: Db;
  clock: Clock;
  /**
   * Tells every API process (and, with Redis, every web process) what changed, after the change commits; and hears
   * what the others changed, for what the back office keeps a moment.
   */
  changes: ChangePublisher & ChangeSubscriber;
  /** How long one computation of sessions' sold and held counts answers every editor (PLACES_STATUS_SNAPSHOT_MS). */
  statusSnapshotMs: number;
  media: MediaStore;
  /**
   * The sales side a cancelled session needs: the box office's refunds (refunds.repository.ts) and checkout's
   * sending of a refund to its provider, and what unpaid orders give back when they expire.
   */
  sales: {
    refunds: Pick<RefundsRepository, 'refund'>;
    checkout: Pick<CheckoutService, 'sendRefundNow'>;
    givesBack: readonly GivesBack[];
  };
};
