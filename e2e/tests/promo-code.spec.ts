// A promo code in the cart (issue 6): a code that does not exist is explained under the field, the demo code
// PREMIERA10 (10 % off everything, packages/db/README.md) shows its discount and the sum to pay, the pay button
// asks for that sum, and the bank is paid exactly that: the paid order carries the discount.
import { expect, test } from '@playwright/test';
import { checkoutSession, fillBuyer, holdTwoSeats, payOnSandbox, SANDBOX_CARDS } from '../helpers/checkout';
import { saveScreenshot } from '../helpers/screenshot';
import { presetStorage, returningVisitor } from '../helpers/shell';

test.beforeEach(async ({ page }) => {
  await presetStorage(page, returningVisitor);
});

const roubles = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

test('[PROMO]: a wrong code is explained, PREMIERA10 takes 10 % off, the bank is paid the rest', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  await page.goto(`/events/${await checkoutSession(page, 5)}`);
  await holdTwoSeats(page);
  await page.goto('/cart');
  const total = roubles((await page.getByTestId('cart-total').textContent()) ?? '');
  expect(total).toBeGreaterThan(0);

  const promo = page.locator('form').filter({ has: page.getByLabel('Промокод') });
  const field = promo.getByLabel('Промокод');
  await field.fill('NO-SUCH-CODE');
  await promo.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Такого промокода нет.' })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill('premiera10');
  await promo.getByRole('button', { name: 'Применить' }).click();
  const discount = Math.round(total * 10) / 100;
  await expect(page.getByText('Промокод PREMIERA10:')).toBeVisible();
  expect(roubles((await page.getByTestId('promo-discount').textContent()) ?? '')).toBeCloseTo(discount, 2);
  const toPay = roubles((await page.getByTestId('cart-to-pay').textContent()) ?? '');
  expect(toPay).toBeCloseTo(total - discount, 2);
  await expect(page.getByTestId('checkout-submit')).toContainText(
    (await page.getByTestId('cart-to-pay').textContent()) ?? '',
  );
  await saveScreenshot(page, testInfo, 'cart-promo-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await saveScreenshot(page, testInfo, 'cart-promo-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  await fillBuyer(page, {
    name: 'Ольга Смирнова',
    email: `promo-${Date.now()}@example.com`,
    phone: '9161234567',
  });
  await page.getByTestId('checkout-submit').click();
  await expect(page).toHaveURL(/\/api\/v1\/sandbox\/pay\//);
  expect(roubles((await page.locator('.sum').textContent()) ?? '')).toBeCloseTo(toPay, 2);
  await payOnSandbox(page, SANDBOX_CARDS.paid);
  await expect(page).toHaveURL(/\/paymentresult\?order=\d+&key=[\w-]+$/);
  const order = new URL(page.url()).searchParams.get('order');
  const status = await (await page.request.get(`/api/v1/cart/order_status?order=${order}`)).json();
  expect(status).toMatchObject({ status: 'paid', total: toPay });
});
