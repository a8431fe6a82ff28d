// When the API cannot be reached the site still answers: the shell and a translated notice, never a crash page.
import { expect, test } from '@playwright/test';
import { offlineWebUrl } from '../helpers/servers';

test('[SHELL]: an unreachable API shows a translated notice instead of the page', async ({ page }) => {
  await page.goto(`${offlineWebUrl}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Афиша временно недоступна');
  await expect(page.getByRole('button', { name: 'Обновить страницу' })).toBeVisible();
  // The shell is still usable: the language chooser works without the API.
  await page.getByRole('button', { name: /Выбрать язык/ }).click();
  await page.getByRole('link', { name: 'English' }).click();

  await expect(page).toHaveURL(`${offlineWebUrl}/en`);
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Listings are temporarily unavailable',
  );
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
});

test('[SHELL]: city pages degrade the same way without the API', async ({ page }) => {
  const response = await page.goto(`${offlineWebUrl}/de/city/kazan`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Der Spielplan ist vorübergehend nicht verfügbar',
  );
});
