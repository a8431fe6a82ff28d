// performance_titles, the back office's narrow list of performances: the trigger of migration 0023 keeps it equal
// to `performances` through inserts, renames, moves, publishing, archiving and deletes, and its lower-cased text
// finds a title in any letter case through performanceTitleLike.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/client.js';
import {
  cities,
  performances,
  performanceTitleLike,
  performanceTitles,
  venues,
} from '../src/schema/index.js';
import { createTestDatabase } from '../src/testing.js';

let database: Database;
const db = () => database.db;
let firstVenue: number;
let secondVenue: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const [city] = await db()
    .insert(cities)
    .values({ slug: 'tver', name: { ru: 'Тверь' }, nameCase: { ru: 'Твери' } })
    .returning();
  const made = await db()
    .insert(venues)
    .values([
      {
        type: 'THEATER',
        slug: 'drama',
        name: { ru: 'Драмтеатр' },
        cityId: city!.id,
        timezone: 'Europe/Moscow',
      },
      { type: 'THEATER', slug: 'tyuz', name: { ru: 'ТЮЗ' }, cityId: city!.id, timezone: 'Europe/Moscow' },
    ])
    .returning();
  firstVenue = made[0]!.id;
  secondVenue = made[1]!.id;
});
afterAll(async () => database.close());

const titlesOf = async (id: number) =>
  (await db().select().from(performanceTitles).where(eq(performanceTitles.performanceId, id)))[0];

const found = async (search: string) =>
  (
    await db().execute<{ id: number }>(
      sql`SELECT t.performance_id AS id FROM performance_titles t WHERE ${performanceTitleLike('t', `%${search}%`)}
        ORDER BY 1`,
    )
  ).rows.map((row) => Number(row.id));

describe('performance_titles', () => {
  it('follows a performance from insert to delete', async () => {
    const [row] = await db()
      .insert(performances)
      .values({ slug: 'chaika', title: { ru: 'Чайка', en: 'The Seagull' }, venueId: firstVenue })
      .returning();
    const id = row!.id;
    expect(await titlesOf(id)).toMatchObject({
      venueId: firstVenue,
      isPublished: true,
      archived: false,
      titleRu: 'Чайка',
      text: 'chaika чайка the seagull  ',
    });

    const changed = new Date('2026-12-01T10:00:00Z');
    await db()
      .update(performances)
      .set({
        title: { ru: 'Чайка. Комедия', fr: 'La Mouette' },
        venueId: secondVenue,
        isPublished: false,
        updatedAt: changed,
      })
      .where(eq(performances.id, id));
    expect(await titlesOf(id)).toMatchObject({
      venueId: secondVenue,
      isPublished: false,
      titleRu: 'Чайка. Комедия',
      text: 'chaika чайка. комедия  la mouette ',
      updatedAt: changed,
    });

    await db().update(performances).set({ archivedAt: changed }).where(eq(performances.id, id));
    expect((await titlesOf(id))?.archived).toBe(true);

    await db().delete(performances).where(eq(performances.id, id));
    expect(await titlesOf(id)).toBeUndefined();
  });

  it('finds a title or slug in any letter case, and only those', async () => {
    const made = await db()
      .insert(performances)
      .values([
        { slug: 'gamlet', title: { ru: 'Гамлет', en: 'Hamlet' }, venueId: firstVenue },
        { slug: 'gamlet-2', title: { ru: 'ГАМЛЕТ. Версия' }, venueId: secondVenue },
        { slug: 'korol-lir', title: { ru: 'Король Лир', de: 'König Lear' }, venueId: firstVenue },
      ])
      .returning({ id: performances.id });
    const [hamlet, version, lear] = made.map((row) => row.id) as [number, number, number];
    expect(await found('гамЛет')).toEqual([hamlet, version]);
    expect(await found('HAMLET')).toEqual([hamlet]);
    expect(await found('KÖNIG')).toEqual([lear]);
    expect(await found('gamlet-')).toEqual([version]);
    expect(await found('макбет')).toEqual([]);
  });
});
