// Owns reading the FAQ of a site in one locale: categories with their published-question counts,
// one category by slug, and a page of published questions (optionally of one category, optionally
// containing a text).
import type { TFaqCategory, TFaqItem } from '@afisha/contracts';
import { type Db, faqCategories, faqItems, type Locale } from '@afisha/db';
import { and, asc, count, eq, sql } from '@afisha/db/orm';
import { inLocale } from '../../lib/localized-placeholder.ts';
import { containsPattern, foldedLike } from '../../lib/text-search.ts';

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
  // The category list is read on every FAQ view: prepared once (see cities.repository.ts for why).
  const listCategories = db
    .select({
      id: faqCategories.id,
      slug: faqCategories.slug,
      title: inLocale(faqCategories.title),
      count: sql<number>`count(${faqItems.id}) filter (where ${faqItems.isPublished})::int`,
    })
    .from(faqCategories)
    .leftJoin(faqItems, eq(faqItems.categoryId, faqCategories.id))
    .where(eq(faqCategories.siteId, sql.placeholder('siteId')))
    .groupBy(faqCategories.id)
    .orderBy(asc(faqCategories.position), asc(faqCategories.id))
    .prepare('faq_list_categories');
  // Questions: one statement for every combination of filters, a null parameter meaning "any".
  const question = inLocale(faqItems.question);
  const answer = inLocale(faqItems.answer);
  const pattern = sql`${sql.placeholder('pattern')}::text`;
  const categoryId = sql`${sql.placeholder('categoryId')}::int`;
  const matching = and(
    eq(faqCategories.siteId, sql.placeholder('siteId')),
    eq(faqItems.isPublished, true),
    sql`(${categoryId} is null or ${faqItems.categoryId} = ${categoryId})`,
    sql`(${pattern} is null or ${foldedLike(question, pattern)} or ${foldedLike(answer, pattern)})`,
  );
  const countItems = db
    .select({ count: count() })
    .from(faqItems)
    .innerJoin(faqCategories, eq(faqCategories.id, faqItems.categoryId))
    .where(matching)
    .prepare('faq_count_items');
  const listItems = db
    .select({
      id: faqItems.id,
      question,
      answer,
      category: { id: faqCategories.id, slug: faqCategories.slug, title: inLocale(faqCategories.title) },
    })
    .from(faqItems)
    .innerJoin(faqCategories, eq(faqCategories.id, faqItems.categoryId))
    .where(matching)
    .orderBy(asc(faqCategories.position), asc(faqCategories.id), asc(faqItems.position), asc(faqItems.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('faq_list_items');

  return {
    async listCategories(siteId, locale) {
      return listCategories.execute({ siteId, locale });
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
      const params = {
        siteId: filter.siteId,
        categoryId: filter.categoryId ?? null,
        pattern: filter.search ? containsPattern(filter.search) : null,
        locale,
      };
      const [total, results] = await Promise.all([
        countItems.execute(params),
        listItems.execute({ ...params, limit, offset }),
      ]);
      return { count: total[0]?.count ?? 0, results };
    },
  };
}
