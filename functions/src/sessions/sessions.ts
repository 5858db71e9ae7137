// Session tokens: 256 random bits in the cookie; the table keeps only their SHA-256 (store.ts).
// Sign-out (signOut, which the auth handler also calls for the session a sign-in replaces) and every
// revocation (endSessions) also close the real-time sockets the ended sessions had opened; the
// wrapper's closeSession (a cookie replaced or cleared) only deletes, and a socket it leaves is closed
// by its next message or delivery, which find its session gone. So the socket code stays out of the
// handlers that never end a session.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { transactionCancellationCodes } from '../dynamo/errors';
import { epochSeconds } from '../keys/keys';
import { closeEndedSockets } from '../realtime/notify';
import { GUEST_IDLE_TTL_SECONDS } from '../users/store';
import { deleteSession, extendGuest, getSession, putSession, revokeSessions, type SessionDevice, type SessionRecord } from './store';

/** A member's session; a guest's lasts GUEST_IDLE_TTL_SECONDS from its last request. */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** Who a session belongs to: enough for routes that do not need the profile. */
export interface SessionUser {
  userId: string;
  isGuest: boolean;
}

/**
 * A session to open: for a password sign-in, with the account's credential version as checked,
 * so the session is refused if the password changed (or was reset) since.
 */
export interface SessionGrant extends SessionUser {
  credentialVersion?: number;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opens a session for the user and answers the token for the cookie; throws SessionRefusedError when the account may not sign in. */
export async function openSession(grant: SessionGrant, now: number, device: SessionDevice): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await putSession(
    hashToken(token),
    {
      userId: grant.userId,
      isGuest: grant.isGuest,
      sessionId: randomUUID(),
      createdAt: new Date(now).toISOString(),
      expiresAt: epochSeconds(now) + (grant.isGuest ? GUEST_IDLE_TTL_SECONDS : SESSION_TTL_SECONDS),
    },
    device,
    grant.credentialVersion,
  );
  return token;
}

/** The session of a token, or null for a missing, malformed, expired or unknown token. */
export async function sessionOfToken(token: string | undefined, now: number): Promise<(SessionRecord & { tokenHash: string }) | null> {
  if (!token || !TOKEN_FORMAT.test(token)) return null;
  const tokenHash = hashToken(token);
  const found = await getSession(tokenHash, now);
  if (!found) return null;
  const session = { ...found, tokenHash };
  // A guest in use is kept: its expiry moves on once half of its idle time has passed (one write
  // every twelve hours of use, not one per request).
  if (session.isGuest && session.expiresAt - epochSeconds(now) < GUEST_IDLE_TTL_SECONDS / 2) {
    const expiresAt = epochSeconds(now) + GUEST_IDLE_TTL_SECONDS;
    try {
      await extendGuest(session, expiresAt);
    } catch (error) {
      // Signed out (or the guest deleted) meanwhile: the session is over.
      if (transactionCancellationCodes(error)?.includes('ConditionalCheckFailed')) return null;
      throw error;
    }
    return { ...session, expiresAt };
  }
  return session;
}

/** Deletes the session of a token (the wrapper's, for a cookie replaced or cleared); answers whose it was. */
export async function closeSession(token: string | undefined): Promise<string | null> {
  if (!token || !TOKEN_FORMAT.test(token)) return null;
  return deleteSession(hashToken(token));
}

/** Signs the session of a token out and closes its sockets at once. */
export async function signOut(token: string | undefined): Promise<void> {
  const userId = await closeSession(token);
  if (userId) await closeEndedSockets(userId);
}

/**
 * Ends the user's sessions (all of them, all but `keep`, or only `only`: sign out everywhere, a
 * password change or reset, a suspension) and closes their sockets; answers how many were open.
 */
export async function endSessions(userId: string, now: number, options: { keep?: string; only?: string } = {}): Promise<number> {
  const ended = await revokeSessions(userId, now, options);
  await closeEndedSockets(userId);
  return ended;
}
