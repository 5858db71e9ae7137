// The session query of spec sections 4 and 7: GET /api/auth/me, null on 401. Offline-first: when
// the server cannot be reached (no network, 5xx) the member stays signed in with the stored record.
import { isGuestUser, type User } from '@fitchoice/shared/api';
import { authMe } from '@fitchoice/shared/api/routes';
import { ApiError } from '@fitchoice/shared/http-errors';
import { readRecord, readRecordNow, removeRecord, writeRecord } from '../db/local-records';
import { parseUser } from '../db/user-shape';
import { fetchQueryKey } from './fetcher';

/**
 * GET /api/auth/me through the fetcher, not client.ts: the session check is on the first screen, and
 * the client brings the whole route table with it.
 */
export const SESSION_PATH: string = authMe.path;

/** The stored signed-in user, else the stored guest: from the records' mirror, else the database. */
export async function readStoredUser(): Promise<User | null> {
  const mirrored = readRecordNow('authUser') ?? readRecordNow('guestUser');
  if (mirrored) return mirrored;
  return (await readRecord('authUser')) ?? (await readRecord('guestUser')) ?? null;
}

/** Stores a signed-in user (clearing the guest) or a guest (clearing the signed-in user). */
export async function storeUser(user: User): Promise<void> {
  if (isGuestUser(user)) {
    await writeRecord('guestUser', user);
    await removeRecord('authUser');
  } else {
    await writeRecord('authUser', user);
    await removeRecord('guestUser');
  }
}

export async function clearStoredUsers(): Promise<void> {
  await removeRecord('authUser');
  await removeRecord('guestUser');
}

export async function fetchSession({ signal }: { signal?: AbortSignal } = {}): Promise<User | null> {
  let body: unknown;
  try {
    body = await fetchQueryKey<unknown>([SESSION_PATH], { on401: 'returnNull', signal });
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) throw error;
    console.warn('Session check failed; using the stored user', error);
    return readStoredUser();
  }
  // The stored copy is refreshed in the background: the first screen does not wait for the database.
  if (body === null) {
    clearStoredUsers().catch((error) => console.warn('Could not clear the stored users', error));
    return null;
  }
  const user = parseUser(body);
  if (!user) throw new Error('The session answer is not a user');
  storeUser(user).catch((error) => console.warn('Could not store the user', error));
  return user;
}
