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
