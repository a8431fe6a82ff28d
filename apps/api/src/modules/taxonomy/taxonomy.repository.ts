// Owns reading the catalogue's reference lists (genres, tags) in editorial order, in one locale.
import type { TReference } from '@afisha/contracts';
import type { Db, Locale } from '@afisha/db';
import { sql } from '@afisha/db/orm';
import { tr } from '../catalogue/catalogue.sql.ts';

export type TaxonomyKind = 'genres' | 'tags';

export type TaxonomyRepository = {
  list(kind: TaxonomyKind, locale: Locale): Promise<TReference[]>;
};

export function createTaxonomyRepository(db: Db): TaxonomyRepository {
  return {
    async list(kind, locale) {
      // `kind` is one of two literals, never client text, so naming the table is safe.
      const { rows } = await db.execute<{ list: TReference[] }>(sql`
        SELECT coalesce(json_agg(json_build_object('id', t.id, 'slug', t.slug, 'name', ${tr('t.name', locale)})
          ORDER BY t.position, t.id), '[]'::json) AS list
        FROM ${sql.identifier(kind)} t WHERE t.archived_at IS NULL`);
      return rows[0]?.list ?? [];
    },
  };
}
