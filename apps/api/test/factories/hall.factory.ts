// Builds a sellable hall for the seat map and cart tests (and the holds benchmark): a plan with price
// categories in four languages, sections of numbered rows, seats on a grid, optional seats kept off
// sale and general-admission zones, a published performance and one event priced per category.
import {
  type Db,
  eventPrices,
  events,
  eventZoneInventory,
  planRows,
  planSeats,
  planSections,
  planZones,
  priceCategories,
} from '@afisha/db';
import { createPerformance, createVenue, type VenueRef } from './catalogue.factory.ts';
import { first } from './rows.ts';
import { nextSequence } from './sequence.ts';

type L = { ru: string; en?: string; fr?: string; de?: string };

export type HallSpec = {
  categories?: {
    name: L;
    color: string /** Kopecks; null: not sold at this event. */;
    price: number | null;
  }[];
  sections?: {
    name: L;
    kind?: 'parterre' | 'amphitheatre' | 'mezzanine' | 'balcony' | 'box' | 'stalls' | 'dance_floor' | 'other';
    rows: number;
    seatsPerRow: number;
    /** Index into categories, per row (0-based row index). */
    category?: (row: number) => number;
  }[];
  zones?: { name: L; capacity: number; category?: number }[];
  /** Seats never sold online: [section index, row number (1-based), seat number (1-based)]. */
  offSale?: [number, number, number][];
  startsAt?: Date;
  saleStatus?: 'on_sale' | 'sold_out' | 'not_on_sale' | 'cancelled' | 'announced';
  saleOpensAt?: Date | null;
  maxSeatsPerOrder?: number;
  isPublished?: boolean;
  venue?: VenueRef;
};

export type HallSeat = { id: number; section: number; row: number; seat: number; category: number };

export const DEFAULT_CATEGORIES = [
  { name: { ru: 'Первая категория', en: 'First category' }, color: '#C62828', price: 350_000 },
  { name: { ru: 'Вторая категория', en: 'Second category' }, color: '#1565C0', price: 150_050 },
];

/** Halls made on a venue given again (its plan shared): each one's keys start apart, as keys are unique in a plan. */
let sharedPlanHalls = 0;

export async function createHall(db: Db, spec: HallSpec = {}) {
  const venue = spec.venue ?? (await createVenue(db));
  const planId = venue.plan.id;
  const k = spec.venue ? `h${++sharedPlanHalls}-` : '';
  const categorySpecs = spec.categories ?? DEFAULT_CATEGORIES;
  const categories: (typeof priceCategories.$inferSelect)[] = [];
  for (const [position, category] of categorySpecs.entries()) {
    categories.push(
      first(
        await db
          .insert(priceCategories)
          .values({
            planId,
            key: `${k}c${position + 1}`,
            name: category.name,
            color: category.color,
            position,
          })
          .returning(),
      ),
    );
  }
  const sectionSpecs = spec.sections ?? [
    { name: { ru: 'Партер', en: 'Stalls' }, kind: 'parterre' as const, rows: 3, seatsPerRow: 6 },
    {
      name: { ru: 'Балкон', en: 'Balcony' },
      kind: 'balcony' as const,
      rows: 2,
      seatsPerRow: 4,
      category: () => 1,
    },
  ];
  const offSale = new Set((spec.offSale ?? []).map((key) => key.join(':')));
  const seats: HallSeat[] = [];
  const sections: (typeof planSections.$inferSelect)[] = [];
  let top = 100;
  for (const [sectionIndex, section] of sectionSpecs.entries()) {
    const sectionRow = first(
      await db
        .insert(planSections)
        .values({
          planId,
          key: `${k}s${sectionIndex + 1}`,
          name: section.name,
          kind: section.kind ?? 'parterre',
          position: sectionIndex,
        })
        .returning(),
    );
    sections.push(sectionRow);
    for (let r = 1; r <= section.rows; r++) {
      const row = first(
        await db
          .insert(planRows)
          .values({
            sectionId: sectionRow.id,
            key: `${k}s${sectionIndex + 1}-${r}`,
            label: String(r),
            position: r,
          })
          .returning(),
      );
      const category = section.category?.(r - 1) ?? 0;
      const inserted = await db
        .insert(planSeats)
        .values(
          Array.from({ length: section.seatsPerRow }, (_, i) => ({
            planId,
            sectionId: sectionRow.id,
            rowId: row.id,
            key: `${k}s${sectionIndex + 1}-${r}-${i + 1}`,
            label: String(i + 1),
            x: 40 + i * 26,
            y: top + r * 30,
            priceCategoryId: categories[category]!.id,
            isSellable: !offSale.has(`${sectionIndex}:${r}:${i + 1}`),
          })),
        )
        .returning({ id: planSeats.id, label: planSeats.label });
      for (const seat of inserted) {
        seats.push({ id: seat.id, section: sectionIndex, row: r, seat: Number(seat.label), category });
      }
    }
    top += section.rows * 30 + 60;
  }
  const zones: (typeof planZones.$inferSelect)[] = [];
  for (const [position, zone] of (spec.zones ?? []).entries()) {
    zones.push(
      first(
        await db
          .insert(planZones)
          .values({
            planId,
            key: `${k}z${position + 1}`,
            name: zone.name,
            capacity: zone.capacity,
            priceCategoryId: categories[zone.category ?? 0]!.id,
            shape: { kind: 'rect', x: 40, y: top, width: 300, height: 100 },
            position,
          })
          .returning(),
      ),
    );
    top += 120;
  }
  const performance = await createPerformance(db, venue, {
    title: { ru: 'Гамлет', en: 'Hamlet', fr: 'Hamlet', de: 'Hamlet' },
    isPublished: spec.isPublished ?? true,
  });
  const prices = categorySpecs.map((c) => c.price).filter((p): p is number => p !== null);
  const event = first(
    await db
      .insert(events)
      .values({
        performanceId: performance.id,
        hallId: venue.hall.id,
        planId,
        cityId: venue.city.id,
        nombilkn: 500_000 + nextSequence(),
        startsAt: spec.startsAt ?? new Date('2030-02-01T16:00:00Z'),
        timezone: venue.timezone,
        saleStatus: spec.saleStatus ?? 'on_sale',
        saleOpensAt: spec.saleOpensAt ?? null,
        maxSeatsPerOrder: spec.maxSeatsPerOrder ?? 10,
        minPriceKopecks: prices.length ? Math.min(...prices) : null,
        maxPriceKopecks: prices.length ? Math.max(...prices) : null,
      })
      .returning(),
  );
  for (const [index, category] of categorySpecs.entries()) {
    if (category.price === null) continue;
    await db
      .insert(eventPrices)
      .values({ eventId: event.id, priceCategoryId: categories[index]!.id, priceKopecks: category.price });
  }
  for (const zone of zones) {
    await db
      .insert(eventZoneInventory)
      .values({ eventId: event.id, zoneId: zone.id, capacity: zone.capacity });
  }
  /** The id of seat `seat` of row `row` in section `section` (1-based row and seat). */
  const seatId = (section: number, row: number, seat: number) => {
    const found = seats.find((s) => s.section === section && s.row === row && s.seat === seat);
    if (!found) throw new Error(`no seat ${section}/${row}/${seat}`);
    return found.id;
  };
  return { venue, performance, event, categories, sections, seats, zones, seatId };
}

export type Hall = Awaited<ReturnType<typeof createHall>>;
