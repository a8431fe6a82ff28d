// The demo catalogue seeded into real databases: the same seed gives the same bytes (tables and
// images), another seed gives other data, the product's minimums hold, every translatable
// value has all four languages, plans and sales are consistent, and the accounts with what
// hangs off them (reviews and ratings, favourites, history, notifications) hold together.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseOptions, verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type Database, passwordHashParams } from '../src/index.js';
import { isDatabaseEmpty, type SeedSummary, seedDatabase } from '../src/seed/index.js';

const TODAY = '2025-03-10';
const HORIZON_END = '2025-06-08'; // TODAY + 90 days, exclusive
/** md5 of the empty string: the digest of a table without rows. */
const EMPTY_DIGEST = 'd41d8cd98f00b204e9800998ecf8427e';
const PEOPLE_TABLES = [
  'users',
  'staff_venue_roles',
  'reviews',
  'favourites',
  'watch_history',
  'notifications',
  'newsletter_subscriptions',
  'callback_requests',
  'site_feedback',
  'waiting_list_entries',
];

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await database.db.execute<T & Record<string, unknown>>(query)).rows as T[];
}

/** One md5 per public table over its rows' text, in a stable order. */
async function tableDigests(database: Database): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(
    database,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rows<{ digest: string | null }>(
      database,
      sql.raw(
        `select md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest from "${name}" t`,
      ),
    );
    digests[name] = row?.digest ?? '';
  }
  return digests;
}

function fileDigests(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else out[path.relative(dir, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

describe('demo catalogue seed', () => {
  let first: Database;
  let second: Database;
  let other: Database;
  let summary: SeedSummary;
  const mediaA = mkdtempSync(path.join(tmpdir(), 'seed-media-a-'));
  const mediaB = mkdtempSync(path.join(tmpdir(), 'seed-media-b-'));

  beforeAll(async () => {
    [first, second, other] = await Promise.all([
      createTestDatabase(),
      createTestDatabase(),
      createTestDatabase(),
    ]);
    expect(await isDatabaseEmpty(first)).toBe(true);
    summary = await seedDatabase(first, { seed: 1, today: TODAY, mediaDir: mediaA });
    await seedDatabase(second, { seed: 1, today: TODAY, mediaDir: mediaB });
    await seedDatabase(other, { seed: 2, today: TODAY });
  }, 240_000);

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close(), other?.close()]);
    rmSync(mediaA, { recursive: true, force: true });
    rmSync(mediaB, { recursive: true, force: true });
  });

  it('gives byte-identical tables and images for the same seed', async () => {
    const [a, b] = await Promise.all([tableDigests(first), tableDigests(second)]);
    expect(b).toEqual(a);
    expect(Object.keys(a).length).toBeGreaterThan(40);
    // The accounts and what hangs off them are seeded (and so covered by the comparison above).
    expect(PEOPLE_TABLES.filter((t) => a[t] === undefined || a[t] === EMPTY_DIGEST)).toEqual([]);
    expect(fileDigests(mediaB)).toEqual(fileDigests(mediaA));
  });

  it('gives different data for a different seed', async () => {
    const [a, c] = await Promise.all([tableDigests(first), tableDigests(other)]);
    const tables = ['venues', 'performances', 'events', 'plan_seats', 'artists', 'users', 'reviews'];
    expect(tables.filter((t) => a[t] !== c[t])).toEqual(tables);
  });

  it('gives every venue its own identity and lets new rows take fresh ids', async () => {
    const [venues] = await rows<{ shared: number }>(
      other,
      sql`select count(*)::int as shared from (select phone from venues group by phone having count(*) > 1) p`,
    );
    expect(venues!.shared).toBe(0);
    // The seed writes explicit ids, so it must move every identity sequence past them.
    const [inserted] = await rows<{ id: number; max: number }>(
      other,
      sql`with added as (insert into genres (slug, name) values ('circus', '{"ru":"Цирк"}') returning id)
        select (select id from added) as id, (select max(id) from genres) as max`,
    );
    expect(inserted!.id).toBe(inserted!.max + 1);
  });

  it('refuses to seed a database that already has a catalogue', async () => {
    expect(await isDatabaseEmpty(first)).toBe(false);
    await expect(seedDatabase(first, { today: TODAY })).rejects.toThrow(/already has a catalogue/);
  });

  it('meets the catalogue minimums, Moscow first', async () => {
    const cities = await rows<{ slug: string; ru: string; case_ru: string }>(
      first,
      sql`select slug, name->>'ru' as ru, name_case->>'ru' as case_ru from cities order by position`,
    );
    expect(cities.map((c) => c.slug)).toEqual([
      'moscow',
      'saint-petersburg',
      'kazan',
      'ekaterinburg',
      'novosibirsk',
      'nizhny-novgorod',
      'sochi',
      'kaliningrad',
    ]);
    expect(cities[0]).toEqual({ slug: 'moscow', ru: 'Москва', case_ru: 'Москве' });
    const [counts] = await rows<Record<string, number>>(
      first,
      sql`select
        (select count(*)::int from venues) as venues,
        (select count(*)::int from venues where type = 'THEATER') as theatres,
        (select count(*)::int from venues where type = 'ORGANIZATOR') as organisers,
        (select count(*)::int from performances) as performances,
        (select count(*)::int from performance_groups g where (select count(*) from performances p where p.performance_group_id = g.id) > 1) as shared_groups,
        (select count(*)::int from events) as events,
        (select count(*)::int from events where withopendate) as open_date,
        (select count(*)::int from events where sale_status = 'sold_out') as sold_out,
        (select count(distinct performance_id)::int from events) as scheduled,
        (select count(*)::int from artists) as artists,
        (select count(*)::int from plan_zones) as zones,
        (select count(*)::int from hall_subways) as subways`,
    );
    expect(counts!.venues).toBeGreaterThanOrEqual(30);
    expect(counts!.theatres).toBeGreaterThan(0);
    expect(counts!.organisers).toBeGreaterThan(0);
    expect(counts!.performances).toBeGreaterThanOrEqual(200);
    expect(counts!.shared_groups).toBeGreaterThan(10);
    expect(counts!.scheduled).toBe(counts!.performances);
    expect(counts!.open_date).toBeGreaterThan(0);
    expect(counts!.sold_out).toBeGreaterThan(0);
    expect(counts!.sold_out).toBeLessThanOrEqual(5);
    expect(counts!.artists).toBeGreaterThan(100);
    expect(counts!.zones).toBeGreaterThan(0);
    expect(counts!.subways).toBeGreaterThan(0);
    expect(summary.counts.performances).toBe(counts!.performances);
    expect(summary.eventSeats).toBeGreaterThan(100_000);
  });

  it('puts every session in the 90 days from today, at theatre hours', async () => {
    const [range] = await rows<{ first: string; last: string; begins: string | null; odd: number }>(
      first,
      sql`select min(eventdate)::text as first, max(eventdate)::text as last,
        min(begin_date)::text as begins,
        count(*) filter (where not withopendate and eventtime not between '10:00' and '22:00')::int as odd
        from events`,
    );
    expect(range!.first >= TODAY).toBe(true);
    expect(range!.last < HORIZON_END).toBe(true);
    expect(range!.begins === null || range!.begins >= TODAY).toBe(true);
    expect(range!.odd).toBe(0);
  });

  it('stores every translatable value in ru, en, fr and de', async () => {
    // Every Localized column carries a CHECK named *_ru_ck (schema/columns.ts): find them all.
    const columns = await rows<{ table_name: string; column_name: string }>(
      first,
      sql`select c.conrelid::regclass::text as table_name, a.attname as column_name
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
        where c.contype = 'c' and c.conname like '%\\_ru\\_ck'`,
    );
    expect(columns.length).toBeGreaterThan(40);
    const incomplete: string[] = [];
    let checked = 0;
    for (const { table_name, column_name } of columns) {
      const col = `"${column_name}"`;
      const missing = ['ru', 'en', 'fr', 'de']
        .map((l) => `coalesce(jsonb_typeof(${col}->'${l}') <> 'string' or ${col}->>'${l}' = '', true)`)
        .join(' or ');
      const [row] = await rows<{ bad: number; filled: number }>(
        first,
        sql.raw(
          `select count(*) filter (where ${col} is not null and (${missing}))::int as bad,
            count(${col})::int as filled from ${table_name}`,
        ),
      );
      if (row!.bad > 0) incomplete.push(`${table_name}.${column_name}: ${row!.bad}`);
      checked += row!.filled;
    }
    expect(incomplete).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  });

  it('draws hall plans of 200 to 1,500 seats without two seats on one spot', async () => {
    const plans = await rows<{ plan_id: number; seats: number; clashes: number }>(
      first,
      sql`select s.plan_id, count(*)::int as seats,
        (select count(*)::int from plan_seats a join plan_seats b
          on a.plan_id = b.plan_id and a.id < b.id and abs(a.x - b.x) < 12 and abs(a.y - b.y) < 12
          where a.plan_id = s.plan_id) as clashes
        from plan_seats s group by s.plan_id`,
    );
    const [halls] = await rows<{ halls: number }>(first, sql`select count(*)::int as halls from halls`);
    expect(plans).toHaveLength(halls!.halls);
    for (const plan of plans) {
      expect(plan.seats).toBeGreaterThanOrEqual(200);
      expect(plan.seats).toBeLessThanOrEqual(1500);
      expect(plan.clashes).toBe(0);
    }
  });

  it('prices every category of every event in whole roubles, with the cached range matching', async () => {
    const [check] = await rows<{
      unpriced: number;
      odd: number;
      wrong_range: number;
      cheapest: number;
      dearest: number;
    }>(
      first,
      sql`select
        (select count(*)::int from events e join price_categories c on c.plan_id = e.plan_id
          left join event_prices p on p.event_id = e.id and p.price_category_id = c.id
          where p.id is null) as unpriced,
        (select count(*)::int from event_prices where price_kopecks <= 0 or price_kopecks % 100 <> 0) as odd,
        (select count(*)::int from events e
          where e.min_price_kopecks is distinct from (select min(price_kopecks) from event_prices p where p.event_id = e.id)
          or e.max_price_kopecks is distinct from (select max(price_kopecks) from event_prices p where p.event_id = e.id)) as wrong_range,
        (select min(price_kopecks)::int from event_prices) as cheapest,
        (select max(price_kopecks)::int from event_prices) as dearest`,
    );
    expect(check).toMatchObject({ unpriced: 0, odd: 0, wrong_range: 0 });
    expect(check!.cheapest).toBeGreaterThanOrEqual(30_000);
    expect(check!.dearest).toBeLessThanOrEqual(2_000_000);
  });

  it('sells each seat at most once, from the event’s own plan, with an order, a line and a ticket', async () => {
    const [sales] = await rows<Record<string, number>>(
      first,
      sql`select
        (select count(*)::int from seat_holds) as holds,
        (select count(*)::int from (select event_id, seat_id from seat_holds group by 1, 2 having count(*) > 1) d) as doubled,
        (select count(*)::int from seat_holds h join events e on e.id = h.event_id join plan_seats s on s.id = h.seat_id
          where s.plan_id <> e.plan_id or not s.is_sellable) as foreign_seats,
        (select count(*)::int from seat_holds h where h.status <> 'sold' or not exists (
          select 1 from tickets t join order_items i on i.id = t.order_item_id
          where t.event_id = h.event_id and t.seat_id = h.seat_id and i.order_id = h.order_id)) as unticketed,
        (select count(*)::int from orders o where o.total_kopecks <> (select sum(price_kopecks) from order_items i where i.order_id = o.id)) as wrong_totals,
        (select count(*)::int from events e where e.sale_status = 'sold_out' and exists (
          select 1 from plan_seats s where s.plan_id = e.plan_id and s.is_sellable
          and not exists (select 1 from seat_holds h where h.event_id = e.id and h.seat_id = s.id))) as sold_out_with_free_seats`,
    );
    expect(sales!.holds).toBeGreaterThan(0);
    expect(sales).toMatchObject({
      doubled: 0,
      foreign_seats: 0,
      unticketed: 0,
      wrong_totals: 0,
      sold_out_with_free_seats: 0,
    });
  });

  it('creates the demo accounts and customers with argon2id hashes of the demo password', async () => {
    const demo = await rows<{ email: string; role: string; password_hash: string; venue: string | null }>(
      first,
      sql`select u.email, u.role::text as role, u.password_hash,
        (select coalesce(v.type::text || ':' || c.slug, 'site') from staff_venue_roles r
          left join venues v on v.id = r.venue_id left join cities c on c.id = v.city_id
          where r.user_id = u.id) as venue
        from users u where u.email in ('admin@example.com', 'boxoffice@example.com', 'theatre@example.com', 'demo@example.com')
        order by u.id`,
    );
    expect(demo.map(({ email, role, venue }) => ({ email, role, venue }))).toEqual([
      { email: 'admin@example.com', role: 'admin', venue: null },
      { email: 'boxoffice@example.com', role: 'staff', venue: 'site' },
      { email: 'theatre@example.com', role: 'staff', venue: 'THEATER:moscow' },
      { email: 'demo@example.com', role: 'customer', venue: null },
    ]);
    const adminHash = demo[0]!.password_hash;
    expect(await verify(adminHash, 'demo12345')).toBe(true);
    expect(await verify(adminHash, 'demo12346')).toBe(false);
    expect(parseOptions(adminHash)).toMatchObject({
      algorithm: passwordHashParams.algorithm,
      memoryCost: passwordHashParams.memoryCost,
      timeCost: passwordHashParams.timeCost,
      parallelism: passwordHashParams.parallelism,
      outputLen: passwordHashParams.outputLen,
    });

    type People = Record<'customers' | 'unverified' | 'incomplete' | 'locales' | 'russian', number> &
      Record<'foreign_domains' | 'wrong_subscriber', number>;
    const [people] = await rows<People>(
      first,
      sql`select
        (select count(*)::int from users where role = 'customer') as customers,
        (select count(*)::int from users where email_verified_at is null or email_verified_at < created_at) as unverified,
        (select count(*)::int from users where city_id is null or first_name = '' or last_name = '') as incomplete,
        (select count(distinct locale)::int from users) as locales,
        (select count(*)::int from users where first_name ~ '[а-яё]') as russian,
        (select count(*)::int from (select email from users union all select email from newsletter_subscriptions
          union all select email from callback_requests union all select email from waiting_list_entries
          union all select email from orders) e where email !~ '^[a-z0-9._]+@example\.(com|org)$') as foreign_domains,
        (select count(*)::int from newsletter_subscriptions n join users u on u.id = n.user_id where n.email <> u.email) as wrong_subscriber`,
    );
    expect(people!.customers).toBeGreaterThanOrEqual(150);
    expect(people!.russian).toBeGreaterThan(people!.customers / 2);
    expect(people).toMatchObject({
      unverified: 0,
      incomplete: 0,
      locales: 4,
      foreign_domains: 0,
      wrong_subscriber: 0,
    });
  });

  it('caches each performance’s rating as the average of its published reviews', async () => {
    type Check = Record<'wrong' | 'rated' | 'performances' | 'reviews' | 'average', number> &
      Record<'doubled' | 'wrong_language' | 'before_sign_up', number>;
    const [check] = await rows<Check>(
      first,
      sql`with r as (
          select performance_id, round(avg(rating), 2) as rating, count(*)::int as n
          from reviews where is_published group by performance_id)
        select
          (select count(*)::int from performances p left join r on r.performance_id = p.id
            where p.rating is distinct from r.rating or p.rating_count <> coalesce(r.n, 0)) as wrong,
          (select count(*)::int from performances where rating is not null) as rated,
          (select count(*)::int from performances) as performances,
          (select count(*)::int from reviews) as reviews,
          (select avg(rating)::float from reviews) as average,
          (select count(*)::int from (select user_id, performance_id from reviews group by 1, 2 having count(*) > 1) d) as doubled,
          (select count(*)::int from reviews r join users u on u.id = r.user_id
            where (u.locale = 'ru') <> (r.text ~ '[а-яё]') or r.text = '') as wrong_language,
          (select count(*)::int from reviews r join users u on u.id = r.user_id where r.created_at < u.created_at) as before_sign_up`,
    );
    expect(check).toMatchObject({ wrong: 0, doubled: 0, wrong_language: 0, before_sign_up: 0 });
    expect(check!.rated).toBeGreaterThan(check!.performances * 0.75);
    expect(check!.reviews).toBeGreaterThan(check!.performances * 3);
    expect(check!.average).toBeGreaterThan(3.6);
  });

  it('keeps favourites and the watch history free of duplicates, at most 50 views a user', async () => {
    type Check = Record<'doubled_favourites' | 'doubled_views' | 'most_views' | 'never_opened', number> &
      Record<'demo_favourites' | 'demo_views' | 'users_with_favourites', number>;
    const [check] = await rows<Check>(
      first,
      sql`select
        (select count(*)::int from (select user_id, performance_id from favourites group by 1, 2 having count(*) > 1) d) as doubled_favourites,
        (select count(*)::int from (select user_id, performance_id from watch_history group by 1, 2 having count(*) > 1) d) as doubled_views,
        (select coalesce(max(n), 0)::int from (select count(*) as n from watch_history group by user_id) h) as most_views,
        (select count(*)::int from favourites f where not exists (select 1 from watch_history h
          where h.user_id = f.user_id and h.performance_id = f.performance_id)) as never_opened,
        (select count(*)::int from favourites f join users u on u.id = f.user_id where u.email = 'demo@example.com') as demo_favourites,
        (select count(*)::int from watch_history h join users u on u.id = h.user_id where u.email = 'demo@example.com') as demo_views,
        (select count(distinct user_id)::int from favourites) as users_with_favourites`,
    );
    expect(check).toMatchObject({ doubled_favourites: 0, doubled_views: 0, never_opened: 0 });
    expect(check!.most_views).toBeLessThanOrEqual(50);
    expect(check!.demo_favourites).toBeGreaterThan(0);
    expect(check!.demo_views).toBeGreaterThan(check!.demo_favourites);
    expect(check!.users_with_favourites).toBeGreaterThan(50);
  });

  it('gives every notification to an existing user, about that user’s own order', async () => {
    const [check] = await rows<Record<string, number>>(
      first,
      sql`select
        (select count(*)::int from notifications) as total,
        (select count(*)::int from notifications n left join users u on u.id = n.user_id where u.id is null) as orphans,
        (select count(*)::int from notifications where kind not in ('order_paid', 'event_changed')) as unknown_kinds,
        (select count(*)::int from notifications n where n.kind = 'order_paid' and not exists (
          select 1 from orders o where o.id = (n.payload->>'order')::int and o.user_id = n.user_id
            and o.number = n.payload->>'order_number')) as foreign_orders,
        (select count(*)::int from notifications n where n.kind = 'event_changed' and not exists (
          select 1 from orders o join order_items i on i.order_id = o.id
          join events e on e.id = i.event_id join performances p on p.id = e.performance_id
          where o.user_id = n.user_id and i.event_id = (n.payload->'events'->>0)::int
            and p.slug = n.payload->>'performance')) as unrelated_changes,
        (select count(distinct n.is_viewed)::int from notifications n join users u on u.id = n.user_id
          where u.email = 'demo@example.com') as demo_states,
        (select count(*)::int from orders o join users u on u.id = o.user_id where u.email = 'demo@example.com') as demo_orders`,
    );
    expect(check!.total).toBeGreaterThan(0);
    expect(check).toMatchObject({
      orphans: 0,
      unknown_kinds: 0,
      foreign_orders: 0,
      unrelated_changes: 0,
      demo_states: 2,
    });
    expect(check!.demo_orders).toBeGreaterThan(0);
  });

  it('writes the images the rows point at', async () => {
    const paths = await rows<{ url: string }>(
      first,
      sql`select poster as url from performances union select logo from venues
        union select image from main_slides union select image_url from footer_banners
        union select image from selections union select photo from artists union select image from certificate_templates`,
    );
    const missing = paths.filter((p) => !existsSync(path.join(mediaA, p.url.replace(/^\/media\//, ''))));
    expect(paths.length).toBeGreaterThan(500);
    expect(missing).toEqual([]);
    // Content-addressed: the name carries the first 16 hex digits of the SHA-256 of the file's bytes.
    const misnamed = paths.filter((p) => {
      const hash = /\.([0-9a-f]{16})\.svg$/.exec(p.url)?.[1];
      const bytes = readFileSync(path.join(mediaA, p.url.replace(/^\/media\//, '')));
      return hash !== createHash('sha256').update(bytes).digest('hex').slice(0, 16);
    });
    expect(misnamed).toEqual([]);
    const poster = readFileSync(
      path.join(mediaA, 'posters', readdirSync(path.join(mediaA, 'posters'))[0]!),
      'utf8',
    );
    expect(poster).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="600" height="900"/);
  });

  it('draws no words into its images (the site shows them in four languages): a brand mark on an icon at most', () => {
    const worded = Object.keys(fileDigests(mediaA)).filter((file) => {
      const svg = readFileSync(path.join(mediaA, file), 'utf8');
      const text = file.startsWith(`icons${path.sep}`) ? /<title|aria-label/ : /<text|<title|aria-label/;
      return text.test(svg) || /[\u0400-\u04FF]/.test(svg);
    });
    expect(worded).toEqual([]);
  });
});
