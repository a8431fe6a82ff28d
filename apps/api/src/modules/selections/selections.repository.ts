// Owns reading the editorial layer of the catalogue: active collections of a city (and those of
// every city) in position order, one collection by slug, and the recommendation slider's items.
import type { TSelection } from '@afisha/contracts';
import type { Db, Locale } from '@afisha/db';
import { type SQL, sql } from '@afisha/db/orm';
import { tr } from '../catalogue/catalogue.sql.ts';

export type SlideRow = { id: number; image: string | null; performanceId: number };

export type SelectionsRepository = {
  listActive(citySlug: string | undefined, locale: Locale): Promise<TSelection[]>;
  findActiveBySlug(slug: string, locale: Locale): Promise<TSelection | null>;
  /** Active slider items in position order, each with its image or its performance's poster. */
  listSlides(citySlug: string | undefined): Promise<SlideRow[]>;
};

/** Rows of `alias` shown in the city: its own and the city-less ones; every row without a city. */
const inCity = (alias: string, citySlug: string | undefined): SQL =>
  citySlug === undefined
    ? sql`true`
    : sql`(${sql.raw(alias)}.city_id IS NULL OR ${sql.raw(alias)}.city_id = (SELECT id FROM cities WHERE slug = ${citySlug}))`;

const selectionJson = (locale: Locale) => sql`json_build_object('id', sel.id, 'slug', sel.slug,
  'title', ${tr('sel.title', locale)}, 'description', ${tr('sel.description', locale)}, 'image', sel.image)`;

export function createSelectionsRepository(db: Db): SelectionsRepository {
  return {
    async listActive(citySlug, locale) {
      const { rows } = await db.execute<{ list: TSelection[] }>(sql`
        SELECT coalesce(json_agg(${selectionJson(locale)} ORDER BY sel.position, sel.id), '[]'::json) AS list
        FROM selections sel
        WHERE sel.is_active AND ${inCity('sel', citySlug)}`);
      return rows[0]?.list ?? [];
    },

    async findActiveBySlug(slug, locale) {
      const { rows } = await db.execute<{ selection: TSelection }>(sql`
        SELECT ${selectionJson(locale)} AS selection
        FROM selections sel WHERE sel.slug = ${slug} AND sel.is_active LIMIT 1`);
      return rows[0]?.selection ?? null;
    },

    async listSlides(citySlug) {
      const { rows } = await db.execute<SlideRow>(sql`
        SELECT ri.id, coalesce(ri.image, p.poster) AS image, ri.performance_id AS "performanceId"
        FROM recommend_slider_items ri JOIN performances p ON p.id = ri.performance_id
        WHERE ri.is_active AND ${inCity('ri', citySlug)}
        ORDER BY ri.position, ri.id`);
      return rows;
    },
  };
}
