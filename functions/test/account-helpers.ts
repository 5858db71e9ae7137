// Reading the mail the local runtime caught (GET /__mail/messages.json), and opening its links
// through the API as a member would by clicking them.
import { expect } from 'vitest';
import { type Answer, send } from './helpers';

export interface CaughtMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  sentAt: string;
}

/** The mail caught for an address, newest first. */
export async function mailTo(baseUrl: string, email: string): Promise<CaughtMail[]> {
  const answer = await send(baseUrl, `/__mail/messages.json?to=${encodeURIComponent(email)}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.json.messages;
}

/** The newest mail of `kind` to the address (it must come: some are sent after their request's answer). */
export async function lastMail(baseUrl: string, email: string, kind: string): Promise<CaughtMail> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const message = (await mailTo(baseUrl, email)).find((mail) => mail.kind === kind);
    if (message || Date.now() > deadline) {
      expect(message, `no ${kind} mail to ${email}`).toBeDefined();
      return message!;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The token of the link in a mail. */
export function tokenOf(mail: CaughtMail): string {
  const match = /[?&]token=([A-Za-z0-9_-]{43})/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
}

/** Opens the newest confirmation link mailed to the address (account, new email or application). */
export async function confirmFromMail(baseUrl: string, email: string, kind = 'verify-email'): Promise<Answer> {
  const answer = await send(baseUrl, '/api/account/verify-email', {
    method: 'POST',
    body: { token: tokenOf(await lastMail(baseUrl, email, kind)) },
  });
  expect(answer.status, answer.text).toBe(200);
  return answer;
}
