// The email verification gate: redeeming rewards, posting publicly and applying as a partner need
// an account whose email was proved (the link mailed at sign-up, or later from Settings). A route
// that needs it calls `assertVerified(user)` first; the app shows the code's message with a way to
// get the link again (403 `email_not_verified`).
import { ERROR_CODES } from '@fitchoice/shared';
import { HttpError } from '../http/errors';
import type { UserRecord } from '../store/users';

export const EMAIL_NOT_VERIFIED_MESSAGE = 'Confirm your email address first: open the link we mailed you, or ask for a new one in Settings';

/** Throws 403 `email_not_verified` unless the user is a member whose email is confirmed. */
export function assertVerified(user: Pick<UserRecord, 'emailVerifiedAt' | 'isGuest'> | null): void {
  if (!user || user.isGuest || !user.emailVerifiedAt) throw new HttpError(403, EMAIL_NOT_VERIFIED_MESSAGE, ERROR_CODES.emailNotVerified);
}
