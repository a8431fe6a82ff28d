// The door check (issue 7): a visitor buys two seats; a customer who opens /box-office/door is told it is for staff;
// the box-office clerk of the demo (boxoffice@example.com) opens it for the session, types the first ticket's code
// and gets the green "come in" with the place, the same code again from this phone is still green (a double scan),
// a made-up code and the second ticket at another session's door are red.
import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from '../helpers/accounts';
import { checkoutSession, fillBuyer, holdTwoSeats, payOnSandbox, SANDBOX_CARDS } from '../helpers/checkout';
import { saveScreenshot } from '../helpers/screenshot';
import { sessionsOnSale } from '../helpers/seat-map';
import { presetStorage, returningVisitor } from '../helpers/shell';

test.beforeEach(async ({ page }) => {
  await presetStorage(page, returningVisitor);
});

async function buyTwo(page: Page, eventId: number): Promise<string[]> {
  await page.goto(`/events/${eventId}`);
  await holdTwoSeats(page);
  await page.goto('/cart');
  await fillBuyer(page, { name: 'Зритель', email: `door-${Date.now()}@example.com`, phone: '9161234567' });
  await page.getByTestId('checkout-submit').click();
  await payOnSandbox(page, SANDBOX_CARDS.paid);
  await expect(page).toHaveURL(/\/paymentresult\?order=\d+$/);
  const order = new URL(page.url()).searchParams.get('order');
  const status = (await (await page.request.get(`/api/v1/cart/order_status?order=${order}`)).json()) as {
    tickets_url: string;
  };
  const tickets = (await (await page.request.get(status.tickets_url)).json()) as {
    tickets: { secret: string }[];
  };
  return tickets.tickets.map((ticket) => ticket.secret);
}

test('[DOOR]: staff only; a ticket is green once (and on a double scan from the same phone), others red', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const eventId = await checkoutSession(page, 7);
  const [first, second] = await buyTwo(page, eventId);

  await signInThroughApi(page.request, { email: 'demo@example.com', password: 'demo12345', name: 'Анна' });
  await page.goto(`/box-office/door?event=${eventId}`);
  await page.getByLabel('Код билета').fill(first!);
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'только для сотрудников' })).toBeVisible();

  await page.context().clearCookies();
  await signInThroughApi(page.request, {
    email: 'boxoffice@example.com',
    password: 'demo12345',
    name: 'Касса',
  });
  await page.setViewportSize({ width: 375, height: 760 });
  await page.goto(`/box-office/door?event=${eventId}`);
  const code = page.getByLabel('Код билета');
  const verdict = page.getByTestId('door-verdict');
  await code.fill(first!.toLowerCase());
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(verdict).toHaveAttribute('data-result', 'valid');
  await expect(verdict).toContainText('Проходите');
  await saveScreenshot(page, testInfo, 'door-valid-375');
  await code.fill(first!);
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(verdict).toContainText('Этот билет уже пропущен с этого телефона.');
  await expect(verdict).toHaveAttribute('data-result', 'valid');

  await code.fill('NOT-A-TICKET');
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(verdict).toHaveAttribute('data-result', 'unknown');
  await expect(verdict).toContainText('Билет не найден');

  const elsewhere = (await sessionsOnSale(page)).find((id) => id !== eventId);
  await page.getByLabel('Сеанс (номер)').fill(String(elsewhere));
  await code.fill(second!);
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(verdict).toHaveAttribute('data-result', 'wrong_event');
  await expect(verdict).toContainText('Билет на другой сеанс');
  await saveScreenshot(page, testInfo, 'door-wrong-event-375');
});
