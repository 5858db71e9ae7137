// What a heartbeat records, whichever way it came (POST /api/heartbeat or the real-time socket).
import { markActive, periodsToMark } from '../aggregates/aggregates';
import { SEEN_PRECISION_MS } from '../sessions/store';
import { recordLastSeen, storedLastSeen } from '../users/store';

/**
 * Records that the member is here at `at`: their last-seen time, written at most every
 * SEEN_PRECISION_MS as a session's is, and the first heartbeat of a day, week or month as an
 * activity marker. A heartbeat less than that after the stored last-seen (or before it), in its day,
 * week and month, has nothing to record: it reads the stored time and writes nothing, so of a
 * member's heartbeats every 120 s one in three writes (a read costs a tenth of a write). POST /api/heartbeat and the
 * socket's `heartbeat` message both record through here.
 */
export async function recordHeartbeat(userId: string, at: string): Promise<void> {
  const stored = await storedLastSeen(userId);
  if (stored !== null && Date.parse(at) - Date.parse(stored) < SEEN_PRECISION_MS && periodsToMark(at, stored).length === 0) return;
  // An older time than the stored one is a late replay: the condition in the store ignores it.
  const seen = await recordLastSeen(userId, at);
  // A late replay (or one that lost a race to a later heartbeat) marks only the periods the stored,
  // later last-seen is not in: that one marked its own when it moved there.
  const periods = periodsToMark(at, seen.previous);
  if (periods.length > 0) await markActive(userId, at, periods);
}
