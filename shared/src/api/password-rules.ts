// Passwords too easy to guess, refused at sign-up by the server and the app alike (NIST SP 800-63B:
// refuse commonly used and expected values): one of the 10,000 most common (any case), or fewer
// than four different characters ("aaaaaaaa", "abababab"). Free of zod; the list loads with it.
import { COMMON_PASSWORDS } from './common-passwords.gen';

let common: ReadonlySet<string> | null = null;

export function isEasyToGuess(password: string): boolean {
  const lower = password.toLowerCase();
  if (new Set(lower).size < 4) return true;
  common ??= new Set(COMMON_PASSWORDS.split('\n'));
  return common.has(lower);
}

export const EASY_PASSWORD_MESSAGE = 'This password is too common or too easy to guess; choose another';
