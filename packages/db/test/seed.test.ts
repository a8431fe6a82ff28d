// The demo catalogue seeded into real databases: the same seed gives the same bytes (tables and
// images), another seed gives other data, the product's minimums hold, every translatable
// value has all four languages, plans and sales are consistent.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type Database } from '../src/index.js';
import { isDatabaseEmpty, type SeedSummary, seedDatabase } from '../src/seed/index.js';

const TODAY = '2025-03-10';
const HORIZON_END = '2025-06-08'; // TODAY + 90 days, exclusive

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
    expect(fileDigests(mediaB)).toEqual(fileDigests(mediaA));
  });

  it('gives different data for a different seed', async () => {
    const [a, c] = await Promise.all([tableDigests(first), tableDigests(other)]);
    const differing = ['venues', 'performances', 'events', 'plan_seats', 'artists'].filter(
      (t) => a[t] !== c[t],
    );
    expect(differing).toEqual(['venues', 'performances', 'events', 'plan_seats', 'artists']);
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
    const poster = readFileSync(
      path.join(mediaA, 'posters', readdirSync(path.join(mediaA, 'posters'))[0]!),
      'utf8',
    );
    expect(poster).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="600" height="900"/);
  });
});
