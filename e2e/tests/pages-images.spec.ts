// Images a visitor sees first are fetched at once, the rest only when scrolled near (SPEC.md section 9 lazy
// images): the first row of posters of a listing and the first main slide are eager, everything else lazy.
import { expect, test } from '@playwright/test';

test('[IMAGES]: a listing fetches its first row of posters at once and the rest lazily', async ({ page }) => {
  await page.goto('/events');
  const posters = page.getByRole('main').getByRole('article').getByRole('img');
  expect(await posters.count()).toBeGreaterThan(4);
  for (let index = 0; index < 4; index += 1) {
    await expect(posters.nth(index)).toHaveAttribute('loading', 'eager');
    await expect(posters.nth(index)).toHaveAttribute('fetchpriority', 'high');
  }
  await expect(posters.nth(4)).toHaveAttribute('loading', 'lazy');
});

test('[IMAGES]: every poster shows the blurred placeholder until its picture arrives', async ({ page }) => {
  await page.goto('/events');
  const poster = page.getByRole('main').getByRole('article').getByRole('img').last();
  const background = await poster.evaluate((image) => getComputedStyle(image).backgroundImage);
  expect(background).toContain('data:image/svg+xml');
  expect(background).toContain('feGaussianBlur');
});

test('[IMAGES]: the home page fetches its first slide at once and its cards lazily', async ({ page }) => {
  await page.goto('/');
  // Slide art has an empty alt (the headline is in the slide's text), so it is no "img" role: find it as an element.
  const slides = page.getByRole('region', { name: 'Главное' }).locator('img');
  await expect(slides.first()).toHaveAttribute('loading', 'eager');
  await expect(slides.nth(1)).toHaveAttribute('loading', 'lazy');
  await expect(page.getByRole('main').getByRole('article').getByRole('img').first()).toHaveAttribute(
    'loading',
    'lazy',
  );
});
