// Owns the key in the payment's return address (`/paymentresult?order=…&key=…`): it lets the result page read the
// order's status without the buyer's session, when the bank brings the buyer back to another address of the site or
// another browser (a phone's banking app). It reads the status only: the tickets stay with the session and the
// mail. Derived from the server's secret and the order's id, so nothing is stored.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function orderStatusKey(secret: string, orderId: number): string {
  return createHmac('sha256', secret).update(`order-status:${orderId}`).digest('base64url').slice(0, 24);
}

export function orderStatusKeyMatches(secret: string, orderId: number, key: string): boolean {
  const expected = Buffer.from(orderStatusKey(secret, orderId));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
