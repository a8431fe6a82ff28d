// Owns the waiting list contracts (issue 6, "tell me when tickets are back"): joining the list of a sold-out session
// (POST /events/{id}/waiting_list), and the links of its offer mail: claiming the places kept for you
// (POST /waiting_list/claim) and leaving the list (POST /waiting_list/leave).
import { z } from 'zod';
import { ZIdField } from './catalogue-query.ts';
import { ZEmailField } from './forms.ts';

/** Most places one person may wait for. */
export const WAITING_LIST_MAX_QUANTITY = 10;

export const ZWaitingListJoinRequest = z
  .object({
    email: ZEmailField.describe('Where the offer is sent.'),
    quantity: z.number().int().min(1).max(WAITING_LIST_MAX_QUANTITY).default(1),
  })
  .meta({ id: 'WaitingListJoinRequest' });
export type TWaitingListJoinRequest = z.input<typeof ZWaitingListJoinRequest>;

export const ZWaitingListJoined = z
  .object({ position: z.number().int().describe('Your place in the queue, 1 for the first.') })
  .meta({ id: 'WaitingListJoined' });
export type TWaitingListJoined = z.infer<typeof ZWaitingListJoined>;

/** The link of the offer mail: the entry and its key. */
export const ZWaitingListLink = z
  .object({ entry: ZIdField, key: z.string().min(1).max(64) })
  .meta({ id: 'WaitingListLink' });
export type TWaitingListLink = z.infer<typeof ZWaitingListLink>;

export const ZWaitingListClaimed = z
  .object({ count: z.number().int().describe('Places now held in your cart.'), event: z.number().int() })
  .meta({ id: 'WaitingListClaimed' });
export type TWaitingListClaimed = z.infer<typeof ZWaitingListClaimed>;
