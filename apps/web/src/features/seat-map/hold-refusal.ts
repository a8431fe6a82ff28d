// Owns reading why POST /cart/add (or /cart/delete) refused, from the API's answer (contracts/cart.ts): seats taken
// by someone else (409 places_taken, with their ids), a zone with fewer places left (409 zone_full), the session not
// sold now (409 not_on_sale), the visitor's network holding its share of the session or opening too many new carts
// (409 hold_limit, with its reason), more places than one order may hold (400 too_many_places), seats, zones or cart lines
// that are no longer there (400 does_not_exist: the plan changed, or the hold already ended), or anything else.
import { ZCartAddConflict } from '@afisha/contracts';
import type { ApiSendFailure } from '@/lib/api-client';

export type Refusal =
  | { kind: 'taken'; seats: number[] }
  | { kind: 'zone_full'; remaining: number }
  | { kind: 'not_on_sale' }
  /** The visitor's network holds its share of this session (`event`) or opened too many new carts (`carts`). */
  | { kind: 'hold_limit'; reason: 'event' | 'carts' }
  /** The API's own sentence when it gave one (it names the limit that applied: this event's or the cart's). */
  | { kind: 'too_many'; message: string | null }
  | { kind: 'gone' }
  | { kind: 'failed' };

function firstFieldMessage(body: unknown, fields: readonly string[]): string | null {
  if (typeof body !== 'object' || body === null) return null;
  for (const field of fields) {
    const messages = (body as Record<string, unknown>)[field];
    if (Array.isArray(messages) && typeof messages[0] === 'string' && messages[0].trim() !== '')
      return messages[0];
  }
  return null;
}

function fieldCodes(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const codes = (body as { codes?: unknown }).codes;
  if (typeof codes !== 'object' || codes === null) return [];
  return Object.values(codes).flatMap((list) =>
    Array.isArray(list) ? list.filter((code): code is string => typeof code === 'string') : [],
  );
}

export function refusalOf(failure: ApiSendFailure): Refusal {
  if (failure.reason !== 'status') return { kind: 'failed' };
  if (failure.status === 409) {
    const conflict = ZCartAddConflict.safeParse(failure.body);
    if (!conflict.success) return { kind: 'failed' };
    switch (conflict.data.code) {
      case 'places_taken':
        return { kind: 'taken', seats: conflict.data.places ?? [] };
      case 'zone_full':
        return { kind: 'zone_full', remaining: conflict.data.remaining ?? 0 };
      case 'not_on_sale':
        return { kind: 'not_on_sale' };
      case 'hold_limit':
        return { kind: 'hold_limit', reason: conflict.data.reason ?? 'event' };
    }
  }
  if (failure.status === 400) {
    const codes = fieldCodes(failure.body);
    if (codes.includes('too_many_places')) {
      return { kind: 'too_many', message: firstFieldMessage(failure.body, ['places', 'quantity']) };
    }
    if (codes.includes('does_not_exist')) return { kind: 'gone' };
  }
  return { kind: 'failed' };
}
