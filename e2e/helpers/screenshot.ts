// Saves screenshots under e2e/.artifacts/screenshots/ (kept after the run, for people to look at): of the full page
// or of one element, each attached to the test report. They are pictures, not assertions: no spec compares them.
// JPEG rather than PNG: a full-page PNG took Chromium about as long to encode as to capture, and the screenshots
// were a quarter of the end-to-end tier's time (docs/architecture.md, "Testing"). E2E_SCREENSHOTS=off takes none,
// as CI does: its clone is thrown away after the run and nobody could open them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page, TestInfo } from '@playwright/test';

const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.artifacts/screenshots');
const enabled = process.env.E2E_SCREENSHOTS !== 'off';
const quality = 80;

const fileFor = (name: string) => path.join(screenshotDir, `${name.replace(/[^\w.-]+/g, '_')}.jpeg`);

/** A screenshot of the whole page; its file, or null when screenshots are off. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<string | null> {
  if (!enabled) return null;
  const file = fileFor(name);
  await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality });
  await testInfo.attach(name, { path: file, contentType: 'image/jpeg' });
  return file;
}

/** A screenshot of one element (a part of the page to look at closely), saved beside the full-page ones. */
export async function saveElementScreenshot(
  target: Locator,
  testInfo: TestInfo,
  name: string,
): Promise<string | null> {
  if (!enabled) return null;
  const file = fileFor(name);
  await target.screenshot({ path: file, type: 'jpeg', quality });
  await testInfo.attach(name, { path: file, contentType: 'image/jpeg' });
  return file;
}
