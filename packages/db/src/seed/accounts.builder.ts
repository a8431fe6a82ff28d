// Seeds the people who use the site and what they leave behind. Two steps around the sales
// builder: buildAccounts writes the users (the four demo accounts of data/accounts.data.ts, staff
// rights, and about 150·√scale generated customers with verified e-mails) so that some orders can
// belong to them; buildEngagement then writes reviews (and the performances' cached rating),
// favourites, watch history, notifications about the customers' orders, newsletter
// subscriptions, callback requests, site feedback and the waiting list of sold-out events.
// Customers grow with √scale and every loop is per customer or per performance with a small
// bounded inner count, so the benchmark scale stays linear in the catalogue.
import { createHash } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { passwordHashParams } from '../password-params.js';
import {
  callbackRequests,
  favourites,
  newsletterSubscriptions,
  notifications,
  reviews,
  siteFeedback,
  staffVenueRoles,
  users,
  waitingListEntries,
  watchHistory,
} from '../schema/index.js';
import type { Executor } from './batch.writer.js';
import { addDays, instantAt } from './calendar.js';
import {
  asciiName,
  CALLBACKS,
  castChangedNotice,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type DemoAccountKey,
  EMAIL_DOMAINS,
  FEEDBACK_PAGES,
  FOREIGN_NAMES,
  LOCALE_WEIGHTS,
  moodOf,
  orderPaidNotice,
  quoteTitle,
  REVIEW_CLOSINGS,
  REVIEW_OPENINGS,
  REVIEW_REMARKS,
  SITE_FEEDBACK,
  sessionDate,
  VENUE_REMARKS,
} from './data/accounts.data.js';
import { GROUP_OF_KIND } from './data/descriptions.data.js';
import { FEMALE_FIRST_NAMES, feminineSurname, MALE_FIRST_NAMES, SURNAMES } from './data/people.data.js';
import type { Random } from './random.js';
import type { CityRef, Reference } from './reference.builder.js';
import type { PerformanceRef } from './repertoire.builder.js';
import type { EventRef } from './schedule.builder.js';
import type { SeedContext } from './seed.context.js';
import { type Locale, transliterate } from './text.js';
import type { VenueRef } from './venues.builder.js';

/** Generated customers at scale 1; the count grows with √scale. */
const BASE_CUSTOMERS = 150;
/** The watch history keeps the last 50 performances a user opened. */
const HISTORY_LIMIT = 50;
/** Share of sold orders placed by a signed-in customer (the rest by guests). */
const CUSTOMER_ORDER_SHARE = 0.25;

export type AccountRef = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  locale: Locale;
  cityId: number;
  registeredAt: Date;
};

export type Accounts = Record<DemoAccountKey, AccountRef> & {
  /** The generated customers (the demo customer is not among them). */
  customers: AccountRef[];
  customersByCity: Map<number, AccountRef[]>;
  /** Every e-mail handed out so far, users and guests: addresses stay unique across tables. */
  emails: Set<string>;
  cities: readonly CityRef[];
};

/** A paid order the sales builder gave to a signed-in customer. */
export type UserOrderRef = { id: number; number: string; user: AccountRef; event: EventRef; paidAt: Date };

/** Chooses who placed an order: a customer, or null for a guest checkout. */
export type BuyerPicker = (event: EventRef, paidAt: Date, firstOfEvent: boolean) => AccountRef | null;

type Person = Omit<AccountRef, 'id' | 'registeredAt'>;

export function customerCount(scale: number): number {
  return Math.round(BASE_CUSTOMERS * Math.sqrt(scale));
}

/** The moment the seeded world stands at: this morning in Moscow, before the first session. */
function seedNow(ctx: SeedContext): Date {
  return instantAt(ctx.today, '08:00', 3);
}

/** An instant in [from, to), whole seconds; `from` itself when the range is empty. */
function between(random: Random, from: Date, to: Date): Date {
  const span = Math.max(0, to.getTime() - from.getTime());
  return new Date(from.getTime() + Math.floor((random.next() * span) / 1000) * 1000);
}

function plus(at: Date, seconds: number): Date {
  return new Date(at.getTime() + seconds * 1000);
}

function mobilePhone(random: Random): string {
  return `+7 9${String(random.int(0, 999_999_999)).padStart(9, '0')}`;
}

function uniqueEmail(random: Random, taken: Set<string>, first: string, last: string): string {
  const f = asciiName(first) || 'guest';
  const l = asciiName(last) || 'visitor';
  const local = random.pick([
    `${f}.${l}`,
    `${f}${l}`,
    `${f[0]}.${l}`,
    `${f}.${l}${random.int(70, 99)}`,
    `${l}.${f}`,
    `${f}_${l}`,
  ]);
  const domain = random.pick(EMAIL_DOMAINS);
  let email = `${local}@${domain}`;
  for (let n = 2; taken.has(email); n++) email = `${local}${n}@${domain}`;
  taken.add(email);
  return email;
}

/** An invented visitor: a name in their language, a unique e-mail, a home city. */
function inventPerson(random: Random, cities: readonly CityRef[], emails: Set<string>): Person {
  const locale = random.weighted(LOCALE_WEIGHTS);
  const female = random.chance(0.55);
  let firstName: string;
  let lastName: string;
  let latin: [string, string];
  if (locale === 'ru') {
    firstName = random.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    const surname = random.pick(SURNAMES);
    lastName = female ? feminineSurname(surname) : surname;
    latin = [transliterate(firstName), transliterate(lastName)];
  } else {
    const names = FOREIGN_NAMES[locale];
    firstName = random.pick(female ? names.female : names.male);
    lastName = random.pick(names.surnames);
    latin = [firstName, lastName];
  }
  const city = random.weighted(cities.map((c) => [c, c.data.weight] as const));
  return {
    email: uniqueEmail(random, emails, latin[0], latin[1]),
    firstName,
    lastName,
    // Most Russians leave a mobile number; visitors from abroad less often have a Russian one.
    phone: random.chance(locale === 'ru' ? 0.85 : 0.4) ? mobilePhone(random) : null,
    locale,
    cityId: city.id,
  };
}

export async function buildAccounts(
  ctx: SeedContext,
  ref: Reference,
  venueRefs: readonly VenueRef[],
): Promise<Accounts> {
  const { writer } = ctx;
  const random = ctx.random('accounts');
  const now = seedNow(ctx);
  const moscow = ref.citiesBySlug.get('moscow') ?? ref.cities[0]!;
  const emails = new Set<string>(Object.values(DEMO_ACCOUNTS).map((a) => a.email));

  // Argon2id is slow on purpose (tens of milliseconds and 19 MiB per hash), and every seeded
  // account has the same demo password: the seed hashes it ONCE per run and gives every user that
  // one string. The salt is derived from the seed instead of drawn at random, so the same seed
  // writes the same bytes; real accounts get a random salt from the accounts service.
  const salt = createHash('sha256').update(`afisha-seed:${ctx.seed}:demo-password`).digest().subarray(0, 16);
  const passwordHash = await hash(DEMO_PASSWORD, { ...passwordHashParams, salt });

  const addUser = (
    person: Person,
    role: 'admin' | 'staff' | 'customer',
    registeredAt: Date,
    lastLoginAt: Date,
  ): AccountRef => {
    const id = writer.id(users);
    writer.add(users, {
      id,
      email: person.email,
      passwordHash,
      firstName: person.firstName,
      lastName: person.lastName,
      phone: person.phone,
      role,
      // Confirmed a few minutes after signing up.
      emailVerifiedAt: plus(registeredAt, random.int(60, 1800)),
      locale: person.locale,
      cityId: person.cityId,
      lastLoginAt,
      isActive: true,
      createdAt: registeredAt,
      updatedAt: registeredAt,
    });
    return { id, ...person, registeredAt };
  };

  // The demo accounts exist since the catalogue was entered.
  const demoAccount = (key: DemoAccountKey, lastLogin: Date): AccountRef => {
    const data = DEMO_ACCOUNTS[key];
    const person: Person = {
      email: data.email,
      firstName: data.firstName,
      lastName: data.lastName,
      phone: mobilePhone(random),
      locale: 'ru',
      cityId: moscow.id,
    };
    return addUser(person, data.role, ctx.createdAt, lastLogin);
  };
  const admin = demoAccount('admin', plus(now, -3_600));
  const boxOffice = demoAccount('boxOffice', plus(now, -7_200));
  const venueStaff = demoAccount('venueStaff', plus(now, -86_400));
  const demo = demoAccount('demo', plus(now, -2 * 86_400));

  // Site-wide box office (no venue), and the manager of the first theatre in Moscow.
  const theatre =
    venueRefs.find((v) => v.data.type === 'THEATER' && v.city.id === moscow.id) ??
    venueRefs.find((v) => v.data.type === 'THEATER');
  writer.add(staffVenueRoles, {
    id: writer.id(staffVenueRoles),
    userId: boxOffice.id,
    venueId: null,
    role: 'box_office',
    createdAt: ctx.createdAt,
  });
  if (theatre) {
    writer.add(staffVenueRoles, {
      id: writer.id(staffVenueRoles),
      userId: venueStaff.id,
      venueId: theatre.id,
      role: 'manager',
      createdAt: ctx.createdAt,
    });
  }

  // Customers signed up over the month since the catalogue went online.
  const customers: AccountRef[] = [];
  const customersByCity = new Map<number, AccountRef[]>();
  const firstDay = plus(ctx.createdAt, 3_600);
  const lastDay = instantAt(addDays(ctx.today, -2), '23:00', 3);
  for (let i = 0, count = customerCount(ctx.scale); i < count; i++) {
    const person = inventPerson(random, ref.cities, emails);
    const registeredAt = between(random, firstDay, lastDay);
    const customer = addUser(person, 'customer', registeredAt, between(random, registeredAt, now));
    customers.push(customer);
    const local = customersByCity.get(customer.cityId) ?? [];
    local.push(customer);
    customersByCity.set(customer.cityId, local);
    if (i % 1000 === 0) await writer.checkpoint();
  }

  return { admin, boxOffice, venueStaff, demo, customers, customersByCity, emails, cities: ref.cities };
}

/**
 * Who placed each sold order: the demo customer gets the first order of three Moscow events (so
 * the account shows orders and tickets), a quarter of the others go to customers of the event's
 * city who had signed up by then, the rest stay guest checkouts.
 */
export function createBuyerPicker(
  ctx: SeedContext,
  accounts: Accounts,
  sold: readonly EventRef[],
): BuyerPicker {
  const random = ctx.random('accounts:buyers');
  const home = sold.filter((e) => e.performance.venue.city.id === accounts.demo.cityId && e.soldShare < 1);
  const demoEvents = new Set(random.sample(home.length >= 3 ? home : sold, 3).map((e) => e.id));
  return (event, paidAt, firstOfEvent) => {
    if (firstOfEvent && demoEvents.has(event.id)) return accounts.demo;
    if (!random.chance(CUSTOMER_ORDER_SHARE) || accounts.customers.length === 0) return null;
    const local = accounts.customersByCity.get(event.performance.venue.city.id);
    const pool = local && local.length > 0 ? local : accounts.customers;
    for (let attempt = 0; attempt < 4; attempt++) {
      const user = random.pick(pool);
      if (user.registeredAt < paidAt) return user;
    }
    return null;
  };
}

export async function buildEngagement(
  ctx: SeedContext,
  db: Executor,
  accounts: Accounts,
  performanceRefs: readonly PerformanceRef[],
  sold: readonly EventRef[],
  userOrders: readonly UserOrderRef[],
): Promise<void> {
  const byCity = new Map<number, PerformanceRef[]>();
  for (const p of performanceRefs) {
    const list = byCity.get(p.venue.city.id) ?? [];
    list.push(p);
    byCity.set(p.venue.city.id, list);
  }
  const ordered = new Map<AccountRef, PerformanceRef[]>();
  for (const order of userOrders) {
    const list = ordered.get(order.user) ?? [];
    if (!list.includes(order.event.performance)) list.push(order.event.performance);
    ordered.set(order.user, list);
  }

  await buildReviews(ctx, accounts, performanceRefs, byCity, ordered);
  await buildInterest(ctx, accounts, performanceRefs, byCity, ordered);
  buildNotifications(ctx, accounts, userOrders);
  buildSubmissions(ctx, accounts, sold);

  // The cached rating of a performance is the average of its published reviews (numeric(3,2)).
  await ctx.writer.flush();
  await db.execute(sql`
    update performances p set rating = r.rating, rating_count = r.count
    from (
      select performance_id, round(avg(rating), 2) as rating, count(*)::int as count
      from reviews where is_published group by performance_id
    ) r
    where r.performance_id = p.id`);
}

/** Up to k distinct items from draw(); gives up after a few collisions (small pools). */
function drawDistinct<T>(k: number, draw: () => T, taken: Set<T>): T[] {
  const out: T[] = [];
  for (let attempt = 0; out.length < k && attempt < k * 6; attempt++) {
    const item = draw();
    if (taken.has(item)) continue;
    taken.add(item);
    out.push(item);
  }
  return out;
}

/** 1 to 5, mostly 4 and 5; `quality` in [0, 1) shifts a performance's reviews up or down. */
function reviewRating(random: Random, quality: number): number {
  return random.weighted([
    [5, 25 + 45 * quality],
    [4, 30],
    [3, 16 - 8 * quality],
    [2, 8 - 5 * quality],
    [1, 5 - 4 * quality],
  ]);
}

function reviewText(random: Random, p: PerformanceRef, locale: Locale, rating: number): string {
  const mood = moodOf(rating);
  const remarks = REVIEW_REMARKS[GROUP_OF_KIND[p.work.kind]];
  const say = (texts: Record<Locale, readonly string[]>) => random.pick(texts[locale]);
  const parts = [say(REVIEW_OPENINGS[mood]).replace('{title}', quoteTitle(p.title[locale], locale))];
  switch (mood) {
    case 'delighted':
      parts.push(say(remarks.good));
      if (random.chance(0.4)) parts.push(say(VENUE_REMARKS.good));
      if (random.chance(0.7)) parts.push(say(REVIEW_CLOSINGS.good));
      break;
    case 'pleased':
      parts.push(say(remarks.good));
      if (random.chance(0.5)) parts.push(say(random.chance(0.5) ? VENUE_REMARKS.bad : VENUE_REMARKS.good));
      if (random.chance(0.5)) parts.push(say(REVIEW_CLOSINGS.good));
      break;
    case 'mixed':
      parts.push(say(remarks.good), say(random.chance(0.6) ? remarks.bad : VENUE_REMARKS.bad));
      if (random.chance(0.6)) parts.push(say(REVIEW_CLOSINGS.mixed));
      break;
    case 'disappointed':
      parts.push(say(remarks.bad));
      if (random.chance(0.5)) parts.push(say(VENUE_REMARKS.bad));
      if (random.chance(0.7)) parts.push(say(REVIEW_CLOSINGS.bad));
      break;
  }
  return parts.join(' ');
}

/**
 * Most performances have reviews, mostly by customers of their own city, at most one per user
 * (the unique constraint); the demo customer has reviewed two Moscow shows. A few reviews await
 * moderation (unpublished) and do not count towards the rating.
 */
async function buildReviews(
  ctx: SeedContext,
  accounts: Accounts,
  performanceRefs: readonly PerformanceRef[],
  byCity: Map<number, PerformanceRef[]>,
  ordered: Map<AccountRef, PerformanceRef[]>,
): Promise<void> {
  const { writer } = ctx;
  const random = ctx.random('accounts:reviews');
  const now = seedNow(ctx);
  const { demo, customers } = accounts;
  const demoBought = new Set(ordered.get(demo) ?? []);
  const demoReviewed = new Set(
    random.sample(
      (byCity.get(demo.cityId) ?? []).filter((p) => p.isBase && !demoBought.has(p)),
      2,
    ),
  );

  for (const [index, p] of performanceRefs.entries()) {
    const reviewers: AccountRef[] = demoReviewed.has(p) ? [demo] : [];
    if (customers.length > 0 && random.chance(p.isBase ? 0.88 : 0.6)) {
      const count = p.isBase
        ? random.weighted<number>([
            [1, 2],
            [2, 3],
            [3, 4],
            [4, 4],
            [5, 4],
            [6, 3],
            [7, 3],
            [8, 2],
            [10, 2],
            [12, 1],
          ])
        : random.int(1, 3);
      const local = accounts.customersByCity.get(p.venue.city.id) ?? [];
      const draw = () => random.pick(local.length > 0 && random.chance(0.85) ? local : customers);
      reviewers.push(...drawDistinct(count, draw, new Set(reviewers)));
    }
    const quality = random.next();
    for (const user of reviewers) {
      const rating = reviewRating(random, quality);
      writer.add(reviews, {
        id: writer.id(reviews),
        userId: user.id,
        performanceId: p.id,
        rating,
        text: reviewText(random, p, user.locale, rating),
        isPublished: user === demo || random.chance(0.97),
        createdAt: between(random, user.registeredAt, now),
      });
    }
    if (index % 500 === 0) await writer.checkpoint();
  }
}

/**
 * Favourites and the watch history: shows of the user's city mostly; everything a user has
 * bought tickets for or marked as a favourite was opened first, so it is in the history too,
 * which keeps the last 50 views without repeats (its primary key).
 */
async function buildInterest(
  ctx: SeedContext,
  accounts: Accounts,
  performanceRefs: readonly PerformanceRef[],
  byCity: Map<number, PerformanceRef[]>,
  ordered: Map<AccountRef, PerformanceRef[]>,
): Promise<void> {
  const { writer } = ctx;
  const random = ctx.random('accounts:interest');
  const now = seedNow(ctx);

  for (const [index, user] of [accounts.demo, ...accounts.customers].entries()) {
    const isDemo = user === accounts.demo;
    const local = byCity.get(user.cityId) ?? [];
    // The demo customer browses the base catalogue of Moscow, so the account looks familiar.
    const home = isDemo ? local.filter((p) => p.isBase) : local;
    const draw = () => random.pick(home.length > 0 && random.chance(0.8) ? home : performanceRefs);
    const favouriteCount = isDemo ? 10 : random.chance(0.6) ? random.int(1, 8) : 0;
    const viewCount = isDemo ? 30 : random.chance(0.75) ? random.int(1, 30) : 0;

    const seen = new Set<PerformanceRef>(ordered.get(user) ?? []);
    const bought = [...seen];
    const liked = drawDistinct(favouriteCount, draw, seen);
    const browsed = drawDistinct(Math.max(0, viewCount - bought.length - liked.length), draw, seen);
    const history = [...bought, ...liked, ...browsed].slice(0, HISTORY_LIMIT);

    const viewedAt = new Map<PerformanceRef, Date>();
    for (const p of history) {
      const at = between(random, user.registeredAt, now);
      viewedAt.set(p, at);
      writer.add(watchHistory, { userId: user.id, performanceId: p.id, viewedAt: at });
    }
    for (const p of liked) {
      const opened = viewedAt.get(p) ?? user.registeredAt;
      const at = new Date(Math.min(now.getTime(), plus(opened, random.int(5, 900)).getTime()));
      writer.add(favourites, { userId: user.id, performanceId: p.id, createdAt: at });
    }
    if (index % 500 === 0) await writer.checkpoint();
  }
}

/**
 * An `order_paid` notification for every customer order, and an `event_changed` one (a cast
 * change, which no other row contradicts) for some; the demo customer always has one of each.
 * Notifications older than three days have mostly been read, fresh ones mostly not.
 */
function buildNotifications(ctx: SeedContext, accounts: Accounts, userOrders: readonly UserOrderRef[]): void {
  const { writer } = ctx;
  const random = ctx.random('accounts:notifications');
  const now = seedNow(ctx);
  const recent = plus(now, -3 * 86_400);
  type Notice = Omit<typeof notifications.$inferInsert, 'id' | 'isViewed'> & { createdAt: Date };
  const byUser = new Map<AccountRef, Notice[]>();
  let demoChanged = false;

  for (const order of userOrders) {
    const { event, user } = order;
    const performance = event.performance;
    const date = sessionDate(event.day, event.time);
    const list = byUser.get(user) ?? [];
    const paid = orderPaidNotice(order.number, performance.title, date, user.email);
    list.push({
      userId: user.id,
      kind: 'order_paid',
      // The payload names what the notification is about in the API's words (ZNotificationPayload), as the
      // notification hooks of the API write it: the order, here.
      payload: { order: order.id, order_number: order.number },
      title: paid.title,
      text: paid.text,
      createdAt: plus(order.paidAt, random.int(5, 90)),
    });
    const forDemo = user === accounts.demo && !demoChanged;
    if (forDemo || random.chance(0.15)) {
      if (forDemo) demoChanged = true;
      const changed = castChangedNotice(performance.title, date);
      list.push({
        userId: user.id,
        kind: 'event_changed',
        payload: { performance: performance.slug, events: [event.id] },
        title: changed.title,
        text: changed.text,
        createdAt: between(random, plus(order.paidAt, 3_600), now),
      });
    }
    byUser.set(user, list);
  }

  for (const [user, list] of byUser) {
    list.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    list.forEach((notice, i) => {
      let isViewed = random.chance(notice.createdAt < recent ? 0.85 : 0.25);
      // The demo customer sees both states: a read one and an unread badge.
      if (user === accounts.demo && list.length > 1) {
        if (i === 0) isViewed = true;
        if (i === list.length - 1) isViewed = false;
      }
      writer.add(notifications, { id: writer.id(notifications), ...notice, isViewed });
    });
  }
}

/**
 * What visitors send through the site's forms: newsletter subscriptions (the demo customer, a
 * third of the customers and some guests; a few unconfirmed or unsubscribed), callback requests
 * and site feedback in the sender's language, and customers waiting for returns on sold-out events.
 */
function buildSubmissions(ctx: SeedContext, accounts: Accounts, sold: readonly EventRef[]): void {
  const { writer } = ctx;
  const random = ctx.random('accounts:submissions');
  const now = seedNow(ctx);
  const factor = Math.sqrt(ctx.scale);
  const opened = plus(ctx.createdAt, 3_600);
  // A visitor without an account (id null) or a customer.
  type Sender = Person & { id: number | null; registeredAt: Date };
  const guest = (): Sender => {
    const person = inventPerson(random, accounts.cities, accounts.emails);
    return { ...person, id: null, registeredAt: between(random, opened, now) };
  };
  const customer = (): Sender => random.pick(accounts.customers);

  const subscribers: Sender[] = [
    accounts.demo,
    ...accounts.customers.filter(() => random.chance(0.35)),
    ...Array.from({ length: Math.round(20 * factor) }, guest),
  ];
  for (const s of subscribers) {
    const createdAt = between(random, s.registeredAt, now);
    const confirmedAt =
      s === accounts.demo || random.chance(0.9) ? plus(createdAt, random.int(60, 7200)) : null;
    const unsubscribedAt =
      confirmedAt && s !== accounts.demo && random.chance(0.05) ? between(random, confirmedAt, now) : null;
    writer.add(newsletterSubscriptions, {
      id: writer.id(newsletterSubscriptions),
      email: s.email,
      name: s.firstName,
      cityId: s.cityId,
      userId: s.id,
      locale: s.locale,
      confirmedAt,
      unsubscribedAt,
      createdAt,
    });
  }

  if (accounts.customers.length === 0) return;
  for (let i = 0, count = Math.round(12 * factor); i < count; i++) {
    const sender = random.chance(0.6) ? customer() : guest();
    const form = random.pick(CALLBACKS[sender.locale]);
    const createdAt = between(random, sender.registeredAt, now);
    const handled = createdAt < plus(now, -2 * 86_400) && random.chance(0.8);
    writer.add(callbackRequests, {
      id: writer.id(callbackRequests),
      email: sender.email,
      question: form.question,
      topic: form.topic,
      type: form.type,
      userId: sender.id,
      locale: sender.locale,
      handledAt: handled ? plus(createdAt, random.int(1_800, 2 * 86_400)) : null,
      createdAt,
    });
  }

  for (let i = 0, count = Math.round(16 * factor); i < count; i++) {
    const sender = random.chance(0.5) ? customer() : guest();
    const remark = random.pick(SITE_FEEDBACK[sender.locale]);
    const page = random.pick(FEEDBACK_PAGES);
    const prefix = sender.locale === 'ru' ? '' : `/${sender.locale}`;
    writer.add(siteFeedback, {
      id: writer.id(siteFeedback),
      rating: remark.rating,
      text: remark.text,
      page: prefix && page === '/' ? prefix : `${prefix}${page}`,
      userId: sender.id,
      locale: sender.locale,
      createdAt: between(random, sender.registeredAt, now),
    });
  }

  // Customers of the city waiting for returns on each sold-out event.
  for (const event of sold.filter((e) => e.soldShare >= 1)) {
    const local = accounts.customersByCity.get(event.performance.venue.city.id) ?? [];
    const pool = local.length > 0 ? local : accounts.customers;
    for (const user of drawDistinct(random.int(2, 4), () => random.pick(pool), new Set())) {
      writer.add(waitingListEntries, {
        id: writer.id(waitingListEntries),
        performanceId: event.performance.id,
        eventId: event.id,
        email: user.email,
        userId: user.id,
        locale: user.locale,
        createdAt: between(random, user.registeredAt, now),
      });
    }
  }
}
