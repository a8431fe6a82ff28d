// Owns the contracts of two operations on one session in the back office (docs/api.md "Back office", issue 20):
// seats taken off sale and put back (POST/GET /manage/events/{id}/seats: house seats, a camera), and cancelling the
// session (POST /manage/events/{id}/cancel: off sale at once, holds released, paid orders refunded through their
// own provider, buyers mailed and notified). Imported as `@afisha/contracts/manage/event-ops`.
import { z } from 'zod';
import { ZErrorDetail } from '../errors.ts';
import { manageText, ZRecordId, ZRecordVersion } from './common.ts';

/** How many seats one call may block or unblock (a 1,500-seat hall whole, with room). */
export const MAX_SEATS_PER_CHANGE = 5000;

// ---------------------------------------------------------------------------------------------------------------
// Seats off sale.

/**
 * POST /manage/events/{id}/seats. Seat ids are those of GET /events/{id}/places. All or none: a seat to block that
 * is held, ordered or sold now refuses the whole call (409 `places_taken`, `places` naming them); a seat not of the
 * session's plan is a field error on `block` / `unblock` (`does_not_exist`, `params.seats` naming them). Blocking a
 * seat already blocked sets its reason anew; unblocking a seat that is not blocked does nothing.
 */
export const ZEventSeatsChange = z
  .object({
    block: z.array(ZRecordId).max(MAX_SEATS_PER_CHANGE).default([]),
    unblock: z.array(ZRecordId).max(MAX_SEATS_PER_CHANGE).default([]),
    /** Required when `block` is not empty (1..200 characters), kept with each seat blocked by this call. */
    reason: manageText({ max: 200 }).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.block.length === 0 && value.unblock.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['block'], params: { message: 'field.required' } });
    }
    if (value.block.length > 0 && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], params: { message: 'field.required' } });
    }
    const blocked = new Set(value.block);
    if (value.unblock.some((seat) => blocked.has(seat))) {
      ctx.addIssue({ code: 'custom', path: ['unblock'], params: { message: 'field.invalid' } });
    }
  });
export type TEventSeatsChange = z.input<typeof ZEventSeatsChange>;

export const ZBlockedSeat = z
  .object({
    seat: z.number().int().describe('The seat id (as in GET /events/{id}/places).'),
    section: z.string(),
    row: z.string(),
    label: z.string(),
    reason: z.string(),
    blocked_at: z.string().describe('ISO date-time.'),
    blocked_by: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  })
  .meta({ id: 'ManageBlockedSeat' });
export type TBlockedSeat = z.infer<typeof ZBlockedSeat>;

/** GET /manage/events/{id}/seats, and the answer of POST: the session's seats as the manager's seat view needs. */
export const ZEventSeats = z
  .object({
    event: z.number().int(),
    /** The plan's seats (zones are not counted). */
    counts: z.object({
      total: z.number().int(),
      free: z.number().int(),
      held: z.number().int().describe('In carts, and in orders not paid yet.'),
      sold: z.number().int(),
      blocked: z.number().int(),
    }),
    blocked: z.array(ZBlockedSeat),
  })
  .meta({ id: 'ManageEventSeats' });
export type TEventSeats = z.infer<typeof ZEventSeats>;

/** 409 of a block refused because some seats are held, ordered or sold now: nothing changed. */
export const ZSeatsTaken = ZErrorDetail.extend({ places: z.array(z.number().int()) }).meta({
  id: 'ManageSeatsTaken',
});

// ---------------------------------------------------------------------------------------------------------------
// Cancelling a session.

/**
 * POST /manage/events/{id}/cancel. Buyers are always told: each refund sends the refund mail and notification of the
 * refund path (in the buyer's language), so there is no switch to keep them silent.
 */
export const ZEventCancel = z
  .object({
    reason: manageText({ max: 500, multiline: true }).pipe(z.string().min(1)),
  })
  .strict();
export type TEventCancel = z.input<typeof ZEventCancel>;

/**
 * The answer of a cancel: where the session and its orders stand. Cancelling again answers the same (from the
 * state: no second refund), with `already_cancelled: true`.
 */
export const ZEventCancelled = z
  .object({
    event: z.number().int(),
    sale_status: z.literal('cancelled'),
    version: ZRecordVersion,
    cancelled_at: z.string().describe('ISO date-time.'),
    cancel_reason: z.string(),
    already_cancelled: z.boolean(),
    /** Paid orders with tickets of this session. */
    orders: z.number().int(),
    /** Seats and zone places of carts and unpaid orders let go. */
    holds_released: z.number().int(),
    refunds: z.object({
      /** Refunds made for this session's tickets (sent to the orders' providers). */
      requested: z.number().int(),
      /** …of which the provider has confirmed. */
      succeeded: z.number().int(),
      /** …of which the provider has not answered yet (the retry job sends them again). */
      pending: z.number().int(),
      /** …of which the bank refused: the box office sees them and can send them again. */
      refused: z.number().int(),
      /** Paid orders whose tickets of this session had all been refunded before the cancel. */
      already_refunded: z.number().int(),
    }),
  })
  .meta({ id: 'ManageEventCancelled' });
export type TEventCancelled = z.infer<typeof ZEventCancelled>;
