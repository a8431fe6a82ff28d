// Owns the selections' wiring: its service reads the cards shared with the listings.
import { defineModule } from '../module.ts';
import { createSelectionsRepository } from './selections.repository.ts';
import { selectionsRoutes } from './selections.routes.ts';
import { createSelectionsService } from './selections.service.ts';

export const selectionsModule = defineModule({
  name: 'selections',
  build({ db, clock, use }) {
    const selections = createSelectionsService({
      repository: createSelectionsRepository(db),
      cards: use('catalogue').cards,
      clock,
    });
    return { routes: (api) => api.register(selectionsRoutes, { selections }) };
  },
});
