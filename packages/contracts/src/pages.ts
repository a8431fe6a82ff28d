// Owns the CMS page contracts: the list of published pages, one page by id or by path, and the
// preview of a draft with a token. Page bodies are editor HTML, sanitised by the API on output.
import { z } from 'zod';
import { paginated, ZPaginationQuery } from './pagination.ts';
import { ZSiteQuery } from './site.ts';

export const PAGE_PATH_MAX_LENGTH = 500;
export const PREVIEW_TOKEN_HEADER = 'x-preview-token';

export const ZPagesQuery = ZPaginationQuery.extend(ZSiteQuery.shape);
export type TPagesQuery = z.infer<typeof ZPagesQuery>;

export const ZPageIdParams = z.object({ id: z.string() });
export type TPageIdParams = z.infer<typeof ZPageIdParams>;

export const ZPagePathQuery = ZSiteQuery.extend({
  path: z
    .string()
    .trim()
    .min(1)
    .max(PAGE_PATH_MAX_LENGTH)
    .describe('Path of the page, e.g. /about; case, repeated and trailing slashes do not matter.'),
});
export type TPagePathQuery = z.infer<typeof ZPagePathQuery>;

// Loose: the other request headers must pass through untouched.
export const ZPagePreviewHeaders = z.looseObject({
  [PREVIEW_TOKEN_HEADER]: z.string().optional().describe('The preview token of the draft.'),
});

export const ZPageListItem = z
  .object({ id: z.number().int(), path: z.string(), title: z.string() })
  .meta({ id: 'PageListItem' });
export type TPageListItem = z.infer<typeof ZPageListItem>;
export const ZPageList = paginated(ZPageListItem);

export const ZPage = z
  .object({
    id: z.number().int(),
    path: z.string(),
    title: z.string(),
    body: z.string().describe('HTML, sanitised: no scripts, event handlers or javascript: links.'),
    updated_at: z.string().describe('ISO 8601 date-time of the last edit.'),
  })
  .meta({ id: 'Page' });
export type TPage = z.infer<typeof ZPage>;
