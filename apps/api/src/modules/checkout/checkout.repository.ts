// Owns the checkout's repository as the module uses it: one object built from its parts, each owning a seam of
// the SQL of checkout and payment. order-placing.repository.ts turns a cart into a pending order (or an order of
// gift certificates), pays an unpaid order again, and reads orders for their owner or a guest with the key;
// payments.repository.ts keeps the provider's payment page and applies a verified provider notification exactly
// once; refunds.repository.ts keeps the books of checkout's refunds; documents.repository.ts reads what an order's
// tickets, receipt and mails are made of. What they share is in checkout.sql.ts and order-sale.ts.
//
// Lock order (as the cart's, cart.repository.ts): the cart row, then the order row, then
// event_zone_inventory rows in (event_id, zone_id) order, then seat_holds rows in
// (event_id, seat_id) order. Applying a notification (payments.repository.ts): the payment_events
// row first, then the order row FOR UPDATE.
import type { Db } from '@afisha/db';
import type { CertificatesRepository } from '../certificates/certificates.repository.ts';
import type { NamedTicketsRepository } from '../named-tickets/named-tickets.repository.ts';
import type { PromoCodesRepository } from '../promo-codes/promo-codes.repository.ts';
import type { ServicesRepository } from '../services/services.repository.ts';
import { createDocumentsRepository, type DocumentsRepository } from './documents.repository.ts';
import { createOrderPlacingRepository, type OrderPlacingRepository } from './order-placing.repository.ts';
import {
  type CheckoutTesting,
  createPaymentsRepository,
  type PaymentsRepository,
} from './payments.repository.ts';
import { type CheckoutRefundsRepository, createCheckoutRefundsRepository } from './refunds.repository.ts';

export type { PaymentRow } from './checkout.sql.ts';
export type { TicketRow } from './documents.repository.ts';
export type { Buyer, BuyResult, NewOrder, OrderRow } from './order-placing.repository.ts';
export type { ApplyResult, CheckoutTesting } from './payments.repository.ts';
export type { RefundFacts, StaleRefund } from './refunds.repository.ts';

export type CheckoutRepository = OrderPlacingRepository &
  PaymentsRepository &
  CheckoutRefundsRepository &
  DocumentsRepository;

export function createCheckoutRepository(
  db: Db,
  testing: CheckoutTesting = {},
  /** Takes the order's promo code use and writes its discount (promo-codes.repository.ts). */
  promo?: Pick<PromoCodesRepository, 'useForOrder'>,
  /** Sells the cart's extra services into the order (services.repository.ts). */
  services?: Pick<ServicesRepository, 'sellIntoOrder'>,
  /** Writes the holders of named tickets on the order's lines (named-tickets.repository.ts). */
  named?: Pick<NamedTicketsRepository, 'attachHolders'>,
  /** Spends a gift certificate on the order, makes and activates bought ones (certificates.repository.ts). */
  certificates?: Pick<
    CertificatesRepository,
    'spendForOrder' | 'refundToCertificate' | 'issueForOrder' | 'activateForOrder'
  >,
): CheckoutRepository {
  return {
    ...createOrderPlacingRepository(db, { promo, services, named, certificates }),
    ...createPaymentsRepository(db, testing, certificates),
    ...createCheckoutRefundsRepository(db),
    ...createDocumentsRepository(db),
  };
}
