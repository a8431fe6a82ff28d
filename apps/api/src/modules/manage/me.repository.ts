// Owns the SQL of GET /manage/me: the signed-in manager's email and the venues they manage, named in the language
// asked for.
import type { Db, Locale } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { tr } from '../catalogue/catalogue.sql.ts';
import { type Manager, venueCondition } from './manage-access.ts';

export function createMeRepository(db: Db) {
  return {
    /** The manager's email, and their venues (none listed for a manager of the whole site). */
    async find(manager: Manager, locale: Locale) {
      const { rows } = await db.execute<{ email: string; venues: { id: number; name: string }[] | null }>(sql`
        SELECT u.email, (SELECT json_agg(json_build_object('id', v.id,
            'name', ${tr('v.name', locale)}) ORDER BY v.id)
          FROM venues v
          WHERE ${manager.scope.kind === 'all' ? sql`FALSE` : venueCondition(manager, sql`v.id`)}
        ) AS venues
        FROM users u WHERE u.id = ${manager.userId}`);
      return rows[0];
    },
  };
}

export type MeRepository = ReturnType<typeof createMeRepository>;
