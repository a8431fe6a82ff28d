// The home page's main slides, as a visitor uses them: the next button and the dots move between slides, the
// current dot follows, and the slides advance by themselves unless the visitor rests the pointer on them.
import { expect, test } from '@playwright/test';

test('[HOME]: main slides move with the buttons and dots and advance by themselves', async ({ page }) => {
  await page.goto('/');
  const slider = page.getByRole('region', { name: 'Главное' });
  const track = slider.getByRole('list').first();
  const dots = slider.getByRole('button', { name: /^Слайд \d+$/ });
  expect(await dots.count()).toBeGreaterThan(1);
  await expect(slider.getByRole('button', { name: 'Слайд 1' })).toHaveAttribute('aria-current', 'true');

  await slider.getByRole('button', { name: 'Следующий слайд' }).click();
  await expect(slider.getByRole('button', { name: 'Слайд 2' })).toHaveAttribute('aria-current', 'true');
  await expect(slider.getByRole('button', { name: 'Слайд 1' })).not.toHaveAttribute('aria-current', 'true');
  const width = await track.evaluate((element) => element.clientWidth);
  await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(width / 2);

  await slider.getByRole('button', { name: 'Слайд 1' }).click();
  await expect(slider.getByRole('button', { name: 'Слайд 1' })).toHaveAttribute('aria-current', 'true');

  // Previous from the first slide wraps to the last.
  const last = await dots.count();
  await slider.getByRole('button', { name: 'Предыдущий слайд' }).click();
  await expect(slider.getByRole('button', { name: `Слайд ${last}` })).toHaveAttribute('aria-current', 'true');

  // Left alone (pointer elsewhere), the slides advance within the 5 s autoplay delay.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(slider.getByRole('button', { name: 'Слайд 1' })).toHaveAttribute('aria-current', 'true', {
    timeout: 8_000,
  });
});

// The demo art carries no words (one image cannot speak four languages): the page writes each slide's title and
// subtitle over the art, and a card's title beside its poster, in the page's language.
const cyrillic = /[\u0400-\u04FF]/;

test('[HOME]: in English the main slides and the cards show their titles as English text over word-free art', async ({
  page,
  request,
}) => {
  const slides = await request.get('/api/v1/mainslides?city=moscow', {
    headers: { 'accept-language': 'en' },
  });
  const [first] = (await slides.json()) as { title: string }[];
  expect(first?.title).toBeTruthy();
  expect(first?.title).not.toMatch(cyrillic);

  await page.goto('/en');
  const slider = page.getByRole('region', { name: 'Highlights' });
  const slide = slider.getByRole('listitem').first().getByRole('link');
  const title = slide.getByText(first?.title ?? '', { exact: true });
  await expect(title).toBeVisible();
  // Written on the slide for the eye (not only for screen readers): a real line of text, inside the slide.
  const [titleBox, slideBox] = [await title.boundingBox(), await slide.boundingBox()];
  expect(titleBox?.height).toBeGreaterThan(20);
  expect(titleBox && slideBox && titleBox.y + titleBox.height <= slideBox.y + slideBox.height).toBe(true);
  const words = await slide.innerText();
  expect(words.trim().length).toBeGreaterThan(2);
  expect(words).not.toMatch(cyrillic);

  const card = page.getByRole('main').getByRole('article').first();
  const cardTitle = await card.getByRole('heading').innerText();
  expect(cardTitle.trim().length).toBeGreaterThan(2);
  expect(cardTitle).not.toMatch(cyrillic);

  // The pictures themselves: no text element and no Russian in the slide's or the poster's file.
  const slideArt = await slider.locator('img').first().getAttribute('src');
  const posterArt = await card.getByRole('img').first().getAttribute('src');
  for (const src of [slideArt, posterArt]) {
    expect(src).toBeTruthy();
    const svg = await (await request.get(src ?? '')).text();
    expect(svg).toMatch(/^<svg/);
    expect(svg).not.toMatch(/<text|<title/);
    expect(svg).not.toMatch(cyrillic);
  }
});
