// Owns the check of a Stripe webhook: `Stripe-Signature: t=<unix>,v1=<hex>[,v1=…]` over the exact raw body with
// the endpoint's signing secret (STRIPE_WEBHOOK_SECRET), within the tolerance window (300 s by default), then the
// event's shape. Anything else is an InvalidNotificationError (401, nothing changes).
import { z } from 'zod';
import { InvalidNotificationError, type RawNotification } from '../payment-provider.ts';
import { verifyTimestamped } from '../timestamped-hmac.ts';

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

const ZEvent = z.object({
  id: z.string().min(1).max(200),
  type: z.string().min(1).max(200),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type StripeEvent = z.infer<typeof ZEvent>;

export function verifyStripeEvent(
  raw: RawNotification,
  secret: string,
  now: Date,
  toleranceSeconds: number,
): StripeEvent {
  if (!verifyTimestamped(secret, raw.body, raw.headers[STRIPE_SIGNATURE_HEADER], now, toleranceSeconds)) {
    throw new InvalidNotificationError('bad or stale Stripe-Signature');
  }
  try {
    return ZEvent.parse(JSON.parse(raw.body));
  } catch {
    throw new InvalidNotificationError('malformed Stripe event');
  }
}
