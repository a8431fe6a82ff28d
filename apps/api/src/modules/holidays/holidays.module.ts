// Owns the holidays' wiring: the holiday dates.
import { defineModule } from '../module.ts';
import { createHolidaysRepository } from './holidays.repository.ts';
import { holidaysRoutes } from './holidays.routes.ts';
import { createHolidaysService } from './holidays.service.ts';

export const holidaysModule = defineModule({
  name: 'holidays',
  build({ db, clock }) {
    const holidays = createHolidaysService({ repository: createHolidaysRepository(db), clock });
    return { routes: (api) => api.register(holidaysRoutes, { holidays }) };
  },
});
