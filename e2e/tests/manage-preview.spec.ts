// The preview of a performance not on the site yet (issue 30), as a venue manager clicks: a draft performance with a
// session on sale opens from its editor as the storefront draws it (hero, schedule), marked as a preview and never
// indexed, in Russian and in English; an anonymous visitor gets 404 there, and the storefront's page and sitemap still
// do not know the draft. Screenshots at 1280 px.
import { expect, test } from '@playwright/test';
import { SEEDED_MANAGER, signInThroughApi } from '../helpers/accounts';
import { manageApi, manageCreate, planDocument, venueDate } from '../helpers/manage';
import { saveScreenshot } from '../helpers/screenshot';
import { presetStorage, returningVisitor } from '../helpers/shell';

test('[MANAGE-PREVIEW]: a manager previews a draft performance; visitors get 404 and the site does not list it', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  await presetStorage(page, returningVisitor);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughApi(page.request, SEEDED_MANAGER);
  const me = (await (await page.request.get('/api/v1/manage/me')).json()) as { venues: { id: number }[] };
  const venueId = me.venues[0]?.id as number;
  const unique = Date.now().toString(36);
  const title = { ru: `Черновик ${unique}`, en: `Draft ${unique}` };
  const hall = await manageCreate(page.request, `/venues/${venueId}/halls`, {
    title: { ru: `Зал показа ${unique}` },
    address: { ru: 'ул. Показная, 2' },
  });
  const plan = await manageCreate(page.request, `/halls/${hall.id}/plans`, planDocument(`Схема ${unique}`));
  await manageApi(page.request, 'POST', `/plans/${plan.id}/publish`, {});
  const show = await manageCreate(page.request, '/performances', {
    title,
    short: { ru: 'Пьеса, которой ещё нет на сайте' },
    age: 12,
    duration: '1:45',
    venue: venueId,
    is_published: false,
  });
  await manageCreate(page.request, '/events', {
    performance: show.id,
    hall: hall.id,
    starts_at: `${venueDate(30)}T19:00`,
    status: 'on_sale',
    prices: [
      { category: 'c1', price: 1500 },
      { category: 'c2', price: 900 },
    ],
  });

  // From the editor: the preview link opens the storefront's page, marked.
  await page.goto(`/manage/performances/${show.id}`);
  await page.getByRole('link', { name: 'Предпросмотр', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/performances/${show.id}/preview$`));
  await expect(page.getByRole('note')).toContainText(
    'Предпросмотр — ещё не в продаже; посетители эту страницу не видят.',
  );
  await expect(page.getByRole('heading', { level: 1, name: title.ru })).toBeVisible();
  // The schedule as visitors will see it: the session on sale, from its lowest price.
  await expect(page.getByRole('region', { name: 'Расписание' })).toContainText('900');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await saveScreenshot(page, testInfo, 'manage-preview-ru-1280');

  // In English: the English title and banner.
  await page.goto(`/en/manage/performances/${show.id}/preview`);
  await expect(page.getByRole('note')).toContainText(
    'Preview — not yet on sale; visitors cannot see this page.',
  );
  await expect(page.getByRole('heading', { level: 1, name: title.en })).toBeVisible();

  // Visitors: 404 on the preview, the public page and no sitemap entry.
  const anonymous = await browser.newContext();
  const visitor = await anonymous.newPage();
  const answer = await visitor.goto(`/manage/performances/${show.id}/preview`);
  expect(answer?.status()).toBe(404);
  await expect(visitor.getByText(title.ru)).toHaveCount(0);
  const read = (await (await page.request.get(`/api/v1/manage/performances/${show.id}`)).json()) as {
    slug: string;
  };
  expect((await anonymous.request.get(`/perfomances/${read.slug}`)).status()).toBe(404);
  expect(await (await anonymous.request.get('/sitemap.xml')).text()).not.toContain(read.slug);
  await anonymous.close();
});
