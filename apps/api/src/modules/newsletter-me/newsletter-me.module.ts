// Owns the customer's newsletter switch's wiring: the subscriptions are the forms'.
import { defineModule } from '../module.ts';
import { createNewsletterMeRepository } from './newsletter-me.repository.ts';
import { newsletterMeRoutes } from './newsletter-me.routes.ts';
import { createNewsletterMeService } from './newsletter-me.service.ts';

export const newsletterMeModule = defineModule({
  name: 'newsletter-me',
  build({ db, clock, use }) {
    const newsletter = createNewsletterMeService({
      accounts: createNewsletterMeRepository(db),
      subscriptions: use('forms').repository,
      clock,
    });
    return { routes: (api) => api.register(newsletterMeRoutes, { newsletter }) };
  },
});
