// Owns the checkout rules (PRODUCT.md "Cart", "Payment result", "Rules that matter"): the buyer is
// checked by the contract, the cart's live places (at most MAX_SEATS_PER_ORDER) become one pending
// order with prices fixed and the holds kept for PAYMENT_WINDOW_MINUTES, a double click answers the
// same order, an unpaid order is paid again by a new payment before its deadline, a zero-total order
// is paid at once without a provider, the payment goes to the current provider (only through
// payment-provider.ts), and a provider notification is verified, applied once, and either sells the
// places with one ticket each or refunds the payment automatically (the places went to someone else
// after the hold ended, or another payment had already paid the order).
import {
  type TCartBuyParsed,
  type TCartBuyResponse,
  TICKET_SECRET_LENGTH,
  type TLocale,
  type TOrderState,
  type TOrderStatusAnswer,
  type TOrderSummary,
  type TOrderTickets,
  type TPaymentMethod,
  type TPendingOrder,
} from '@afisha/contracts';
import { ticketAccessKey, ticketAccessKeyHash, ticketAccessKeyMatches } from '@afisha/db/ticket-access-key';
import type { FastifyBaseLogger } from 'fastify';
import { createTranslator } from '../../i18n/translate.ts';
import { AppError, FieldValidationError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { orderStatusKey, orderStatusKeyMatches } from '../../lib/order-status-key.ts';
import type { CartRepository } from '../cart/cart.repository.ts';
import type { CartOwner } from '../cart/cart.sql.ts';
import { retryingConflicts } from '../cart/retry.ts';
import { CertificateRefused } from '../certificates/certificates.repository.ts';
import type { OrderMail } from '../mail/mail.service.ts';
import { createSiteLinks, type SiteLinks } from '../mail/site-links.ts';
import { HoldersRefused } from '../named-tickets/named-tickets.repository.ts';
import {
  InvalidNotificationError,
  type PaymentNotification,
  type PaymentProviders,
  ProviderError,
  type RawNotification,
  type Receipt,
} from '../payments/payment-provider.ts';
import { randomCode } from '../payments/random-code.ts';
import { PromoRefused } from '../promo-codes/promo-codes.repository.ts';
import { ServiceSoldOut } from '../services/services.repository.ts';
import { placeInWords } from '../tickets/seat-words.ts';
import { renderTicketsPdf, ticketDate, ticketPrice } from '../tickets/ticket-pdf.ts';
import type { TicketPdfRenderer } from '../tickets/ticket-pdf-pool.ts';
import type {
  CheckoutRepository,
  OrderRow,
  PaymentRow,
  StaleRefund,
  TicketRow,
} from './checkout.repository.ts';
import type { OrderMailOutbox, OrderMailRef } from './order-mails.ts';
import { receiptOf } from './receipt.ts';

export type CheckoutService = {
  /** `siteOrigin`: the site's address the checkout started at (lib/site-origins.ts), where the payment returns. */
  buy(
    owner: CartOwner,
    body: TCartBuyParsed,
    locale: TLocale,
    siteOrigin?: string | null,
  ): Promise<TCartBuyResponse>;
  /** `key`: the status key of the payment's return address, for a buyer back without this session. */
  orderStatus(owner: CartOwner, orderId: number, key?: string): Promise<TOrderStatusAnswer>;
  /** The visitor's order that can still be paid (GET /cart/content), or null. */
  pendingOrder(owner: CartOwner): Promise<TPendingOrder | null>;
  /** The ways to pay the current provider takes, offered at checkout. */
  readonly paymentMethods: readonly TPaymentMethod[];
  sbpLink(owner: CartOwner, orderId: number): Promise<{ url: string }>;
  /** POST /preorder/buy: an order of gift certificates and where to pay it. The draft is checked by the caller. */
  preorder(
    owner: CartOwner,
    draft: CertificateDraft,
    buyer: { email: string; phone: string; name: string; method: TPaymentMethod },
    locale: TLocale,
    siteOrigin?: string | null,
  ): Promise<TCartBuyResponse>;
  handleNotification(provider: string, raw: RawNotification): Promise<void>;
  /**
   * Sends again the automatic refunds that were committed but never confirmed by their provider (a crash
   * between the two), untouched for REFUND_RETRY_AFTER_MS; answers how many were tried.
   */
  retryStaleRefunds(batch: number): Promise<number>;
  /**
   * Sends a just-committed refund to its provider (the box office's). A provider that does not answer leaves it
   * pending, and the retry job sends it again with the same key.
   */
  sendRefundNow(refundId: number): Promise<void>;
  guestTickets(reservation: string, key: string | undefined, locale: TLocale): Promise<TOrderTickets>;
  /** The guest's tickets as one PDF, in the order's language whatever the visitor's (404 without the key). */
  guestTicketsPdf(reservation: string, key: string | undefined): Promise<{ number: string; pdf: Buffer }>;
  /** The site's name in a language (printed on the tickets). */
  siteName(locale: TLocale): Promise<string>;
  /** The key of an order's guest ticket link (the mail carries it). */
  accessKey(orderNumber: string): string;
  /** The guest ticket link of an order (`/api/v1/tickets/{number}?key=…`), as in the mail. */
  ticketsPath(orderNumber: string): string;
  /** Where the bank returns the buyer of an order, paid or not (the sandbox bank asks it when it decides). */
  returnUrl(order: { id: number; locale: TLocale; siteOrigin: string | null }, paid: boolean): string;
  /**
   * The box office: the order's tickets as one PDF (null when it has none), in the order's language (the buyer's
   * document, whatever the clerk's), and sending them to the buyer again.
   */
  ticketsPdf(orderId: number): Promise<{ number: string; pdf: Buffer } | null>;
  resendTickets(orderId: number): Promise<void>;
  /** A mail the order owes its buyer, as it is to be sent now (the order-mail outbox sends it); null without order. */
  composeOrderMail(ref: OrderMailRef): Promise<OrderMail | null>;
};

const roubles = (kopecks: number) => Math.round(kopecks) / 100;
/** A ticket that still lets its holder in: not given back. */
const isLive = (ticket: TicketRow) => ticket.status !== 'refunded';

/** An automatic refund still pending this long is taken as lost in a crash and sent again. */
export const REFUND_RETRY_AFTER_MS = 2 * 60_000;

/** The certificates of a purchase, as POST /preorder/buy asked for them (design and nominal checked). */
export type CertificateDraft = {
  templateId: number;
  nominalKopecks: number;
  count: number;
  recipient: string | null;
  message: string | null;
};

/**
 * Holders missing, a sold-out service, a promo code or a gift certificate the order's transaction refused: a field
 * error, nothing changed.
 */
function refusedPromo(error: unknown): never {
  if (error instanceof HoldersRefused) throw new FieldValidationError(error.issues);
  if (error instanceof CertificateRefused) {
    throw new FieldValidationError([{ field: 'certificate', code: error.refusal }]);
  }
  if (error instanceof ServiceSoldOut) {
    throw new FieldValidationError([
      { field: 'non_field_errors', code: 'service_sold_out', params: { name: error.service, left: 0 } },
    ]);
  }
  if (!(error instanceof PromoRefused)) throw error;
  const min = error.minOrderKopecks;
  throw new FieldValidationError([
    {
      field: 'promocode',
      code: error.refusal,
      ...(min !== undefined ? { params: { min: (min / 100).toFixed(2) } } : {}),
    },
  ]);
}

/** Where the order stands for the buyer: a pending order past its deadline is expired; after a declined payment, failed. */
export function stateOf(order: OrderRow, now: Date): TOrderState {
  if (order.status === 'pending') {
    if (order.expiresAt && order.expiresAt <= now) return 'expired';
    return order.lastPayment === 'failed' ? 'failed' : 'pending';
  }
  return order.status === 'cancelled' ? 'failed' : order.status;
}

export function createCheckoutService(deps: {
  repository: CheckoutRepository;
  cart: Pick<CartRepository, 'ownCart'>;
  providers: PaymentProviders;
  clock: Clock;
  paymentWindowMs: number;
  /** MAX_SEATS_PER_ORDER. */
  maxPlacesPerOrder: number;
  /** The web result page a zero-total order is sent to; the guest ticket page the tickets mail links to. */
  links: Pick<SiteLinks, 'paymentResult' | 'paymentFail' | 'tickets'>;
  /** The site's name in a language, printed on the tickets (the mails' sender name); the host without it. */
  siteName?: (locale: TLocale) => Promise<string>;
  /** Secret the guest ticket keys are derived from. */
  keySecret: string;
  log: FastifyBaseLogger;
  /**
   * The order-mail outbox: the repository queues the ticket and refund mails with the change that makes them due;
   * the service asks the outbox to send them right after the commit.
   */
  mails?: Pick<OrderMailOutbox, 'flush'>;
  /** Public origin of the site, for the ticket link in the mail. */
  siteUrl?: string;
  /** The mail of a paid purchase of gift certificates (certificates.service.ts); null for an order of places. */
  certificatesMail?: (order: OrderRow) => Promise<OrderMail | null>;
  /** A new gift certificate code (certificate-rules.ts). */
  newCertificateCode?: () => string;
  /** Renders a tickets PDF: the API's worker threads (tickets/ticket-pdf-pool.ts); in this thread without it. */
  renderPdf?: TicketPdfRenderer;
}): CheckoutService {
  const { repository, clock } = deps;
  const accessKey = (number: string) => ticketAccessKey(deps.keySecret, number);

  function summaryOf(order: OrderRow, now: Date): TOrderSummary {
    const state = stateOf(order, now);
    return {
      id: order.id,
      number: order.number,
      status: state,
      total: roubles(order.totalKopecks),
      total_kopecks: order.totalKopecks,
      count: order.count,
      payment_method: order.paymentMethod === 'sbp' ? 'sbp' : 'card',
      expires_at: state === 'pending' || state === 'failed' ? (order.expiresAt?.toISOString() ?? null) : null,
      paid_at: order.paidAt?.toISOString() ?? null,
    };
  }

  const ticketsPath = (number: string) => `/api/v1/tickets/${number}?key=${accessKey(number)}`;

  /** Sends the mails just queued (in the background: the outbox retries what fails, and its poller any leftovers). */
  function sendQueuedMails() {
    deps.mails
      ?.flush()
      .catch((error: unknown) => deps.log.error({ err: error }, 'order mails could not be sent now'));
  }

  const siteName = (locale: TLocale) =>
    deps.siteName?.(locale) ?? Promise.resolve(deps.siteUrl ? new URL(deps.siteUrl).host : '');

  /**
   * The order's tickets that still let their holder in (with its extra services) as one PDF in `locale`: a ticket
   * the box office refunded is not printed, so no QR code of it goes round again with the tickets sent anew.
   */
  async function pdfOf(order: OrderRow, tickets: readonly TicketRow[], locale: TLocale) {
    const [services, name] = await Promise.all([repository.services(order.id, locale), siteName(locale)]);
    const live = tickets.filter(isLive);
    const render = deps.renderPdf ?? renderTicketsPdf;
    return render({ orderNumber: order.number, locale, siteName: name, tickets: live, services });
  }

  /** The link of the tickets mail: the site's guest ticket page, in the order's language. */
  const ticketsLink = (order: OrderRow) =>
    deps.links.tickets(order.locale, order.number, accessKey(order.number));

  /** The mail's sessions: each show once, with its date and time in the venue's zone, where, and its places. */
  function mailSessions(tickets: readonly TicketRow[], locale: TLocale) {
    const sessions = new Map<number, TicketRow[]>();
    for (const ticket of tickets)
      sessions.set(ticket.eventId, [...(sessions.get(ticket.eventId) ?? []), ticket]);
    return [...sessions.values()].map((group) => {
      const first = group[0] as TicketRow;
      return {
        title: first.performance,
        when: ticketDate(first.startsAt, first.timezone, locale),
        venue: `${first.venue}, ${first.hall}`,
        address: first.address,
        places: group.map((ticket) => placeInWords(ticket, locale)),
      };
    });
  }

  /** The buyer's mail with the tickets as a PDF, in the order's language. */
  async function ticketsMail(orderId: number): Promise<OrderMail | null> {
    const order = await repository.orderById(orderId);
    if (!order) return null;
    const certificatesMail = order.count === 0 ? await deps.certificatesMail?.(order) : null;
    if (certificatesMail) return certificatesMail;
    const tickets = await repository.tickets(order.id, order.locale);
    const pdf = await pdfOf(order, tickets, order.locale);
    const live = tickets.filter(isLive);
    return {
      to: order.email,
      content: {
        kind: 'tickets',
        locale: order.locale,
        name: order.name,
        orderNumber: order.number,
        total: ticketPrice(order.totalKopecks, order.locale),
        count: live.length,
        link: ticketsLink(order),
        sessions: mailSessions(live, order.locale),
      },
      attachments: [
        { filename: `tickets-${order.number}.pdf`, content: pdf, contentType: 'application/pdf' },
      ],
    };
  }

  /**
   * An automatic refund through its provider (the provider's idempotency key is derived from the refund
   * row's, so sending it again after a crash never refunds twice), recorded, and the buyer told.
   */
  async function sendRefund(refund: StaleRefund) {
    const provider = deps.providers.byKey(refund.provider);
    if (!provider || !refund.providerPaymentId) {
      deps.log.error({ refund: refund.refundId }, 'automatic refund without its provider or payment id');
      return;
    }
    const answer = await provider.refund({
      providerPaymentId: refund.providerPaymentId,
      amountKopecks: refund.amountKopecks,
      idempotencyKey: `refund-${refund.idempotencyKey}`,
      receipt: () => refundReceipt(refund),
    });
    await repository.refundDone(refund.refundId, answer.providerRefundId, answer.status, clock.now());
    sendQueuedMails();
  }

  /**
   * A refund's receipt: the lines a clerk gave back, or, for an automatic refund (no lines of its own), the whole
   * order's, at the refund's bank part.
   */
  async function refundReceipt(refund: StaleRefund): Promise<Receipt> {
    const order = await repository.orderById(refund.orderId);
    if (!order) throw new Error(`refund ${refund.refundId}: its order ${refund.orderId} is gone`);
    const given = await repository.receiptItems(order.id, refund.refundId);
    const items = given.length > 0 ? given : await repository.receiptItems(order.id);
    return receiptOf(order.email, items, refund.amountKopecks);
  }

  /** The provider's error, logged, becomes a 503 in the visitor's language (try again: the keys make it safe). */
  function unavailable(error: unknown, what: string): never {
    if (!(error instanceof ProviderError)) throw error;
    deps.log.error({ err: error, status: error.status, code: error.providerCode }, what);
    throw new AppError('service_unavailable', 503, {}, 'checkout.provider_unavailable');
  }

  async function applyPayment(providerKey: string, notification: PaymentNotification) {
    const result = await retryingConflicts(() =>
      repository.applyNotification({
        provider: providerKey,
        eventId: notification.eventId,
        providerPaymentId: notification.providerPaymentId,
        outcome: notification.outcome,
        ...(notification.failure ? { failure: notification.failure } : {}),
        payload: notification.payload,
        now: clock.now(),
        newSecret: () => randomCode(TICKET_SECRET_LENGTH),
      }),
    );
    if (result.kind === 'unknown_payment') {
      deps.log.warn(
        { provider: providerKey, payment: notification.providerPaymentId },
        'notification for an unknown payment',
      );
    }
    if (result.kind === 'paid') sendQueuedMails();
    if (result.kind === 'refund') {
      // A refund the provider does not take now stays pending: the retry job sends it again with the same key.
      await sendRefund({
        refundId: result.refundId,
        orderId: result.orderId,
        amountKopecks: result.payment.amountKopecks,
        idempotencyKey: `auto-${result.payment.id}`,
        provider: providerKey,
        providerPaymentId: result.payment.providerPaymentId,
      }).catch((error: unknown) =>
        deps.log.error({ err: error, refund: result.refundId }, 'automatic refund failed; retrying later'),
      );
    }
  }

  /** The buyer is told of an automatic refund: the order came too late, or was paid twice. */
  async function refundMail(
    orderId: number,
    kind: 'refunded_late' | 'refunded_duplicate',
  ): Promise<OrderMail | null> {
    const order = await repository.orderById(orderId);
    if (!order) return null;
    return {
      to: order.email,
      content: {
        kind,
        locale: order.locale,
        name: order.name,
        orderNumber: order.number,
        total: ticketPrice(order.totalKopecks, order.locale),
      },
    };
  }

  /** A clerk's refund: what went back (to the card, to a gift certificate) and for how many tickets. */
  async function boxOfficeRefundMail(orderId: number, refundId: number): Promise<OrderMail | null> {
    const order = await repository.orderById(orderId);
    const refund = order && (await repository.refundFacts(refundId, order.locale));
    if (!order || !refund) return null;
    return {
      to: order.email,
      content: {
        kind: 'refunded_by_box_office',
        locale: order.locale,
        name: order.name,
        orderNumber: order.number,
        total: ticketPrice(refund.amountKopecks + refund.certificateKopecks, order.locale),
        toCertificate:
          refund.certificateKopecks > 0 ? ticketPrice(refund.certificateKopecks, order.locale) : null,
        tickets: refund.tickets,
        whole: order.status === 'refunded',
        cancelled: refund.cancelledSession
          ? {
              title: refund.cancelledSession.title,
              when: ticketDate(
                refund.cancelledSession.startsAt,
                refund.cancelledSession.timezone,
                order.locale,
              ),
              reason: refund.cancelledSession.reason,
            }
          : null,
      },
    };
  }

  /** Pending or failed, before its deadline, with something to pay: POST /cart/buy pays it again. */
  const canPayAgain = (order: OrderRow, now: Date) => {
    const state = stateOf(order, now);
    return (state === 'pending' || state === 'failed') && order.totalKopecks > 0;
  };
  const failureOf = (order: OrderRow, now: Date) =>
    stateOf(order, now) === 'failed' ? (order.failure ?? 'other') : null;

  /**
   * Where the bank returns the buyer of `order` (paid or not): its result page at the address the buyer checked out
   * at (PUBLIC_SITE_URL when none was recorded), in the order's language, with the key that reads its status there.
   */
  function returnUrl(order: Pick<OrderRow, 'id' | 'locale' | 'siteOrigin'>, paid: boolean): string {
    const links = order.siteOrigin ? createSiteLinks(order.siteOrigin) : deps.links;
    const key = orderStatusKey(deps.keySecret, order.id);
    return (paid ? links.paymentResult : links.paymentFail)(order.locale, order.id, key);
  }

  /**
   * The provider's page of a new payment. Asked after the commit: a provider that does not answer leaves the order
   * pending without a URL, and the buyer's next click asks again with the same idempotency key (the "double click"
   * path of the repository's buy).
   */
  async function paymentUrlOf(order: OrderRow, payment: PaymentRow): Promise<string> {
    if (payment.paymentUrl) return payment.paymentUrl;
    const provider = deps.providers.byKey(payment.provider) ?? deps.providers.current;
    const created = await provider
      .createPayment({
        paymentId: payment.id,
        orderId: order.id,
        orderNumber: order.number,
        amountKopecks: payment.amountKopecks,
        method: order.paymentMethod === 'sbp' ? 'sbp' : 'card',
        idempotencyKey: payment.idempotencyKey,
        successUrl: returnUrl(order, true),
        failUrl: returnUrl(order, false),
        locale: order.locale,
        description: createTranslator(order.locale)('checkout.payment_description', {
          number: order.number,
        }),
        receipt: async () =>
          receiptOf(order.email, await repository.receiptItems(order.id), payment.amountKopecks),
      })
      .catch((error: unknown) => unavailable(error, 'payment provider did not create a payment'));
    return repository.setPaymentUrl(payment.id, created.providerPaymentId, created.url);
  }

  /** The order of a guest ticket link whose key is right; any other link is a 404 (never a 403: nothing is told). */
  async function keyedOrder(reservation: string, key: string | undefined): Promise<OrderRow> {
    const number = reservation.trim().toUpperCase();
    if (!key || !/^[0-9A-Z-]{1,20}$/.test(number)) throw new AppError('not_found', 404);
    const order = await repository.orderByNumber(number);
    if (!order || !ticketAccessKeyMatches(key, order.accessKeyHash)) throw new AppError('not_found', 404);
    return order;
  }

  async function ownOrder(owner: CartOwner, orderId: number): Promise<OrderRow> {
    const order = await repository.ownOrder(owner, orderId);
    if (!order) throw new AppError('not_found', 404);
    return order;
  }

  return {
    accessKey,
    ticketsPath,
    returnUrl,
    siteName,
    paymentMethods: deps.providers.current.methods,

    async ticketsPdf(orderId) {
      const order = await repository.orderById(orderId);
      if (!order) return null;
      const tickets = await repository.tickets(order.id, order.locale);
      if (!tickets.some(isLive)) return null;
      return { number: order.number, pdf: await pdfOf(order, tickets, order.locale) };
    },

    async resendTickets(orderId) {
      await repository.queueMail({ order: orderId, kind: 'tickets' }, clock.now());
      sendQueuedMails();
    },

    composeOrderMail(ref) {
      if (ref.kind === 'tickets') return ticketsMail(ref.order);
      if (ref.kind === 'refunded_by_box_office') return boxOfficeRefundMail(ref.order, ref.refund);
      return refundMail(ref.order, ref.kind);
    },

    async buy(owner, body, locale, siteOrigin = null) {
      if (!deps.providers.current.methods.includes(body.payment_method)) {
        throw new FieldValidationError([{ field: 'payment_method', code: 'payment_method_unavailable' }]);
      }
      const result = await retryingConflicts(async () => {
        const now = clock.now();
        const cartId = await deps.cart.ownCart(owner, now);
        return repository.buy({
          cartId,
          owner,
          buyer: { email: body.email, phone: body.phone, name: body.name, method: body.payment_method },
          locale,
          provider: deps.providers.current.key,
          number: `${randomCode(3)}-${randomCode(5)}`,
          accessKeyHash: (number) => ticketAccessKeyHash(accessKey(number)),
          now,
          paymentWindowMs: deps.paymentWindowMs,
          siteOrigin,
          maxPlaces: deps.maxPlacesPerOrder,
          newSecret: () => randomCode(TICKET_SECRET_LENGTH),
          promocode: body.promocode ? body.promocode : null,
          certificate: body.certificate ? body.certificate : null,
          persons: body.persons ?? [],
        });
      }).catch(refusedPromo);
      if (result.kind === 'empty') throw new AppError('hold_expired', 409, {}, 'checkout.cart_empty');
      if (result.kind === 'expired') throw new AppError('hold_expired', 409);
      if (result.kind === 'too_many') {
        throw new FieldValidationError([
          { field: 'non_field_errors', code: 'too_many_places', params: { max: result.max } },
        ]);
      }
      if (result.kind === 'free') {
        sendQueuedMails();
        return {
          order: summaryOf(result.order, clock.now()),
          payment_url: returnUrl(result.order, true),
        };
      }
      const { order, payment } = result;
      return { order: summaryOf(order, clock.now()), payment_url: await paymentUrlOf(order, payment) };
    },

    async preorder(owner, draft, buyer, locale, siteOrigin = null) {
      if (!deps.providers.current.methods.includes(buyer.method)) {
        throw new FieldValidationError([{ field: 'payment_method', code: 'payment_method_unavailable' }]);
      }
      const newCode = deps.newCertificateCode;
      if (!newCode) throw new Error('checkout has no certificate codes');
      const now = clock.now();
      const { order, payment } = await repository.preorder({
        owner,
        buyer,
        locale,
        provider: deps.providers.current.key,
        number: `${randomCode(3)}-${randomCode(5)}`,
        accessKeyHash: (number) => ticketAccessKeyHash(accessKey(number)),
        now,
        paymentWindowMs: deps.paymentWindowMs,
        siteOrigin,
        ...draft,
        newCode,
      });
      return { order: summaryOf(order, clock.now()), payment_url: await paymentUrlOf(order, payment) };
    },

    async orderStatus(owner, orderId, key) {
      // This session's order, or — with the return address's key — any order's status, without its tickets.
      const owned = await repository.ownOrder(owner, orderId);
      const order =
        owned ??
        (key !== undefined && orderStatusKeyMatches(deps.keySecret, orderId, key)
          ? await repository.orderById(orderId)
          : null);
      if (!order) throw new AppError('not_found', 404);
      const now = clock.now();
      const state = stateOf(order, now);
      const summary = summaryOf(order, now);
      return {
        order: order.id,
        number: order.number,
        status: state,
        expires_at: summary.expires_at,
        total: summary.total,
        total_kopecks: summary.total_kopecks,
        count: summary.count,
        payment_method: summary.payment_method,
        failure: failureOf(order, now),
        can_pay_again: canPayAgain(order, now),
        tickets_url:
          owned && (state === 'paid' || state === 'partially_refunded') ? ticketsPath(order.number) : null,
      };
    },

    async pendingOrder(owner) {
      const now = clock.now();
      const order = await repository.pendingOrder(owner, now);
      if (!order || !canPayAgain(order, now)) return null;
      return {
        ...summaryOf(order, now),
        buyer: { name: order.name, email: order.email, phone: order.phone ?? '' },
        failure: failureOf(order, now),
      };
    },

    async sbpLink(owner, orderId) {
      const order = await ownOrder(owner, orderId);
      const state = stateOf(order, clock.now());
      if (state !== 'pending' && state !== 'failed') throw new AppError('order_closed', 409);
      const payment = await repository.latestPayment(order.id);
      const provider = payment ? deps.providers.byKey(payment.provider) : undefined;
      if (!payment?.providerPaymentId || !provider) throw new AppError('order_closed', 409);
      return provider
        .sbpLink({ providerPaymentId: payment.providerPaymentId })
        .catch((error: unknown) => unavailable(error, 'payment provider gave no SBP link'));
    },

    async handleNotification(providerKey, raw) {
      const provider = deps.providers.byKey(providerKey);
      if (!provider) throw new AppError('not_found', 404);
      const notification = await provider.parseNotification(raw, clock.now()).catch((error: unknown) => {
        if (!(error instanceof InvalidNotificationError)) {
          return unavailable(error, 'notification could not be checked with its provider');
        }
        deps.log.warn({ provider: provider.key, reason: error.message }, 'notification refused');
        throw new AppError('invalid_signature', 401);
      });
      switch (notification.kind) {
        case 'payment':
          return applyPayment(provider.key, notification);
        case 'refund': {
          const settled = await repository.settleRefunds({
            provider: provider.key,
            eventId: notification.eventId,
            refunds: notification.refunds,
            payload: notification.payload,
            now: clock.now(),
          });
          if (settled > 0) sendQueuedMails();
          return;
        }
        case 'ignored':
          deps.log.info(
            { provider: provider.key, reason: notification.reason },
            'notification needs nothing',
          );
          return;
      }
    },

    async retryStaleRefunds(batch) {
      const now = clock.now();
      const due = await repository.staleRefunds(now, new Date(now.getTime() - REFUND_RETRY_AFTER_MS), batch);
      for (const refund of due) {
        await sendRefund(refund).catch((error: unknown) =>
          deps.log.error(
            { err: error, refund: refund.refundId },
            'automatic refund failed again; retrying later',
          ),
        );
      }
      return due.length;
    },

    async sendRefundNow(refundId) {
      const refund = await repository.refundToSend(refundId);
      if (!refund) return;
      await sendRefund(refund).catch((error: unknown) =>
        deps.log.error({ err: error, refund: refundId }, 'refund not taken by its provider; retrying later'),
      );
    },

    async guestTickets(reservation, key, locale) {
      const order = await keyedOrder(reservation, key);
      const tickets = await repository.tickets(order.id, locale);
      return {
        order: summaryOf(order, clock.now()),
        tickets: tickets.map((ticket) => ({
          id: ticket.id,
          secret: ticket.secret,
          status: ticket.status,
          event: ticket.eventId,
          performance: ticket.performance,
          venue: ticket.venue,
          hall: ticket.hall,
          address: ticket.address,
          age: ticket.age,
          duration_minutes: ticket.durationMinutes,
          starts_at: ticket.startsAt,
          timezone: ticket.timezone,
          section: ticket.section,
          row: ticket.row,
          seat: ticket.seat,
          zone: ticket.zone,
          price: roubles(ticket.priceKopecks),
          price_kopecks: ticket.priceKopecks,
          holder: ticket.holder ?? null,
        })),
      };
    },

    async guestTicketsPdf(reservation, key) {
      const order = await keyedOrder(reservation, key);
      const tickets = await repository.tickets(order.id, order.locale);
      return { number: order.number, pdf: await pdfOf(order, tickets, order.locale) };
    },
  };
}
