// What a visitor's browser runs on a page's first load (docs/performance.md, "Web vitals"): the messages are compiled
// at build time (next.config.ts), so no ICU message parser is downloaded, and texts the browser formats with
// arguments still read as the server would write them; and the framework's scripts come with V8's compile hint.
import { expect, type Page, test } from '@playwright/test';

/** The bodies of every script a page loads until the network is idle. */
async function firstLoadScripts(page: Page, path: string): Promise<string[]> {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return Promise.all(scripts);
}

test('[FIRST LOAD]: a listing formats its texts in the browser without downloading an ICU parser', async ({
  page,
}) => {
  const bodies = await firstLoadScripts(page, '/events');
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => body.includes('IntlMessageFormat'))).toHaveLength(0);
  // The favourite heart of a card: a message with an argument, formatted in the browser once the visitor is known.
  await expect(page.getByRole('main').getByRole('article').first().getByRole('button')).toHaveAttribute(
    'aria-label',
    /^Войдите, чтобы добавить «.+» в избранное$/,
  );
});

test('[FIRST LOAD]: the framework scripts every page runs are compiled off the main thread (V8 compile hint)', async ({
  page,
}) => {
  const bodies = await firstLoadScripts(page, '/');
  const hinted = (body: string) => body.startsWith('//# allFunctionsCalledOnLoad\n');
  // The largest script is React DOM; the runtime is the one that registers the others' chunks.
  const largest = bodies.reduce((a, b) => (b.length > a.length ? b : a), '');
  expect(hinted(largest)).toBe(true);
  const runtime = bodies.filter((body) => body.includes('registerChunk'));
  expect(runtime).toHaveLength(1);
  expect(runtime.every(hinted)).toBe(true);
});
