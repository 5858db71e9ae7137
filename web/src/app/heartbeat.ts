// The heartbeat of spec sections 6 and 7: POST /api/heartbeat {userId} once on load and every
// HEARTBEAT_INTERVAL_MS for a signed-in member (never a guest). Failures are only logged. While the
// member's real-time socket is open, the heartbeat goes on it instead (outbox/live-heartbeat.ts).
import { HEARTBEAT_INTERVAL_MS } from '@fitchoice/shared';
import { isGuestUser, type User } from '@fitchoice/shared/api';
import { useEffect } from 'react';
import { databaseReleased } from '../db/database';
import { sendLiveHeartbeat } from '../outbox/live-heartbeat';
import { firstScreenPainted } from '../startup/first-screen';

/**
 * The one place a heartbeat is sent from: on the open socket if there is one, else through the outbox (web/src/outbox), which
 * stores it first, sends it with an Idempotency-Key, and coalesces the ones queued offline. The
 * outbox's code loads on the first heartbeat once the local database may open (app/local-database.ts:
 * at the first paint on a page no worker serves, else at the idle page or first use), since storing
 * the heartbeat waits for the database anyway: earlier, it only competed with the first screen.
 */
export async function sendHeartbeat(userId: string): Promise<void> {
  await firstScreenPainted();
  if (sendLiveHeartbeat(userId)) return;
  await databaseReleased();
  if (sendLiveHeartbeat(userId)) return; // the socket opened meanwhile
  const { enqueueHeartbeat } = await import('../outbox/outbox');
  await enqueueHeartbeat(userId);
}

export function useHeartbeat(user: User | null): void {
  const userId = user && !isGuestUser(user) ? user.id : null;
  useEffect(() => {
    if (!userId) return;
    const beat = () => {
      sendHeartbeat(userId).catch((error) => console.warn('Heartbeat failed', error));
    };
    beat();
    const timer = window.setInterval(beat, HEARTBEAT_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [userId]);
}
