// Owns the FAQ rules: a site's categories with counts; its published questions, filtered by a
// category slug (an unknown one is a field error, not an empty page) and by a search text;
// answers leave sanitised.
import type { TFaqCategory, TFaqItem, TFaqPageQuery, TLocale } from '@afisha/contracts';
import { FieldValidationError } from '../../lib/app-error.ts';
import { sanitizeEditorHtml } from '../../lib/html-sanitizer.ts';
import type { SiteLocator } from '../site/site-locator.ts';
import type { FaqRepository } from './faq.repository.ts';

export type FaqService = {
  categories(domain: string | undefined, locale: TLocale): Promise<TFaqCategory[]>;
  items(query: TFaqPageQuery, locale: TLocale): Promise<{ count: number; results: TFaqItem[] }>;
};

export function createFaqService(deps: { repository: FaqRepository; locateSite: SiteLocator }): FaqService {
  const { repository, locateSite } = deps;
  return {
    async categories(domain, locale) {
      const siteId = await locateSite(domain);
      return siteId === null ? [] : repository.listCategories(siteId, locale);
    },
    async items(query, locale) {
      const siteId = await locateSite(query.domain);
      if (siteId === null) return { count: 0, results: [] };
      let categoryId: number | undefined;
      if (query.category) {
        const found = await repository.findCategoryId(siteId, query.category);
        if (found === null) {
          throw new FieldValidationError([
            {
              field: 'category',
              code: 'does_not_exist',
              message: 'faq.category_does_not_exist',
              params: { slug: query.category },
            },
          ]);
        }
        categoryId = found;
      }
      const page = await repository.listItems(
        { siteId, categoryId, search: query.search || undefined },
        locale,
        { limit: query.limit, offset: query.offset },
      );
      return {
        count: page.count,
        results: page.results.map((item) => ({ ...item, answer: sanitizeEditorHtml(item.answer) })),
      };
    },
  };
}
