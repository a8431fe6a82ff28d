// Owns the seats-off-sale page's arithmetic: each seat's state for the manager (blocked by the back office, with its
// reason; held or sold, never choosable; else free) from the live status and the session's blocked seats, and what a
// selection asks of the API — the free seats chosen are blocked, the blocked ones chosen are put back on sale.
import type { TBlockedSeat } from '@afisha/contracts/manage/event-ops';

export type ManagerSeatState = 'free' | 'blocked' | 'held' | 'sold';

/**
 * Each seat's state, or null until both the live status and the blocked seats are read: before that no seat may be
 * shown as on sale, since a seat not yet known to be sold would read "on sale" and could be chosen (seen in an
 * end-to-end run: the two seats a visitor had just bought were offered to the manager for a moment).
 */
export function managerSeatStates(
  status: { held: readonly number[]; sold: readonly number[]; blocked: readonly number[] } | undefined,
  blocked: readonly Pick<TBlockedSeat, 'seat'>[] | undefined,
): Map<number, Exclude<ManagerSeatState, 'free'>> | null {
  if (!status || !blocked) return null;
  const states = new Map<number, Exclude<ManagerSeatState, 'free'>>();
  for (const id of status.blocked) states.set(id, 'blocked');
  for (const seat of blocked) states.set(seat.seat, 'blocked');
  // Taken wins: a seat held or sold cannot be chosen whatever else is said of it.
  for (const id of status.held) states.set(id, 'held');
  for (const id of status.sold) states.set(id, 'sold');
  return states;
}

/** The selection split into seats to block and to unblock; held and sold seats are dropped (taken meanwhile). */
export function splitSelection(
  selected: Iterable<number>,
  states: ReadonlyMap<number, ManagerSeatState>,
): { block: number[]; unblock: number[] } {
  const block: number[] = [];
  const unblock: number[] = [];
  for (const id of selected) {
    const state = states.get(id) ?? 'free';
    if (state === 'free') block.push(id);
    else if (state === 'blocked') unblock.push(id);
  }
  return { block: block.sort((a, b) => a - b), unblock: unblock.sort((a, b) => a - b) };
}
