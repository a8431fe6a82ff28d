import { describe, expect, it } from 'vitest';
import type { SiteRepository, SiteRow } from './site.repository.ts';
import { createSiteLocator, SITE_LOCATOR_TTL_MS } from './site-locator.ts';

function fakeRepository(sites: Record<string, number>) {
  const asked: Array<string | null> = [];
  const repository = {
    async findForDomain(domain: string | null) {
      asked.push(domain);
      const id = domain !== null ? sites[domain] : undefined;
      const siteId = id ?? sites.default;
      return siteId === undefined ? null : ({ id: siteId } as SiteRow);
    },
  } as SiteRepository;
  return { repository, asked };
}

describe('createSiteLocator', () => {
  it('answers the site of a normalised domain, else the default site', async () => {
    const { repository } = fakeRepository({ 'kazan.example': 2, default: 1 });
    const locate = createSiteLocator(repository, { now: () => new Date(0) });
    expect(await locate('Kazan.Example:443')).toBe(2);
    expect(await locate('unknown.example')).toBe(1);
    expect(await locate(undefined)).toBe(1);
  });

  it('answers null when there is no site at all', async () => {
    const { repository } = fakeRepository({});
    expect(await createSiteLocator(repository, { now: () => new Date(0) })(undefined)).toBeNull();
  });

  it('asks the repository again only once the answer is older than the TTL', async () => {
    const { repository, asked } = fakeRepository({ default: 1 });
    let now = 0;
    const locate = createSiteLocator(repository, { now: () => new Date(now) });
    await locate('a.example');
    await locate('A.example');
    expect(asked).toEqual(['a.example']);
    now += SITE_LOCATOR_TTL_MS;
    await locate('a.example');
    expect(asked).toEqual(['a.example', 'a.example']);
  });
});
