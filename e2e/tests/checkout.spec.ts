// The checkout as a buyer meets it (issue 5): a signed-in customer goes from a performance page to a session's
// seat map, holds two seats, sees the cart's countdown, finds the form prefilled from the profile, pays with the
// sandbox bank's card 4242…, lands on /paymentresult with the tickets, downloads the PDF whose QR codes are the
// tickets' secrets, gets the mail with the PDF, and finds the order under /account/orders with the PDF to
// download. A declined card lands on /paymentfail with the reason and pays again from the cart; a wrong 3-D Secure
// code fails (and the bank returns the buyer to the English page they paid from); SBP on a desktop shows a QR code
// that a second page (the "phone") approves, and on a phone a button opens the bank app instead. Each test holds
// seats of a session of its own.
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { createConfirmedAccount, newAccount, signInThroughApi } from '../helpers/accounts';
import { firstPerformanceHref } from '../helpers/catalogue';
import {
  checkoutSession,
  fillBuyer,
  holdTwoSeats,
  payOnSandbox,
  pdfQrCodes,
  SANDBOX_CARDS,
} from '../helpers/checkout';
import { mailCount, waitForMail } from '../helpers/mail';
import { saveScreenshot } from '../helpers/screenshot';
import { webUrl } from '../helpers/servers';
import { presetStorage, returningVisitor } from '../helpers/shell';

test.beforeEach(async ({ page }) => {
  await presetStorage(page, returningVisitor);
});

type OrderStatus = { number: string; status: string; tickets_url: string | null; can_pay_again: boolean };

async function orderStatus(page: Page, order: string): Promise<OrderStatus> {
  const response = await page.request.get(`/api/v1/cart/order_status?order=${order}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as OrderStatus;
}

const orderOf = (page: Page) => new URL(page.url()).searchParams.get('order') ?? '';

async function screenshots(page: Page, testInfo: Parameters<typeof saveScreenshot>[1], name: string) {
  await saveScreenshot(page, testInfo, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 800 });
  await saveScreenshot(page, testInfo, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('[CHECKOUT]: signed in: seats → cart → prefilled buyer → card 4242 → tickets, PDF with the QR codes, mail, account orders', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const account = newAccount('checkout');
  await createConfirmedAccount(page.request, account);
  await signInThroughApi(page.request, account);

  await page.goto(await firstPerformanceHref(page));
  await page
    .getByRole('link', { name: /^Купить билет:/ })
    .last()
    .click();
  await expect(page).toHaveURL(/\/events\/\d+$/);
  const places = await holdTwoSeats(page);
  await page
    .getByRole('region', { name: 'Выбранные места' })
    .getByRole('link', { name: 'Перейти в корзину' })
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-countdown')).toContainText(/\d:\d\d/);

  const form = page.getByRole('form', { name: 'Покупатель' });
  await expect(form.getByLabel('Эл. почта')).toHaveValue(account.email);
  await expect(form.getByLabel('Имя', { exact: true })).toHaveValue(/Анна/);
  // The phone is required and says so; empty, it shows no grey number that reads as one typed, but an example.
  const phone = form.getByLabel('Телефон');
  await expect(phone).toHaveAttribute('aria-required', 'true');
  await expect(phone).toHaveValue('');
  await expect(phone).not.toHaveAttribute('placeholder', /\d/);
  await expect(phone).toHaveAccessibleDescription(/Например: \+7 999 123-45-67/);
  await expect(form.getByText('Поля со звёздочкой * обязательны.')).toBeVisible();
  // Nothing sent without the consent: the form says what is missing.
  await form.getByLabel('Телефон').pressSequentially('9991234567');
  await expect(form.getByLabel('Телефон')).toHaveValue('+7 (999) 123-45-67');
  await form.getByTestId('checkout-submit').click();
  await expect(form.getByText('Чтобы продолжить, примите условия оферты.')).toBeVisible();
  await fillBuyer(page, {});
  await screenshots(page, testInfo, 'cart-checkout');

  const seen = await mailCount(account.email);
  const buying = page.waitForResponse((response) => response.url().endsWith('/api/v1/cart/buy'));
  await form.getByTestId('checkout-submit').click();
  expect((await buying).status()).toBe(200);
  await payOnSandbox(page, SANDBOX_CARDS.paid);

  await expect(page).toHaveURL(/\/paymentresult\?order=\d+&key=[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Спасибо! Заказ оплачен' })).toBeVisible({
    timeout: 20_000,
  });
  const status = await orderStatus(page, orderOf(page));
  expect(status.status).toBe('paid');
  await expect(page.getByTestId('order-number')).toHaveText(status.number);
  const list = page.getByTestId('ticket-list');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  for (const place of places) await expect(list).toContainText(place);
  await expect(page.getByRole('link', { name: 'Все ваши заказы' })).toBeVisible();
  await screenshots(page, testInfo, 'paymentresult');

  // The PDF: one page per ticket, each with the QR code of that ticket's secret.
  const tickets = await page.request.get(status.tickets_url ?? '');
  const secrets = ((await tickets.json()) as { tickets: { secret: string }[] }).tickets.map((t) => t.secret);
  expect(secrets).toHaveLength(2);
  const download = page.waitForEvent('download');
  await page.getByTestId('tickets-pdf').click();
  const pdf = await readFile((await (await download).path()) ?? '');
  expect((await pdfQrCodes(pdf)).sort()).toEqual([...secrets].sort());

  // The mail with the same PDF.
  const mail = await waitForMail(account.email, { seen, timeout: 30_000 });
  expect(mail.text).toContain(status.number);
  const attached = mail.attachments.find((file) => file.contentType === 'application/pdf');
  expect(attached, mail.subject).toBeTruthy();
  expect((await pdfQrCodes(attached?.content ?? Buffer.alloc(0))).sort()).toEqual([...secrets].sort());

  // Reloading the result shows the same order; the account lists it.
  await page.reload();
  await expect(page.getByTestId('order-number')).toHaveText(status.number);
  await page.getByRole('link', { name: 'Все ваши заказы' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole('main')).toContainText(status.number, { timeout: 15_000 });
  // …with its tickets to download: the same PDF.
  const fromAccount = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Скачать билеты (PDF)' }).click();
  const again = await readFile((await (await fromAccount).path()) ?? '');
  expect((await pdfQrCodes(again)).sort()).toEqual([...secrets].sort());
});

test('[CHECKOUT]: a declined card → /paymentfail with the reason → pay again from the cart: the order’s show, date and seats, the consent kept, the header counting its tickets → paid', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  await page.goto(`/events/${await checkoutSession(page, 0)}`);
  const places = await holdTwoSeats(page);
  await page.goto('/cart');
  const title = (await page.getByRole('main').getByRole('heading', { level: 2 }).first().textContent()) ?? '';
  const date = (await page.getByTestId('cart-event-date').textContent()) ?? '';
  expect(title).not.toBe('');
  expect(date).toMatch(/\d{1,2}:\d\d/);
  const buyer = { name: 'Пётр Иванов', email: `declined-${Date.now()}@example.com`, phone: '9161234567' };
  await fillBuyer(page, buyer);
  // A double click makes one request (and one order).
  let buys = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/cart/buy')) buys++;
  });
  await page.getByTestId('checkout-submit').dblclick();
  await payOnSandbox(page, SANDBOX_CARDS.declined);
  expect(buys).toBe(1);

  await expect(page).toHaveURL(/\/paymentfail\?order=\d+&key=[\w-]+$/);
  await expect(page.getByTestId('failure-reason')).toHaveText('Банк отклонил платёж.', { timeout: 20_000 });
  await expect(page.getByTestId('pay-again-countdown')).toContainText(/\d+:\d\d/);
  // The cart is empty, but the order's two places are still kept for the buyer: the header counts them.
  await expect(page.getByRole('link', { name: 'Корзина: 2 билета' })).toBeVisible();
  await screenshots(page, testInfo, 'paymentfail');

  await page.getByTestId('pay-again').click();
  await expect(page).toHaveURL(/\/cart$/);
  const pending = page.getByTestId('pending-order');
  await expect(pending).toContainText('ждёт оплаты до');
  await expect(page.getByTestId('pending-failure')).toHaveText('Банк отклонил последний платёж.');
  // What is being paid for: the show, its date and the seats, as the cart showed them.
  await expect(pending.getByRole('heading', { name: title })).toBeVisible();
  await expect(pending.getByTestId('cart-event-date')).toHaveText(date);
  for (const place of places) await expect(pending).toContainText(place);
  await expect(pending).toContainText('Итого, 2 билета');
  await expect(page.getByRole('link', { name: 'Корзина: 2 билета' })).toBeVisible();
  await expect(pending.getByLabel('Эл. почта')).toHaveValue(buyer.email);
  await expect(pending.getByLabel('Имя', { exact: true })).toHaveValue(buyer.name);
  await expect(pending.getByLabel('Телефон')).toHaveValue('+7 (916) 123-45-67');
  // The consent given with the order stands: said, not asked again.
  await expect(pending.getByRole('checkbox')).toHaveCount(0);
  await expect(pending.getByTestId('consent-given')).toContainText('вы приняли, когда оформляли этот заказ');
  await expect(pending.getByLabel('Банковская карта')).toBeChecked();
  await screenshots(page, testInfo, 'cart-pay-again');
  await pending.getByRole('button', { name: 'Оплатить снова' }).click();
  await payOnSandbox(page, SANDBOX_CARDS.paid);
  await expect(page).toHaveURL(/\/paymentresult\?order=\d+&key=[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Спасибо! Заказ оплачен' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId('ticket-list').getByRole('listitem')).toHaveCount(2);
  // Paid: nothing waits any more, the counter is empty again.
  await expect(page.getByRole('button', { name: 'Корзина', exact: true })).toBeVisible();
});

test('[CHECKOUT]: a wrong 3-D Secure code fails, and the bank’s return comes back to the English page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`/events/${await checkoutSession(page, 1)}`);
  await holdTwoSeats(page);
  await page.goto('/en/cart');
  const form = page.getByRole('form', { name: 'Buyer' });
  await form.getByLabel('Name', { exact: true }).fill('Jane Doe');
  await form.getByLabel('Email').fill(`threeds-${Date.now()}@example.com`);
  await form.getByLabel('Phone').pressSequentially('+4915112345678');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: /^Pay / }).click();
  await payOnSandbox(page, SANDBOX_CARDS.threeDs, '000000');

  await expect(page).toHaveURL(/\/en\/paymentfail\?order=\d+&key=[\w-]+$/);
  await expect(page.getByTestId('failure-reason')).toHaveText(
    'The payment did not pass the bank’s check (3-D Secure).',
    { timeout: 20_000 },
  );
});

test('[CHECKOUT]: a visitor at another address of the site (localhost) is brought back there by the bank, the order found; another browser reads its status from the return address', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // The servers announce 127.0.0.1 (PUBLIC_SITE_URL); this visitor typed localhost, whose cookies are its own.
  const elsewhere = webUrl.replace('127.0.0.1', 'localhost');
  const context = await browser.newContext({ baseURL: elsewhere });
  const page = await context.newPage();
  await presetStorage(page, returningVisitor);
  await page.goto(`/events/${await checkoutSession(page, 6)}`);
  await holdTwoSeats(page);
  await page.goto('/cart');
  await fillBuyer(page, { name: 'Анна', email: `elsewhere-${Date.now()}@example.com`, phone: '9995550013' });
  await page.getByTestId('checkout-submit').click();
  await payOnSandbox(page, SANDBOX_CARDS.paid);
  await expect(page).toHaveURL(new RegExp(`^${elsewhere}/paymentresult\\?order=\\d+&key=[\\w-]+$`));
  await expect(page.getByRole('heading', { name: 'Спасибо! Заказ оплачен' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId('tickets-pdf')).toBeVisible();

  // The same return address in another browser (at the announced address): the status, and the tickets by mail.
  const other = await browser.newPage();
  await presetStorage(other, returningVisitor);
  await other.goto(page.url().replace(elsewhere, webUrl));
  await expect(other.getByRole('heading', { name: 'Спасибо! Заказ оплачен' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(other.getByText(/^Билеты — в письме/)).toBeVisible();
  await expect(other.getByTestId('tickets-pdf')).toHaveCount(0);
  await context.close();
  await other.close();
});

test('[CHECKOUT]: SBP on a desktop: the QR code, approved on the bank’s “phone” page → the result', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`/events/${await checkoutSession(page, 2)}`);
  await holdTwoSeats(page);
  await page.goto('/cart');
  await fillBuyer(
    page,
    { name: 'Ольга', email: `sbp-${Date.now()}@example.com`, phone: '9031234567' },
    'sbp',
  );
  await page.getByTestId('checkout-submit').click();

  const panel = page.getByTestId('sbp-panel');
  await expect(panel.getByTestId('sbp-qr').locator('svg')).toBeVisible();
  await expect(panel.getByRole('status')).toHaveText('Ждём ответа банка…');
  const href = await panel.getByRole('link', { name: 'Оплатить на этом устройстве' }).getAttribute('href');
  expect(href).toMatch(/\/api\/v1\/sandbox\/sbp\/[^/]+\/phone$/);

  const phone = await page.context().newPage();
  await phone.goto(href ?? '');
  // The bank speaks the order's language: Russian.
  await phone.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(phone.getByRole('heading', { name: 'Оплата прошла' })).toBeVisible();
  await phone.close();

  await expect(page).toHaveURL(/\/paymentresult\?order=\d+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Спасибо! Заказ оплачен' })).toBeVisible({
    timeout: 20_000,
  });
});

test('[CHECKOUT]: SBP on a phone: a button opens the bank app instead of a QR code', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto(`/events/${await checkoutSession(page, 3)}`);
  await holdTwoSeats(page);
  // The same visitor (the session cookie, so the same cart) on a phone: a touch screen, a coarse pointer.
  const phoneContext = await browser.newContext({
    baseURL: webUrl,
    storageState: await page.context().storageState(),
    viewport: { width: 375, height: 800 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    const phone = await phoneContext.newPage();
    await phone.goto('/cart');
    await fillBuyer(
      phone,
      { name: 'Ольга', email: `sbp-phone-${Date.now()}@example.com`, phone: '9031234568' },
      'sbp',
    );
    await phone.getByTestId('checkout-submit').click();
    const panel = phone.getByTestId('sbp-panel');
    const open = panel.getByRole('link', { name: 'Открыть приложение банка' });
    await expect(open).toBeVisible();
    await expect(panel.getByTestId('sbp-qr')).toHaveCount(0);
    await open.click();
    await phone.getByRole('button', { name: 'Подтвердить' }).click();
    await phone.locator('#back').click();
    await expect(phone).toHaveURL(/\/paymentresult\?order=\d+&key=[\w-]+$/);
    await expect(phone.getByRole('heading', { name: 'Спасибо! Заказ оплачен' })).toBeVisible({
      timeout: 20_000,
    });
  } finally {
    await phoneContext.close();
  }
});

test('[CHECKOUT]: the result pages are never cached nor indexed; an unknown order is not found', async ({
  page,
}) => {
  const response = await page.goto('/paymentresult?order=2147483000');
  expect(response?.headers()['cache-control']).toContain('no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByTestId('order-not-found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Заказ не найден' })).toBeVisible();

  const fail = await page.goto('/paymentfail?order=7');
  expect(fail?.headers()['cache-control']).toContain('no-store');
  await expect(page.getByTestId('order-not-found')).toBeVisible();

  expect((await page.goto('/paymentfail?order=abc'))?.status()).toBe(404);
});
