// The email verification gate: redeeming rewards, posting beyond yourself and applying as a partner
// need an account whose email was proved (the link mailed at sign-up, or later from Settings). A
// route that needs it calls `assertVerified(user)` first; the app shows the code's message with a
// way to get the link again (403 `email_not_verified`). The refusal is never stored as the answer
// to its Idempotency-Key: the same queued request succeeds once the member has confirmed.
import { ERROR_CODES } from '@fitchoice/shared';
import type { Visibility } from '@fitchoice/shared/api';
import { ForbiddenError } from '../errors';

export const EMAIL_NOT_VERIFIED_MESSAGE = 'Confirm your email address first: open the link we mailed you, or ask for a new one in Settings';

/** What the gate reads of a user (a UserRecord has both). */
type GatedUser = { emailVerifiedAt?: string; isGuest: boolean } | null;

/** Whether the user is a member whose email is confirmed. */
export function isVerified(user: GatedUser): boolean {
  return user !== null && !user.isGuest && user.emailVerifiedAt !== undefined;
}

/** Throws 403 `email_not_verified` unless the user is a member whose email is confirmed. */
export function assertVerified(user: GatedUser): void {
  if (!isVerified(user)) throw new ForbiddenError(EMAIL_NOT_VERIFIED_MESSAGE, ERROR_CODES.emailNotVerified, { transient: true });
}

/**
 * A post "public" in the sense is one anyone but its author can read: public and
 * friends-only posts need a confirmed email; an only-me post (a note to yourself) does not.
 */
export function assertMayPost(user: GatedUser, visibility: Visibility): void {
  if (visibility !== 'private') assertVerified(user);
}
