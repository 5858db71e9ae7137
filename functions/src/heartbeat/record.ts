// What a heartbeat records, whichever way it came (POST /api/heartbeat or the real-time socket).
import { markActive, periodsToMark } from '../aggregates/aggregates';
import { recordLastSeen } from '../users/store';

/**
 * Records that the member is here at `at`: their last-seen time, and the first heartbeat of a day,
 * week or month as an activity marker (the rest cost the one update). POST /api/heartbeat and the
 * socket's `heartbeat` message both record through here.
 */
export async function recordHeartbeat(userId: string, at: string): Promise<void> {
  // An older time than the stored one is a late replay: the condition in the store ignores it.
  const seen = await recordLastSeen(userId, at);
  // A late replay (or one that lost a race to a later heartbeat) marks only the periods the stored,
  // later last-seen is not in: that one marked its own when it moved there.
  const periods = periodsToMark(at, seen.previous);
  if (periods.length > 0) await markActive(userId, at, periods);
}
