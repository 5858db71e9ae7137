// The theme choice persists without a flash, and the screenshots of home, auth and not-found at
// 390x844 (written to test-results/screenshots/, printed below) for a person to look at.
import { expect, test } from './fixtures';
import { freshAccount, screenshot, signUpThroughScreen } from './shell-helpers';

test('the theme defaults to dark, and a choice of light survives a reload from the first paint', async ({ page }) => {
  await signUpThroughScreen(page, freshAccount('theme'));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('radio', { name: 'Light' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  // The inline script applies it before any app code runs: check at the first parse of the page.
  await page.route('**/assets/index-*.js', (route) => route.abort());
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.unroute('**/assets/index-*.js');
  await page.reload();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
});

test('system follows the device colour scheme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signUpThroughScreen(page, freshAccount('system'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('radio', { name: 'System' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('screenshots of home, auth and not-found at 390x844', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await screenshot(page, 'welcome-visitor');
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to FitChoice' })).toBeVisible();
  await screenshot(page, 'auth');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await screenshot(page, 'not-found');
  await signUpThroughScreen(page, freshAccount('shots'));
  await screenshot(page, 'home');
});
