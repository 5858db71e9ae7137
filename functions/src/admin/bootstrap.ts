// The first admin, without a console: the local runtime (FITCHOICE_ADMIN_EMAIL and
// FITCHOICE_ADMIN_PASSWORD) and the admin CLI both make the account of an email an admin with a
// password, creating it when there is none. A given password is the operator's own; a generated
// one is shown once and must be changed at first sign-in. No password ships anywhere.

import { createOrResetAdmin } from '../account/accounts';
import { hashNewPassword, temporaryPassword } from '../auth/credentials';
import { endSessions } from '../sessions/sessions';
import { checkAdminCredentials } from './admin-env';

export interface BootstrapOutcome {
  state: 'created' | 'reset';
  email: string;
  userId: string;
  /** The generated one-time password; null when the caller gave the password. */
  temporaryPassword: string | null;
}

/** Makes `email` an admin with `password`, or with a generated one-time password when null; its other sessions end. */
export async function ensureAdmin(emailInput: string, passwordInput: string | null, now = new Date()): Promise<BootstrapOutcome> {
  const { email, password } = checkAdminCredentials(emailInput, passwordInput);
  const oneTime = password === null ? temporaryPassword() : null;
  const result = await createOrResetAdmin({
    email,
    passwordHash: await hashNewPassword(password ?? oneTime!),
    temporary: oneTime !== null,
    now,
  });
  if (result.state === 'reset') await endSessions(result.user.id, now.getTime());
  return { state: result.state, email, userId: result.user.id, temporaryPassword: oneTime };
}
