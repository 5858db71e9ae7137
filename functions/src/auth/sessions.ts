// Session tokens: 256 random bits in the cookie; the table keeps only their SHA-256.
import { createHash, randomBytes } from 'node:crypto';
import { epochSeconds } from '../store/keys';
import { deleteSession, getSession, putSession, type SessionRecord } from '../store/sessions';

export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** Who a session belongs to: enough for routes that do not need the profile. */
export interface SessionUser {
  userId: string;
  isGuest: boolean;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opens a session for the user and answers the token for the cookie. */
export async function openSession(user: SessionUser, now: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await putSession(hashToken(token), {
    userId: user.userId,
    isGuest: user.isGuest,
    createdAt: new Date(now).toISOString(),
    expiresAt: epochSeconds(now) + SESSION_TTL_SECONDS,
  });
  return token;
}

/** The session of a token, or null for a missing, malformed, expired or unknown token. */
export async function sessionOfToken(token: string | undefined, now: number): Promise<SessionRecord | null> {
  if (!token || !TOKEN_FORMAT.test(token)) return null;
  return getSession(hashToken(token), now);
}

export async function closeSession(token: string | undefined): Promise<void> {
  if (token && TOKEN_FORMAT.test(token)) await deleteSession(hashToken(token));
}
