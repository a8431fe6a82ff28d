// The waiting list (issue 6): every seat of a small session is taken (held by other visitors, through the API), so
// its seat map says it is sold out and offers "tell me when tickets are back"; a visitor leaves an e-mail address and
// learns their place in the queue; the others' holds run out and the sweeper offers the seats that came back: the
// mail's link opens /waiting-list, "Take the places" puts a seat in the visitor's cart. No real time is waited out:
// each other visitor ends its own hold with the API's test control, and the hold sweeper is run once at once by
// another (TEST_CONTROLS=on in scripts/start-api.mjs), so the specs running beside it keep their holds.
import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { csrfToken } from '../helpers/accounts';
import { sitePath, waitForMail } from '../helpers/mail';
import { saveScreenshot } from '../helpers/screenshot';
import { sessionsOnSale } from '../helpers/seat-map';
import { presetStorage, returningVisitor } from '../helpers/shell';

test.beforeEach(async ({ page }) => {
  await presetStorage(page, returningVisitor);
});

type Plan = {
  max_per_order: number;
  categories: { id: number; price: number | null }[];
  /** Seats as [id, x, y, label, category id]. */
  sections: { rows: { seats: [number, number, number, string, number][] }[] }[];
  zones: unknown[];
};
type Status = { held: number[]; sold: number[]; blocked: number[] };

/** The session on sale with the fewest seats and no zones, among the first ones listed, and its free seats. */
async function smallSession(page: Page): Promise<{ id: number; plan: Plan; free: number[] }> {
  let best: { id: number; plan: Plan; free: number[] } | null = null;
  for (const id of (await sessionsOnSale(page)).slice(0, 40)) {
    const plan = (await (await page.request.get(`/api/v1/events/${id}/places/plan`)).json()) as Plan;
    if (plan.zones.length > 0) continue;
    const priced = new Set(plan.categories.filter((c) => c.price !== null).map((c) => c.id));
    const seats = plan.sections
      .flatMap((s) => s.rows.flatMap((r) => r.seats))
      .filter((seat) => priced.has(seat[4]));
    if (seats.length === 0 || (best && seats.length >= best.free.length)) continue;
    const status = (await (await page.request.get(`/api/v1/events/${id}/places/status`)).json()) as Status;
    const taken = new Set([...status.held, ...status.sold, ...status.blocked]);
    best = { id, plan, free: seats.map((seat) => seat[0]).filter((seat) => !taken.has(seat)) };
  }
  if (!best) throw new Error('no session on sale without zones');
  return best;
}

test('[WAITING LIST]: a sold-out session takes an e-mail; when seats come back, the mail link puts one in the cart', async ({
  page,
  baseURL,
}, testInfo) => {
  // 13 to 25 s alone (the smallest session still has a couple of hundred seats, forty carts' worth, held and ended
  // one by one; two page loads and a screenshot): past the default 30 s beside other specs on a loaded machine.
  test.setTimeout(60_000);
  const { id, plan, free } = await smallSession(page);
  // Other visitors take every free seat, a cart's worth each: each a request context with cookies of its own (its
  // session, so its cart), kept until it ends its own hold below.
  const others: { request: APIRequestContext; places: number[] }[] = [];
  for (let i = 0; i < free.length; i += plan.max_per_order) {
    const other = {
      request: await playwrightRequest.newContext({ baseURL }),
      places: free.slice(i, i + plan.max_per_order),
    };
    others.push(other);
    const added = await other.request.post('/api/v1/cart/add', {
      headers: { 'X-CSRFToken': await csrfToken(other.request) },
      data: { event: id, places: other.places },
    });
    expect(added.status()).toBe(200);
  }

  await page.goto(`/events/${id}`);
  const form = page.getByRole('form', { name: 'Все места проданы' });
  await expect(form).toBeVisible();
  const email = `waiting-${Date.now()}@example.com`;
  await form.getByLabel('Эл. почта').fill(email);
  await form.getByRole('button', { name: 'Сообщить мне' }).click();
  await expect(page.getByTestId('waiting-list-joined')).toContainText('ваше место в очереди: 1');
  await saveScreenshot(page, testInfo, 'waiting-list-joined-1280');

  // The holds run out: each other visitor ends its own at once (the API's test control, which touches no one
  // else's). Then the hold sweeper, whose timer comes every HOLD_SWEEP_SECONDS, runs once now (another control: it
  // does early only what is due anyway, and answers when done), releases them and offers the seats in turn.
  for (const other of others) {
    const ended = await other.request.post('/api/v1/test-controls/cart/end-hold', {
      headers: { 'X-CSRFToken': await csrfToken(other.request) },
    });
    expect(ended.status()).toBe(200);
    expect(await ended.json()).toEqual({ carts: 1, seats: other.places.length, zones: 0 });
    await other.request.dispose();
  }
  const swept = await page.request.post('/api/v1/test-controls/holds/sweep', {
    headers: { 'X-CSRFToken': await csrfToken(page.request) },
  });
  expect(swept.status()).toBe(200);
  const mail = await waitForMail(email);
  expect(mail.subject).toMatch(/^Появились места: /);
  await page.goto(sitePath(mail, '/waiting-list'));
  await page.getByRole('button', { name: 'Забрать места' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(/ряд .*, место/).first()).toBeVisible();
  const count = await (await page.request.get('/api/v1/cart/count_seats')).json();
  expect(count).toEqual({ count: 1 });
});
