// Session tokens: 256 random bits in the cookie; the table keeps only their SHA-256 (store/sessions.ts).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { epochSeconds } from '../store/keys';
import { deleteSession, getSession, putSession, type SessionDevice, type SessionRecord } from '../store/sessions';

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
  const createdAt = new Date(now).toISOString();
  await putSession(
    hashToken(token),
    {
      userId: grant.userId,
      isGuest: grant.isGuest,
      sessionId: randomUUID(),
      createdAt,
      expiresAt: epochSeconds(now) + SESSION_TTL_SECONDS,
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
  const session = await getSession(tokenHash, now);
  return session && { ...session, tokenHash };
}

export async function closeSession(token: string | undefined): Promise<void> {
  if (token && TOKEN_FORMAT.test(token)) await deleteSession(hashToken(token));
}
