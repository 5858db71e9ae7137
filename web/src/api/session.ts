// The session query of spec sections 4 and 7: GET /api/auth/me, null on 401. Offline-first: when
// the server cannot be reached (no network, 5xx) the member stays signed in with the stored record.
import { SESSION_HINT_COOKIE } from '@fitchoice/shared';
import { isGuestUser, type User } from '@fitchoice/shared/api';
import { authMe } from '@fitchoice/shared/api/routes/auth';
import { ApiError } from '@fitchoice/shared/http-errors';
import { readRecord, readRecordNow, removeRecord, writeRecord } from '../db/local-records';
import { parseUser } from '../db/user-shape';
import { firstScreenPainted } from '../startup/first-screen';
import { pageIdle } from '../startup/page-idle';
import { takeEarlySessionCheck } from './early-session';
import { fetchQueryKey } from './fetcher';
import { endServerSessionIfPending, logoutPending } from './logout-pending';

/**
 * GET /api/auth/me through the fetcher, not client.ts: the session check is on the first screen, and
 * the client brings the whole route table with it.
 */
export const SESSION_PATH: string = authMe.path;

/** The signed-in user the records' mirror holds, else its guest (what every tab of this browser shares). */
function mirroredUser(): User | undefined {
  return readRecordNow('authUser') ?? readRecordNow('guestUser');
}

/** Who the records' mirror says this browser is signed in as: nobody once a logout is marked. */
export function deviceUser(): User | null {
  return logoutPending() ? null : (mirroredUser() ?? null);
}

/** The stored signed-in user, else the stored guest: from the records' mirror, else the database. */
export async function readStoredUser(): Promise<User | null> {
  const mirrored = mirroredUser();
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

/** Whether the mirrors already hold this user (and not the other kind of user): nothing new to store. */
function storedAlready(user: User): boolean {
  const [kept, other] = isGuestUser(user) ? (['guestUser', 'authUser'] as const) : (['authUser', 'guestUser'] as const);
  const mirrored = readRecordNow(kept);
  return mirrored !== undefined && readRecordNow(other) === undefined && JSON.stringify(mirrored) === JSON.stringify(user);
}

// Counts the times the stored users were cleared (logout, a session the server no longer has): a
// session answer read before that must not store its user again after it.
let clearings = 0;

export async function clearStoredUsers(): Promise<void> {
  clearings++;
  await removeRecord('authUser');
  await removeRecord('guestUser');
}

/** Whether the server set a session on this browser that may still be alive (its readable hint cookie). */
export function hasSessionHint(): boolean {
  const hint = `${SESSION_HINT_COOKIE}=`;
  return document.cookie.split(/;\s*/).some((cookie) => cookie.startsWith(hint) && cookie.length > hint.length);
}

/** Drops the hint once the server said there is no session (or a logout), so the next first screen does not ask again. */
export function dropSessionHint(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed name and no value; the Cookie Store API is not in every browser the app supports.
  document.cookie = `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/**
 * Dispatched on `window` when the server answers that a session this device held has ended (signed out
 * everywhere, expired, the account deleted): app/auth.tsx signs out and forgets the member's data.
 */
export const SESSION_ENDED_EVENT = 'session-ended';

export async function fetchSession({ signal }: { signal?: AbortSignal } = {}): Promise<User | null> {
  // Logged out on this device: signed out, whatever the cookie says; the server's session is ended first.
  // A page closed during its logout may have kept the stored users: they go now.
  if (logoutPending()) {
    if (mirroredUser()) {
      clearStoredUsers().catch((error) => console.warn('Could not clear the stored users', error));
    }
    takeEarlySessionCheck();
    await endServerSessionIfPending();
    return null;
  }
  // A visitor with no session cookie and no stored user cannot be signed in: no question, no 401.
  // A stored user without the hint still asks (a session from before the hint existed). The cookie
  // is read last: reading it is a sync call to the browser's network process.
  if (!mirroredUser() && !hasSessionHint()) return null;
  const clearingsBefore = clearings;
  const heldBefore = deviceUser()?.id;
  let body: unknown;
  try {
    // The first check takes the request index.html started with the page, if it did.
    body = await fetchQueryKey<unknown>([SESSION_PATH], { on401: 'returnNull', signal, started: takeEarlySessionCheck() });
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) throw error;
    console.warn('Session check failed; using the stored user', error);
    return readStoredUser();
  }
  // The stored copy is refreshed in the background: the first screen does not wait for the database.
  if (body === null) {
    const ended = mirroredUser() !== undefined;
    dropSessionHint();
    clearStoredUsers().catch((error) => console.warn('Could not clear the stored users', error));
    // Once the session query holds the answer: the listener forgets every query, this one too.
    if (ended) setTimeout(() => dispatchEvent(new Event(SESSION_ENDED_EVENT)), 0);
    return null;
  }
  const user = parseUser(body);
  if (!user) throw new Error('The session answer is not a user');
  // A member's copy, once the first screen has painted: writing it loads the database's code, which
  // would compete with that screen for the network and the main thread. (Its mirror, read at the next
  // start, is written then too; until then the mirror holds the last copy.) The usual start answers
  // the user the mirror already holds: that copy is written once the page is idle (or at the first
  // tap), still in time to repair a database copy a failed write or a cleared database lost. Not once
  // the device's users changed meanwhile, here or in another tab (a logout, someone else signed in):
  // that would sign a logged-out member back in on this device.
  (storedAlready(user) ? pageIdle() : firstScreenPainted())
    .then(() => (clearings === clearingsBefore && deviceUser()?.id === heldBefore ? storeUser(user) : undefined))
    .catch((error) => console.warn('Could not store the user', error));
  return user;
}
