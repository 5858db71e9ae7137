// Reading the mail the local runtime caught, as a tester does: the /__mail page, one message, and
// its button, which opens the app's link in the page; and, for tests about something else, opening
// a member's confirmation link through the API (account.spec.ts clicks it on the page).
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** Opens the newest message with `subject` to `email` on the /__mail page and clicks its button. */
export async function openMailLink(page: Page, email: string, subject: string, button: string): Promise<void> {
  const message = page.getByRole('listitem').filter({ hasText: email }).getByRole('link', { name: subject }).first();
  // Some mail is sent after its request's answer (a password reset's): look again until it is there.
  await expect(async () => {
    await page.goto('/__mail');
    await expect(message).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await message.click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await page.frameLocator(`iframe[title="${subject}"]`).getByRole('link', { name: button }).click();
}

/** Confirms the member's email with the link mailed at sign-up, as redeeming and posting for others need. */
export async function confirmEmail(request: APIRequestContext, baseURL: string, email: string): Promise<void> {
  let token: string | undefined;
  await expect
    .poll(async () => {
      const caught = (await (await request.get(`/__mail/messages.json?to=${encodeURIComponent(email)}`)).json()) as {
        messages: { kind: string; text: string }[];
      };
      const mail = caught.messages.find((message) => message.kind === 'verify-email');
      token = mail && /[?&]token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
      return token;
    })
    .toBeDefined();
  const opened = await request.post('/api/account/verify-email', { data: { token }, headers: { Origin: baseURL } });
  expect(opened.status(), await opened.text()).toBe(200);
}
