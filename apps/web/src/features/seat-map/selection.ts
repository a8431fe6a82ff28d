// Owns the list of what the visitor has chosen at this event (the seats and zone places of their cart here, from the
// status's `mine`) with each line's price, and the total. Sums are made in kopecks, so 0.1 + 0.2 never shows.
import type { TPlacesStatus } from '@afisha/contracts';
import type { MapModel, MapSeat } from './seat-map-model';

export type ChosenLine =
  | { kind: 'seat'; item: number; seat: MapSeat; price: number | null; quantity: 1; totalKopecks: number }
  | {
      kind: 'zone';
      item: number;
      zone: { id: number; name: string };
      price: number | null;
      quantity: number;
      totalKopecks: number;
    };

const kopecks = (roubles: number | null) => (roubles === null ? 0 : Math.round(roubles * 100));

/** The chosen lines in the map's order: seats by section, row and place, then zones. */
export function chosenLines(model: MapModel, status: TPlacesStatus | undefined): ChosenLine[] {
  if (!status) return [];
  const seats: ChosenLine[] = [];
  const zones: ChosenLine[] = [];
  for (const entry of status.mine) {
    if (entry.seat !== null) {
      const seat = model.byId.get(entry.seat);
      if (!seat) continue;
      seats.push({
        kind: 'seat',
        item: entry.item,
        seat,
        price: seat.price,
        quantity: 1,
        totalKopecks: kopecks(seat.price),
      });
    } else if (entry.zone !== null) {
      const zone = model.zones.find((candidate) => candidate.id === entry.zone);
      if (!zone) continue;
      const price = model.categories.get(zone.category)?.price ?? null;
      zones.push({
        kind: 'zone',
        item: entry.item,
        zone: { id: zone.id, name: zone.name },
        price,
        quantity: entry.quantity,
        totalKopecks: kopecks(price) * entry.quantity,
      });
    }
  }
  seats.sort((a, b) => {
    if (a.kind !== 'seat' || b.kind !== 'seat') return 0;
    return (
      a.seat.sectionIndex - b.seat.sectionIndex ||
      a.seat.rowIndex - b.seat.rowIndex ||
      a.seat.index - b.seat.index
    );
  });
  return [...seats, ...zones];
}

export function totalRoubles(lines: readonly ChosenLine[]): number {
  return lines.reduce((sum, line) => sum + line.totalKopecks, 0) / 100;
}

export function placesIn(lines: readonly ChosenLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
