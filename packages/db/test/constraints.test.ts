// Constraints that do real work beyond the seat guarantee: money is never negative, ratings stay
// in 1..5, translations always carry Russian, case-insensitive uniqueness, order arithmetic,
// venue-local event dates, promo code shape, the gift-certificate ledger, and the known notification kinds.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/client.js';
import {
  certificateTransactions,
  eventPrices,
  events,
  extraServices,
  giftCertificates,
  notificationKinds,
  notifications,
  orders,
  performances,
  promoCodes,
  reviews,
  users,
} from '../src/schema/index.js';
import { createTestDatabase } from '../src/testing.js';
import { CHECK_VIOLATION, expectDbError, RESTRICT_VIOLATION, UNIQUE_VIOLATION } from './support/db-errors.js';
import { createSeatingFixture, type SeatingFixture } from './support/seating.fixture.js';

let database: Database;
let fx: SeatingFixture;
let userId: number;
let performanceId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  fx = await createSeatingFixture(database.db);
  const [user] = await database.db
    .insert(users)
    .values({ email: 'Ivan.Petrov@Example.com', passwordHash: 'argon2id$…' })
    .returning({ id: users.id });
  userId = user!.id;
  const [event] = await database.db
    .select({ performanceId: events.performanceId })
    .from(events)
    .where(eq(events.id, fx.eventId));
  performanceId = event!.performanceId;
});
afterAll(async () => {
  await database?.close();
});

const order = (overrides: Partial<typeof orders.$inferInsert> = {}) =>
  database.db.insert(orders).values({
    number: `N-${Math.random().toString(36).slice(2, 10)}`,
    email: 'buyer@example.com',
    name: 'Анна',
    subtotalKopecks: 300_000,
    discountKopecks: 50_000,
    certificateKopecks: 0,
    totalKopecks: 250_000,
    paymentMethod: 'card',
    accessKeyHash: 'hash',
    ...overrides,
  });

describe('money', () => {
  it('refuses negative prices, totals and service prices', async () => {
    await expectDbError(
      database.db.update(eventPrices).set({ priceKopecks: -1 }).where(eq(eventPrices.eventId, fx.eventId)),
      { code: CHECK_VIOLATION, constraint: 'event_prices_price_ck' },
    );
    await expectDbError(order({ subtotalKopecks: -100, discountKopecks: 0, totalKopecks: -100 }), {
      code: CHECK_VIOLATION,
    });
    await expectDbError(
      database.db
        .insert(extraServices)
        .values({ eventId: fx.eventId, name: { ru: 'Программка' }, priceKopecks: -5 }),
      { code: CHECK_VIOLATION, constraint: 'extra_services_price_ck' },
    );
    await expectDbError(
      database.db.update(events).set({ minPriceKopecks: -1 }).where(eq(events.id, fx.eventId)),
      { code: CHECK_VIOLATION, constraint: 'events_min_price_ck' },
    );
  });

  it('keeps an order total equal to subtotal minus discount minus certificate', async () => {
    await expect(order()).resolves.toBeDefined();
    await expectDbError(order({ totalKopecks: 300_000 }), {
      code: CHECK_VIOLATION,
      constraint: 'orders_total_ck',
    });
  });

  it('does not oversell a service with a stock', async () => {
    const [service] = await database.db
      .insert(extraServices)
      .values({ performanceId, name: { ru: 'Парковка' }, priceKopecks: 30_000, stock: 2 })
      .returning({ id: extraServices.id });
    await database.db.update(extraServices).set({ sold: 2 }).where(eq(extraServices.id, service!.id));
    await expectDbError(
      database.db
        .update(extraServices)
        .set({ sold: sql`${extraServices.sold} + 1` })
        .where(eq(extraServices.id, service!.id)),
      { code: CHECK_VIOLATION, constraint: 'extra_services_stock_ck' },
    );
  });
});

describe('reviews', () => {
  it('accepts ratings 1..5 only, one review per user and performance', async () => {
    for (const rating of [0, 6]) {
      await expectDbError(database.db.insert(reviews).values({ userId, performanceId, rating }), {
        code: CHECK_VIOLATION,
        constraint: 'reviews_rating_ck',
      });
    }
    await database.db.insert(reviews).values({ userId, performanceId, rating: 5, text: 'Браво' });
    await expectDbError(database.db.insert(reviews).values({ userId, performanceId, rating: 4 }), {
      code: UNIQUE_VIOLATION,
      constraint: 'reviews_user_performance_uq',
    });
  });
});

describe('identity and text', () => {
  it('treats e-mail addresses case-insensitively', async () => {
    await expectDbError(
      database.db.insert(users).values({ email: 'ivan.petrov@example.COM', passwordHash: 'x' }),
      { code: UNIQUE_VIOLATION, constraint: 'users_email_lower_uq' },
    );
  });

  it('refuses translatable text without Russian, the fallback of every read', async () => {
    await expectDbError(
      database.db
        .insert(performances)
        .values({ slug: 'no-russian', title: { en: 'Hamlet' } as never, venueId: await venueId() }),
      { code: CHECK_VIOLATION, constraint: 'performances_title_ru_ck' },
    );
  });
});

async function venueId(): Promise<number> {
  const [row] = await database.db
    .select({ venueId: performances.venueId })
    .from(performances)
    .where(eq(performances.id, performanceId));
  return row!.venueId;
}

describe('notifications', () => {
  it('takes the known kinds only', async () => {
    const notification = (kind: string) =>
      database.db.insert(notifications).values({ userId, kind, title: { ru: 'Заказ оплачен' } });
    for (const kind of notificationKinds) await notification(kind);
    await expectDbError(notification('ticket_resold'), {
      code: CHECK_VIOLATION,
      constraint: 'notifications_kind_ck',
    });
  });
});

describe('events', () => {
  it('computes eventdate and eventtime in the venue time zone', async () => {
    // 2030-03-01T21:30Z is already 2 March, 00:30 in Moscow (UTC+3).
    await database.db
      .update(events)
      .set({ startsAt: new Date('2030-03-01T21:30:00Z') })
      .where(eq(events.id, fx.eventId));
    const [row] = await database.db
      .select({ eventDate: events.eventDate, eventTime: events.eventTime })
      .from(events)
      .where(eq(events.id, fx.eventId));
    expect(row).toEqual({ eventDate: '2030-03-02', eventTime: '00:30:00' });
  });

  it('refuses an unknown time zone and an open date without its start', async () => {
    await expectDbError(
      database.db.update(events).set({ timezone: 'Mars/Olympus' }).where(eq(events.id, fx.eventId)),
      { code: '22023' },
    );
    await expectDbError(
      database.db.update(events).set({ withOpenDate: true }).where(eq(events.id, fx.eventId)),
      { code: CHECK_VIOLATION, constraint: 'events_open_date_ck' },
    );
  });
});

describe('promo codes', () => {
  it('takes exactly one of a percentage or a fixed sum, and is unique case-insensitively', async () => {
    await expectDbError(
      database.db.insert(promoCodes).values({ code: 'BOTH', percentOff: 10, amountOffKopecks: 100 }),
      {
        code: CHECK_VIOLATION,
        constraint: 'promo_codes_discount_kind_ck',
      },
    );
    await expectDbError(database.db.insert(promoCodes).values({ code: 'NONE' }), {
      code: CHECK_VIOLATION,
      constraint: 'promo_codes_discount_kind_ck',
    });
    await database.db.insert(promoCodes).values({ code: 'Theatre10', percentOff: 10, maxUses: 1 });
    await expectDbError(database.db.insert(promoCodes).values({ code: 'THEATRE10', amountOffKopecks: 500 }), {
      code: UNIQUE_VIOLATION,
    });
    await database.db.update(promoCodes).set({ usedCount: 1 }).where(eq(promoCodes.code, 'Theatre10'));
    await expectDbError(
      database.db.update(promoCodes).set({ usedCount: 2 }).where(eq(promoCodes.code, 'Theatre10')),
      { code: CHECK_VIOLATION, constraint: 'promo_codes_used_count_ck' },
    );
  });
});

describe('gift certificate ledger', () => {
  async function issue(nominalKopecks: number): Promise<number> {
    const [certificate] = await database.db
      .insert(giftCertificates)
      .values({
        code: `GC-${Math.random().toString(36).slice(2, 10)}`,
        nominalKopecks,
        expiresAt: new Date('2031-01-01'),
      })
      .returning({ id: giftCertificates.id });
    await database.db
      .insert(certificateTransactions)
      .values({ certificateId: certificate!.id, amountKopecks: nominalKopecks, reason: 'issue' });
    return certificate!.id;
  }

  const balance = async (id: number) =>
    (await database.db.select().from(giftCertificates).where(eq(giftCertificates.id, id)))[0]!.balanceKopecks;

  it('moves the balance with each ledger row and refuses an overdraw', async () => {
    const id = await issue(500_000);
    expect(await balance(id)).toBe(500_000);
    await database.db
      .insert(certificateTransactions)
      .values({ certificateId: id, amountKopecks: -300_000, reason: 'redeem' });
    expect(await balance(id)).toBe(200_000);
    await expectDbError(
      database.db
        .insert(certificateTransactions)
        .values({ certificateId: id, amountKopecks: -200_001, reason: 'redeem' }),
      { code: CHECK_VIOLATION, constraint: 'gift_certificates_balance_ck' },
    );
    // The refused debit left no trace: the balance is still the sum of the ledger.
    const ledger = await database.db
      .select({ sum: sql<number>`sum(${certificateTransactions.amountKopecks})::int` })
      .from(certificateTransactions)
      .where(eq(certificateTransactions.certificateId, id));
    expect(ledger[0]!.sum).toBe(200_000);
    expect(await balance(id)).toBe(200_000);
  });

  it('refuses balance changes that bypass the ledger, and edits of the ledger', async () => {
    const id = await issue(100_000);
    await expectDbError(
      database.db.update(giftCertificates).set({ balanceKopecks: 90_000 }).where(eq(giftCertificates.id, id)),
      { code: RESTRICT_VIOLATION },
    );
    await expectDbError(
      database.db.insert(giftCertificates).values({
        code: 'PRELOADED',
        nominalKopecks: 100_000,
        balanceKopecks: 100_000,
        expiresAt: new Date('2031-01-01'),
      }),
      { code: RESTRICT_VIOLATION },
    );
    await expectDbError(
      database.db.delete(certificateTransactions).where(eq(certificateTransactions.certificateId, id)),
      { code: RESTRICT_VIOLATION },
    );
    await expectDbError(
      database.db
        .insert(certificateTransactions)
        .values({ certificateId: id, amountKopecks: 1, reason: 'too much' }),
      { code: CHECK_VIOLATION, constraint: 'gift_certificates_balance_ck' },
    );
  });
});
