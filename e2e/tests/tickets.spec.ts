// The guest ticket page as a buyer meets it (issue 17, "Tickets a person can open"): a visitor pays with the sandbox
// card, the tickets mail arrives with the show and the seats in words, its "Open the tickets" link opens
// /tickets/{number}?key=… with each ticket's QR code (decoded here and compared with the tickets' secrets), the
// places in words, the PDF and the calendar entry (as long as the show); the page is never stored, kept from search
// engines and sends no referrer. Without the key, or with a wrong one, it is a 404. The PDF of a Russian order,
// downloaded from the English page by an English browser, is Russian.
import { readFile } from 'node:fs/promises';
import { expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { csrfToken, signInThroughApi } from '../helpers/accounts';
import {
  checkoutSession,
  fillBuyer,
  holdTwoSeats,
  payOnSandbox,
  pdfText,
  pngQrCode,
  SANDBOX_CARDS,
} from '../helpers/checkout';
import { sitePath, waitForMail } from '../helpers/mail';
import { saveScreenshot } from '../helpers/screenshot';
import { webUrl } from '../helpers/servers';
import { presetStorage, returningVisitor } from '../helpers/shell';

type GuestTickets = {
  order: { number: string };
  tickets: { secret: string; duration_minutes: number | null; performance: string }[];
};

test.beforeEach(async ({ page }) => {
  await presetStorage(page, returningVisitor);
});

const CLERK = { email: 'boxoffice@example.com', password: 'demo12345', name: 'Касса' };

/** Pays for two seats of a session of `slot`; answers the order (id and number), the places and the buyer. */
async function buyTwoSeats(page: Page, slot: number) {
  await page.goto(`/events/${await checkoutSession(page, slot)}`);
  const places = await holdTwoSeats(page);
  await page.goto('/cart');
  const email = `guest-tickets-${Date.now()}@example.com`;
  await fillBuyer(page, { name: 'Вера Гостева', email, phone: '9161234599' });
  await page.getByTestId('checkout-submit').click();
  await payOnSandbox(page, SANDBOX_CARDS.paid);
  await expect(page).toHaveURL(/\/paymentresult\?order=\d+&key=[\w-]+$/);
  const order = new URL(page.url()).searchParams.get('order');
  await expect
    .poll(
      async () => (await (await page.request.get(`/api/v1/cart/order_status?order=${order}`)).json()).status,
      {
        timeout: 20_000,
      },
    )
    .toBe('paid');
  const status = (await (await page.request.get(`/api/v1/cart/order_status?order=${order}`)).json()) as {
    number: string;
    tickets_url: string;
  };
  return { order: Number(order), number: status.number, ticketsUrl: status.tickets_url, places, email };
}

test('[TICKETS]: the mail’s link opens the guest ticket page with the QR codes of the tickets; no key or a wrong key is a 404; a Russian order’s PDF is Russian from /en', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const { number, ticketsUrl, places, email } = await buyTwoSeats(page, 9);
  const guest = (await (await page.request.get(ticketsUrl)).json()) as GuestTickets;
  const secrets = guest.tickets.map((ticket) => ticket.secret).sort();
  expect(secrets).toHaveLength(2);

  // The mail names the show and the seats in words, and links to the site's ticket page.
  const mail = await waitForMail(email, { timeout: 30_000 });
  expect(mail.text).toContain(guest.tickets[0]?.performance ?? '?');
  for (const place of places) expect(mail.text).toContain(place);
  const link = sitePath(mail, `/tickets/${number}`);
  expect(link).toMatch(new RegExp(`^/tickets/${number}\\?key=[\\w-]+$`));

  const response = await page.goto(link);
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  expect(headers['cache-control']).toContain('no-store');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-robots-tag']).toContain('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { level: 1, name: `Билеты заказа ${number}` })).toBeVisible();
  await expect(page.getByTestId('order-state')).toHaveText('Оплачен');
  const cards = page.getByTestId('guest-ticket');
  await expect(cards).toHaveCount(2);
  const shown = await page.getByTestId('ticket-place').allTextContents();
  expect(shown.sort()).toEqual([...places].sort());

  // Each QR code on the page is a ticket's secret.
  const qrs = page.getByTestId('ticket-qr');
  await expect(qrs).toHaveCount(2);
  const decoded: (string | null)[] = [];
  for (const qr of await qrs.all()) decoded.push(pngQrCode(await qr.screenshot()));
  expect(decoded.sort()).toEqual(secrets);
  await saveScreenshot(page, testInfo, 'guest-tickets-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await saveScreenshot(page, testInfo, 'guest-tickets-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Add to calendar: the entry lasts the show's running time.
  const calendar = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Добавить в календарь' }).click();
  const ics = await readFile((await (await calendar).path()) ?? '', 'utf8');
  const minutes = guest.tickets[0]?.duration_minutes ?? 120;
  expect(ics).toContain(`DURATION:PT${minutes}M`);

  // Without the key, with a wrong one: the site's 404.
  for (const path of [
    `/tickets/${number}`,
    `/tickets/${number}?key=wrong`,
    `/en/tickets/${number}?key=${'x'.repeat(32)}`,
  ]) {
    const missing = await page.goto(path);
    expect(missing?.status(), path).toBe(404);
    await expect(page.getByTestId('guest-ticket')).toHaveCount(0);
  }

  // An English browser on the English page: the page is English, the Russian order's PDF Russian.
  const english = await browser.newContext({
    baseURL: webUrl,
    locale: 'en-US',
    extraHTTPHeaders: { 'Accept-Language': 'en' },
  });
  try {
    const en = await english.newPage();
    await presetStorage(en, returningVisitor);
    await en.goto(`/en${link}`);
    await expect(en.getByRole('heading', { level: 1, name: `Tickets of order ${number}` })).toBeVisible();
    await expect(en.getByTestId('ticket-place')).toHaveCount(2);
    for (const place of await en.getByTestId('ticket-place').allTextContents()) {
      expect(place).toMatch(/, row \S+, seat \S+$/);
    }
    const download = en.waitForEvent('download');
    await en.getByRole('link', { name: 'Download the tickets (PDF)' }).click();
    const text = await pdfText(await readFile((await (await download).path()) ?? ''));
    expect(text).toContain('Электронный билет');
    expect(text).toContain(`Заказ ${number}`);
    for (const place of places) expect(text).toContain(place);
    expect(text).not.toContain('E-ticket');
  } finally {
    await english.close();
  }
});

test('[TICKETS]: a ticket the box office refunded is marked on the guest page, without its QR code', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const { order, ticketsUrl, places } = await buyTwoSeats(page, 10);
  // The guest page's address is the API's guest link without /api/v1 (the mail's link, as the first test shows).
  const link = ticketsUrl.replace(/^\/api\/v1/, '');

  // The demo clerk refunds the order's first seat.
  const clerk = await playwrightRequest.newContext({ baseURL: webUrl });
  try {
    await signInThroughApi(clerk, CLERK);
    const detail = (await (await clerk.get(`/api/v1/orders/admin/${order}`)).json()) as {
      lines: { id: number; kind: string }[];
    };
    const first = detail.lines.find((line) => line.kind === 'seat');
    const refunded = await clerk.post(`/api/v1/orders/admin/${order}/part_refund`, {
      data: { items: [first?.id] },
      headers: { 'X-CSRFToken': await csrfToken(clerk) },
    });
    expect(refunded.status(), await refunded.text()).toBeLessThan(300);
  } finally {
    await clerk.dispose();
  }

  await page.goto(link);
  await expect(page.getByTestId('order-state')).toHaveText('Частично возвращён');
  const refundedCard = page.locator('[data-testid="guest-ticket"][data-status="refunded"]');
  await expect(refundedCard).toHaveCount(1);
  await expect(refundedCard).toContainText('Возвращён');
  await expect(refundedCard).toContainText('Билет возвращён и недействителен.');
  await expect(refundedCard.getByTestId('ticket-qr')).toHaveCount(0);
  await expect(page.getByTestId('ticket-qr')).toHaveCount(1);
  expect((await page.getByTestId('ticket-place').allTextContents()).sort()).toEqual([...places].sort());
  await page.setViewportSize({ width: 375, height: 800 });
  await saveScreenshot(page, testInfo, 'guest-tickets-refunded-375');
});
