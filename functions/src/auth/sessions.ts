// Session tokens: 256 random bits in the cookie; the table keeps only their SHA-256.
import { createHash, randomBytes } from 'node:crypto';
import { transactionCancellationCodes } from '../store/errors';
import { epochSeconds } from '../store/keys';
import { deleteSession, extendGuest, getSession, putSession, type SessionRecord } from '../store/sessions';
import { GUEST_IDLE_TTL_SECONDS } from '../store/users';

/** A member's session; a guest's lasts GUEST_IDLE_TTL_SECONDS from its last request. */
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
    expiresAt: epochSeconds(now) + (user.isGuest ? GUEST_IDLE_TTL_SECONDS : SESSION_TTL_SECONDS),
  });
  return token;
}

/** The session of a token, or null for a missing, malformed, expired or unknown token. */
export async function sessionOfToken(token: string | undefined, now: number): Promise<SessionRecord | null> {
  if (!token || !TOKEN_FORMAT.test(token)) return null;
  const tokenHash = hashToken(token);
  const session = await getSession(tokenHash, now);
  // A guest in use is kept: its expiry moves on once half of its idle time has passed (one write
  // every twelve hours of use, not one per request).
  if (session?.isGuest && session.expiresAt - epochSeconds(now) < GUEST_IDLE_TTL_SECONDS / 2) {
    const expiresAt = epochSeconds(now) + GUEST_IDLE_TTL_SECONDS;
    try {
      await extendGuest(tokenHash, session.userId, expiresAt);
    } catch (error) {
      // Signed out (or the guest deleted) meanwhile: the session is over.
      if (transactionCancellationCodes(error)?.includes('ConditionalCheckFailed')) return null;
      throw error;
    }
    return { ...session, expiresAt };
  }
  return session;
}

export async function closeSession(token: string | undefined): Promise<void> {
  if (token && TOKEN_FORMAT.test(token)) await deleteSession(hashToken(token));
}
