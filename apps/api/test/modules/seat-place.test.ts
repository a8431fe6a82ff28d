// [PLACES] A place read in words by the one SQL fragment every ticket, order line and held seat uses
// (places/seat-place.sql.ts): a seat's section name in the request's language (along the fallback chain, an empty
// translation counting as missing), its row and seat labels and where they come in the plan; a general-admission
// zone's name; and always exactly one row for each outer row, whatever it points at.
import { createTestDatabase, type Database, type Locale } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatPlace } from '../../src/modules/places/seat-place.sql.ts';
import { createHall, type Hall } from '../factories/hall.factory.ts';

let database: Database;
let hall: Hall;

beforeAll(async () => {
  database = await createTestDatabase();
  hall = await createHall(database.db, {
    sections: [
      { name: { ru: 'Партер', en: 'Stalls' }, kind: 'parterre', rows: 2, seatsPerRow: 3 },
      { name: { ru: 'Балкон' }, kind: 'balcony', rows: 1, seatsPerRow: 2 },
      { name: { ru: 'Ложа', en: '' }, kind: 'box', rows: 1, seatsPerRow: 1 },
    ],
    zones: [{ name: { ru: 'Танцпол', en: 'Dance floor' }, capacity: 100 }],
  });
});
afterAll(async () => {
  await database?.close();
});

type Place = {
  n: number;
  section: string | null;
  row: string | null;
  seat: string | null;
  zone: string | null;
  section_position: number | null;
  row_position: number | null;
};

/** The places of (seat, zone) pairs in `locale`, one row each, in the order given. */
async function placesOf(locale: Locale, pairs: [number | null, number | null][], withZone = true) {
  const values = pairs.map(([seat, zone], n) => sql`(${n}::int, ${seat}::int, ${zone}::int)`);
  const { rows } = await database.db.execute<Place>(sql`
    SELECT x.n, place.section, place.row, place.seat, place.zone, place.section_position, place.row_position
    FROM (VALUES ${sql.join(values, sql`, `)}) AS x(n, seat_id, zone_id)
    ${seatPlace(locale, withZone ? { seat: sql`x.seat_id`, zone: sql`x.zone_id` } : { seat: sql`x.seat_id` })}
    ORDER BY x.n`);
  return rows.map(({ n, ...place }) => ({ n: Number(n), ...place }));
}

const zoneId = () => hall.zones[0]!.id;

describe('seatPlace', () => {
  it('says a seat by its section’s name in the request’s language, its row and its seat', async () => {
    const seat = hall.seatId(0, 2, 3);
    expect(await placesOf('ru', [[seat, null]])).toEqual([
      { n: 0, section: 'Партер', row: '2', seat: '3', zone: null, section_position: 0, row_position: 2 },
    ]);
    expect(await placesOf('en', [[seat, null]])).toEqual([
      { n: 0, section: 'Stalls', row: '2', seat: '3', zone: null, section_position: 0, row_position: 2 },
    ]);
  });

  it('falls back along the language’s chain, an empty translation counting as missing', async () => {
    const stalls = hall.seatId(0, 1, 1);
    const balcony = hall.seatId(1, 1, 2);
    const box = hall.seatId(2, 1, 1);
    const sections = async (locale: Locale) =>
      (
        await placesOf(locale, [
          [stalls, null],
          [balcony, null],
          [box, null],
        ])
      ).map((place) => place.section);
    expect(await sections('en')).toEqual(['Stalls', 'Балкон', 'Ложа']);
    // French and German readers get English before Russian.
    expect(await sections('fr')).toEqual(['Stalls', 'Балкон', 'Ложа']);
    expect(await sections('de')).toEqual(['Stalls', 'Балкон', 'Ложа']);
    expect(await sections('ru')).toEqual(['Партер', 'Балкон', 'Ложа']);
  });

  it('names a general-admission place by its zone, with no seat parts', async () => {
    expect(await placesOf('ru', [[null, zoneId()]])).toEqual([
      {
        n: 0,
        section: null,
        row: null,
        seat: null,
        zone: 'Танцпол',
        section_position: null,
        row_position: null,
      },
    ]);
    expect((await placesOf('en', [[null, zoneId()]]))[0]?.zone).toBe('Dance floor');
  });

  it('answers exactly one row for each outer row: nulls for neither, no zone when none is asked', async () => {
    const seat = hall.seatId(1, 1, 1);
    const places = await placesOf('ru', [
      [null, null],
      [seat, null],
      [null, zoneId()],
      [seat, null],
    ]);
    expect(places.map((place) => [place.n, place.section, place.seat, place.zone])).toEqual([
      [0, null, null, null],
      [1, 'Балкон', '1', null],
      [2, null, null, 'Танцпол'],
      [3, 'Балкон', '1', null],
    ]);
    const withoutZone = await placesOf('ru', [[seat, zoneId()]], false);
    expect(withoutZone.map((place) => [place.section, place.zone])).toEqual([['Балкон', null]]);
  });
});
