import { heartbeatRoutes } from '@fitchoice/shared/api';
import { markActive, periodsToMark } from '../aggregates/aggregates';
import { ForbiddenError } from '../errors';
import { createHandler } from '../http/handler';
import { recordLastSeen } from '../users/store';

/** The last-seen time a heartbeat records: its client time, but never later than now. */
export function clampHeartbeatTime(at: string | undefined, now: Date): string {
  const claimed = at === undefined ? now.getTime() : Date.parse(at);
  return new Date(Math.min(claimed, now.getTime())).toISOString();
}

export const handler = createHandler(heartbeatRoutes, {
  'heartbeat.send': {
    // Sent every 120 s by every member: the session alone says who and whether a guest.
    profile: false,
    async run({ body, session, now }) {
      if (body.userId !== session.userId) throw new ForbiddenError('userId is not the signed-in user');
      // An older time than the stored one is a late replay: the condition in the store ignores it.
      const at = clampHeartbeatTime(body.at, now);
      const seen = await recordLastSeen(session.userId, at);
      // Only the first heartbeat of a day, week or month writes an activity marker; the rest cost the
      // one update above. A late replay (or one that lost a race to a later heartbeat) marks only the
      // periods the stored, later last-seen is not in: that one marked its own when it moved there.
      const periods = periodsToMark(at, seen.previous);
      if (periods.length > 0) await markActive(session.userId, at, periods);
      return { statusCode: 204 };
    },
  },
});
