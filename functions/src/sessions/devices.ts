// Known devices (OWASP's "device cookies"): after a successful sign-in the browser keeps a random
// token in the `did` cookie, sent only to /api/auth; the table keeps its SHA-256 and the account.
// A sign-in from such a device skips the buckets anyone could exhaust for an account (auth/throttle.ts).
import { randomBytes } from 'node:crypto';
import { epochSeconds } from '../keys/keys';
import { getDevice, putDevice } from './device-store';
import { hashToken } from './sessions';

export const DEVICE_TTL_SECONDS = 365 * 24 * 60 * 60;
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** The hash of the device token when it is a known device of this user, else null. */
export async function knownDeviceOf(token: string | undefined, userId: string | null, now: number): Promise<string | null> {
  if (!token || !userId || !TOKEN_FORMAT.test(token)) return null;
  const tokenHash = hashToken(token);
  const device = await getDevice(tokenHash, now);
  return device?.userId === userId ? tokenHash : null;
}

/** Remembers this browser as a device of the user; answers the token for the cookie. */
export async function rememberDevice(userId: string, now: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await putDevice(hashToken(token), { userId, expiresAt: epochSeconds(now) + DEVICE_TTL_SECONDS });
  return token;
}
