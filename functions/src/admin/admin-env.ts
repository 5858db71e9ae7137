// The admin the local runtime creates at start: FITCHOICE_ADMIN_EMAIL and FITCHOICE_ADMIN_PASSWORD,
// both or neither, checked with the sign-up rules before anything starts.
import { emailSchema, passwordSchema } from '@fitchoice/shared/api';

export interface AdminCredentials {
  email: string;
  /** null: generate a one-time password. */
  password: string | null;
}

/** Checks an admin's email and (given) password with the sign-up rules; throws a one-line message. */
export function checkAdminCredentials(email: string, password: string | null): AdminCredentials {
  const parsedEmail = emailSchema.safeParse(email);
  if (!parsedEmail.success) throw new Error(`Admin email "${email}" is not an email address`);
  if (password !== null) {
    const parsedPassword = passwordSchema.safeParse(password);
    if (!parsedPassword.success) throw new Error(`FITCHOICE_ADMIN_PASSWORD: ${parsedPassword.error.issues[0]?.message}`);
  }
  return { email: parsedEmail.data, password };
}

/** The admin to bootstrap from the environment, or null when neither variable is set. */
export function adminFromEnv(env: NodeJS.ProcessEnv = process.env): AdminCredentials | null {
  const email = env.FITCHOICE_ADMIN_EMAIL || undefined;
  const password = env.FITCHOICE_ADMIN_PASSWORD || undefined;
  if (!email && !password) return null;
  if (!email || !password) throw new Error('Set both FITCHOICE_ADMIN_EMAIL and FITCHOICE_ADMIN_PASSWORD, or neither');
  return checkAdminCredentials(email, password);
}
