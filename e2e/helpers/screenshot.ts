// Saves screenshots under e2e/.artifacts/screenshots/ (kept after the run, for people to look at): of the full page
// or of one element. Each is attached to the test report.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page, TestInfo } from '@playwright/test';

const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.artifacts/screenshots');

export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<string> {
  const file = path.join(screenshotDir, `${name.replace(/[^\w.-]+/g, '_')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  return file;
}

/** Saves a screenshot of one element (a part of the page to look at closely) beside the full-page ones. */
export async function saveElementScreenshot(
  target: Locator,
  testInfo: TestInfo,
  name: string,
): Promise<string> {
  const file = path.join(screenshotDir, `${name.replace(/[^\w.-]+/g, '_')}.png`);
  await target.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  return file;
}
