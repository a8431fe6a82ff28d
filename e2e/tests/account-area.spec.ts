// The signed-in customer's area as a visitor meets it: the favourite heart on a card and its list, a notification
// arriving and being read (the header's badge follows), the history of viewed performances, a review posted on a
// performance page, orders in their tabs; anonymous visitors sent to sign in; and through the API, one customer
// never reading another's favourites or notifications. Sign-in goes through the API (POST /account/login with the
// CSRF token via page.request, which shares the page's cookies): the sign-in page has its own spec.
//
// The notification that arrives is the API's own "account confirmed" one: confirming a new address (the link of
// the sign-up mail, helpers/accounts.ts) makes it, through the same hook the ticketing will call for paid orders.
// Tests that change data use a fresh account each; the demo customer (seeded orders, favourites, history and
// notifications) is only read, for the screenshots and the cross-customer checks.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, request, type TestInfo, test } from '@playwright/test';
import { createConfirmedAccount, csrfToken, newAccount, signInThroughApi } from '../helpers/accounts';
import { saveScreenshot } from '../helpers/screenshot';
import { webUrl } from '../helpers/servers';
import { presetStorage, returningVisitor } from '../helpers/shell';

const DEMO = { email: 'demo@example.com', password: 'demo12345', name: 'Анна' };
const AREA_PAGES = ['notifications', 'favorites', 'orders', 'history'] as const;

// Most tests sign up a customer of their own (a mail, a confirmation) before they start: more than the default time
// on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await presetStorage(page, returningVisitor);
});

const profileIcon = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /личный кабинет|уведомления/i });

async function bothWidths(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await saveScreenshot(page, testInfo, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 800 });
  await saveScreenshot(page, testInfo, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A fresh confirmed customer, signed in for this page (its cookies are the page's). */
async function signedInNewCustomer(page: Page, label: string) {
  const account = newAccount(label);
  await createConfirmedAccount(page.request, account);
  await signInThroughApi(page.request, account);
  return account;
}

/** The `index`-th performance card on /events: the card, its title and its page. */
async function performanceOnEvents(page: Page, index: number) {
  await page.goto('/events');
  const card = page.getByRole('main').getByRole('article').nth(index);
  const link = card.getByRole('heading').getByRole('link');
  const title = (await link.textContent())?.trim() ?? '';
  const href = (await link.getAttribute('href')) ?? '';
  expect(title).not.toBe('');
  return { card, title, href };
}

async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${page.url()} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('[ACCOUNT]: an anonymous visitor of an account page, or of a heart, is sent to sign in and back', async ({
  page,
}) => {
  for (const section of AREA_PAGES) {
    await page.goto(`/account/${section}`);
    await expect(page).toHaveURL(new RegExp(`/sign-in\\?next=%2Faccount%2F${section}$`));
  }
  await page.goto('/en/account/orders?archive=true');
  await expect(page).toHaveURL(/\/en\/sign-in\?next=%2Faccount%2Forders%3Farchive%3Dtrue$/);
  // /account itself opens the default section, which asks for signing in too.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/sign-in\?next=%2Faccount%2Ffavorites$/);

  const { card, title } = await performanceOnEvents(page, 0);
  const heart = card.getByRole('button', { name: `Войдите, чтобы добавить «${title}» в избранное` });
  await heart.click();
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fevents$/);
});

test('[ACCOUNT]: a favourite chosen on a card is in /account/favorites, and its heart takes it out', async ({
  page,
}, testInfo) => {
  await signedInNewCustomer(page, 'favourite');
  const { card: listed, title } = await performanceOnEvents(page, 1);
  const heart = listed.getByRole('button', { name: `В избранное: «${title}»` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  // The heart turns at once; the reload below must come after the answer, or it may read the list before the change.
  const posted = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/favorites') && r.request().method() === 'POST',
  );
  await heart.click();
  const answer = await posted;
  expect(answer.ok()).toBe(true);
  const sent = answer.request();
  expect(sent.postDataJSON()).toEqual({ performance: expect.any(Number), is_favorite: true });
  expect(sent.headers()['x-csrftoken']).toBeTruthy();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // The cached page comes back with the visitor's state read in the browser.
  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/account/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'Избранное' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Личный кабинет' });
  await expect(nav.getByRole('link', { name: 'Избранное' })).toHaveAttribute('aria-current', 'page');
  const card = page.getByRole('main').getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await bothWidths(page, testInfo, 'account-favorites');

  // The heart answers once the visitor's favourites are read (it shows pressed then); a click before is not taken.
  const cardHeart = card.getByRole('button', { name: `В избранное: «${title}»` });
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
  await cardHeart.click();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  await expect(page.getByText('В избранном пока пусто.', { exact: false })).toBeVisible();
  const ids = await (await page.request.get('/api/v1/favorites/ids')).json();
  expect(ids).toEqual({ ids: [] });
});

test('[ACCOUNT]: a notification arrives, the header leads to it with a badge, reading it clears the badge', async ({
  page,
}, testInfo) => {
  // Confirming the address (in signedInNewCustomer) is what makes the API's "account confirmed" notification.
  await signedInNewCustomer(page, 'notice');
  await page.goto('/');
  await expect(profileIcon(page)).toHaveAttribute('href', '/account/notifications');
  await expect(profileIcon(page)).toHaveAccessibleName('Есть непрочитанные уведомления');

  await profileIcon(page).click();
  await expect(page).toHaveURL(/\/account\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Уведомления' })).toBeVisible();
  const item = page.getByRole('main').getByRole('article');
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expect(item.getByText('Новое:')).toBeAttached();
  await expect(page.getByText('1 непрочитанное уведомление')).toBeVisible();
  await bothWidths(page, testInfo, 'account-notifications');

  await item.getByRole('button', { name: 'Отметить прочитанным' }).click();
  await expect(item).not.toHaveAttribute('data-unread', 'true');
  await expect(item.getByRole('button', { name: 'Отметить прочитанным' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Отметить все прочитанными' })).toHaveCount(0);
  // The header follows without a reload, and after one.
  await expect(profileIcon(page)).toHaveAttribute('href', '/account/favorites');
  await expect(profileIcon(page)).toHaveAccessibleName('Личный кабинет: избранное');
  await page.reload();
  await expect(profileIcon(page)).toHaveAttribute('href', '/account/favorites');
  const unread = await (await page.request.get('/api/v1/notifications?is_viewed=false')).json();
  expect(unread.count).toBe(0);
});

test('[ACCOUNT]: "mark all as read" reads every notification at once', async ({ page }) => {
  await signedInNewCustomer(page, 'noticeall');
  await page.goto('/account/notifications');
  await page.getByRole('button', { name: 'Отметить все прочитанными' }).click();
  await expect(page.getByRole('button', { name: 'Отметить все прочитанными' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('article')).not.toHaveAttribute('data-unread', 'true');
  await expect(profileIcon(page)).toHaveAttribute('href', '/account/favorites');
});

test('[ACCOUNT]: a performance page visited while signed in is in /account/history', async ({
  page,
}, testInfo) => {
  await signedInNewCustomer(page, 'history');
  await page.goto('/account/history');
  await expect(page.getByText('Вы ещё не открывали спектакли.', { exact: false })).toBeVisible();

  const { title, href } = await performanceOnEvents(page, 2);
  // Wait for the answer, not the request: the history page read straight after a sent-but-unanswered POST may not
  // have the visit yet (it failed that way in CI).
  const recorded = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/watch_history/me') && r.request().method() === 'POST',
  );
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect((await recorded).ok()).toBe(true);

  await page.goto('/account/history');
  await expect(page.getByRole('heading', { level: 1, name: 'История просмотров' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').filter({ hasText: title })).toBeVisible();
  await bothWidths(page, testInfo, 'account-history');
});

test('[ACCOUNT]: an anonymous visitor is not recorded, and is asked to sign in to review', async ({
  page,
}) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(r.url());
  });
  const { href } = await performanceOnEvents(page, 2);
  await page.goto(href);
  const reviews = page.getByRole('region', { name: 'Отзывы' });
  await reviews.scrollIntoViewIfNeeded();
  await expect(reviews.getByRole('link', { name: 'Войдите' })).toHaveAttribute(
    'href',
    new RegExp(`/sign-in\\?next=${encodeURIComponent(href).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  );
  await expect(reviews.getByRole('form')).toHaveCount(0);
  expect(posts.filter((url) => url.includes('/watch_history/'))).toEqual([]);
});

test('[ACCOUNT]: a review is checked, posted, shown at once, and only one per customer', async ({
  page,
}, testInfo) => {
  await signedInNewCustomer(page, 'review');
  const { title, href } = await performanceOnEvents(page, 3);
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Отзывы' });
  await reviews.scrollIntoViewIfNeeded();
  const form = reviews.getByRole('form', { name: 'Ваш отзыв' });
  await expect(form).toBeVisible();

  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/reviews') && r.method() === 'POST') sent.push(r.postData() ?? '');
  });
  // Nothing chosen, nothing written: both fields say so, nothing is sent.
  await form.getByRole('button', { name: 'Отправить отзыв' }).click();
  await expect(form.getByText('Обязательное поле')).toHaveCount(2);
  await form.getByLabel('Отзыв', { exact: true }).fill('   ');
  await form.getByRole('button', { name: 'Отправить отзыв' }).click();
  await expect(form.getByText('Обязательное поле')).toHaveCount(2);
  await form.getByLabel('Отзыв', { exact: true }).fill('x'.repeat(2001));
  await form.getByRole('button', { name: 'Отправить отзыв' }).click();
  await expect(form.getByText(/^Не длиннее 2\s000 символов$/)).toBeVisible();
  expect(sent).toEqual([]);

  // The stars are a radio group: arrows move the choice.
  const stars = form.getByRole('group', { name: 'Оценка' });
  await stars.getByRole('radio', { name: '3 звезды' }).check();
  await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '4 звезды' })).toBeChecked();
  await form.getByLabel('Отзыв', { exact: true }).fill('Прекрасный спектакль, <b>рекомендую</b>!');
  await saveScreenshot(page, testInfo, 'performance-review-form-1280');
  await form.getByRole('button', { name: 'Отправить отзыв' }).click();

  await expect(
    reviews.getByRole('status').getByText('Вы оценили этот спектакль. Спасибо за отзыв!'),
  ).toBeVisible();
  await expect(form).toHaveCount(0);
  const mine = reviews.getByRole('listitem').filter({ hasText: 'Ваш отзыв' });
  // Shown as text, never as markup.
  await expect(mine.getByText('Прекрасный спектакль, <b>рекомендую</b>!')).toBeVisible();
  await expect(mine.getByText('Оценка: 4 из 5')).toBeAttached();
  // Five stars, the rating's four filled and the fifth outlined (not four stars alone).
  const shown = mine.getByTestId('rating-stars');
  await expect(shown.locator('svg')).toHaveCount(5);
  await expect(shown.locator('svg[data-star="filled"]')).toHaveCount(4);
  await expect(shown.locator('svg[data-star="empty"]')).toHaveCount(1);
  expect(JSON.parse(sent[0] ?? '{}')).toMatchObject({
    rating: 4,
    text: 'Прекрасный спектакль, <b>рекомендую</b>!',
  });

  // The page is cached for everybody; on the next visit the visitor's own review is asked for (GET /reviews/mine)
  // and the form stays closed.
  await page.reload();
  await reviews.scrollIntoViewIfNeeded();
  await expect(
    reviews.getByRole('status').getByText('Вы уже оставили отзыв об этом спектакле.'),
  ).toBeVisible();
  await expect(form).toHaveCount(0);
});

test('[ACCOUNT]: the demo customer’s orders, in their tabs, keyboard-reachable navigation', async ({
  page,
}, testInfo) => {
  await signInThroughApi(page.request, DEMO);
  await page.goto('/account/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Заказы' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Текущие заказы и архив' });
  await expect(tabs.getByRole('link', { name: 'Текущие' })).toHaveAttribute('aria-current', 'page');
  const orders = page.getByRole('main').getByRole('article');
  await expect(orders.first()).toBeVisible();
  await expect(orders.first().getByRole('heading', { name: /^Заказ № / })).toBeVisible();
  await expect(orders.first().getByText(/^Сумма: /)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await bothWidths(page, testInfo, 'account-orders');

  await tabs.getByRole('link', { name: 'Архив' }).click();
  await expect(page).toHaveURL(/\/account\/orders\?archive=true$/);
  await expect(tabs.getByRole('link', { name: 'Архив' })).toHaveAttribute('aria-current', 'page');
  const archive = await (await page.request.get('/api/v1/userorders?is_archive=true')).json();
  if (archive.count === 0) {
    await expect(page.getByText('В архиве пусто', { exact: false })).toBeVisible();
  } else {
    await expect(orders.first()).toBeVisible();
  }

  // The area's navigation works with the keyboard, with a visible focus.
  const nav = page.getByRole('navigation', { name: 'Личный кабинет' });
  const history = nav.getByRole('link', { name: 'История просмотров' });
  await nav.getByRole('link', { name: 'Заказы' }).focus();
  await page.keyboard.press('Tab');
  await expect(history).toBeFocused();
  expect(await history.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/history$/);
  await expect(nav.getByRole('link', { name: 'История просмотров' })).toHaveAttribute('aria-current', 'page');
});

for (const section of ['notifications', 'favorites', 'history'] as const) {
  test(`[ACCOUNT]: /account/${section} of the demo customer, axe-clean, at both widths`, async ({
    page,
  }, testInfo) => {
    await signInThroughApi(page.request, DEMO);
    await page.goto(`/account/${section}`);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await bothWidths(page, testInfo, `account-${section}-demo`);
  });
}

test('[ACCOUNT]: another customer never reads the demo customer’s favourites or notifications', async ({
  page,
}) => {
  // The demo customer, through the page's own request context.
  await signInThroughApi(page.request, DEMO);
  const demoIds: number[] = (await (await page.request.get('/api/v1/favorites/ids')).json()).ids;
  const demoNotifications = await (await page.request.get('/api/v1/notifications?limit=100')).json();
  expect(demoIds.length).toBeGreaterThan(0);
  expect(demoNotifications.count).toBeGreaterThan(0);
  const notificationId: number = demoNotifications.results[0].id;

  // Another customer, in a context of their own.
  const other: APIRequestContext = await request.newContext({ baseURL: webUrl });
  try {
    const account = newAccount('other');
    await createConfirmedAccount(other, account);
    await signInThroughApi(other, account);
    const token = await csrfToken(other);

    expect((await other.get(`/api/v1/notifications/${notificationId}`)).status()).toBe(404);
    const put = await other.put(`/api/v1/notifications/${notificationId}`, {
      data: { is_viewed: true },
      headers: { 'X-CSRFToken': token },
    });
    expect(put.status()).toBe(404);
    const theirs = await (await other.get('/api/v1/notifications?limit=100')).json();
    expect(theirs.results.map((n: { id: number }) => n.id)).not.toContain(notificationId);
    // Marking "all" read touches only their own.
    const all = await other.put('/api/v1/notifications', {
      data: { is_viewed: true },
      headers: { 'X-CSRFToken': token },
    });
    expect(all.status()).toBe(200);
    const after = await (await page.request.get(`/api/v1/notifications/${notificationId}`)).json();
    expect(after.is_viewed).toBe(demoNotifications.results[0].is_viewed);

    expect(await (await other.get('/api/v1/favorites/ids')).json()).toEqual({ ids: [] });
    const favorites = await (await other.get('/api/v1/favorites')).json();
    expect(favorites.count).toBe(0);

    // And nobody anonymous.
    const anonymous = await request.newContext({ baseURL: webUrl });
    try {
      for (const path of ['/api/v1/favorites', '/api/v1/favorites/ids', '/api/v1/notifications']) {
        expect((await anonymous.get(path)).status(), path).toBe(401);
      }
    } finally {
      await anonymous.dispose();
    }
  } finally {
    await other.dispose();
  }
});
