// The settings section's last action: clearing the local data signs out and forgets every choice
// on this device (language back to English, the visitor's home again).
import { expect, test } from './fixtures';
import { chooseLanguage } from './i18n-helpers';

test('clear local data signs out and forgets the language and the session on this device', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome, / })).toBeVisible();
  await chooseLanguage(page, 'es');
  await expect(page.getByRole('heading', { level: 2, name: 'Ajustes' })).toBeVisible();

  await page.getByRole('button', { name: 'Borrar datos locales' }).click();
  await expect(page.getByText('¿Borrar todos los datos de FitChoice de este dispositivo?')).toBeVisible();
  await page.getByRole('button', { name: 'Sí, borrarlos' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your gym, wherever you are');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?redirect=/);
});
