// Owns the key of an order's guest ticket link (`/tickets/{number}?key=…`, the link of the tickets mail and the
// `tickets_url` of an order): derived from the server's secret (SESSION_SECRET) and the order's number, so the API
// can give the link again at any time without storing it, and only its hash is kept with the order. The API and the
// demo seed both call this one function: a seeded order's link opens as a bought one's does, as long as both run
// with the same secret. Also the development default of that secret, which both fall back to.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The secret used when SESSION_SECRET is not set (development and tests only: production requires its own). */
export const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-in-production-0123456789';

/** The key of the guest ticket link of order `orderNumber` (32 URL-safe characters). */
export function ticketAccessKey(secret: string, orderNumber: string): string {
  return createHmac('sha256', secret).update(`tickets:${orderNumber}`).digest('base64url').slice(0, 32);
}

/** What the order keeps of its key (`orders.access_key_hash`): a link's key is checked against it. */
export function ticketAccessKeyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Whether `key` is the key of the order whose stored hash is `storedHash` (in constant time). */
export function ticketAccessKeyMatches(key: string, storedHash: string): boolean {
  const given = Buffer.from(ticketAccessKeyHash(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return stored.length === given.length && timingSafeEqual(stored, given);
}
