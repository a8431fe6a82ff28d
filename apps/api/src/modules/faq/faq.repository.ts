// Owns reading the FAQ of a site in one locale: categories with their published-question counts,
// one category by slug, and a page of published questions (optionally of one category, optionally
// containing a text).
import type { TFaqCategory, TFaqItem } from '@afisha/contracts';
import { type Db, faqCategories, faqItems, type Locale, localizedSql } from '@afisha/db';
import { and, asc, count, eq, or, sql } from '@afisha/db/orm';
import { foldedContains } from '../../lib/text-search.ts';

/** A FAQ item with its answer as stored, not yet sanitised. */
export type FaqItemRow = TFaqItem;

export type FaqItemsFilter = { siteId: number; categoryId?: number; search?: string };

export type FaqRepository = {
  listCategories(siteId: number, locale: Locale): Promise<TFaqCategory[]>;
  findCategoryId(siteId: number, slug: string): Promise<number | null>;
  listItems(
    filter: FaqItemsFilter,
    locale: Locale,
    page: { limit: number; offset: number },
  ): Promise<{ count: number; results: FaqItemRow[] }>;
};

export function createFaqRepository(db: Db): FaqRepository {
  return {
    async listCategories(siteId, locale) {
      const published = sql<number>`count(${faqItems.id}) filter (where ${faqItems.isPublished})::int`;
      return db
        .select({
          id: faqCategories.id,
          slug: faqCategories.slug,
          title: localizedSql(faqCategories.title, locale),
          count: published,
        })
        .from(faqCategories)
        .leftJoin(faqItems, eq(faqItems.categoryId, faqCategories.id))
        .where(eq(faqCategories.siteId, siteId))
        .groupBy(faqCategories.id)
        .orderBy(asc(faqCategories.position), asc(faqCategories.id));
    },
    async findCategoryId(siteId, slug) {
      const [row] = await db
        .select({ id: faqCategories.id })
        .from(faqCategories)
        .where(and(eq(faqCategories.siteId, siteId), eq(faqCategories.slug, slug)))
        .limit(1);
      return row?.id ?? null;
    },
    async listItems(filter, locale, { limit, offset }) {
      const question = localizedSql(faqItems.question, locale);
      const answer = localizedSql(faqItems.answer, locale);
      const where = and(
        eq(faqCategories.siteId, filter.siteId),
        eq(faqItems.isPublished, true),
        filter.categoryId === undefined ? undefined : eq(faqItems.categoryId, filter.categoryId),
        filter.search
          ? or(foldedContains(question, filter.search), foldedContains(answer, filter.search))
          : undefined,
      );
      const [total, results] = await Promise.all([
        db
          .select({ count: count() })
          .from(faqItems)
          .innerJoin(faqCategories, eq(faqCategories.id, faqItems.categoryId))
          .where(where),
        db
          .select({
            id: faqItems.id,
            question,
            answer,
            category: {
              id: faqCategories.id,
              slug: faqCategories.slug,
              title: localizedSql(faqCategories.title, locale),
            },
          })
          .from(faqItems)
          .innerJoin(faqCategories, eq(faqCategories.id, faqItems.categoryId))
          .where(where)
          .orderBy(
            asc(faqCategories.position),
            asc(faqCategories.id),
            asc(faqItems.position),
            asc(faqItems.id),
          )
          .limit(limit)
          .offset(offset),
      ]);
      return { count: total[0]?.count ?? 0, results };
    },
  };
}
