// Owns sharing's wiring: links to share, absolute on the public site.
import { defineModule } from '../module.ts';
import { createShareRepository } from './share.repository.ts';
import { shareRoutes } from './share.routes.ts';
import { createShareService } from './share.service.ts';

export const shareModule = defineModule({
  name: 'share',
  build({ config, db }) {
    const share = createShareService({
      repository: createShareRepository(db),
      siteUrl: config.publicSiteUrl,
    });
    return { routes: (api) => api.register(shareRoutes, { share }) };
  },
});
