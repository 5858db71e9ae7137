// A logout is final on this device at once, reachable or not (app/auth.tsx): the device forgets the
// member, and this flag remembers that the server has not ended the session yet (the HttpOnly
// cookie may still be valid). While it is set the session check asks nothing and answers "signed
// out", and the next request of any kind first ends the server's session: every API call and
// outbox pass waits for `endServerSessionIfPending`, as does the moment the server answers again.
import { authLogout } from '@fitchoice/shared/api/routes/auth';
import { readRecordNow, removeRecord, writeRecord } from '../db/local-records';
import { fetchReportingReachability } from '../pwa/connectivity';

/** Longer than this unanswered, the logout is tried again with the next request. */
const LOGOUT_TIMEOUT_MS = 5000;

export function logoutPending(): boolean {
  return readRecordNow('logoutPending') === true;
}

/** The device is signed out from now on, whatever the server's cookie says. */
export async function markLoggedOut(): Promise<void> {
  await writeRecord('logoutPending', true);
}

let ending: Promise<void> | null = null;

/** Ends the server's session if a logout is still to reach it; resolves either way (never throws). */
export function endServerSessionIfPending(): Promise<void> {
  if (!logoutPending()) return Promise.resolve();
  ending ??= (async () => {
    try {
      const response = await fetchReportingReachability(authLogout.path, {
        method: authLogout.method,
        credentials: 'include',
        signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
      });
      // 204: ended now; 401: no session was left to end.
      if (response.ok || response.status === 401) await removeRecord('logoutPending');
    } catch {
      // Not reachable: the next request tries again first.
    } finally {
      ending = null;
    }
  })();
  return ending;
}

/** A fetch that ends a pending logout's server session first (the outbox's). */
export const fetchAfterLogout: typeof fetch = async (input, init) => {
  await endServerSessionIfPending();
  return fetchReportingReachability(input, init);
};
