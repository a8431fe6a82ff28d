// Owns the test controls' wiring: what end-to-end tests may ask of a running API that no visitor may, scoped to
// the caller's own data so tests sharing one server never disturb each other, or doing only what is due anyway (a
// sweep of the holds that ran out). Only with TEST_CONTROLS=on (which config.ts refuses in production): otherwise
// the module adds no route at all, so its paths answer 404 and the OpenAPI document never lists them.
import { defineModule } from '../module.ts';
import { createTestControlsRepository } from './test-controls.repository.ts';
import { testControlsRoutes } from './test-controls.routes.ts';

export const testControlsModule = defineModule({
  name: 'test-controls',
  build({ config, db, clock, use }) {
    if (!config.testControls) return {};
    const repository = createTestControlsRepository(db);
    // The cart module's own hold sweeper (the one its timer runs), not a second copy of its work.
    const { sweepHolds } = use('cart');
    return { routes: (api) => api.register(testControlsRoutes, { repository, clock, sweepHolds }) };
  },
});
