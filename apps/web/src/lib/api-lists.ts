// Lists whose envelope differs between endpoints: a plain array (short lists) or the paged `{count, results}`
// (docs/api.md). Pages only need the items, so both read as an array.
import { paginated } from '@afisha/contracts';
import { z } from 'zod';

export function listOf<T extends z.ZodType>(item: T) {
  return z
    .union([z.array(item), paginated(item)])
    .transform((value) => (Array.isArray(value) ? value : value.results));
}
