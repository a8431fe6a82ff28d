// Accounts as a visitor meets them: signing up, the confirmation mail (read from the API's outbox), signing in and
// the header's profile icon (with the unread badge of the "account confirmed" notification), signing out, the
// password reset mail, too many wrong passwords, the return path after signing in, and the profile page (personal
// data, e-mail change through its mail, password change). Screenshots of sign-in, the sign-up success screen and the
// profile at 375 and 1280 px are kept in e2e/.artifacts/screenshots.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { createConfirmedAccount, newAccount, signInThroughApi, type TestAccount } from '../helpers/accounts';
import { mailCount, sitePath, waitForMail } from '../helpers/mail';
import { saveScreenshot } from '../helpers/screenshot';
import { presetStorage, returningVisitor } from '../helpers/shell';

// Each test walks a whole flow (several pages, password hashing, mails): more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

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

async function signInWithForm(page: Page, account: Pick<TestAccount, 'email' | 'password'>): Promise<void> {
  await page.getByRole('main').getByLabel('Электронная почта').fill(account.email);
  await page.getByRole('main').getByLabel('Пароль', { exact: true }).fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Войти', exact: true }).click();
}

test('[AUTH]: sign up, confirm from the mail, sign in (the header follows at once), sign out (the lock is back)', async ({
  page,
}, testInfo) => {
  const account = newAccount('flow');
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { level: 1, name: 'Регистрация' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Зарегистрироваться' });
  await submit.click();
  await expect(page.getByText('Обязательное поле')).toHaveCount(3);

  await page.getByRole('main').getByLabel('Как к вам обращаться').fill(account.name);
  await page.getByRole('main').getByLabel('Электронная почта').fill(account.email);
  await page.getByRole('main').getByLabel('Пароль', { exact: true }).fill('short');
  await submit.click();
  await expect(page.getByText('Не короче 8 символов')).toHaveCount(2); // the error and the rule itself
  // A password of the most common ones passes the form's length rule and is refused by the API, under its field.
  await page.getByRole('main').getByLabel('Пароль', { exact: true }).fill('password123');
  await submit.click();
  await expect(page.getByText('Этот пароль слишком распространён. Придумайте другой.')).toBeVisible();

  await page.getByRole('main').getByLabel('Пароль', { exact: true }).fill(account.password);
  await submit.click();
  const success = page.getByRole('heading', { level: 1, name: 'Проверьте почту' });
  await expect(success).toBeVisible();
  await expect(success).toBeFocused();
  await expect(page.getByRole('main').getByText(account.email)).toBeVisible();
  await bothWidths(page, testInfo, 'auth-sign-up-success');

  // Not confirmed yet: signing in says so, and offers the link again.
  await page.goto('/sign-in');
  await signInWithForm(page, account);
  await expect(page.getByRole('alert').getByText(/не подтверждён/)).toBeVisible();
  const before = await mailCount(account.email);
  await page.getByRole('button', { name: 'Отправить ссылку ещё раз' }).click();
  await expect(page.getByRole('status').getByText(account.email)).toBeVisible();

  const mail = await waitForMail(account.email, { seen: before });
  expect(mail.subject).toContain('Подтвердите адрес');
  await page.goto(sitePath(mail, '/account/confirm'));
  await expect(page.getByRole('heading', { level: 1, name: 'Адрес подтверждён' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Войти' }).click();

  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(profileIcon(page)).toHaveAttribute('href', '/sign-in');
  await signInWithForm(page, account);
  await expect(page).toHaveURL(/\/account\/favorites$/);
  // The header changed without a reload. Confirming the address made an "account confirmed" notification
  // (notifyAccountConfirmed, in the confirmation's transaction), still unread: the icon leads to the
  // notifications and carries the badge, not to the favourites.
  await expect(profileIcon(page)).toHaveAttribute('href', '/account/notifications');
  await expect(profileIcon(page)).toHaveAccessibleName('Есть непрочитанные уведомления');
  const unread = await page.request.get('/api/v1/notifications?is_viewed=false');
  expect(((await unread.json()) as { count: number }).count).toBe(1);

  await page.goto('/account/profile');
  await page.getByRole('button', { name: 'Выйти' }).click();
  // Signing out loads the home page afresh (nothing of the account stays in the page).
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(profileIcon(page)).toHaveAccessibleName('Войти в личный кабинет');
  await expect(profileIcon(page)).toHaveAttribute('href', '/sign-in');
  const me = await page.request.get('/api/v1/account/me');
  expect(await me.json()).toEqual({ success: false });
});

test('[AUTH]: a password reset through the mail; the link works once, the old password no longer', async ({
  page,
}) => {
  const account = newAccount('reset');
  await createConfirmedAccount(page.request, account);

  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Восстановление пароля' })).toBeVisible();
  await page.getByRole('main').getByLabel('Электронная почта').fill('not-an-address');
  await page.getByRole('button', { name: 'Отправить ссылку' }).click();
  await expect(page.getByText('Введите корректный адрес электронной почты')).toBeVisible();

  const before = await mailCount(account.email);
  await page.getByRole('main').getByLabel('Электронная почта').fill(account.email);
  await page.getByRole('button', { name: 'Отправить ссылку' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Проверьте почту' })).toBeVisible();
  await expect(page.getByRole('status').getByText(account.email)).toBeVisible();

  const mail = await waitForMail(account.email, { seen: before });
  const link = sitePath(mail, '/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Новый пароль' })).toBeVisible();
  const newPassword = page.getByRole('main').getByLabel('Новый пароль', { exact: true });
  await newPassword.fill('1234567');
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page.getByText('Не короче 8 символов')).toHaveCount(2);
  await newPassword.fill(account.email);
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page.getByText('Пароль не должен совпадать с адресом электронной почты.')).toBeVisible();

  const changed = `${account.password}-new`;
  await newPassword.fill(changed);
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Пароль изменён' })).toBeVisible();

  // The same link again: refused under the form, with the way to a new one.
  await page.goto(link);
  await page.getByRole('main').getByLabel('Новый пароль', { exact: true }).fill(`${changed}-again`);
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(
    page.getByRole('alert').getByText('Ссылка недействительна или устарела. Запросите новую.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Запросить новую ссылку' })).toHaveAttribute(
    'href',
    '/reset-password',
  );

  await page.goto('/sign-in');
  await signInWithForm(page, account);
  await expect(
    page.getByRole('alert').getByText('Неверный адрес электронной почты или пароль.'),
  ).toBeVisible();
  await signInWithForm(page, { email: account.email, password: changed });
  await expect(page).toHaveURL(/\/account\/favorites$/);
});

test('[AUTH]: wrong passwords several times end in a clear "too many attempts" message', async ({ page }) => {
  const account = newAccount('limit');
  await createConfirmedAccount(page.request, account);
  await page.goto('/sign-in');
  const attempt = async (password: string) => {
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/v1/account/login'));
    await signInWithForm(page, { email: account.email, password });
    return (await answered).status();
  };
  // The API allows five failures per account in its window (LOGIN_FAILURES_PER_ACCOUNT).
  for (let failure = 1; failure <= 5; failure += 1) {
    expect(await attempt(`wrong-${failure}`)).toBe(400);
    await expect(
      page.getByRole('alert').getByText('Неверный адрес электронной почты или пароль.'),
    ).toBeVisible();
  }
  expect(await attempt('wrong-6')).toBe(429);
  const limited = page.getByRole('alert').getByText(/^Слишком много попыток\. Повторите через \d+ мин\.$/);
  await expect(limited).toBeVisible();
  await expect(page.getByText('Неверный адрес электронной почты или пароль.')).toHaveCount(0);
  // Even the right password waits now; the visitor stays on the form.
  expect(await attempt(account.password)).toBe(429);
  await expect(limited).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('[AUTH]: signing in goes back where the visitor came from, never to another site', async ({ page }) => {
  const account = newAccount('back');
  await createConfirmedAccount(page.request, account);

  // An anonymous visitor on the profile is sent to sign in, and comes back to it.
  await page.goto('/account/profile');
  await expect(page).toHaveURL(/\/sign-in\?next=%2Faccount%2Fprofile$/);
  await signInWithForm(page, account);
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Профиль' })).toBeVisible();

  // Signed in already: the sign-in page says as whom, and leads on.
  await page.goto('/sign-in');
  await expect(page.getByText(`Вы уже вошли как ${account.email}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(profileIcon(page)).toHaveAccessibleName('Войти в личный кабинет');

  for (const hostile of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
    await page.goto(`/en/sign-in?next=${encodeURIComponent(hostile)}`);
    await page.getByRole('main').getByLabel('Email').fill(account.email);
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/en\/account\/favorites$/);
    await page.request.post('/api/v1/account/logout', {
      headers: { 'X-CSRFToken': (await (await page.request.get('/api/v1/account/csrf')).json()).csrf },
    });
  }

  await page.goto(`/en/sign-in?next=${encodeURIComponent('/en/faq?x=1')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('This field is required')).toHaveCount(2);
  await page.getByRole('main').getByLabel('Email').fill(account.email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/faq\?x=1$/);
});

test('[AUTH]: the profile: name and phone saved, bad input under its fields, e-mail changed through its mail, password change', async ({
  page,
}, testInfo) => {
  const account = newAccount('profile');
  await createConfirmedAccount(page.request, account);
  await signInThroughApi(page.request, account);
  await page.goto('/account/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Профиль' })).toBeVisible();

  const personal = page.getByRole('region', { name: 'Личные данные' });
  const firstName = personal.getByLabel('Имя');
  const lastName = personal.getByLabel('Фамилия');
  const phone = personal.getByLabel('Телефон');
  await expect(firstName).toHaveValue(account.name);

  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/api/v1/account/me')) sent.push(request.url());
  });
  await firstName.fill('   ');
  await lastName.fill('К'.repeat(101));
  await phone.pressSequentially('12');
  await expect(phone).toHaveValue('+12');
  await personal.getByRole('button', { name: 'Сохранить' }).click();
  await expect(personal.getByText('Обязательное поле')).toBeVisible();
  await expect(personal.getByText('Не длиннее 100 символов')).toBeVisible();
  await expect(personal.getByText('Введите корректный номер телефона')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toEqual([]);

  await firstName.fill('Анна');
  await lastName.fill('Каренина');
  await phone.fill('');
  await phone.pressSequentially('9161234567');
  await expect(phone).toHaveValue('+7 (916) 123-45-67');
  await personal.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Изменения сохранены')).toBeVisible();
  expect(sent).toHaveLength(1);
  await page.reload();
  await expect(firstName).toHaveValue('Анна');
  await expect(lastName).toHaveValue('Каренина');
  await expect(phone).toHaveValue('+7 (916) 123-45-67');
  await bothWidths(page, testInfo, 'auth-profile');

  // The password: a wrong current one is said under its field.
  const passwordSection = page.getByRole('region', { name: 'Пароль', exact: true });
  await passwordSection.getByLabel('Текущий пароль', { exact: true }).fill('not-my-password');
  await passwordSection.getByLabel('Новый пароль', { exact: true }).fill(`${account.password}-2`);
  await passwordSection.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(passwordSection.getByText('Текущий пароль указан неверно.')).toBeVisible();
  await passwordSection.getByLabel('Текущий пароль', { exact: true }).fill(account.password);
  await passwordSection.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page.getByText('Пароль изменён. Остальные сеансы завершены.')).toBeVisible();
  await expect(passwordSection.getByLabel('Текущий пароль', { exact: true })).toHaveValue('');

  // The e-mail address: waits for the link sent to the new one, then is applied.
  const emailSection = page.getByRole('region', { name: 'Адрес почты' });
  await emailSection.getByLabel('Новый адрес').fill(account.email);
  await emailSection.getByRole('button', { name: 'Сменить адрес' }).click();
  await expect(emailSection.getByText('Это ваш текущий адрес')).toBeVisible();
  const newEmail = newAccount('moved').email;
  await emailSection.getByLabel('Новый адрес').fill(newEmail);
  await emailSection.getByRole('button', { name: 'Сменить адрес' }).click();
  await expect(emailSection.getByRole('status').getByText(newEmail)).toBeVisible();

  const mail = await waitForMail(newEmail);
  await page.goto(sitePath(mail, '/account/confirm-email'));
  await expect(page.getByRole('heading', { level: 1, name: 'Адрес изменён' })).toBeVisible();
  await expect(page.getByRole('status').getByText(newEmail)).toBeVisible();
  await page.getByRole('link', { name: 'Перейти в профиль' }).click();
  await expect(emailSection.getByText(`Сейчас: ${newEmail}.`, { exact: false })).toBeVisible();
  await expect(emailSection.getByRole('status')).toHaveCount(0);
});

test('[AUTH]: the sign-in, sign-up, reset and profile pages have no serious axe violation; sign-in at two widths', async ({
  page,
}, testInfo) => {
  const axe = async (path: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  };
  await axe('/sign-in');
  // The page stays out of search engines.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const password = page.getByRole('main').getByLabel('Пароль', { exact: true });
  await password.fill('secret');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Показать пароль' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Показать пароль' })).toHaveAttribute('aria-pressed', 'true');
  await password.fill('');
  await page.getByRole('main').getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page.getByText('Обязательное поле')).toHaveCount(2);
  // Huge and hostile input is refused by the form itself: nothing is sent.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/account/login')) sent.push(request.url());
  });
  await page
    .getByRole('main')
    .getByLabel('Электронная почта')
    .fill(`${'a'.repeat(10_000)}@example.com`);
  await password.fill('x'.repeat(200));
  await page.getByRole('main').getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page.getByText('Не длиннее 254 символов')).toBeVisible();
  await expect(page.getByText('Не длиннее 128 символов')).toBeVisible();
  await page.getByRole('main').getByLabel('Электронная почта').fill("x'; DROP TABLE users;--");
  await page.getByRole('main').getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page.getByText('Введите корректный адрес электронной почты')).toBeVisible();
  expect(sent).toEqual([]);
  await page.getByRole('main').getByLabel('Электронная почта').fill('');
  await password.fill('');
  await page.getByRole('main').getByRole('button', { name: 'Войти', exact: true }).click();
  await bothWidths(page, testInfo, 'auth-sign-in');

  await axe('/sign-up');
  await axe('/en/reset-password');
  await axe('/account/confirm?token=nothing-like-a-token');
  await expect(
    page.getByRole('alert').getByText('Ссылка недействительна или устарела. Запросите новую.'),
  ).toBeVisible();

  const account = newAccount('axe');
  await createConfirmedAccount(page.request, account);
  await signInThroughApi(page.request, account);
  await axe('/account/profile');
  await expect(page.getByRole('region', { name: 'Личные данные' })).toBeVisible();
});
