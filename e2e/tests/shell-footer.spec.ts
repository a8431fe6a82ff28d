// The footer's banner slider as SPEC.md section 9 gives it, on a phone and a desktop: one whole 277×342 slide in
// view, its caption written in the page's language and not clipped, the arrows clear of that text; the next slide
// every 3 s with a 1.5 s transition, none while the pointer rests on it. Screenshots of the footer are kept. Also
// the footer's social links, named in the visitor's language, and the site's icons (favicon) every page links.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { saveElementScreenshot } from '../helpers/screenshot';
import { presetStorage, returningVisitor } from '../helpers/shell';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element not rendered');
  return found;
}

/** The footer's slider, scrolled into view (English: its slides' captions are checked for English words). */
async function openSlider(page: Page): Promise<Locator> {
  // The newsletter form above it (on phones) renders once scrolled near and moves the slider down: wait for it,
  // so the slider is measured where it stays and the screenshot shows the whole footer.
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  const slider = footer.getByRole('region', { name: 'Special offers' });
  await slider.scrollIntoViewIfNeeded();
  return slider;
}

for (const width of [375, 1280] as const) {
  test(`[FOOTER]: the banner slider shows one whole 277×342 slide with its caption in full at ${width} px`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    // City confirmed and cookies accepted: no first-visit popup over the footer in the screenshot.
    await presetStorage(page, returningVisitor);
    await page.goto('/en');
    const slider = await openSlider(page);
    // Resting the pointer on it stops the autoplay, so the slide in view stays put while it is measured.
    await slider.hover();

    // Exactly one slide is exposed (the others are hidden from assistive technology and from sight).
    const slide = slider.getByRole('group');
    await expect(slide).toHaveCount(1);
    await expect(slide).toHaveAccessibleName(/^\d+ of \d+$/);

    const frame = await box(slider);
    expect(frame.width).toBeCloseTo(277, 0);
    expect(frame.height).toBeCloseTo(342, 0);
    expect(frame.x).toBeGreaterThanOrEqual(0);
    expect(frame.x + frame.width).toBeLessThanOrEqual(width);

    // What the visitor sees inside the frame: one slide filling it exactly, no part of a neighbour.
    const shownAreas = () =>
      slider.locator('[aria-roledescription="slide"]').evaluateAll((items, frameBox) => {
        return items
          .map((item) => {
            const r = item.getBoundingClientRect();
            const visible =
              Math.max(0, Math.min(r.right, frameBox.x + frameBox.width) - Math.max(r.left, frameBox.x)) *
              Math.max(0, Math.min(r.bottom, frameBox.y + frameBox.height) - Math.max(r.top, frameBox.y));
            return Math.round(visible);
          })
          .filter((area) => area > 0);
      }, frame);
    // Settled: the exposed slide has arrived in the frame and fills it alone (a move under way ends within its
    // 1.5 s). Both are polled: on a busy machine the slide is within half a pixel of its place a frame or two
    // before the last sliver of its neighbour has left.
    const settle = async () => {
      await expect
        .poll(() => slide.evaluate((element) => element.getBoundingClientRect().left))
        .toBeCloseTo(frame.x, 0);
      await expect.poll(shownAreas, { message: 'one whole slide in the frame' }).toEqual([277 * 342]);
    };
    await settle();

    await saveElementScreenshot(page.getByRole('contentinfo'), testInfo, `footer-banners-${width}`);

    // Every banner in turn (the Next button): its caption (the link's name: the art has an empty alt) in English,
    // whole (no overflow of its box), inside the slide, and no arrow over it.
    const count = Number((await slide.getAttribute('aria-label'))?.split(' ').at(-1));
    for (let turn = 0; turn < count; turn += 1) {
      const words = (await slide.innerText()).trim();
      expect(words).toMatch(/^[A-Za-z][\w ’',.!-]+$/);
      const caption = slide.getByText(words, { exact: true });
      await expect(caption).toBeVisible();
      const clipped = await caption.evaluate(
        (element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
      );
      expect(clipped, `"${words}" is cut`).toBe(false);
      const text = await box(caption);
      expect(text.x).toBeGreaterThanOrEqual(frame.x);
      expect(text.x + text.width).toBeLessThanOrEqual(frame.x + frame.width);
      expect(text.y).toBeGreaterThanOrEqual(frame.y);
      expect(text.y + text.height).toBeLessThanOrEqual(frame.y + frame.height);
      for (const name of ['Previous banner', 'Next banner']) {
        const arrow = await box(slider.getByRole('button', { name }));
        expect(overlaps(arrow, text), `${name} covers "${words}"`).toBe(false);
      }
      await slider.getByRole('button', { name: 'Next banner' }).click();
      await expect(slide).not.toHaveText(words);
      await settle();
    }
  });
}

test('[FOOTER]: the banners advance every 3 s with a 1.5 s transition and wait while hovered', async ({
  page,
}) => {
  const start = new Date('2030-01-01T09:00:00Z').getTime();
  await page.clock.install({ time: start });
  await presetStorage(page, returningVisitor);
  await page.goto('/en');
  const slider = await openSlider(page);
  await page.mouse.move(0, 0);
  const current = slider.getByRole('group');
  await expect(current).toHaveAccessibleName(/^\d+ of \d+$/);
  await expect(current.locator('..')).toHaveCSS('transition-duration', '1.5s');

  // From here the page's time moves only when the test says so (the jump fires the autoplay at most once, and
  // its next turn is 3 s after the jump).
  await page.clock.pauseAt(start + 3_600_000);
  const position = async () => Number((await current.getAttribute('aria-label'))?.split(' ')[0]);
  const count = Number((await current.getAttribute('aria-label'))?.split(' ').at(-1));
  expect(count).toBeGreaterThan(2);
  const first = await position();
  const after = (slide: number) => `${(slide % count) + 1} of ${count}`;

  await page.clock.runFor(2_900);
  await expect(current).toHaveAccessibleName(`${first} of ${count}`);
  await page.clock.runFor(100);
  await expect(current).toHaveAccessibleName(after(first));

  // Hovered: the slide stays however long the pointer rests there.
  await slider.hover();
  await page.clock.runFor(9_000);
  await expect(current).toHaveAccessibleName(after(first));

  // Left: the autoplay resumes, 3 s later the next slide.
  await page.mouse.move(0, 0);
  await page.clock.runFor(2_900);
  await expect(current).toHaveAccessibleName(after(first));
  await page.clock.runFor(100);
  await expect(current).toHaveAccessibleName(after(first + 1));
});

test("[FOOTER]: social network links are named in the visitor's language", async ({ page }) => {
  await page.goto('/en');
  const english = page.getByRole('contentinfo').getByRole('list', { name: 'Follow us' }).getByRole('link');
  await expect(english).toHaveCount(4);
  const names = await english.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')));
  expect(names).toEqual(['VK', 'Telegram', 'Odnoklassniki', 'Dzen']);

  await page.goto('/');
  const russian = page
    .getByRole('contentinfo')
    .getByRole('list', { name: 'Мы в соцсетях' })
    .getByRole('link');
  await expect(russian.first()).toHaveAccessibleName('ВКонтакте');
  await expect(russian.nth(2)).toHaveAccessibleName('Одноклассники');
});

test('[SHELL]: /favicon.ico answers an icon and every page links the site icons', async ({
  page,
  request,
}) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  // An ICO file: reserved 0, type 1 (icon).
  expect([...(await favicon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);

  for (const path of ['/', '/en/events']) {
    await page.goto(path);
    const icons = page.locator('head link[rel="icon"], head link[rel="apple-touch-icon"]');
    const hrefs = await icons.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(
      hrefs.some((href) => href.startsWith('/favicon.ico')),
      `${path} links the favicon`,
    ).toBe(true);
    expect(
      hrefs.some((href) => href.startsWith('/apple-icon')),
      `${path} links the touch icon`,
    ).toBe(true);
    for (const href of hrefs) {
      const answer = await request.get(href);
      expect(answer.status(), href).toBe(200);
      expect(answer.headers()['content-type'], href).toMatch(/^image\//);
    }
  }
});
