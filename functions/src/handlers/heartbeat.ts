// POST /api/heartbeat: a signed-in member is here. A replayed heartbeat carries its client time
// `at`; last-seen never moves into the future nor backwards.
import { heartbeatRequestSchema } from '@fitchoice/shared/api';
import { httpErrors } from '../http/errors';
import { createHandler, route } from '../http/handler';
import { recordLastSeen } from '../store/users';

/** The last-seen time a heartbeat records: its client time, but never later than now. */
export function clampHeartbeatTime(at: string | undefined, now: Date): string {
  const claimed = at === undefined ? now.getTime() : Date.parse(at);
  return new Date(Math.min(claimed, now.getTime())).toISOString();
}

export const handler = createHandler({
  'POST /api/heartbeat': route({
    access: 'member',
    // Sent every 120 s by every member: the session alone says who and whether a guest.
    profile: false,
    body: heartbeatRequestSchema,
    async run({ body, session, now }) {
      if (body.userId !== session!.userId) throw httpErrors.forbidden('userId is not the signed-in user');
      // An older time than the stored one is a late replay: the condition in the store ignores it.
      await recordLastSeen(session!.userId, clampHeartbeatTime(body.at, now));
      return { statusCode: 204 };
    },
  }),
});
