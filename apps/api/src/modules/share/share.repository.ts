// Owns finding what a share link points at: a published performance by slug, or an event of a
// published performance by id, with the title to show in the shared message.
import type { Db, Locale } from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';
import { tr } from '../catalogue/catalogue.sql.ts';
import { publicEvent } from '../catalogue/public-event.sql.ts';

export type ShareTarget = { slug: string; title: string };

export type ShareRepository = {
  findPerformance(slug: string, locale: Locale): Promise<ShareTarget | null>;
  findEventPerformance(eventId: number, locale: Locale): Promise<ShareTarget | null>;
};

export function createShareRepository(db: Db): ShareRepository {
  async function findOne(match: SQL, locale: Locale): Promise<ShareTarget | null> {
    const { rows } = await db.execute<ShareTarget>(sql`
      SELECT p.slug, ${tr('p.title', locale)} AS title
      FROM performances p
      WHERE p.is_published AND ${match}
      LIMIT 1`);
    return rows[0] ?? null;
  }
  return {
    findPerformance: (slug, locale) => findOne(sql`p.slug = ${slug}`, locale),
    findEventPerformance: (eventId, locale) =>
      findOne(
        sql`p.id = (SELECT e.performance_id FROM events e WHERE e.id = ${eventId} AND ${publicEvent('e')})`,
        locale,
      ),
  };
}
