// Owns the health check's wiring: under /api/v1, and the service app.ts also mounts at the root for probes.
import { defineModule } from '../module.ts';
import { healthRoutes } from './health.routes.ts';
import { createHealthService, type HealthService } from './health.service.ts';

declare module '../module.ts' {
  interface ModuleExports {
    health: { service: HealthService };
  }
}

export const healthModule = defineModule({
  name: 'health',
  build({ database }) {
    const service = createHealthService({ ping: () => database.ping() });
    return { exports: { service }, routes: (api) => api.register(healthRoutes, { health: service }) };
  },
});
