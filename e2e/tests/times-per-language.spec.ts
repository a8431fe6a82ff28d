// One time format per language (issue 30): an English reader once met "19:00" in the back office's calendar and the
// tickets mail beside "7:00 PM" on the cards. The same session's time, read in English on the back office's
// calendar and on the performance's public page, and in Russian on both, is each language's own short time.
import { expect, type Locator, test } from '@playwright/test';
import { SEEDED_ADMIN, signInThroughApi } from '../helpers/accounts';
import { presetStorage, returningVisitor } from '../helpers/shell';

/** "19:05" as `locale` writes a time of day, as a pattern that takes any space before "PM" (Chromium's is narrow). */
function clock(locale: string, hhmm: string): RegExp {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  const text = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, hours, minutes)),
  );
  return new RegExp(text.replace(/\s/g, '\\s?').replace(':', '\\:'));
}

async function expectTime(where: Locator, hhmm: string, locale: string): Promise<void> {
  await expect(where).toContainText(clock(locale, hhmm));
  // An afternoon session: its 24-hour form must not appear in English.
  if (locale === 'en' && Number(hhmm.slice(0, 2)) >= 13) await expect(where).not.toContainText(hhmm);
}

test('[TIMES]: a session reads "7:00 PM" in English and "19:00" in Russian, in the back office and on the site', async ({
  page,
}) => {
  test.slow();
  await presetStorage(page, returningVisitor);
  await signInThroughApi(page.request, SEEDED_ADMIN);
  // A performance of the home city whose next session is in the evening: the page lists that session, and its time
  // shows the difference between the two ways of writing one.
  const catalogue = await page.request.get('/api/v1/performance?limit=50');
  expect(catalogue.status()).toBe(200);
  const performances = (await catalogue.json()) as {
    results: Array<{ slug: string; closest_event: { id: number; eventtime: string } | null }>;
  };
  const evening = performances.results.find(
    (each) => each.closest_event && Number(each.closest_event.eventtime.slice(0, 2)) >= 13,
  );
  if (!evening?.closest_event) throw new Error('the demo catalogue has no evening session');
  const session = (await (
    await page.request.get(`/api/v1/manage/events/${evening.closest_event.id}`)
  ).json()) as {
    id: number;
    venue: number;
    starts_at: string;
  };
  const [date, time] = session.starts_at.split('T') as [string, string];
  const performance = { slug: evening.slug };

  for (const [locale, prefix] of [
    ['en', '/en'],
    ['ru', ''],
  ] as const) {
    await page.goto(`${prefix}/manage/sessions?venue=${session.venue}&date=${date}`);
    await expectTime(page.locator(`a[href$="/manage/sessions/${session.id}"]`).first(), time, locale);

    await page.goto(`${prefix}/perfomances/${performance.slug}`);
    await expectTime(page.locator('main'), time, locale);
  }
});
