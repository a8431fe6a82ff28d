// Gift certificates (issue 6): on /certificates a visitor picks a design, types a nominal, sees the preview follow,
// pays on the sandbox bank and gets the certificate by mail as a PDF with its code; then spends part of it on two
// seats together with the promo code PREMIERA10 and a programme booklet (the certificate pays the whole rest, so no
// bank), and sees the balance left on it when applying it to the next cart.
import { expect, test } from '@playwright/test';
import {
  fillBuyer,
  holdTwoSeats,
  payOnSandbox,
  pdfFirstPagePng,
  pdfText,
  SANDBOX_CARDS,
  sessionWithServices,
} from '../helpers/checkout';
import { mailCount, waitForMail } from '../helpers/mail';
import { saveScreenshot } from '../helpers/screenshot';
import { presetStorage, returningVisitor } from '../helpers/shell';

test.beforeEach(async ({ page }) => {
  await presetStorage(page, returningVisitor);
});

const roubles = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
const NOMINAL = 30_000;

test('[CERTIFICATES]: buy one, get its code by mail, spend part of it with a promo code and a booklet, see the rest', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const email = `gift-${Date.now()}@example.com`;

  // Buy the certificate.
  await page.goto('/certificates');
  await expect(page.getByRole('heading', { level: 1, name: 'Подарочные сертификаты' })).toBeVisible();
  const preview = page.getByTestId('certificate-preview');
  await expect(preview).toHaveAttribute('src', /nominal=1000&/);
  await page.locator('label').filter({ hasText: 'Праздничный' }).click();
  await expect(page.getByRole('radio', { name: 'Праздничный' })).toBeChecked();
  const nominal = page.getByLabel('Номинал, ₽');
  await nominal.fill('100');
  await expect(page.getByTestId('certificates-total')).toHaveText('—');
  await nominal.fill(String(NOMINAL));
  await expect(preview).toHaveAttribute('src', new RegExp(`nominal=${NOMINAL}&`));
  await expect(page.getByTestId('certificates-total')).toContainText('30');
  await page.getByLabel('Кому (необязательно)').fill('Маме');
  await saveScreenshot(page, testInfo, 'certificates-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await saveScreenshot(page, testInfo, 'certificates-375');
  await page.setViewportSize({ width: 1280, height: 800 });
  await fillBuyer(page, { name: 'Ольга Смирнова', email, phone: '9161234567' });
  await page.getByTestId('certificates-submit').click();
  await expect(page).toHaveURL(/\/api\/v1\/sandbox\/pay\//);
  expect(roubles(await page.locator('.sum').textContent())).toBe(NOMINAL);
  await payOnSandbox(page, SANDBOX_CARDS.paid);
  await expect(page).toHaveURL(/\/paymentresult\?order=\d+&key=[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Спасибо! Сертификаты оплачены' })).toBeVisible();

  // Its mail: the PDF with the code.
  const mail = await waitForMail(email);
  expect(mail.subject).toContain('подарочные сертификаты');
  const pdf = mail.attachments.find((file) => file.contentType === 'application/pdf');
  expect(pdf).toBeDefined();
  const text = await pdfText(pdf!.content);
  const code = text.match(/[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/)?.[0];
  expect(code).toBeDefined();
  expect(text).toContain('30 000');
  await testInfo.attach('certificate-pdf-page-1', {
    body: await pdfFirstPagePng(pdf!.content),
    contentType: 'image/png',
  });

  // Spend part of it: two seats, a booklet, PREMIERA10, then the certificate pays the rest.
  const { id, service } = await sessionWithServices(page, 12);
  await page.goto(`/events/${id}`);
  await holdTwoSeats(page);
  await page.goto('/cart');
  await page.getByRole('button', { name: `Добавить: ${service.name}` }).click();
  await expect(page.getByLabel(`${service.name}, в корзине`)).toHaveText('1');
  const promo = page.locator('form').filter({ has: page.getByLabel('Промокод') });
  await promo.getByLabel('Промокод').fill('PREMIERA10');
  await promo.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByText('Промокод PREMIERA10:')).toBeVisible();
  const afterPromo = roubles(await page.getByTestId('cart-to-pay').textContent());
  const certificate = page.locator('form').filter({ has: page.getByLabel('Подарочный сертификат') });
  await certificate.getByLabel('Подарочный сертификат').fill('NO-SUCH-GIFT');
  await certificate.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Такого сертификата нет.' })).toBeVisible();
  await certificate.getByLabel('Подарочный сертификат').fill(code!.toLowerCase());
  await certificate.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByText(`Сертификат ${code}`)).toBeVisible();
  expect(roubles(await page.getByTestId('certificate-pays').textContent())).toBeCloseTo(afterPromo, 2);
  await expect(page.getByTestId('cart-to-pay')).toHaveText(/^0\s₽$/);
  await saveScreenshot(page, testInfo, 'cart-certificate-1280');
  await fillBuyer(page, { name: 'Ольга Смирнова', email, phone: '9161234567' });
  const mailsBefore = await mailCount(email);
  await page.getByTestId('checkout-submit').click();
  // Paid at once by the certificate: no bank.
  await expect(page).toHaveURL(/\/paymentresult\?order=\d+&key=[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Спасибо! Заказ оплачен' })).toBeVisible();
  const tickets = await waitForMail(email, { seen: mailsBefore });
  expect(tickets.subject).toContain('Ваши билеты');

  // The balance left shows when it is applied to the next cart.
  await page.goto(`/events/${id}`);
  await holdTwoSeats(page);
  await page.goto('/cart');
  await certificate.getByLabel('Подарочный сертификат').fill(code!);
  await certificate.getByRole('button', { name: 'Применить' }).click();
  const left = NOMINAL - afterPromo;
  const shown = await page.getByText(`Сертификат ${code}`).textContent();
  expect(roubles(shown?.match(/на нём ([^)]+)\)/)?.[1] ?? '')).toBeCloseTo(left, 2);
});
