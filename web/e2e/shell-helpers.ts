// Shared steps of the app-shell end-to-end tests: fresh accounts, signing up through the screens,
// and where screenshots go.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

export const SCREENSHOT_DIR = fileURLToPath(new URL('../test-results/screenshots', import.meta.url));

export function freshAccount(label: string) {
  const unique = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return { email: `${unique}@example.com`, password: 'correct horse battery', name: `Ana ${label}` };
}

export async function signUpThroughScreen(page: Page, account: ReturnType<typeof freshAccount>): Promise<void> {
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${account.name}!` })).toBeVisible();
}

/** Fills the sign-in form the page shows and presses Sign in. */
export async function signInOnScreen(page: Page, account: ReturnType<typeof freshAccount>): Promise<void> {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = `${SCREENSHOT_DIR}/${name}.png`;
  await page.screenshot({ path, fullPage: false });
  console.log(`screenshot: ${path}`);
  return path;
}

/** A toast (Radix renders them as list items in the notifications region). */
export function toastWith(page: Page, title: string) {
  return page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });
}
