// Steps shared by the i18n, onboarding and tutorial end-to-end tests: choosing a region or a
// language, and a guest session that skipped onboarding.
import { expect, type Page } from '@playwright/test';

const MENU_BUTTON = /^(Region and language|Región e idioma|Région et langue|Região e idioma|المنطقة واللغة)/;

/**
 * Chooses in the header's region and language menu, or, where the header has no room for it (the
 * app layout on a phone), in Profile > Settings, which it leaves open. `which` is 0 for the region,
 * 1 for the language.
 */
async function choose(page: Page, which: 0 | 1, code: string) {
  const button = page.getByRole('button', { name: MENU_BUTTON });
  // Wait for the layout: the public header's menu, or the app's tab bar.
  await expect(button.or(page.locator('.tab-bar')).first()).toBeVisible();
  if (await button.isVisible()) {
    await button.click();
    await page.locator('.locale-menu__panel select').nth(which).selectOption(code);
    await page.keyboard.press('Escape');
    return;
  }
  // In-app navigation, not a page load: a reload right after a choice could cut its write short.
  await page.locator('.tab-bar a[href="/profile"]').click();
  await page.locator('.settings-block select').nth(which).selectOption(code);
}

/** Chooses the language and waits until the app has switched to it (it does so a frame after the choice). */
export async function chooseLanguage(page: Page, code: string) {
  await choose(page, 1, code);
  await expect(page.locator('html')).toHaveAttribute('lang', code);
}

export async function chooseRegion(page: Page, code: string) {
  await choose(page, 0, code);
}

/** Skips onboarding and continues as a guest: the app opens, and the tutorial starts a second later. */
export async function guestAfterOnboarding(page: Page) {
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome, / })).toBeVisible();
}
