// Owns the forms' wiring (subscriptions, requests). Exports the repository: the customer's newsletter switch
// reads and writes the same subscriptions.
import { defineModule } from '../module.ts';
import { createFormsRepository, type FormsRepository } from './forms.repository.ts';
import { formsRoutes } from './forms.routes.ts';
import { createFormsService } from './forms.service.ts';

declare module '../module.ts' {
  interface ModuleExports {
    forms: { repository: FormsRepository };
  }
}

export const formsModule = defineModule({
  name: 'forms',
  build({ db, use }) {
    const repository = createFormsRepository(db);
    const forms = createFormsService({ repository, cities: use('cities').repository });
    return { exports: { repository }, routes: (api) => api.register(formsRoutes, { forms }) };
  },
});
