// Reading the mail the local runtime caught, as a tester does: the /__mail page, one message, and
// its button, which opens the app's link in the page.
import { expect, type Page } from '@playwright/test';

/** Opens the newest message with `subject` to `email` on the /__mail page and clicks its button. */
export async function openMailLink(page: Page, email: string, subject: string, button: string): Promise<void> {
  await page.goto('/__mail');
  await page.getByRole('listitem').filter({ hasText: email }).getByRole('link', { name: subject }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await page.frameLocator(`iframe[title="${subject}"]`).getByRole('link', { name: button }).click();
}
