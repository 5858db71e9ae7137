// New passwords as the account routes make them: hashed at the configured scrypt cost (the OWASP
// default; tests lower it), and the one-time passwords an approval or the admin CLI hands out.
import { randomBytes } from 'node:crypto';
import { config } from '../config';
import { hashPassword } from './password';

export function hashNewPassword(password: string): Promise<string> {
  return hashPassword(password, { logN: config.scryptLogN, r: 8, p: 1 });
}

/** 20 characters from a 32-letter alphabet without look-alikes (100 bits): shown once, typed once, then changed. */
export function temporaryPassword(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTVWXYZabcdefghjkmnpqrstvwxyz23456789'.slice(0, 32);
  return [...randomBytes(20)].map((byte) => alphabet[byte % 32]).join('');
}
