// What search engines read: localized <title> and description, the canonical address of each language version,
// hreflang alternates for all four plus x-default, an Open Graph image, sitemap.xml and robots.txt.
import { expect, test } from '@playwright/test';
import { firstPerformanceHref } from '../helpers/catalogue';
import { webPort } from '../helpers/servers';

// The web server under test listens on E2E_WEB_PORT (not 3000) without PUBLIC_SITE_URL: the site's own addresses
// follow the port it runs on, read when it runs, not one fixed in the build.
const siteOrigin = process.env.PUBLIC_SITE_URL
  ? new URL(process.env.PUBLIC_SITE_URL).origin
  : `http://localhost:${webPort}`;

test('[SEO]: a performance page names its canonical and every language version', async ({ page }) => {
  const path = (await firstPerformanceHref(page, '/en/events')).replace(/^\/en/, '');
  expect(path).toMatch(/^\/perfomances\/[^/]+$/);

  await page.goto(`/en${path}`);
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteOrigin}/en${path}`);
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', `${siteOrigin}/en${path}`);
  for (const [lang, prefix] of [
    ['ru', ''],
    ['en', '/en'],
    ['fr', '/fr'],
    ['de', '/de'],
    ['x-default', ''],
  ] as const) {
    await expect(head.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
      'href',
      `${siteOrigin}${prefix}${path}`,
    );
  }
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/media\/posters\//);
});

test('[SEO]: listings have localized titles and descriptions, and the site picture for previews', async ({
  page,
}) => {
  await page.goto('/events');
  await expect(page).toHaveTitle('Афиша спектаклей — Афиша');
  await page.goto('/de/events');
  await expect(page).toHaveTitle('Spielplan — Afisha');
  await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/og-default\.png$/,
  );
});

test('[SEO]: sitemap.xml lists home, listings and performances with hreflang; robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${siteOrigin}/events</loc>`);
  expect(xml).not.toContain('localhost:3000');
  expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/perfomances\/[^<]+<\/loc>/);
  expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/(theaters|organizators)\/[^<]+<\/loc>/);
  expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/city\/[^<]+<\/loc>/);
  expect(xml).toMatch(/hreflang="en" href="https?:\/\/[^"]+\/en\/perfomances\/[^"]+"/);

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain(`Sitemap: ${siteOrigin}/sitemap.xml`);
  expect(text).toContain('Disallow: /api/');
});
