// Shared steps of the partner and admin journeys: the admin the runtime was started with
// (playwright.config.ts), signing in at /partner-login, and the two screenshot sizes.
import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { SCREENSHOT_DIR } from './shell-helpers';

export const ADMIN = { email: 'admin@fitchoice.test', password: 'e2e admin password' };

export async function partnerSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/partner-login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Whole-page screenshots at a phone's 390x844 and a desktop's 1440x900; the page is left at the phone size. */
export async function screenshotsAtBothSizes(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(page.locator('[data-page-title]')).toBeVisible();
    const path = `${SCREENSHOT_DIR}/${name}-${width}.png`;
    await page.screenshot({ path, fullPage: true });
    console.log(`screenshot: ${path}`);
  }
}
