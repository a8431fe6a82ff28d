// Helpers of the shell specs: browser storage set before the page's own scripts run, and the two popups that greet
// a first visit (city question, cookie notice) put aside when a test is about something else.
import type { BrowserContext, Page } from '@playwright/test';

export async function presetStorage(
  target: Page | BrowserContext,
  entries: Record<string, string>,
): Promise<void> {
  const flag = `e2e-preset-${Math.random().toString(36).slice(2)}`;
  await target.addInitScript(
    ({ values, once }) => {
      // Only on the first load of the test: a reload must see what the page itself stored since. Later presets
      // of the same test run after earlier ones, so they win.
      if (window.sessionStorage.getItem(once)) return;
      window.sessionStorage.setItem(once, '1');
      for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
    },
    { values: entries, once: flag },
  );
}

/** A returning visitor: city confirmed (Moscow) and cookies accepted. */
export const returningVisitor = {
  'confirm-city': 'true',
  'my-city-slug': 'moscow',
  'my-name-slug': 'Москва',
  'my-name-case-slug': 'Москве',
  'accepted-we-use-cookie': 'true',
};

export async function storageValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

/** Whether an API endpoint of this issue has landed yet (404 means its module is not registered). */
export async function apiHas(page: Page, path: string): Promise<boolean> {
  const response = await page.request.get(`/api/v1${path}`);
  return response.status() !== 404;
}
