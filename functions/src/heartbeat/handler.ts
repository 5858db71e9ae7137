import { heartbeatRoutes } from '@fitchoice/shared/api';
import { ForbiddenError } from '../errors';
import { createHandler } from '../http/handler';
import { recordHeartbeat } from './record';

/** The last-seen time a heartbeat records: its client time, but never later than now. */
export function clampHeartbeatTime(at: string | undefined, now: Date): string {
  const claimed = at === undefined ? now.getTime() : Date.parse(at);
  return new Date(Math.min(claimed, now.getTime())).toISOString();
}

export const handler = createHandler(heartbeatRoutes, {
  'heartbeat.send': {
    // Sent every 120 s by every member: the session alone says who and whether a guest.
    profile: false,
    // Its writes are kept once by their own conditions (last-seen only moves forward, each period's
    // marker is written once): a repeat records nothing new, so an Idempotency-Key's record would
    // cost two writes for nothing.
    keyedByBody: true,
    async run({ body, session, now }) {
      if (body.userId !== session.userId) throw new ForbiddenError('userId is not the signed-in user');
      // An older time than the stored one is a late replay: the condition in the store ignores it.
      const at = clampHeartbeatTime(body.at, now);
      await recordHeartbeat(session.userId, at);
      return { statusCode: 204 };
    },
  },
});
