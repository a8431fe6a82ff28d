// Owns the genre and tag lists as the API serves them (plain arrays: short reference lists).
import type { TLocale, TReference } from '@afisha/contracts';
import type { TaxonomyKind, TaxonomyRepository } from './taxonomy.repository.ts';

export type TaxonomyService = { list(kind: TaxonomyKind, locale: TLocale): Promise<TReference[]> };

export function createTaxonomyService(deps: { repository: TaxonomyRepository }): TaxonomyService {
  return { list: (kind, locale) => deps.repository.list(kind, locale) };
}
