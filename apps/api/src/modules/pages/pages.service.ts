// Owns the CMS page rules: only published pages are public (found by id or by normalised path);
// a draft is shown only to whoever holds its preview token. A wrong, missing or unknown token is
// the same 404 as an unknown page, and takes the same time, so nobody learns a draft exists.
// Bodies leave sanitised, whatever was stored.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { TLocale, TPage, TPageListItem, TPaginationQuery } from '@afisha/contracts';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeEditorHtml } from '../../lib/html-sanitizer.ts';
import type { SiteLocator } from '../site/site-locator.ts';
import { normalizePagePath } from './page-path.ts';
import type { PageRow, PagesRepository } from './pages.repository.ts';

export type PagesService = {
  list(
    domain: string | undefined,
    page: TPaginationQuery,
    locale: TLocale,
  ): Promise<{ count: number; results: TPageListItem[] }>;
  byId(domain: string | undefined, id: string, locale: TLocale): Promise<TPage>;
  byPath(domain: string | undefined, path: string, locale: TLocale): Promise<TPage>;
  preview(
    domain: string | undefined,
    path: string,
    token: string | undefined,
    locale: TLocale,
  ): Promise<TPage>;
};

const MAX_PAGE_ID = 2_147_483_647;
// Compared against when a page has no token, so that a miss costs what a hit costs.
const NO_TOKEN_HASH = Buffer.alloc(32);

const notFound = () => new AppError('not_found', 404);

/** Ids are int4: anything else (text, a number past the column's range) names no page. */
function parsePageId(id: string): number | null {
  if (!/^\d{1,10}$/.test(id)) return null;
  const value = Number(id);
  return value >= 1 && value <= MAX_PAGE_ID ? value : null;
}

function tokenMatches(given: string | undefined, storedHex: string | null): boolean {
  const givenHash = createHash('sha256')
    .update(given ?? '')
    .digest();
  const stored =
    storedHex && /^[0-9a-f]{64}$/i.test(storedHex) ? Buffer.from(storedHex, 'hex') : NO_TOKEN_HASH;
  const equal = timingSafeEqual(givenHash, stored);
  return equal && given !== undefined && given.length > 0 && stored !== NO_TOKEN_HASH;
}

function toPage(row: PageRow): TPage {
  return {
    id: row.id,
    path: row.path,
    title: row.title,
    body: sanitizeEditorHtml(row.body),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function createPagesService(deps: {
  repository: PagesRepository;
  locateSite: SiteLocator;
}): PagesService {
  const { repository, locateSite } = deps;

  async function siteOf(domain: string | undefined): Promise<number> {
    const siteId = await locateSite(domain);
    if (siteId === null) throw notFound();
    return siteId;
  }

  return {
    async list(domain, page, locale) {
      const siteId = await locateSite(domain);
      if (siteId === null) return { count: 0, results: [] };
      return repository.listPublished(siteId, locale, page);
    },
    async byId(domain, id, locale) {
      const pageId = parsePageId(id);
      if (pageId === null) throw notFound();
      const row = await repository.findPublishedById(await siteOf(domain), pageId, locale);
      if (!row) throw notFound();
      return toPage(row);
    },
    async byPath(domain, path, locale) {
      const row = await repository.findPublishedByPath(await siteOf(domain), normalizePagePath(path), locale);
      if (!row) throw notFound();
      return toPage(row);
    },
    async preview(domain, path, token, locale) {
      const row = await repository.findDraftByPath(await siteOf(domain), normalizePagePath(path), locale);
      if (!tokenMatches(token, row?.previewTokenHash ?? null) || !row) throw notFound();
      return toPage(row);
    },
  };
}
