// Owns the notifications' wiring: the signed-in customer's notifications.
import { defineModule } from '../module.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService } from './notifications.service.ts';

export const notificationsModule = defineModule({
  name: 'notifications',
  build({ db }) {
    const notifications = createNotificationsService({ repository: createNotificationsRepository(db) });
    return { routes: (api) => api.register(notificationsRoutes, { notifications }) };
  },
});
