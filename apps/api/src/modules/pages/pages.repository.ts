// Owns reading CMS pages of a site in one locale: the published list, one published page by id or
// by path, and a page's draft (with the hash of its preview token) by path. Paths are compared in
// lower case; callers pass them normalised (page-path.ts).
import type { TPageListItem } from '@afisha/contracts';
import { type Db, type Locale, localizedSql, pages } from '@afisha/db';
import { and, asc, count, eq, type SQL, sql } from '@afisha/db/orm';

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
  const published = (siteId: number) => and(eq(pages.siteId, siteId), eq(pages.isPublished, true));
  const pathIs = (path: string) => sql`lower(${pages.path}) = ${path}`;

  async function findPublished(where: SQL | undefined, locale: Locale): Promise<PageRow | null> {
    const [row] = await db
      .select({
        id: pages.id,
        path: pages.path,
        title: localizedSql(pages.title, locale),
        body: localizedSql(pages.body, locale),
        updatedAt: pages.updatedAt,
      })
      .from(pages)
      .where(where)
      .limit(1);
    return row ?? null;
  }

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
    findPublishedById(siteId, id, locale) {
      return findPublished(and(published(siteId), eq(pages.id, id)), locale);
    },
    findPublishedByPath(siteId, path, locale) {
      return findPublished(and(published(siteId), pathIs(path)), locale);
    },
    async findDraftByPath(siteId, path, locale) {
      const draftOr = (draft: SQL, current: SQL) => sql<string>`coalesce(${draft}, ${current})`;
      const [row] = await db
        .select({
          id: pages.id,
          path: pages.path,
          title: draftOr(localizedSql(pages.draftTitle, locale), localizedSql(pages.title, locale)),
          body: draftOr(localizedSql(pages.draftBody, locale), localizedSql(pages.body, locale)),
          updatedAt: pages.updatedAt,
          previewTokenHash: pages.previewTokenHash,
        })
        .from(pages)
        .where(and(eq(pages.siteId, siteId), pathIs(path)))
        .limit(1);
      return row ?? null;
    },
  };
}
