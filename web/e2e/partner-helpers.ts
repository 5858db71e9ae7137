// Shared steps of the partner and admin journeys: the admin the runtime was started with
// (playwright.config.ts), partners and admins made through the test hooks, the server's clock,
// signing in at /partner-login, and the two screenshot sizes.
import { mkdirSync } from 'node:fs';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { freshAccount, SCREENSHOT_DIR, signUpThroughScreen } from './shell-helpers';

export const ADMIN = { email: 'admin@fitchoice.test', password: 'e2e admin password' };

/** Moves the server's clock (a test hook); null gives it back the real time. */
export async function setServerClock(request: APIRequestContext, now: string | null): Promise<void> {
  const response = await request.post('/__test/clock', { data: { now } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Gives an account roles (and a partner's gyms) as an approval would (a test hook). */
export async function giveRoles(request: APIRequestContext, email: string, roles: string[], gymIds: string[] = []): Promise<void> {
  const answer = await request.post('/__test/roles', { data: { email, roles, gymIds } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** Signs a fresh member up on `page` and gives the account these roles: a partner or an admin, signed in. */
export async function signUpWithRoles(page: Page, request: APIRequestContext, label: string, roles: string[], gymIds: string[] = []) {
  const account = freshAccount(label);
  await signUpThroughScreen(page, account);
  await giveRoles(request, account.email, ['member', ...roles], gymIds);
  return account;
}

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

/** A panel in the back-office chrome: the panel's name and sign-out in the header, no member tab bar or XP and SweatCoin chips. */
export async function expectBackOfficeChrome(page: Page, panelName: string): Promise<void> {
  const header = page.getByRole('banner');
  await expect(header.getByText(panelName, { exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toHaveCount(0);
  await expect(header.getByText(/XP|SweatCoins/)).toHaveCount(0);
}

/**
 * The page does not scroll sideways, and each of these fields lies wholly inside the box of the
 * `container` it is in, at least as wide as its value needs (a fixed width cut off the times).
 */
export async function expectFieldsFit(page: Page, fields: string, container: string): Promise<void> {
  const found = await page.evaluate(
    ({ fields, container }) => ({
      page: { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth },
      fields: [...document.querySelectorAll<HTMLElement>(fields)].map((field) => {
        const own = field.getBoundingClientRect();
        const box = field.closest(container)!.getBoundingClientRect();
        // The width the browser draws the field at when nothing sets it: what its value (for a time, "07:00 AM" and the clock) needs.
        const set = field.style.cssText;
        field.style.cssText = 'width: auto; min-width: auto; max-width: none; flex: none';
        const needs = field.getBoundingClientRect().width;
        field.style.cssText = set;
        return {
          label: field.getAttribute('aria-label'),
          inside: own.left >= box.left - 0.5 && own.right <= box.right + 0.5 && own.width > 0,
          uncut: own.width >= needs - 0.5,
        };
      }),
    }),
    { fields, container },
  );
  expect(found.page.scrollWidth).toBeLessThanOrEqual(found.page.innerWidth);
  expect(found.fields.length).toBeGreaterThan(0);
  expect(found.fields.filter((field) => !field.inside || !field.uncut)).toEqual([]);
}
