// The home page at a phone width and a desktop width: nothing overflows sideways, the header stays on one row,
// and a screenshot of each is kept in e2e/.artifacts/screenshots/ for people to look at.
import { expect, test } from '@playwright/test';
import { saveScreenshot } from '../helpers/screenshot';

// 320 px: the narrowest phones still in use; 375 px: the common phone; 1280 px: a laptop.
const widths = [320, 375, 1280] as const;
const paths = [
  { path: '/', name: 'home-ru' },
  { path: '/en', name: 'home-en' },
] as const;

for (const width of widths) {
  for (const { path, name } of paths) {
    test(`[SHELL]: ${path} fits a ${width} px wide screen`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // Logo and language chooser share the header row instead of wrapping under each other.
      const header = page.getByRole('banner');
      const logoBox = await header.getByRole('link').first().boundingBox();
      const chooserBox = await header
        .getByRole('button', { name: /Выбрать язык|Choose language/ })
        .boundingBox();
      expect(
        logoBox &&
          chooserBox &&
          Math.abs(logoBox.y + logoBox.height / 2 - (chooserBox.y + chooserBox.height / 2)),
      ).toBeLessThan(8);

      await saveScreenshot(page, testInfo, `${name}-${width}`);
    });
  }
}
