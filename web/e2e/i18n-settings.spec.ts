// The settings section's language and its last action: a language chosen on a dead network shows
// once its words can load, and says so meanwhile; clearing the local data signs out and forgets every
// choice on this device (language back to English, the visitor's home again).
import { expect, test } from './fixtures';
import { chooseLanguage } from './i18n-helpers';
import { loseEverything, openControlledApp } from './offline-helpers';
import { freshAccount, screenshot, signUpThroughScreen } from './shell-helpers';

test('a language chosen on a dead network shows once the connection is back, reopened meanwhile too, and says so', async ({
  page,
  context,
}) => {
  await signUpThroughScreen(page, freshAccount('language-offline'));
  await openControlledApp(page, '/profile');
  const back = await loseEverything(context);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');

  // Its words are not on the device: the app stays in English, whole (not English words under
  // German's lang and numbers), and the choice says when German comes.
  const waiting = page.getByRole('status').filter({ hasText: 'Deutsch shows once you are back online' });
  await expect(waiting).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await waiting.scrollIntoViewIfNeeded();
  await screenshot(page, 'language-waiting-offline');

  // Opened again before the connection came back: English, whole, still waiting for German.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(waiting).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await back();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  await expect(page.getByText('Deutsch shows once you are back online')).toHaveCount(0);

  // Stored on the device now: opened again on a dead network, the app is in German.
  const again = await loseEverything(context);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await again();
});

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

test('a theme, region and language chosen in one tab show in the other tabs at once', async ({ page, context }) => {
  await signUpThroughScreen(page, freshAccount('choices-tabs'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  const other = await context.newPage();
  await other.goto('/profile');
  await expect(other.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.getByRole('radio', { name: 'Light' }).check();
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(other.getByRole('radio', { name: 'Light' })).toBeChecked();

  // Brazil's language comes with it.
  await page.getByRole('combobox', { name: 'Region' }).selectOption('BR');
  await expect(other.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(other.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
  await expect(other.getByRole('combobox', { name: 'Região' })).toHaveValue('BR');
  await expect(other.getByRole('combobox', { name: 'Idioma' })).toHaveValue('pt');
});
