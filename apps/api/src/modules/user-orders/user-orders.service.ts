// Owns a customer's order list: current orders (a session still to come or on) or the archive,
// as of the clock's now.
import type { TUserOrder, TUserOrdersQuery } from '@afisha/contracts';
import type { Locale } from '@afisha/db';
import type { Clock } from '../../lib/clock.ts';
import type { UserOrdersRepository } from './user-orders.repository.ts';

export type UserOrdersService = {
  list(
    userId: number,
    query: TUserOrdersQuery,
    locale: Locale,
  ): Promise<{ count: number; results: TUserOrder[] }>;
};

export function createUserOrdersService(deps: {
  repository: UserOrdersRepository;
  clock: Clock;
}): UserOrdersService {
  const { repository, clock } = deps;
  return {
    list: (userId, query, locale) =>
      repository.page(userId, { archive: query.is_archive ?? false, now: clock.now(), locale }, query),
  };
}
