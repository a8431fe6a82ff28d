// Owns the limit/offset paging contract shared by every list that can grow (docs/api.md "Lists").
import { z } from 'zod';
import { queryInteger } from './query-integer.ts';

export const PAGE_SIZE = 12;
export const PAGE_SIZE_MAX = 100;

export const ZPaginationQuery = z.object({
  limit: queryInteger({ min: 1, max: PAGE_SIZE_MAX }).default(PAGE_SIZE),
  offset: queryInteger({ min: 0, max: 999_999_999 }).default(0),
});
export type TPaginationQuery = z.infer<typeof ZPaginationQuery>;

export function paginated<TItem extends z.ZodType>(item: TItem) {
  return z.object({
    count: z.number().int().min(0),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export type TPaginated<TItem> = {
  count: number;
  next: string | null;
  previous: string | null;
  results: TItem[];
};
