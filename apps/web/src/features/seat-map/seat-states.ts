// Owns what each seat of the map is right now, from the live status (GET /events/{id}/places/status) and the seats
// this page is holding at this moment: the visitor's own (`mine`), someone else's (`held`), `sold`, `blocked`
// (never sold online, or its category is not priced), a hold on its way (`pending`), else `free`. Also the changes
// the page makes to its copy of the status when an answer of /cart/add or /cart/delete arrives, so the map shows
// the result at once instead of at the next poll.
import type { TCartLine, TPlacesStatus } from '@afisha/contracts';
import type { MapModel } from './seat-map-model';

export type SeatState = 'free' | 'mine' | 'pending' | 'held' | 'sold' | 'blocked';

/** Seats that are not free, by id; a seat missing from the map is free. */
export type SeatStates = ReadonlyMap<number, SeatState>;

export function seatStates(
  model: MapModel,
  status: TPlacesStatus | undefined,
  pending: ReadonlySet<number>,
): SeatStates {
  const states = new Map<number, SeatState>();
  for (const seat of model.seats) if (seat.price === null) states.set(seat.id, 'blocked');
  if (status) {
    for (const id of status.blocked) states.set(id, 'blocked');
    for (const id of status.held) states.set(id, 'held');
    for (const id of status.sold) states.set(id, 'sold');
    for (const line of status.mine) if (line.seat !== null) states.set(line.seat, 'mine');
  }
  for (const id of pending) if (!states.has(id)) states.set(id, 'pending');
  return states;
}

export const stateOf = (states: SeatStates, id: number): SeatState => states.get(id) ?? 'free';

/** Someone else's seat, one sold, or one never sold: it cannot be chosen. */
export const isUnavailable = (state: SeatState): boolean =>
  state === 'held' || state === 'sold' || state === 'blocked';

const withoutDuplicates = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** The status after /cart/add held these lines (seats, or a zone line with its new total quantity). */
export function applyHold(status: TPlacesStatus, lines: readonly TCartLine[]): TPlacesStatus {
  let { held, mine, zones } = status;
  for (const line of lines) {
    if (line.event !== status.event) continue;
    if (line.seat !== null) {
      const seat = line.seat;
      held = withoutDuplicates([...held, seat]);
      mine = [
        ...mine.filter((entry) => entry.seat !== seat),
        { seat, zone: null, quantity: 1, item: line.id },
      ];
    } else if (line.zone !== null) {
      const zone = line.zone;
      const before = mine.find((entry) => entry.zone === zone)?.quantity ?? 0;
      const added = Math.max(0, line.quantity - before);
      mine = [
        ...mine.filter((entry) => entry.zone !== zone),
        { seat: null, zone, quantity: line.quantity, item: line.id },
      ];
      zones = zones.map((entry) =>
        entry.id === zone ? { ...entry, remaining: Math.max(0, entry.remaining - added) } : entry,
      );
    }
  }
  return { ...status, held, mine, zones };
}

/** The status after a 409 named seats someone else took. */
export function applyTaken(status: TPlacesStatus, seatIds: readonly number[]): TPlacesStatus {
  return { ...status, held: withoutDuplicates([...status.held, ...seatIds]) };
}

/** The status after a 409 said how many places a zone has left. */
export function applyZoneRemaining(status: TPlacesStatus, zoneId: number, remaining: number): TPlacesStatus {
  return {
    ...status,
    zones: status.zones.map((entry) => (entry.id === zoneId ? { ...entry, remaining } : entry)),
  };
}

/** The status after /cart/delete released these cart lines of the visitor. */
export function applyRelease(status: TPlacesStatus, itemIds: readonly number[]): TPlacesStatus {
  const released = status.mine.filter((entry) => itemIds.includes(entry.item));
  if (released.length === 0) return status;
  const freedSeats = new Set(released.flatMap((entry) => (entry.seat === null ? [] : [entry.seat])));
  return {
    ...status,
    held: status.held.filter((id) => !freedSeats.has(id)),
    mine: status.mine.filter((entry) => !itemIds.includes(entry.item)),
    zones: status.zones.map((zone) => {
      const back = released
        .filter((entry) => entry.zone === zone.id)
        .reduce((sum, entry) => sum + entry.quantity, 0);
      return back === 0 ? zone : { ...zone, remaining: zone.remaining + back };
    }),
  };
}

/** Places (seats and zone places) the visitor holds at this event. */
export function placesChosen(status: TPlacesStatus | undefined): number {
  return status ? status.mine.reduce((sum, entry) => sum + entry.quantity, 0) : 0;
}

/**
 * Why `quantity` more places may not be asked for before asking (null: they may): the sale is closed, or the order
 * would pass the limit per order counting the holds still on their way.
 */
export function refusalBeforeAsking(
  status: TPlacesStatus | undefined,
  pendingCount: number,
  quantity: number,
  maxPerOrder: number,
): 'closed' | 'too_many' | null {
  if (status && !status.on_sale) return 'closed';
  if (placesChosen(status) + pendingCount + quantity > maxPerOrder) return 'too_many';
  return null;
}
