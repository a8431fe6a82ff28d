// Saves a full-page screenshot under e2e/.artifacts/screenshots/ (kept after the run, for people to look at) and
// attaches it to the test report.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';

const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.artifacts/screenshots');

export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<string> {
  const file = path.join(screenshotDir, `${name.replace(/[^\w.-]+/g, '_')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  return file;
}
