// What a visitor reads on the cards of a listing: the age rating once (the site's own badge, none painted into the
// poster beside it).
import { expect, test } from '@playwright/test';
import { saveScreenshot } from '../helpers/screenshot';

test('[CARDS]: a performance card shows its age rating once: the badge, not a second one in the poster', async ({
  page,
}, testInfo) => {
  await page.goto('/events');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of (await cards.all()).slice(0, 4)) {
    await expect(card.getByText(/^\d{1,2}\+$/)).toHaveCount(1);
    const src = (await card.getByRole('img').first().getAttribute('src')) ?? '';
    // next/image may wrap the address in /_next/image?url=…; the poster itself is an SVG of the API.
    const poster = src.startsWith('/_next/image')
      ? (new URL(src, page.url()).searchParams.get('url') ?? '')
      : src;
    expect(poster).toMatch(/\/media\/posters\/.+\.svg$/);
    const svg = await (await page.request.get(poster)).text();
    expect(svg).toContain('<svg');
    expect(svg).not.toMatch(/\d{1,2}\+<\/text>/);
  }
  await saveScreenshot(page, testInfo, 'events-cards-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await saveScreenshot(page, testInfo, 'events-cards-375');
});
