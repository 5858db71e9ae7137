// Whether the server refused a queued action for want of a confirmed email (403
// `email_not_verified`): the screen then shows VerifyEmailNotice instead of the server's words.
import { ERROR_CODES } from '@fitchoice/shared';
import type { OutboxEntry } from '../../outbox/entries';

export function refusedForEmail(entry: OutboxEntry): boolean {
  return entry.state === 'failed' && entry.responseStatus === 403 && entry.response?.code === ERROR_CODES.emailNotVerified;
}
