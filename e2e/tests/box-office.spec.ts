// The box office (issue 7), as a clerk works it: the demo clerk (boxoffice@example.com) finds yesterday's demo order
// (packages/db/README.md) by the buyer's phone typed the way people say it, opens it, refunds one of its two
// tickets after a confirmation; the seat is free again on the seat map; at the door the refunded ticket is red and
// the other is green once; the CSV export holds the order with the refund; the sales figures count the refund. A
// customer who opens the box office is told it is for staff. An administrator gives a new account one venue's box
// office in /box-office/staff, and takes it back. A visitor pays with the sandbox bank's card whose first refund the
// bank refuses; the clerk refunds the order, sees the refund refused, sends it to the bank again, and it is done.
// Issue 17: places in words; the CSV's times in the zone the sales page shows (the clerk's browser in Moscow, the
// server in another zone); the period in the inputs; the chart's axes, values and legend; performances with their
// venue; the header menu links staff, not customers, to the box office; a signed-in clerk is not offered to sign in.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createConfirmedAccount, newAccount, SEEDED_ADMIN, signInThroughApi } from '../helpers/accounts';
import { checkoutSession, fillBuyer, holdTwoSeats, payOnSandbox, SANDBOX_CARDS } from '../helpers/checkout';
import { saveScreenshot } from '../helpers/screenshot';
import { seatMap } from '../helpers/seat-map';
import { presetStorage, returningVisitor } from '../helpers/shell';

type AdminOrder = {
  id: number;
  number: string;
  paid_at: string;
  lines: {
    id: number;
    label: string;
    net_kopecks: number;
    event: { id: number };
    ticket: { code: string };
  }[];
};
type Figures = { refunds_kopecks: number; refunded_tickets: number };

const CLERK = { email: 'boxoffice@example.com', password: 'demo12345', name: 'Касса' };

/** A pattern of whole roubles as the site writes them ("8 800"), any space between the groups. */
const roublesPattern = (kopecks: number) =>
  String(Math.round(kopecks / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\\s');

// The clerk's browser in Moscow: the page and its CSV must agree on the zone whatever the server's is.
test.use({ timezoneId: 'Europe/Moscow' });

test.beforeEach(async ({ page }) => {
  await presetStorage(page, returningVisitor);
});

test('[BOX OFFICE]: a customer is told the box office is for staff, and has no link to it in the header', async ({
  page,
}) => {
  await page.goto('/box-office');
  const refused = page.getByRole('alert').filter({ hasText: 'только для сотрудников касс' });
  await expect(refused.getByRole('link', { name: 'Войти' })).toBeVisible();

  await signInThroughApi(page.request, { email: 'demo@example.com', password: 'demo12345', name: 'Анна' });
  await page.goto('/box-office');
  await expect(refused).toContainText('У вашей учётной записи нет к ней доступа');
  await expect(refused.getByRole('link', { name: 'Войти' })).toHaveCount(0);
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Главное меню' });
  await expect(menu.getByRole('link').first()).toBeVisible();
  // The account is known (the profile icon leads to it: to the favourites, or to the notifications while the demo
  // customer has unread ones, which depends on what other specs read before) and still no box-office link.
  await expect(
    page.getByRole('link', { name: /^(Личный кабинет: избранное|Есть непрочитанные уведомления)$/ }),
  ).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Касса' })).toHaveCount(0);
});

test('[BOX OFFICE]: staff find the box office in the header menu; a clerk who is no administrator is not offered to sign in', async ({
  page,
}) => {
  await signInThroughApi(page.request, CLERK);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Касса' }).click();
  await expect(page).toHaveURL(/\/box-office$/);
  await expect(page.getByLabel('Номер заказа, email, телефон или имя')).toBeVisible();
  await page.goto('/box-office/staff');
  const refused = page.getByRole('alert').filter({ hasText: 'только администраторы' });
  await expect(refused).toBeVisible();
  await expect(refused.getByRole('link', { name: 'Войти' })).toHaveCount(0);
});

test('[BOX OFFICE]: find yesterday’s order by phone, refund one of two tickets; seat map, door, CSV and stats follow', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signInThroughApi(page.request, CLERK);
  // The figures of the demo order's session only: the tests running beside this one refund at other sessions.
  const totals = async (event: number) =>
    (
      (await (await page.request.get(`/api/v1/orders/admin/stats?event=${event}`)).json()) as {
        totals: Figures;
      }
    ).totals;

  // The search: the phone as people say it, with 8 for +7.
  await page.goto('/box-office');
  await page.getByLabel('Номер заказа, email, телефон или имя').fill('8 903 555-01-02');
  await page.getByRole('button', { name: 'Найти' }).click();
  const hit = page.getByRole('link', { name: /BOX-DEMO1/ });
  await expect(hit).toBeVisible();
  await expect(hit).toContainText('Мария Соколова');
  await saveScreenshot(page, testInfo, 'box-office-search-desktop');
  await hit.click();
  await expect(page.getByRole('heading', { name: 'Заказ BOX-DEMO1' })).toBeVisible();
  const orderId = Number(page.url().split('/').at(-1));
  const order = (await (await page.request.get(`/api/v1/orders/admin/${orderId}`)).json()) as AdminOrder;
  const [refunded, kept] = order.lines;
  if (!refunded || !kept) throw new Error('the demo order has two tickets');
  const eventId = refunded.event.id;
  const before = await totals(eventId);

  // Places in words, as the seat map says them.
  expect(refunded.label).toMatch(/^.+, ряд \S+, место \S+$/);
  await expect(page.getByText(refunded.label, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('+7 (903) 555-01-02')).toBeVisible();

  // The seat is sold before the refund.
  const seatOption = page.locator(`[role="option"][aria-label^="${refunded.label},"]`);
  await page.goto(`/events/${eventId}`);
  await expect(seatMap(page)).toBeVisible({ timeout: 20_000 });
  await expect(seatOption).toHaveAttribute('aria-disabled', 'true');

  // The refund of the first ticket, after the confirmation that names the sum.
  await page.goto(`/box-office/orders/${orderId}`);
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Вернуть выбранное (1)' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Вернуть 1 позицию');
  await page.setViewportSize({ width: 375, height: 800 });
  await saveScreenshot(page, testInfo, 'box-office-order-375');
  await confirm.getByRole('button', { name: 'Да, вернуть' }).click();
  await expect(page.getByText(/Возврат оформлен/)).toBeVisible();
  await expect(page.getByText('Возвращён частично').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'История действий' })).toContainText('Частичный возврат');
  await page.setViewportSize({ width: 1280, height: 900 });
  await saveScreenshot(page, testInfo, 'box-office-order-desktop');

  // The seat is on sale again.
  await page.goto(`/events/${eventId}`);
  await expect(seatMap(page)).toBeVisible({ timeout: 20_000 });
  await expect(seatOption).not.toHaveAttribute('aria-disabled', 'true');

  // The door: the refunded ticket is red, the other green once.
  await page.goto(`/box-office/door?event=${eventId}`);
  const code = page.getByLabel('Код билета');
  const verdict = page.getByTestId('door-verdict');
  await code.fill(refunded.ticket.code);
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(verdict).toHaveAttribute('data-result', 'refunded');
  await code.fill(kept.ticket.code);
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(verdict).toHaveAttribute('data-result', 'valid');
  await page.evaluate(() => window.localStorage.removeItem('door-check-device'));
  await page.reload();
  await page.getByLabel('Код билета').fill(kept.ticket.code);
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(page.getByTestId('door-verdict')).toHaveAttribute('data-result', 'already_used');

  // The sales page: the refund is counted; its CSV holds the order with the refunded line.
  await page.goto('/box-office/sales');
  await expect(page.getByTestId('sales-totals')).toBeVisible();
  const after = await totals(eventId);
  expect(after.refunds_kopecks).toBe(before.refunds_kopecks + refunded.net_kopecks);
  expect(after.refunded_tickets).toBe(before.refunded_tickets + 1);
  await expect(page.locator('[data-figure="refunds"] dd')).not.toHaveText(/^0\s₽$/);
  // The period the figures are for is in the inputs, and the zone the page names is the browser's.
  const shown = (await (await page.request.get('/api/v1/orders/admin/stats?tz=Europe%2FMoscow')).json()) as {
    date_from: string;
    date_to: string;
  };
  await expect(page.getByLabel('С', { exact: true })).toHaveValue(shown.date_from);
  await expect(page.getByLabel('По', { exact: true })).toHaveValue(shown.date_to);
  await expect(page.getByText(`С ${shown.date_from} по ${shown.date_to} (Europe/Moscow)`)).toBeVisible();
  // The chart: a legend, both axes named, round sums on the value axis, refunds as bars of their own.
  const chart = page.getByRole('img', { name: /^Выручка за 30 дн\.: / });
  await expect(chart).toBeVisible();
  const legend = page.getByRole('list', { name: 'Обозначения' });
  await expect(legend).toContainText('Выручка');
  await expect(legend).toContainText('Возвраты');
  await expect(chart.locator('[data-axis="money"]')).toHaveText('Сумма, ₽');
  await expect(chart.locator('[data-axis="date"]')).toHaveText('Дата');
  // Revenue and refunds in panels of their own, each with a value axis from 0.
  const revenueAxis = chart.locator('[data-panel="revenue"] [data-tick]');
  expect(await revenueAxis.count()).toBeGreaterThanOrEqual(3);
  await expect(revenueAxis.first().locator('text')).toHaveText('0');
  expect(await chart.locator('[data-panel="refunds"] [data-tick]').count()).toBeGreaterThanOrEqual(2);
  // Today's refund is a bar of its own.
  const refundToday = chart.locator(`[data-series="refunds"][data-date="${shown.date_to}"]`);
  expect(Number(await refundToday.getAttribute('height'))).toBeGreaterThan(0);
  await page.getByText('Цифры по дням').click();
  await expect(page.locator('details').getByRole('table')).toContainText('Возвраты');
  // Performances name their venue.
  const performances = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'По спектаклям' }) });
  await expect(performances.getByRole('columnheader', { name: 'Площадка' })).toBeVisible();
  await expect(performances.getByRole('row').nth(1).getByRole('cell').first()).not.toBeEmpty();
  await saveScreenshot(page, testInfo, 'box-office-sales-desktop');
  await page.setViewportSize({ width: 375, height: 800 });
  await saveScreenshot(page, testInfo, 'box-office-sales-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Скачать CSV' }).click();
  const csv = await readFile((await (await download).path()) ?? '', 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const rows = csv.split('\r\n').filter((line) => line.includes('BOX-DEMO1'));
  expect(rows).toHaveLength(2);
  expect(rows.some((line) => line.includes('Мария Соколова') && /возвращ|refunded/i.test(line))).toBe(true);
  // Paid at, in the zone the page shows (Moscow), not UTC.
  const paidAt = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Moscow',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(order.paid_at));
  expect(rows[0]).toContain(`;${paidAt};`);
  // And in the page's language, though the browser asks for English.
  expect(csv.split('\r\n')[0]).toMatch(/^\uFEFF?Номер заказа;/);
  expect(rows.every((line) => /, ряд \S+, место \S+;/.test(line))).toBe(true);
});

test('[BOX OFFICE]: an administrator grants a venue to an account and takes it back', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const clerk = newAccount('clerk');
  await createConfirmedAccount(page.request, clerk);
  await page.context().clearCookies();
  await signInThroughApi(page.request, SEEDED_ADMIN);
  await page.goto('/box-office/staff');
  await page.getByLabel('Email учётной записи').fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Дать доступ' }).click();
  await expect(page.getByText('Учётной записи с таким email нет')).toBeVisible();

  const where = page.getByLabel('Доступ', { exact: true });
  const venue = (await where.locator('option').nth(1).textContent()) ?? '';
  await page.getByLabel('Email учётной записи').fill(clerk.email);
  await where.selectOption({ label: venue });
  await page.getByRole('button', { name: 'Дать доступ' }).click();
  // The staff list by its name: the toast that confirms the grant is a list item naming the account too.
  const staffList = page.getByRole('list', { name: 'Сотрудники' });
  const member = staffList.getByRole('listitem').filter({ hasText: clerk.email });
  await expect(member).toContainText(venue);
  await saveScreenshot(page, testInfo, 'box-office-staff-desktop');

  const asClerk = await page.context().browser()!.newContext({ baseURL: testInfo.project.use.baseURL });
  const clerkPage = await asClerk.newPage();
  await signInThroughApi(clerkPage.request, clerk);
  await clerkPage.goto('/box-office');
  await expect(clerkPage.getByLabel('Номер заказа, email, телефон или имя')).toBeVisible();

  await member.getByRole('button', { name: `Отозвать доступ: ${venue}` }).click();
  await expect(member).toHaveCount(0);
  await clerkPage.reload();
  await expect(clerkPage.getByRole('alert').filter({ hasText: 'только для сотрудников касс' })).toBeVisible();
  await asClerk.close();
});

test('[BOX OFFICE]: a refund the bank refused is sent to the bank again from the order page', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  // A visitor buys two seats with the card whose first refund the sandbox bank refuses.
  const eventId = await checkoutSession(page, 4);
  await page.goto(`/events/${eventId}`);
  const places = await holdTwoSeats(page);
  await page.goto('/cart');
  await fillBuyer(page, {
    name: 'Зритель',
    email: `refund-again-${Date.now()}@example.com`,
    phone: '9161234567',
  });
  await page.getByTestId('checkout-submit').click();
  await payOnSandbox(page, SANDBOX_CARDS.refundRefused);
  await expect(page).toHaveURL(/\/paymentresult\?order=\d+&key=[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Спасибо! Заказ оплачен' })).toBeVisible({
    timeout: 20_000,
  });
  const orderId = new URL(page.url()).searchParams.get('order');

  // The clerk refunds everything: the bank refuses the money, the lines are refunded all the same.
  await page.context().clearCookies();
  await signInThroughApi(page.request, CLERK);
  // What the two seats cost depends on which seats were free (earlier tests take some): read it from the order.
  const paid = (await (await page.request.get(`/api/v1/orders/admin/${orderId}`)).json()) as {
    total_kopecks: number;
  };
  const amount = roublesPattern(paid.total_kopecks);
  await page.goto(`/box-office/orders/${orderId}`);
  await page.getByRole('button', { name: 'Вернуть всё' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Вернуть 2 позиции');
  await confirm.getByRole('button', { name: 'Да, вернуть' }).click();
  // The clerk is told the money did not go back (not "refund made"), and where to send it again.
  await expect(page.getByText(new RegExp(`банк отклонил перевод денег \\(${amount}\\s₽\\)`))).toBeVisible();
  await expect(page.getByText(/Возврат оформлен: /)).toHaveCount(0);
  // The refunds by their section's name: the toasts are list items too.
  const refund = page.getByRole('region', { name: 'Возвраты', exact: true }).getByRole('listitem');
  await expect(refund).toHaveCount(1);
  await expect(refund).toContainText('Банк отклонил');
  const sendAgain = refund.getByRole('button', { name: 'Отправить в банк заново' });
  await expect(sendAgain).toBeEnabled();
  await saveScreenshot(page, testInfo, 'box-office-refund-refused-desktop');
  // At phone width the order (its lines with their long ticket codes), the refused refund and its button stay
  // within the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await sendAgain.scrollIntoViewIfNeeded();
  await expect(sendAgain).toBeInViewport({ ratio: 1 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await saveScreenshot(page, testInfo, 'box-office-refund-refused-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Sent again: the bank takes it; the button is gone and the history says who sent it.
  await sendAgain.click();
  await expect(page.getByText(new RegExp(`Возврат ${amount}\\s₽ снова отправлен в банк`))).toBeVisible();
  await expect(refund).toContainText('Выполнен');
  await expect(refund).not.toContainText('Банк отклонил');
  await expect(sendAgain).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'История действий' })).toContainText(
    'Возврат отправлен заново',
  );

  // Both seats are on sale again.
  await page.goto(`/events/${eventId}`);
  await expect(seatMap(page)).toBeVisible({ timeout: 20_000 });
  for (const place of places) {
    const seat = page.locator(`[role="option"][aria-label^="${place},"]`);
    await expect(seat).toHaveCount(1);
    await expect(seat).not.toHaveAttribute('aria-disabled', 'true');
  }
});
