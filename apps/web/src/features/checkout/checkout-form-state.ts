// Owns the checkout form's pure decisions: what the buyer's fields start with (the pending order's buyer, else the
// signed-in customer's profile, else nothing), and what a refused POST /cart/buy means for the visitor: the hold
// ended (409 `hold_expired`), the cart holds more places than one order may (`too_many_places`), the order can no
// longer be paid (409 `order_closed`), or field errors to show at their fields.
import type { TAccountMe, TPaymentMethod, TPendingOrder } from '@afisha/contracts';
import type { ApiSendFailure } from '@/lib/api-client';

export type BuyerFields = { name: string; email: string; phone: string; payment_method: TPaymentMethod };

/** The form's first values: the pending order's buyer wins (paying it again), then the account. */
export function buyerDefaults(
  account: TAccountMe | undefined,
  pending: TPendingOrder | null,
  methods: readonly TPaymentMethod[] = ['card', 'sbp'],
): BuyerFields {
  // The pending order's method, unless the site no longer takes it (the provider was switched); else the first.
  const method = (wanted: TPaymentMethod): TPaymentMethod =>
    methods.includes(wanted) ? wanted : (methods[0] ?? 'card');
  if (pending) {
    return { ...pending.buyer, payment_method: method(pending.payment_method) };
  }
  if (account?.success) {
    const name = [account.first_name, account.last_name].filter(Boolean).join(' ');
    return { name, email: account.email ?? '', phone: account.phone ?? '', payment_method: method('card') };
  }
  return { name: '', email: '', phone: '', payment_method: method('card') };
}

export type BuyRefusal =
  | { kind: 'hold_expired' }
  | { kind: 'order_closed' }
  | { kind: 'too_many_places'; message: string | null }
  /** Show the body's field errors (server-errors.ts); nothing more to explain. */
  | { kind: 'fields' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The message of the first error coded `too_many_places`, whichever field carries it. */
function tooManyPlaces(body: Record<string, unknown>): string | null | undefined {
  const codes = isRecord(body.codes) ? body.codes : {};
  for (const [field, list] of Object.entries(codes)) {
    if (!Array.isArray(list)) continue;
    const index = list.indexOf('too_many_places');
    if (index < 0) continue;
    const messages = body[field];
    const message = Array.isArray(messages) ? messages[index] : undefined;
    return typeof message === 'string' ? message : null;
  }
  return undefined;
}

export function buyRefusal(failure: ApiSendFailure): BuyRefusal {
  const body = isRecord(failure.body) ? failure.body : {};
  if (body.code === 'hold_expired') return { kind: 'hold_expired' };
  if (body.code === 'order_closed') return { kind: 'order_closed' };
  const tooMany = tooManyPlaces(body);
  if (tooMany !== undefined) return { kind: 'too_many_places', message: tooMany };
  return { kind: 'fields' };
}
