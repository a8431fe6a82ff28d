// The rest of the shell around every page: the header's cart and profile icons, the menus from site settings, the
// cookie notice, scroll-to-top, the footer; screenshots of the header with its menus open at 375 and 1280 px.
import { expect, test } from '@playwright/test';
import { saveScreenshot } from '../helpers/screenshot';
import { presetStorage, returningVisitor, storageValue } from '../helpers/shell';

test('[SHELL]: the cookie notice stays until accepted, then never comes back', async ({ page }) => {
  await presetStorage(page, { 'confirm-city': 'true', 'my-city-slug': 'moscow' });
  await page.goto('/');
  const notice = page.getByRole('region', { name: 'Уведомление о файлах cookie' });
  await expect(notice).toContainText('cookie');
  // Persistent: still there after a while and after a reload.
  await page.waitForTimeout(3500);
  await expect(notice).toBeVisible();
  await page.reload();
  await expect(notice).toBeVisible();

  await notice.getByRole('button', { name: 'Хорошо' }).click();
  await expect(notice).toBeHidden();
  expect(await storageValue(page, 'accepted-we-use-cookie')).toBe('true');
  // The shell's startup reads run after hydration, like the notice's check: once they are in, it has decided.
  const started = page.waitForResponse((response) => response.url().endsWith('/api/v1/cart/count_seats'));
  await page.reload();
  await started;
  await expect(notice).toBeHidden();
});

test('[SHELL]: the cookie notice comes with the page, and once accepted is never painted at all', async ({
  page,
}) => {
  // In the server's HTML, so it is drawn with the first paint rather than after the scripts.
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('data-cookie-notice');
  // Accepted: hidden before anything is drawn, not removed after hydration (no flash).
  await presetStorage(page, {
    'accepted-we-use-cookie': 'true',
    'confirm-city': 'true',
    'my-city-slug': 'moscow',
  });
  await page.goto('/', { waitUntil: 'commit' });
  const notice = page.locator('[data-cookie-notice]');
  await notice.waitFor({ state: 'attached' });
  expect(await notice.isVisible()).toBe(false);
});

test.describe('a returning visitor', () => {
  test.beforeEach(async ({ page }) => {
    await presetStorage(page, returningVisitor);
  });

  test('[SHELL]: with no ticket chosen the cart icon opens a popup saying so', async ({ page }) => {
    // Listen before the page loads: under load the count can arrive before goto() returns.
    const counted = page.waitForResponse((response) => response.url().endsWith('/api/v1/cart/count_seats'));
    await page.goto('/');
    const cart = page.getByRole('button', { name: 'Корзина' });
    expect((await (await counted).json()) as unknown).toEqual({ count: 0 });
    await cart.click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Вы ещё не выбрали ни одного билета' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText('Вы ещё не выбрали ни одного билета')).toBeHidden();
    await expect(cart).toBeFocused();
  });

  test('[SHELL]: the CSRF token is loaded before the cart count', async ({ page }) => {
    const order: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/v1/account/csrf' || path === '/api/v1/cart/count_seats') order.push(path);
    });
    await page.goto('/');
    await expect.poll(() => order.length).toBe(2);
    expect(order).toEqual(['/api/v1/account/csrf', '/api/v1/cart/count_seats']);
  });

  test('[SHELL]: an anonymous visitor sees the lock badge and is sent to sign in', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Войти в личный кабинет' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
    await page.goto('/en');
    await expect(page.getByRole('link', { name: 'Sign in to your account' })).toHaveAttribute(
      'href',
      '/en/sign-in',
    );
  });

  test('[SHELL]: header menu entries with children open a list that starts with the entry itself', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Главное меню' });
    await expect(nav.getByRole('link', { name: 'Подборки' })).toHaveAttribute('href', '/collections');
    const dropdown = nav.getByRole('button', { name: 'Афиша' });
    await dropdown.click();
    await expect(dropdown).toHaveAttribute('aria-expanded', 'true');
    const list = page.getByRole('list', { name: 'Афиша: разделы' });
    await expect(list.getByRole('link').first()).toHaveAttribute('href', '/events');
    await expect(list.getByRole('link', { name: 'Опера' })).toHaveAttribute('href', '/events?genres=opera');
    await saveScreenshot(page, testInfo, 'header-menu-1280');
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
  });

  test('[SHELL]: the header fits a phone with its menu open', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const name of ['Открыть поиск', 'Корзина', /Выбрать язык/, /Город: Москва/]) {
      const box = await page.getByRole('banner').getByRole('button', { name }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375, String(name)).toBe(true);
    }
    await page
      .getByRole('navigation', { name: 'Главное меню' })
      .getByRole('button', { name: 'Афиша' })
      .click();
    await saveScreenshot(page, testInfo, 'header-menu-375');
    await page.getByRole('button', { name: /Выбрать язык/ }).click();
    await saveScreenshot(page, testInfo, 'header-language-375');
  });

  test('[SHELL]: the scroll-to-top button appears past one screen and takes the visitor back up', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 500 });
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Наверх' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 0.8));
    await page.waitForTimeout(200);
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, window.innerHeight + 50));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test('[SHELL]: the footer shows menus, phone, social links and payment methods', async ({ page }) => {
    await page.goto('/en');
    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByRole('navigation', { name: 'Site sections' }).getByRole('link', { name: 'FAQ' }),
    ).toHaveAttribute('href', '/en/faq');
    await expect(footer.getByRole('link', { name: /\+7/ })).toHaveAttribute('href', /^tel:\+7\d{10}$/);
    await expect(footer.getByRole('list', { name: 'Follow us' }).getByRole('link')).toHaveCount(4);
    await expect(footer.getByRole('note', { name: 'Payment methods' })).not.toBeEmpty();
    // The header is white by default and the footer visible (page customization defaults).
    const background = await page
      .getByRole('banner')
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe('rgb(255, 255, 255)');
    await expect(footer).toBeVisible();
  });
});
