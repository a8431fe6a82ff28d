// Owns answering "which site's content?" for modules whose content belongs to a site (CMS pages,
// FAQ): the site of the `domain` parameter, else the default site, else none.
import type { SiteRepository } from './site.repository.ts';
import { normalizeDomain } from './site.service.ts';

/** The id of the domain's site (or the default site); null when there is no site at all. */
export type SiteLocator = (domain: string | undefined) => Promise<number | null>;

export function createSiteLocator(repository: SiteRepository): SiteLocator {
  return async (domain) => (await repository.findForDomain(normalizeDomain(domain)))?.id ?? null;
}
