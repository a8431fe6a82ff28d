import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isNoncePage, NONCE_AREAS, NONCE_PAGES } from './nonce-pages';

describe('isNoncePage', () => {
  it('knows the pages in every language, the default one without a prefix', () => {
    for (const path of ['/search', '/en/search', '/fr/search/', '/de/box-office/door', '/ru/artists']) {
      expect(isNoncePage(path), path).toBe(true);
    }
  });

  it('takes a [param] segment as any one segment, and nothing longer or shorter', () => {
    expect(isNoncePage('/tickets/A-12')).toBe(true);
    expect(isNoncePage('/en/box-office/orders/7')).toBe(true);
    expect(isNoncePage('/tickets')).toBe(false);
    expect(isNoncePage('/tickets/A-12/more')).toBe(false);
    expect(isNoncePage('/collections')).toBe(false);
  });

  it('takes every page of an area (the back office), in every language', () => {
    for (const path of ['/manage', '/manage/venues/12', '/en/manage/performances/new', '/de/manage/audit']) {
      expect(isNoncePage(path), path).toBe(true);
    }
    expect(isNoncePage('/managed')).toBe(false);
  });

  it('leaves the cached pages out', () => {
    for (const path of [
      '/',
      '/en',
      '/cart',
      '/account/orders',
      '/events/12',
      '/collections/city/moscow',
      '/faq',
    ]) {
      expect(isNoncePage(path), path).toBe(false);
    }
  });
});

// The build's own word on which pages are rendered per request: every app page (app-path-routes-manifest.json) that
// is neither prerendered nor ISR (prerender-manifest.json's routes and dynamicRoutes). Needs `npm run build -w
// apps/web` first (the end-to-end tier always has one); a build older than the source can disagree: build again.
const buildDir = fileURLToPath(new URL('../../.next/', import.meta.url));
const hasBuild = existsSync(`${buildDir}prerender-manifest.json`);

describe.skipIf(!hasBuild)('NONCE_PAGES against the build', () => {
  it('lists exactly the pages the build renders per request', () => {
    const read = (name: string) => JSON.parse(readFileSync(`${buildDir}${name}`, 'utf8'));
    const appPaths: Record<string, string> = read('app-path-routes-manifest.json');
    const prerender: { routes: object; dynamicRoutes: object } = read('prerender-manifest.json');
    const prerendered = new Set([...Object.keys(prerender.routes), ...Object.keys(prerender.dynamicRoutes)]);
    const dynamicPages = Object.entries(appPaths)
      .filter(([entry, route]) => entry.endsWith('/page') && !prerendered.has(route))
      .map(([, route]) => route.replace(/^\/\[locale\](?=\/|$)/, '') || '/');
    const inArea = (route: string) =>
      NONCE_AREAS.some((area) => route === area || route.startsWith(`${area}/`));
    expect(dynamicPages.filter((route) => !inArea(route)).sort()).toEqual([...NONCE_PAGES].sort());
    // No page of an area may be prerendered or cached.
    const cachedAreaPages = Object.entries(appPaths)
      .filter(([entry, route]) => entry.endsWith('/page') && prerendered.has(route))
      .map(([, route]) => route.replace(/^\/\[locale\](?=\/|$)/, ''))
      .filter(inArea);
    expect(cachedAreaPages).toEqual([]);
  });
});
