// Owns a customer's order list: current orders (a session still to come or on) or the archive,
// as of the clock's now, each with the tickets link of its mail while it has valid tickets.
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

const WITH_TICKETS: ReadonlySet<TUserOrder['status']> = new Set(['paid', 'partially_refunded']);

export function createUserOrdersService(deps: {
  repository: UserOrdersRepository;
  clock: Clock;
  /** The tickets link of an order's mail (checkout.service.ts ticketsPath). */
  ticketsPath: (orderNumber: string) => string;
}): UserOrdersService {
  const { repository, clock } = deps;
  return {
    async list(userId, query, locale) {
      const page = await repository.page(
        userId,
        { archive: query.is_archive ?? false, now: clock.now(), locale },
        query,
      );
      const results = page.results.map((order) => ({
        ...order,
        tickets_url: WITH_TICKETS.has(order.status) ? deps.ticketsPath(order.number) : null,
      }));
      return { count: page.count, results };
    },
  };
}
