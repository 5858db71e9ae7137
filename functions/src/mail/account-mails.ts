// The account's mailed links: a one-time token (tokens.ts) and the mail that carries it, in
// the member's language. Reset links open /reset-password; every other link opens /verify-email.

import type { TransactItem } from '../dynamo/transact';
import { appLink, sendMail } from './mailer';
import { accountMail, type MailKind } from './templates';
import { issueToken, type TokenPurpose } from './tokens';

const MAIL_OF: Record<Exclude<TokenPurpose, 'partner-welcome'>, MailKind> = {
  'reset-password': 'reset-password',
  'verify-email': 'verify-email',
  'change-email': 'change-email',
  'confirm-application': 'confirm-application',
};

/** Issues the link's token and mails it to `to`; throws when the mail cannot be sent. */
export async function mailAccountLink(
  purpose: Exclude<TokenPurpose, 'partner-welcome'>,
  input: { userId: string | null; to: string; name: string; applicationId?: string; language: string | null | undefined },
  now: Date,
  /** Written with the link's token (an admin's audit entry for a link sent again). */
  extra: TransactItem[] = [],
): Promise<void> {
  const token = await issueToken(
    { purpose, userId: input.userId, email: input.to, ...(input.applicationId ? { applicationId: input.applicationId } : {}) },
    now,
    extra,
  );
  const path = purpose === 'reset-password' ? '/reset-password' : '/verify-email';
  await sendMail(
    accountMail(MAIL_OF[purpose], {
      to: input.to,
      name: input.name,
      email: input.to,
      link: appLink(`${path}?token=${token}`),
      language: input.language,
    }),
  );
}
