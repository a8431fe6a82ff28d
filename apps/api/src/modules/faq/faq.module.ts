// Owns the FAQ's wiring: questions of the site a request's domain names.
import { defineModule } from '../module.ts';
import { createFaqRepository } from './faq.repository.ts';
import { faqRoutes } from './faq.routes.ts';
import { createFaqService } from './faq.service.ts';

export const faqModule = defineModule({
  name: 'faq',
  build({ db, use }) {
    const faq = createFaqService({ repository: createFaqRepository(db), locateSite: use('site').locateSite });
    return { routes: (api) => api.register(faqRoutes, { faq }) };
  },
});
