// The one mail port: every mail the backend sends goes through sendMail. In AWS it is Amazon SES
// (v2) from the stack's sender and configuration set; locally (and in tests) a catcher keeps each
// message as a file under MAIL_DIR, which the local runtime lists at /__mail.
import { config } from '../config';
import { logger } from '../log';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail is for ('verify-email', 'reset-password', ...): a tag in SES, a field locally. */
  kind: string;
}

export class MailNotConfiguredError extends Error {
  constructor() {
    super('No mail transport is configured (set MAIL_DIR, or MAIL_FROM for Amazon SES)');
    this.name = 'MailNotConfiguredError';
  }
}

export async function sendMail(message: MailMessage): Promise<void> {
  const mail = config.mail;
  if (!mail) throw new MailNotConfiguredError();
  if (mail.transport === 'local') {
    const { catchMail } = await import('./local-catcher');
    await catchMail(mail.dir, message);
  } else {
    const { sendWithSes } = await import('./ses');
    await sendWithSes(message, mail.from, mail.configurationSet);
  }
  logger.info('Mail sent', { kind: message.kind });
}

/** Sends, logging a failure instead of throwing: for mail that must not undo the request that sent it. */
export async function sendMailOrLog(message: MailMessage): Promise<boolean> {
  try {
    await sendMail(message);
    return true;
  } catch (error) {
    logger.error('Mail not sent', { kind: message.kind, error: error as Error });
    return false;
  }
}

/** A link into the app: APP_URL and the path. */
export function appLink(path: string): string {
  if (!config.appUrl) throw new Error('APP_URL is not set: mail links need the app’s address');
  return `${config.appUrl}${path}`;
}
