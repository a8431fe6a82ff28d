// Owns the named tickets' wiring. Exports the repository: the checkout writes the names with the order.
import { defineModule } from '../module.ts';
import { createNamedTicketsRepository, type NamedTicketsRepository } from './named-tickets.repository.ts';
import { namedTicketsRoutes } from './named-tickets.routes.ts';
import { createNamedTicketsService } from './named-tickets.service.ts';

declare module '../module.ts' {
  interface ModuleExports {
    'named-tickets': { repository: NamedTicketsRepository };
  }
}

export const namedTicketsModule = defineModule({
  name: 'named-tickets',
  build({ db, clock }) {
    const repository = createNamedTicketsRepository(db);
    const namedTickets = createNamedTicketsService({ repository, clock });
    return { exports: { repository }, routes: (api) => api.register(namedTicketsRoutes, { namedTickets }) };
  },
});
