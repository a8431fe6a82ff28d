// Builds the smallest sellable event for cart tests: a venue with one hall and plan, one price
// category, a row of seats and a general-admission zone, one performance and one event.
import {
  type Db,
  events,
  eventZoneInventory,
  performances,
  planRows,
  planSeats,
  planSections,
  planZones,
  priceCategories,
} from '@afisha/db';
import { createVenue } from './catalogue.factory.ts';
import { first } from './rows.ts';
import { nextSequence } from './sequence.ts';

export async function createEventWithSeats(db: Db, options: { seats?: number; zoneCapacity?: number } = {}) {
  const n = nextSequence();
  const { venue, hall, plan, city } = await createVenue(db);
  const category = first(
    await db
      .insert(priceCategories)
      .values({ planId: plan.id, key: 'c1', name: { ru: 'Партер' }, color: '#aa3300' })
      .returning(),
  );
  const section = first(
    await db
      .insert(planSections)
      .values({ planId: plan.id, key: 's1', name: { ru: 'Партер' }, kind: 'parterre' })
      .returning(),
  );
  const row = first(
    await db.insert(planRows).values({ sectionId: section.id, key: 's1-1', label: '1' }).returning(),
  );
  const seatCount = options.seats ?? 3;
  const seats = await db
    .insert(planSeats)
    .values(
      Array.from({ length: seatCount }, (_, i) => ({
        planId: plan.id,
        sectionId: section.id,
        rowId: row.id,
        key: `s1-1-${i + 1}`,
        label: String(i + 1),
        x: i * 10,
        y: 0,
        priceCategoryId: category.id,
      })),
    )
    .returning({ id: planSeats.id });
  const zone = first(
    await db
      .insert(planZones)
      .values({
        planId: plan.id,
        key: 'z1',
        name: { ru: 'Танцпол' },
        capacity: options.zoneCapacity ?? 100,
        priceCategoryId: category.id,
        shape: { kind: 'rect', x: 0, y: 100, width: 100, height: 50 },
      })
      .returning(),
  );
  const performance = first(
    await db
      .insert(performances)
      .values({ slug: `performance-${n}`, title: { ru: `Спектакль ${n}` }, venueId: venue.id })
      .returning(),
  );
  const event = first(
    await db
      .insert(events)
      .values({
        performanceId: performance.id,
        hallId: hall.id,
        planId: plan.id,
        cityId: city.id,
        nombilkn: 100_000 + n,
        startsAt: new Date('2030-02-01T16:00:00Z'),
        timezone: 'Europe/Moscow',
      })
      .returning(),
  );
  await db.insert(eventZoneInventory).values({ eventId: event.id, zoneId: zone.id, capacity: zone.capacity });
  return { event, seatIds: seats.map((seat) => seat.id), zoneId: zone.id };
}
