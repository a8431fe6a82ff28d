// Owns answering "which site's content?" for modules whose content belongs to a site (CMS pages,
// FAQ): the site of the `domain` parameter, else the default site, else none. Every page and FAQ
// request asks, and sites change only when an administrator adds a domain, so answers are kept for
// a short time (a bounded memo: the domain comes from the visitor), forgotten in every API process when a site
// changes (the change bus).
import type { ChangeSubscriber } from '../../lib/change-bus/change-bus.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SiteRepository } from './site.repository.ts';
import { normalizeDomain } from './site.service.ts';

/** The id of the domain's site (or the default site); null when there is no site at all. */
export type SiteLocator = (domain: string | undefined) => Promise<number | null>;

export const SITE_LOCATOR_TTL_MS = 30_000;
const MEMO_ENTRIES = 1000;

export function createSiteLocator(
  repository: SiteRepository,
  clock: Clock,
  changes?: ChangeSubscriber,
): SiteLocator {
  const memo = new Map<string, { siteId: number | null; expiresAt: number }>();
  changes?.subscribe(['site'], () => memo.clear());
  return async (domain) => {
    const host = normalizeDomain(domain);
    const key = host ?? '';
    const now = clock.now().getTime();
    const known = memo.get(key);
    if (known && known.expiresAt > now) return known.siteId;
    const siteId = (await repository.findForDomain(host))?.id ?? null;
    if (memo.size >= MEMO_ENTRIES) memo.clear();
    memo.set(key, { siteId, expiresAt: now + SITE_LOCATOR_TTL_MS });
    return siteId;
  };
}
