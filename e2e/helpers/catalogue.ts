// Finding real catalogue pages the way a visitor would: the first performance card of the /events listing.
import type { Page } from '@playwright/test';

/** The path of the first performance on `/events` (or `/en/events`), with its locale prefix. */
export async function firstPerformanceHref(page: Page, listing = '/events'): Promise<string> {
  await page.goto(listing);
  const href = await page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('link')
    .getAttribute('href');
  if (!href) throw new Error(`no performance card on ${listing}`);
  return href;
}
