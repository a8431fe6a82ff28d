// Owns the payment result pages' pure decisions (PRODUCT.md "Payment result"): the order number of `?order=`,
// what a status answer means for each page (wait for the bank, show the tickets, say why it failed and offer to pay
// again, or say the seats were released), `order_complete` once per order however often the page is opened, and
// sending a buyer the bank returned to the Russian (unprefixed) address back to the language they paid in.
import type { TOrderStatusAnswer } from '@afisha/contracts';

/** `?order=` as an order id, or null for anything that is not one (the page shows "not found"). */
export function orderParam(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** The status key of the bank's return address (`&key=`), or null for anything that cannot be one. */
export function statusKeyParam(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && /^[\w-]{1,64}$/.test(value) ? value : null;
}

/** The result page's query: the order, and the status key when the bank's return address carried one. */
export function resultQuery(order: number, key: string | null): string {
  return `?order=${order}${key ? `&key=${encodeURIComponent(key)}` : ''}`;
}

export type ResultState =
  /** The bank has not told us yet: ask again. */
  | 'waiting'
  | 'paid'
  /** The payment failed and the order can be paid again before its deadline. */
  | 'failed_retry'
  /** Nothing more can be paid: the deadline passed (or the order was refunded): the seats were released. */
  | 'closed';

export function resultState(status: TOrderStatusAnswer): ResultState {
  switch (status.status) {
    case 'paid':
    case 'partially_refunded':
      return 'paid';
    case 'pending':
      return status.failure && status.can_pay_again ? 'failed_retry' : 'waiting';
    case 'failed':
      return status.can_pay_again ? 'failed_retry' : 'closed';
    default:
      return 'closed';
  }
}

/** Whether the result page keeps asking order_status: only while the bank has not answered. */
export const keepsPolling = (status: TOrderStatusAnswer | undefined): boolean =>
  status === undefined || resultState(status) === 'waiting';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

const COMPLETED_KEY = 'afisha.orders.completed';
const COMPLETED_KEPT = 50;

/**
 * True the first time an order is seen paid in this browser (then `order_complete` fires), false on every reload
 * after. Remembers the last orders in localStorage; a storage that refuses (private mode) answers true each time.
 */
export function firstCompletion(storage: KeyValueStore | null, orderId: number): boolean {
  if (!storage) return true;
  const ids = completedOrders(storage);
  if (ids.includes(orderId)) return false;
  try {
    storage.setItem(COMPLETED_KEY, JSON.stringify([...ids, orderId].slice(-COMPLETED_KEPT)));
  } catch {
    // A full or refused storage: the goal fires, it may fire again on a reload.
  }
  return true;
}

function completedOrders(storage: KeyValueStore): number[] {
  try {
    const seen = JSON.parse(storage.getItem(COMPLETED_KEY) ?? '[]') as unknown;
    return Array.isArray(seen) ? seen.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

const PAID_FROM_KEY = 'afisha.orders.paidFrom';

/** What the buyer left for the bank with: the language of the page and the sessions of the order (the way back). */
export type PaidFrom = { order: number; locale: string; events: { id: number; title: string }[] };

/** Before going to the bank: remembered in this browser for the page the bank returns to. */
export function rememberPaidFrom(storage: KeyValueStore | null, paidFrom: PaidFrom): void {
  try {
    storage?.setItem(PAID_FROM_KEY, JSON.stringify(paidFrom));
  } catch {
    // Private mode: the result page stays in Russian and offers the listings as the way back.
  }
}

/** What this browser remembered of `orderId` when it left for the bank, if it was the last order paid here. */
export function paidFrom(storage: KeyValueStore | null, orderId: number): PaidFrom | null {
  try {
    const saved = JSON.parse(storage?.getItem(PAID_FROM_KEY) ?? 'null') as Partial<PaidFrom> | null;
    if (!saved || saved.order !== orderId || typeof saved.locale !== 'string') return null;
    const events = Array.isArray(saved.events)
      ? saved.events.filter(
          (event): event is { id: number; title: string } =>
            typeof event?.id === 'number' && typeof event?.title === 'string',
        )
      : [];
    return { order: orderId, locale: saved.locale, events };
  } catch {
    return null;
  }
}

/**
 * The bank returns every buyer to the unprefixed (Russian) address. When this browser paid that order in another
 * of the site's languages, the path to go to instead (`/en/paymentresult?order=7`), else null.
 */
export function localeReturnPath(
  saved: PaidFrom | null,
  page: 'paymentresult' | 'paymentfail',
  current: { locale: string; defaultLocale: string; locales: readonly string[] },
  key: string | null = null,
): string | null {
  if (!saved || current.locale !== current.defaultLocale) return null;
  if (saved.locale === current.defaultLocale || !current.locales.includes(saved.locale)) return null;
  return `/${saved.locale}/${page}${resultQuery(saved.order, key)}`;
}

/** Whole seconds from now until an ISO deadline (never negative), for the countdowns of paying again. */
export function secondsUntil(iso: string | null, nowMs: number): number | null {
  if (!iso) return null;
  const at = Date.parse(iso);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - nowMs) / 1000));
}

/** The browser's localStorage, or null where reading it throws (storage disabled). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
