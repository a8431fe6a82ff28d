// Owns reading CMS pages of a site in one locale: the published list, one published page by id or
// by path, and a page's draft (with the hash of its preview token) by path. Paths are compared in
// lower case; callers pass them normalised (page-path.ts).
import type { TPageListItem } from '@afisha/contracts';
import { type Db, type Locale, localizedSql, pages } from '@afisha/db';
import { and, asc, count, eq, type SQL, sql } from '@afisha/db/orm';
import { inLocale } from '../../lib/localized-placeholder.ts';

/** A page with its texts in one locale; `body` is the HTML as stored, not yet sanitised. */
export type PageRow = { id: number; path: string; title: string; body: string; updatedAt: Date };

export type PageDraftRow = PageRow & { previewTokenHash: string | null };

export type PagesRepository = {
  listPublished(
    siteId: number,
    locale: Locale,
    page: { limit: number; offset: number },
  ): Promise<{ count: number; results: TPageListItem[] }>;
  findPublishedById(siteId: number, id: number, locale: Locale): Promise<PageRow | null>;
  findPublishedByPath(siteId: number, path: string, locale: Locale): Promise<PageRow | null>;
  /** The draft texts where there are some, else the published ones; published or not. */
  findDraftByPath(siteId: number, path: string, locale: Locale): Promise<PageDraftRow | null>;
};

export function createPagesRepository(db: Db): PagesRepository {
  const ofSite = eq(pages.siteId, sql.placeholder('siteId'));
  const published = (siteId: number) => and(eq(pages.siteId, siteId), eq(pages.isPublished, true));
  const pathIs = sql`lower(${pages.path}) = ${sql.placeholder('path')}`;
  const publishedPage = {
    id: pages.id,
    path: pages.path,
    title: inLocale(pages.title),
    body: inLocale(pages.body),
    updatedAt: pages.updatedAt,
  };
  // The reads behind every CMS page view are prepared once (see cities.repository.ts for why).
  const findPublishedById = db
    .select(publishedPage)
    .from(pages)
    .where(and(ofSite, eq(pages.isPublished, true), eq(pages.id, sql.placeholder('id'))))
    .limit(1)
    .prepare('pages_find_published_by_id');
  const findPublishedByPath = db
    .select(publishedPage)
    .from(pages)
    .where(and(ofSite, eq(pages.isPublished, true), pathIs))
    .limit(1)
    .prepare('pages_find_published_by_path');
  const draftOr = (draft: SQL, current: SQL) => sql<string>`coalesce(${draft}, ${current})`;
  const findDraftByPath = db
    .select({
      ...publishedPage,
      title: draftOr(inLocale(pages.draftTitle), inLocale(pages.title)),
      body: draftOr(inLocale(pages.draftBody), inLocale(pages.body)),
      previewTokenHash: pages.previewTokenHash,
    })
    .from(pages)
    .where(and(ofSite, pathIs))
    .limit(1)
    .prepare('pages_find_draft_by_path');

  return {
    async listPublished(siteId, locale, { limit, offset }) {
      const [total, results] = await Promise.all([
        db.select({ count: count() }).from(pages).where(published(siteId)),
        db
          .select({ id: pages.id, path: pages.path, title: localizedSql(pages.title, locale) })
          .from(pages)
          .where(published(siteId))
          .orderBy(asc(pages.path), asc(pages.id))
          .limit(limit)
          .offset(offset),
      ]);
      return { count: total[0]?.count ?? 0, results };
    },
    async findPublishedById(siteId, id, locale) {
      const [row] = await findPublishedById.execute({ siteId, id, locale });
      return row ?? null;
    },
    async findPublishedByPath(siteId, path, locale) {
      const [row] = await findPublishedByPath.execute({ siteId, path, locale });
      return row ?? null;
    },
    async findDraftByPath(siteId, path, locale) {
      const [row] = await findDraftByPath.execute({ siteId, path, locale });
      return row ?? null;
    },
  };
}
