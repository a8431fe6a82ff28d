// Extra services in the cart (issue 6): a session whose performance offers a programme booklet lists it under its
// seats; the buyer adds two, takes one off, sees the total follow, pays, and the bank is paid for the seats and the
// booklet.
import { expect, test } from '@playwright/test';
import {
  fillBuyer,
  holdTwoSeats,
  payOnSandbox,
  SANDBOX_CARDS,
  sessionWithServices,
} from '../helpers/checkout';
import { saveScreenshot } from '../helpers/screenshot';
import { presetStorage, returningVisitor } from '../helpers/shell';

test.beforeEach(async ({ page }) => {
  await presetStorage(page, returningVisitor);
});

const roubles = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

test('[SERVICES]: add two booklets, take one off, the total follows, the bank is paid for seats and booklet', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const { id, service } = await sessionWithServices(page, 8);
  await page.goto(`/events/${id}`);
  await holdTwoSeats(page);
  await page.goto('/cart');
  const seats = roubles(await page.getByTestId('cart-total').textContent());

  const more = page.getByRole('button', { name: `Добавить: ${service.name}` });
  const count = page.getByLabel(`${service.name}, в корзине`);
  await more.click();
  await expect(count).toHaveText('1');
  await more.click();
  await expect(count).toHaveText('2');
  await expect(page.getByTestId('cart-total')).toHaveText(/\d/);
  await expect
    .poll(async () => roubles(await page.getByTestId('cart-total').textContent()))
    .toBeCloseTo(seats + 2 * service.price, 2);
  await saveScreenshot(page, testInfo, 'cart-services-1280');
  await page.getByRole('button', { name: `Убрать: ${service.name}` }).click();
  await expect(count).toHaveText('1');
  await expect
    .poll(async () => roubles(await page.getByTestId('cart-total').textContent()))
    .toBeCloseTo(seats + service.price, 2);
  await page.setViewportSize({ width: 375, height: 800 });
  await saveScreenshot(page, testInfo, 'cart-services-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  await fillBuyer(page, {
    name: 'Иван Петров',
    email: `services-${Date.now()}@example.com`,
    phone: '9161234567',
  });
  await page.getByTestId('checkout-submit').click();
  await expect(page).toHaveURL(/\/api\/v1\/sandbox\/pay\//);
  expect(roubles(await page.locator('.sum').textContent())).toBeCloseTo(seats + service.price, 2);
  await payOnSandbox(page, SANDBOX_CARDS.paid);
  await expect(page).toHaveURL(/\/paymentresult\?order=\d+&key=[\w-]+$/);
  const order = new URL(page.url()).searchParams.get('order');
  const status = await (await page.request.get(`/api/v1/cart/order_status?order=${order}`)).json();
  expect(status).toMatchObject({ status: 'paid', total: seats + service.price });
});
