// Owns the site settings' wiring. Exports the site locator (which site a domain is, memoised until a `site`
// change notice) for the pages and the FAQ.
import { defineModule } from '../module.ts';
import { createSiteRepository } from './site.repository.ts';
import { siteRoutes } from './site.routes.ts';
import { createSiteService } from './site.service.ts';
import { createSiteLocator, type SiteLocator } from './site-locator.ts';

declare module '../module.ts' {
  interface ModuleExports {
    site: { locateSite: SiteLocator };
  }
}

export const siteModule = defineModule({
  name: 'site',
  build({ db, clock, changes }) {
    const repository = createSiteRepository(db);
    const site = createSiteService({ repository });
    return {
      exports: { locateSite: createSiteLocator(repository, clock, changes) },
      routes: (api) => api.register(siteRoutes, { site }),
    };
  },
});
