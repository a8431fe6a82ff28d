// Owns the events' wiring: its service reads the cards shared with the listings.
import { defineModule } from '../module.ts';
import { createEventsRepository } from './events.repository.ts';
import { eventsRoutes } from './events.routes.ts';
import { createEventsService } from './events.service.ts';

export const eventsModule = defineModule({
  name: 'events',
  build({ db, clock, use }) {
    const events = createEventsService({
      repository: createEventsRepository(db),
      cards: use('catalogue').cards,
      clock,
    });
    return { routes: (api) => api.register(eventsRoutes, { events }) };
  },
});
