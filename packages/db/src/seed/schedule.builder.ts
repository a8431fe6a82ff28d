// Seeds the sessions: events over the 90 days from today at the times theatres really play
// (evenings at 19:00 or 19:30, weekend matinees at 12:00, late stand-up), with prices per price
// category in kopecks, box-office numbers, zone inventories, a few open-date, announced,
// cancelled and early-access events, and the choice of which events have sold seats.
import { eventAccessKeys, eventPrices, events, eventZoneInventory } from '../schema/index.js';
import { addDays, instantAt, isWeekend, weekday } from './calendar.js';
import type { WorkKind } from './data/works.data.js';
import type { Random } from './random.js';
import { sha256 } from './reference.builder.js';
import type { PerformanceRef } from './repertoire.builder.js';
import type { SeedContext } from './seed.context.js';
import type { PlanRef } from './venues.builder.js';

/** Sessions lie in [today, today + HORIZON_DAYS). */
const HORIZON_DAYS = 90;

export type EventRef = {
  id: number;
  performance: PerformanceRef;
  plan: PlanRef;
  day: string;
  /** Wall-clock start in the venue's city, `HH:MM`. */
  time: string;
  prices: Map<number, number>;
  /** Share of sellable seats the sales builder sells: 1 for a sold-out event. */
  soldShare: number;
};

type KindSchedule = {
  sessions: readonly [number, number];
  weekday: readonly string[];
  weekend: readonly string[];
  /** Preference for Friday to Sunday. */
  weekendWeight: number;
  /** Top price range in roubles (the dearest category, Moscow). */
  top: readonly [number, number];
  /** Floor of the cheapest category in roubles. */
  floor: number;
};

const SCHEDULES: Record<WorkKind, KindSchedule> = {
  drama: {
    sessions: [3, 8],
    weekday: ['19:00', '19:00', '19:30'],
    weekend: ['18:00', '19:00', '12:00'],
    weekendWeight: 1.5,
    top: [2500, 6000],
    floor: 800,
  },
  comedy: {
    sessions: [3, 8],
    weekday: ['19:00', '19:30'],
    weekend: ['18:00', '19:00', '12:00'],
    weekendWeight: 1.5,
    top: [2000, 5000],
    floor: 800,
  },
  opera: {
    sessions: [2, 6],
    weekday: ['19:00', '19:00', '19:30'],
    weekend: ['18:00', '12:00'],
    weekendWeight: 1.3,
    top: [5000, 15000],
    floor: 1000,
  },
  ballet: {
    sessions: [2, 6],
    weekday: ['19:00', '19:30'],
    weekend: ['12:00', '18:00', '19:00'],
    weekendWeight: 1.5,
    top: [6000, 15000],
    floor: 1200,
  },
  operetta: {
    sessions: [3, 6],
    weekday: ['19:00'],
    weekend: ['12:00', '18:00'],
    weekendWeight: 1.4,
    top: [3000, 7000],
    floor: 900,
  },
  concert: {
    sessions: [1, 3],
    weekday: ['19:00', '19:30', '20:00'],
    weekend: ['17:00', '19:00'],
    weekendWeight: 1.5,
    top: [2000, 6000],
    floor: 700,
  },
  'rock-concert': {
    sessions: [1, 2],
    weekday: ['20:00'],
    weekend: ['19:00', '20:00'],
    weekendWeight: 2,
    top: [3500, 9000],
    floor: 1500,
  },
  children: {
    sessions: [4, 10],
    weekday: ['11:00', '18:00'],
    weekend: ['11:00', '12:00', '14:00'],
    weekendWeight: 4,
    top: [1000, 2500],
    floor: 500,
  },
  'stand-up': {
    sessions: [4, 10],
    weekday: ['20:00', '21:30'],
    weekend: ['19:00', '21:30'],
    weekendWeight: 3,
    top: [1500, 3500],
    floor: 1000,
  },
};

const SOLD_OUT_EVENTS = 3;
const PARTLY_SOLD_EVENTS = 20;

export async function buildSchedule(
  ctx: SeedContext,
  performanceRefs: readonly PerformanceRef[],
): Promise<EventRef[]> {
  const { writer } = ctx;
  const busy = new Set<string>();
  const result: EventRef[] = [];
  const numbers = ctx.random('nombilkn');
  let nombilkn = 104_000;

  for (const [index, performance] of performanceRefs.entries()) {
    const random = ctx.random(`schedule:${performance.id}`);
    const schedule = SCHEDULES[performance.work.kind];
    const [minSessions, maxSessions] = performance.isBase ? schedule.sessions : [1, 4];
    const sessions = random.int(minSessions, maxSessions);
    const top =
      random.int(schedule.top[0], schedule.top[1]) *
      performance.venue.city.data.priceFactor *
      (performance.isPremiere ? 1.15 : 1);
    const bottomShare = random.int(15, 30) / 100;
    const tz = performance.venue.city.data;

    for (let s = 0; s < sessions; s++) {
      const slot = pickSlot(random, schedule, ctx.today, busy, performance, performance.isBase);
      if (!slot) continue;
      nombilkn += numbers.int(1, 7);
      const id = writer.id(events);
      const plan = performance.hall.plan;
      const prices = priceList(
        plan,
        top,
        bottomShare,
        schedule.floor * tz.priceFactor,
        isWeekend(slot.day) && slot.time >= '17:00',
      );
      const values = [...prices.values()];

      const openDate =
        performance.isBase &&
        (performance.work.kind === 'concert' || performance.work.kind === 'children') &&
        random.chance(0.08);
      // An open-date ticket is valid for a month from its begin date: the event date is the last day.
      const endDay = openDate
        ? addDays(slot.day, Math.min(30, HORIZON_DAYS - 1 - daysFrom(ctx.today, slot.day)))
        : slot.day;
      const startsAt = instantAt(endDay, openDate ? '21:00' : slot.time, tz.utcOffset);

      const offset = daysFrom(ctx.today, slot.day);
      const roll = random.next();
      const saleStatus =
        performance.isBase && offset > 60 && roll < 0.03
          ? 'announced'
          : performance.isBase && roll > 0.997
            ? 'cancelled'
            : 'on_sale';
      const presale = performance.isBase && saleStatus === 'on_sale' && offset > 20 && random.chance(0.01);
      const saleOpensAt =
        saleStatus === 'announced'
          ? instantAt(addDays(ctx.today, random.int(10, 30)), '10:00', tz.utcOffset)
          : presale
            ? instantAt(addDays(ctx.today, random.int(5, 15)), '10:00', tz.utcOffset)
            : null;

      writer.add(events, {
        id,
        performanceId: performance.id,
        hallId: performance.hall.id,
        planId: plan.id,
        cityId: performance.venue.city.id,
        nombilkn,
        age: null,
        startsAt,
        timezone: tz.timeZone,
        withOpenDate: openDate,
        beginDate: openDate ? slot.day : null,
        beginTime: openDate ? '10:00:00' : null,
        saleStatus,
        saleOpensAt,
        maxSeatsPerOrder: performance.work.kind === 'stand-up' ? 6 : 10,
        // Some rock concerts, and every fifth session of the others, so the demo always has named tickets on sale.
        requiresNamedTickets:
          (performance.work.kind === 'rock-concert' && random.chance(0.15)) ||
          (performance.work.kind === 'rock-concert' && nombilkn % 5 === 0),
        minPriceKopecks: Math.min(...values),
        maxPriceKopecks: Math.max(...values),
        createdAt: ctx.createdAt,
        updatedAt: ctx.createdAt,
      });
      for (const [categoryId, price] of prices) {
        writer.add(eventPrices, {
          id: writer.id(eventPrices),
          eventId: id,
          priceCategoryId: categoryId,
          priceKopecks: price,
        });
      }
      for (const zone of plan.zones) {
        writer.add(eventZoneInventory, { eventId: id, zoneId: zone.id, capacity: zone.capacity });
      }
      if (presale) {
        // The plain key is PRESALE-<nombilkn>; only its hash is stored.
        writer.add(eventAccessKeys, {
          id: writer.id(eventAccessKeys),
          eventId: id,
          keyHash: sha256(`PRESALE-${nombilkn}`),
          label: 'Предпродажа для подписчиков',
          expiresAt: saleOpensAt,
          createdAt: ctx.createdAt,
        });
      }
      if (saleStatus === 'on_sale' && !openDate) {
        result.push({ id, performance, plan, day: slot.day, time: slot.time, prices, soldShare: 0 });
      }
    }
    if (index % 200 === 0) await writer.checkpoint();
  }
  return markSales(ctx, result);
}

/**
 * Chooses the events that have sold seats, before the events are written, so a sold-out one can
 * carry the sold_out status. Only base events in small seated halls: rare and small on purpose.
 */
function markSales(ctx: SeedContext, eventRefs: EventRef[]): EventRef[] {
  const random = ctx.random('sales-choice');
  const base = eventRefs.filter((e) => e.performance.isBase && daysFrom(ctx.today, e.day) >= 2);
  const smallSeated = base.filter((e) => e.plan.zones.length === 0 && e.plan.seatCount <= 360);
  const soldOut = random.sample(smallSeated, SOLD_OUT_EVENTS);
  for (const e of soldOut) e.soldShare = 1;
  const soon = base.filter((e) => e.soldShare === 0 && daysFrom(ctx.today, e.day) < 30);
  for (const e of random.sample(soon, PARTLY_SOLD_EVENTS)) e.soldShare = random.int(5, 30) / 100;
  return eventRefs.filter((e) => e.soldShare > 0);
}

function daysFrom(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

function pickSlot(
  random: Random,
  schedule: KindSchedule,
  today: string,
  busy: Set<string>,
  performance: PerformanceRef,
  checkHall: boolean,
): { day: string; time: string } | null {
  for (let attempt = 0; attempt < 20; attempt++) {
    const day = addDays(today, random.int(0, HORIZON_DAYS - 1));
    const dow = weekday(day);
    const weekendish = dow === 0 || dow === 5 || dow === 6;
    // Rejection sampling towards weekends for the kinds that play mostly then.
    if (!weekendish && random.next() > 1 / schedule.weekendWeight) continue;
    const time = random.pick(isWeekend(day) ? schedule.weekend : schedule.weekday);
    // A hall plays one matinee and one evening show a day.
    const key = `${performance.hall.id}:${day}:${time < '16:00' ? 'matinee' : 'evening'}`;
    if (checkHall && busy.has(key)) continue;
    busy.add(key);
    return { day, time };
  }
  return null;
}

/** Price per category: linear from the top price (tier 0) down to the cheapest tier, by 100 ₽. */
function priceList(
  plan: PlanRef,
  top: number,
  bottomShare: number,
  floor: number,
  weekendEvening: boolean,
): Map<number, number> {
  const maxTier = Math.max(1, ...plan.categories.map((c) => c.tier));
  const bottom = Math.max(floor, top * bottomShare);
  const factor = weekendEvening ? 1.1 : 1;
  const prices = new Map<number, number>();
  for (const category of plan.categories) {
    const roubles = (top - ((top - bottom) * category.tier) / maxTier) * factor;
    prices.set(category.id, Math.max(100, Math.round(roubles / 100) * 100) * 100);
  }
  return prices;
}
