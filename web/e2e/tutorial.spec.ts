// The guided tutorial end to end (spec sections 2 and 4): it starts by itself after onboarding,
// walks the twelve steps in order with the spotlight on each step's real element (opening its
// screen when needed), 'Step n of 12', Back, Next, Get Started; close and Escape end it; focus
// stays in the card; it does not start again once done, and the settings restart it.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseLanguage, guestAfterOnboarding } from './i18n-helpers';
import { screenshot } from './shell-helpers';

const STEPS = [
  { id: 'welcome', title: 'Welcome to FitChoice', path: '/' },
  { id: 'xp', title: 'XP system' },
  { id: 'sweatcoins', title: 'SweatCoins' },
  { id: 'session-tracker', title: 'Active session tracker', path: '/' },
  { id: 'discover-tab', title: 'Discover' },
  { id: 'bookings-tab', title: 'Bookings' },
  { id: 'profile-tab', title: 'Profile' },
  { id: 'social-feed', title: 'Social feed', path: '/social' },
  { id: 'messaging', title: 'Messaging', path: '/messages' },
  { id: 'qr-scanner', title: 'QR scanner', path: '/qr-scanner' },
  { id: 'leaderboards', title: 'Leaderboards', path: '/leaderboard' },
  { id: 'rewards-store', title: 'Rewards store', path: '/store' },
];

const dialog = (page: Page) => page.getByRole('dialog');

/** The spotlight is drawn around the step's element (as much of it as the window shows). */
async function expectSpotlightOn(page: Page, id: string) {
  const target = page.locator(`[data-tutorial="${id}"]`);
  await expect(target).toHaveAttribute('data-tutorial-active', 'true');
  await expect(page.locator(`[data-tutorial-active]`)).toHaveCount(1);
  const spotlight = page.getByTestId('tutorial-spotlight');
  await expect(spotlight).toBeVisible();
  await expect(async () => {
    const [t, s] = await Promise.all([target.boundingBox(), spotlight.boundingBox()]);
    const viewport = page.viewportSize()!;
    expect(t && s).toBeTruthy();
    const visible = {
      top: Math.max(t!.y, 0),
      left: Math.max(t!.x, 0),
      bottom: Math.min(t!.y + t!.height, viewport.height),
      right: Math.min(t!.x + t!.width, viewport.width),
    };
    expect(visible.bottom).toBeGreaterThan(visible.top);
    expect(s!.y).toBeLessThanOrEqual(visible.top + 1);
    expect(s!.x).toBeLessThanOrEqual(visible.left + 1);
    expect(s!.y + s!.height).toBeGreaterThanOrEqual(visible.bottom - 1);
    expect(s!.x + s!.width).toBeGreaterThanOrEqual(visible.right - 1);
    // Snug: at most the padding larger on each side (not a box around the whole page).
    expect(s!.height).toBeLessThanOrEqual(visible.bottom - visible.top + 14);
  }).toPass({ timeout: 5000 });
}

test('starts after onboarding and walks the twelve steps, each highlighting its element', async ({ page }) => {
  test.setTimeout(120_000);
  await guestAfterOnboarding(page);
  await expect(dialog(page)).toBeVisible();

  for (const [index, step] of STEPS.entries()) {
    await expect(dialog(page)).toHaveAccessibleName(step.title);
    await expect(dialog(page).getByText(`Step ${index + 1} of 12`)).toBeVisible();
    if (step.path) await expect(page).toHaveURL(new RegExp(`${step.path === '/' ? '/$' : step.path}`));
    await expectSpotlightOn(page, step.id);
    await expect(dialog(page).getByRole('button', { name: 'Back' })).toHaveCount(index === 0 ? 0 : 1);
    if (index === 1) await screenshot(page, 'tutorial-step-en');
    const last = index === STEPS.length - 1;
    await expect(dialog(page).getByRole('button', { name: last ? 'Get Started' : 'Next' })).toBeFocused();
    if (index === 2) {
      await dialog(page).getByRole('button', { name: 'Back' }).click();
      await expect(dialog(page)).toHaveAccessibleName(STEPS[1]!.title);
      await expectSpotlightOn(page, STEPS[1]!.id);
      await dialog(page).getByRole('button', { name: 'Next' }).click();
      await expect(dialog(page)).toHaveAccessibleName(step.title);
    }
    await dialog(page)
      .getByRole('button', { name: last ? 'Get Started' : 'Next' })
      .click();
  }

  await expect(dialog(page)).toHaveCount(0);
  await expect(page.locator('[data-tutorial-active]')).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome, / })).toBeVisible();
  await page.waitForTimeout(2000);
  await expect(dialog(page)).toHaveCount(0);
});

test('keeps focus in the card, closes with Escape and with the close button, and restarts from the settings', async ({ page }) => {
  await guestAfterOnboarding(page);
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Next' }).click();
  await expect(dialog(page).getByText('Step 2 of 12')).toBeVisible();

  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
    await expect(dialog(page).locator(':focus')).toHaveCount(1);
  }
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Restart the tour' }).click();
  await expect(dialog(page).getByText('Step 1 of 12')).toBeVisible();
  await expectSpotlightOn(page, 'welcome');
  await dialog(page).getByRole('button', { name: 'Close the tour' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome, / })).toBeVisible();
  await page.waitForTimeout(2000);
  await expect(dialog(page)).toHaveCount(0);
});

test('reset onboarding clears both flags: after logging out, onboarding and then the tutorial come back', async ({ page }) => {
  await guestAfterOnboarding(page);
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  // The card goes once 'tutorial done' is stored; leaving the page before that would lose it.
  await expect(dialog(page)).toHaveCount(0);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Reset onboarding' }).click();
  await expect(page.getByText('Onboarding and the tour will show again.')).toBeVisible();

  await page.goto('/');
  await page.waitForTimeout(2000);
  await expect(dialog(page)).toHaveCount(0);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Log out' }).click();
  // Leaving before the logout is through would cancel it, and /onboarding is no page for a signed-in user.
  await expect(page).toHaveURL(/\/auth\?mode=signin$/);
  await guestAfterOnboarding(page);
  await expect(dialog(page).getByText('Step 1 of 12')).toBeVisible();
});

test('in Arabic the card and the page are right to left', async ({ page }) => {
  await guestAfterOnboarding(page);
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await chooseLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'إعادة تشغيل الجولة' }).click();
  await dialog(page).getByRole('button', { name: 'التالي' }).click();
  await expectSpotlightOn(page, 'xp');
  await screenshot(page, 'tutorial-step-ar');
});
