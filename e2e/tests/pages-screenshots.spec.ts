// Every catalogue page at a phone width (375 px) and a desktop width (1280 px), in Russian: nothing overflows
// sideways, and a screenshot of each is kept in e2e/.artifacts/screenshots/ for people to look at.
import { expect, type Page, test } from '@playwright/test';
import { saveScreenshot } from '../helpers/screenshot';

async function firstHref(page: Page, listPath: string, selector: string): Promise<string> {
  await page.goto(listPath);
  const href = await page.getByRole('main').locator(selector).first().getAttribute('href');
  if (!href) throw new Error(`no link on ${listPath}`);
  return href;
}

const widths = [375, 1280] as const;

for (const width of widths) {
  test(`[PAGES]: every catalogue page fits ${width} px and is kept as a screenshot`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const performance = await firstHref(page, '/events', 'article a');
    const venue = await firstHref(page, '/theaters-and-organizators', 'a[href^="/theaters/"]');
    const organizer = await firstHref(page, '/theaters-and-organizators', 'a[href^="/organizators/"]');
    const artist = await firstHref(page, '/artists', 'a[href^="/artists/"]');
    const collection = await firstHref(page, '/collections', 'a[href^="/collections/"]');
    const pages = [
      ['home', '/'],
      ['home-en', '/en'],
      ['city-kazan', '/city/kazan'],
      ['events', '/events'],
      ['events-en-filtered', '/en/events?weekends=true&ordering=price'],
      ['performance', performance],
      ['performance-en', `/en${performance}`],
      ['venues', '/theaters-and-organizators'],
      ['theater', venue],
      ['organizer', organizer],
      ['artists', '/artists'],
      ['artist', artist],
      ['collections', '/collections'],
      ['collection', collection],
      ['search', '/search?q=лебединое'],
      ['search-nothing-en', '/en/search?q=zzzqqq'],
      ['faq', '/faq'],
      ['not-found', '/perfomances/no-such-show'],
      ['not-found-en', '/en/perfomances/no-such-show'],
    ] as const;
    for (const [name, path] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Lazy images load as they scroll into view: scroll through so the screenshot shows them.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} overflows sideways at ${width} px`).toBeLessThanOrEqual(0);
      await saveScreenshot(page, testInfo, `pages-${name}-${width}`);
    }
  });
}
