// Owns the wiring of the customer's orders: the ticket links are the checkout's.
import { defineModule } from '../module.ts';
import { createUserOrdersRepository } from './user-orders.repository.ts';
import { userOrdersRoutes } from './user-orders.routes.ts';
import { createUserOrdersService } from './user-orders.service.ts';

export const userOrdersModule = defineModule({
  name: 'user-orders',
  build({ db, clock, use }) {
    const orders = createUserOrdersService({
      repository: createUserOrdersRepository(db),
      clock,
      ticketsPath: use('checkout').service.ticketsPath,
    });
    return { routes: (api) => api.register(userOrdersRoutes, { orders }) };
  },
});
