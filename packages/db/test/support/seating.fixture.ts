// Builds the smallest catalogue that can be sold: a city, a venue with one hall, a plan with one
// price category, one row of seats and one general-admission zone, a performance, one event
// priced for that category, and carts to hold seats in.
import type { Db } from '../../src/client.js';
import {
  carts,
  cities,
  eventPrices,
  events,
  eventZoneInventory,
  hallPlans,
  halls,
  performances,
  planRows,
  planSeats,
  planSections,
  planZones,
  priceCategories,
  sessions,
  venues,
} from '../../src/schema/index.js';

export type SeatingFixture = {
  eventId: number;
  seatIds: number[];
  zoneId: number;
  zoneCapacity: number;
  priceCategoryId: number;
  newCart(): Promise<number>;
};

let uniq = 0;

export async function createSeatingFixture(
  db: Db,
  options: { seats?: number; zoneCapacity?: number } = {},
): Promise<SeatingFixture> {
  uniq += 1;
  const tag = `${process.pid}-${uniq}`;
  const [city] = await db
    .insert(cities)
    .values({
      slug: `city-${tag}`,
      name: { ru: 'Казань' },
      nameCase: { ru: 'Казани' },
      timezone: 'Europe/Moscow',
    })
    .returning();
  const [venue] = await db
    .insert(venues)
    .values({ type: 'THEATER', slug: `venue-${tag}`, name: { ru: 'Театр' }, cityId: city!.id })
    .returning();
  const [hall] = await db
    .insert(halls)
    .values({
      venueId: venue!.id,
      slug: 'main',
      title: { ru: 'Большой зал' },
      address: { ru: 'ул. Баумана, 1' },
    })
    .returning();
  const [plan] = await db
    .insert(hallPlans)
    .values({ hallId: hall!.id, name: 'Основной', isDefault: true })
    .returning();
  const [category] = await db
    .insert(priceCategories)
    .values({ planId: plan!.id, key: 'c1', name: { ru: 'Партер' }, color: '#C62828' })
    .returning();
  const [section] = await db
    .insert(planSections)
    .values({ planId: plan!.id, key: 's1', name: { ru: 'Партер' }, kind: 'parterre' })
    .returning();
  const [row] = await db
    .insert(planRows)
    .values({ sectionId: section!.id, key: 's1-1', label: '1' })
    .returning();
  const seatCount = options.seats ?? 4;
  const seats = await db
    .insert(planSeats)
    .values(
      Array.from({ length: seatCount }, (_, index) => ({
        planId: plan!.id,
        sectionId: section!.id,
        rowId: row!.id,
        key: `s1-1-${index + 1}`,
        label: String(index + 1),
        x: index * 20,
        y: 0,
        priceCategoryId: category!.id,
      })),
    )
    .returning({ id: planSeats.id });
  const zoneCapacity = options.zoneCapacity ?? 5;
  const [zone] = await db
    .insert(planZones)
    .values({
      planId: plan!.id,
      key: 'z1',
      name: { ru: 'Танцпол' },
      capacity: zoneCapacity,
      priceCategoryId: category!.id,
      shape: { kind: 'rect', x: 0, y: 100, width: 200, height: 100 },
    })
    .returning();
  const [performance] = await db
    .insert(performances)
    .values({ slug: `show-${tag}`, title: { ru: 'Гамлет' }, venueId: venue!.id })
    .returning();
  const [event] = await db
    .insert(events)
    .values({
      performanceId: performance!.id,
      hallId: hall!.id,
      planId: plan!.id,
      cityId: city!.id,
      nombilkn: 100_000 + uniq,
      startsAt: new Date('2030-03-01T16:00:00Z'),
      timezone: 'Europe/Moscow',
    })
    .returning();
  await db
    .insert(eventPrices)
    .values({ eventId: event!.id, priceCategoryId: category!.id, priceKopecks: 250_000 });
  await db
    .insert(eventZoneInventory)
    .values({ eventId: event!.id, zoneId: zone!.id, capacity: zoneCapacity });

  let cartCount = 0;
  return {
    eventId: event!.id,
    seatIds: seats.map((seat) => seat.id),
    zoneId: zone!.id,
    zoneCapacity,
    priceCategoryId: category!.id,
    async newCart() {
      cartCount += 1;
      const sessionId = `session-${tag}-${cartCount}`;
      await db.insert(sessions).values({ id: sessionId, expiresAt: new Date('2031-01-01T00:00:00Z') });
      const [cart] = await db.insert(carts).values({ sessionId }).returning({ id: carts.id });
      return cart!.id;
    },
  };
}
