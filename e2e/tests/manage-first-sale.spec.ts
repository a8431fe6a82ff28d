// A new administrator takes a new venue in Kazan from nothing to a session on sale, guided only by the back
// office's own links (issue 30): the venue is made from the venues list, and from then on every step is reached from
// the home's checklist or from the page just saved — hall, plan, performance, a series of sessions with prices, the
// sale — each ticked on the home as it is done, until the venue leaves the checklist; a visitor in Kazan then buys a
// seat. Screenshots of the home's checklist at 1280 and 768 px.
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { SEEDED_ADMIN, signInThroughApi } from '../helpers/accounts';
import { buySeatsFromSearch } from '../helpers/checkout';
import { planDocument, venueDate } from '../helpers/manage';
import { saveScreenshot } from '../helpers/screenshot';
import { presetStorage, returningVisitor } from '../helpers/shell';

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await saveScreenshot(page, testInfo, `${name}-1280`);
  await page.setViewportSize({ width: 768, height: 1024 });
  await saveScreenshot(page, testInfo, `${name}-768`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('[MANAGE-FIRST-SALE]: an administrator follows the checklist from a new venue to a session on sale, and a visitor buys', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(Number(process.env.FLOW_TIMEOUT ?? 300_000));
  const unique = Date.now().toString(36);
  const venueName = `Сцена на Волге ${unique}`;
  const hallName = `Зал у реки ${unique}`;
  const title = `Волжская премьера ${unique}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await presetStorage(page, returningVisitor);
  await signInThroughApi(page.request, SEEDED_ADMIN);
  const nav = page.getByRole('navigation', { name: 'Разделы управления' });

  // The venue, from the venues list.
  await page.goto('/manage');
  await nav.getByRole('link', { name: 'Площадки', exact: true }).click();
  await page.getByRole('link', { name: 'Новая площадка' }).click();
  const venueForm = page.getByRole('form', { name: 'Площадка' });
  await venueForm.getByLabel('Название (русский)').fill(venueName);
  await venueForm.getByLabel('Город').selectOption({ label: 'Казань' });
  await venueForm.getByRole('button', { name: 'Создать площадку' }).click();
  await expect(page).toHaveURL(/\/manage\/venues\/\d+$/);

  // The home's checklist names the venue and what comes next.
  const home = async () => {
    await nav.getByRole('link', { name: 'Обзор', exact: true }).click();
    await expect(page).toHaveURL(/\/manage$/);
    const checklist = page.getByRole('region', { name: `${venueName}: путь к первой продаже` });
    await expect(checklist).toBeVisible();
    return checklist;
  };
  let checklist = await home();
  await expect(checklist.getByRole('link', { name: 'Добавьте зал — следующий шаг' })).toBeVisible();
  await shoot(page, testInfo, 'manage-first-sale-checklist-new');

  // Hall.
  await checklist.getByRole('link', { name: /^Добавьте зал/ }).click();
  const hallForm = page.getByRole('form', { name: 'Зал' });
  await hallForm.getByLabel('Название зала (русский)').fill(hallName);
  await hallForm.getByLabel('Адрес (русский)').fill('ул. Баумана, 1');
  await hallForm.getByRole('button', { name: 'Создать зал' }).click();
  await expect(page).toHaveURL(/\/manage\/halls\/\d+$/);

  // Plan: the checklist opens the plans page on this venue and hall.
  checklist = await home();
  await expect(checklist.getByText('Зал добавлен')).toBeVisible();
  await checklist.getByRole('link', { name: /^Загрузите и опубликуйте схему зала/ }).click();
  await expect(page).toHaveURL(/\/manage\/plans\?venue=\d+&hall=\d+$/);
  await expect(
    page.getByRole('combobox', { name: 'Площадка', exact: true }).locator('option:checked'),
  ).toHaveText(venueName);
  await expect(page.getByRole('combobox', { name: 'Зал', exact: true }).locator('option:checked')).toHaveText(
    hallName,
  );
  const importForm = page.getByRole('form', { name: 'Импорт схемы' });
  await importForm.getByLabel('Файл').setInputFiles({
    name: 'plan.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(planDocument(hallName))),
  });
  await importForm.getByRole('button', { name: 'Импортировать черновик' }).click();
  await expect(page).toHaveURL(/\/manage\/plans\/\d+$/);
  await page.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(page.getByText(/Опубликована, редакция 1/).first()).toBeVisible();

  // Performance: the form starts at this venue.
  checklist = await home();
  await expect(checklist.getByText('Схема зала опубликована')).toBeVisible();
  await checklist.getByRole('link', { name: /^Создайте спектакль/ }).click();
  const performanceForm = page.getByRole('form', { name: 'Спектакль' });
  await expect(performanceForm.getByLabel('Площадка').locator('option:checked')).toHaveText(venueName);
  await performanceForm.getByLabel('Название (русский)').fill(title);
  await performanceForm.getByLabel('Длительность').fill('1:45');
  await performanceForm.getByRole('button', { name: 'Создать спектакль' }).click();
  await expect(page).toHaveURL(/\/manage\/performances\/\d+$/);

  // Sessions, from the performance's own page: a series of two Saturdays a month ahead, priced.
  await page
    .getByRole('navigation', { name: 'Дальше' })
    .getByRole('link', { name: /^Серия сеансов спектакля/ })
    .click();
  const series = page.getByRole('form', { name: 'Новая серия сеансов' });
  await expect(series.getByLabel('Спектакль').locator('option:checked')).toHaveText(title);
  await expect(series.getByLabel('Зал', { exact: true }).locator('option:checked')).toHaveText(hallName);
  await series.getByLabel('Схема зала').selectOption({ index: 1 });
  await series.getByLabel('Партер').fill('1 200');
  await series.getByLabel('Амфитеатр').fill('800');
  await series.getByText('суббота', { exact: true }).click();
  await series.getByLabel('С', { exact: true }).fill(venueDate(30));
  await series.getByLabel('По (включительно)').fill(venueDate(43));
  await series.getByRole('button', { name: 'Предпросмотр' }).click();
  await expect(series.getByRole('heading', { name: 'Будет создано 2 сеанса' })).toBeVisible();
  await series.getByRole('button', { name: 'Создать 2 сеанса' }).click();
  await expect(page).toHaveURL(/\/manage\/sessions\?venue=\d+/);

  // Prices are ticked with the sessions; the sale is next, and opens from the list the checklist links to.
  checklist = await home();
  await expect(checklist.getByText('Сеансы назначены')).toBeVisible();
  await expect(checklist.getByText('Цены указаны')).toBeVisible();
  await shoot(page, testInfo, 'manage-first-sale-checklist-last-step');
  await checklist.getByRole('link', { name: /^Откройте продажу/ }).click();
  const sessions = page.getByRole('table', { name: 'Сеансы' });
  await expect(sessions.getByRole('row', { name: new RegExp(title) })).toHaveCount(2);
  await sessions
    .getByRole('row', { name: new RegExp(title) })
    .first()
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/manage\/sessions\/\d+$/);
  const sessionId = Number(new URL(page.url()).pathname.split('/').pop());
  const sessionForm = page.getByRole('form', { name: 'Сеанс' });
  await expect(sessionForm.getByLabel('Партер')).toHaveValue(/1\s?200/);
  await sessionForm.getByLabel('Статус').selectOption({ label: 'В продаже' });
  await sessionForm.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Сохранено')).toBeVisible();

  // On sale: the venue leaves the checklist.
  await nav.getByRole('link', { name: 'Обзор', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Управление' })).toBeVisible();
  await expect(page.getByRole('region', { name: `${venueName}: путь к первой продаже` })).toHaveCount(0);

  // A visitor in Kazan buys a seat of it.
  const visitor = await (await browser.newContext()).newPage();
  await presetStorage(visitor, returningVisitor);
  const buyer = `first-sale-${unique}@example.com`;
  await buySeatsFromSearch(visitor, {
    title,
    city: 'kazan',
    sessionId,
    count: 1,
    buyer: { name: 'Алия', email: buyer, phone: '9995550012' },
  });
  await visitor.context().close();
});
