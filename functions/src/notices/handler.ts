// The notices function: a partner's notice settings (/api/panel/notifications: which notices of new
// bookings, cancellations and reviews reach them by push and by mail), and the sending of every
// notice the other functions queue (queue.ts, jobs.ts).
import { noticeRoutes } from '@fitchoice/shared/api';
import { createHandler } from '../http/handler';
import { withNoticeJobs } from './jobs';
import { partnerNoticeSettings, savePartnerNoticeSettings } from './partner-settings';

export const handler = withNoticeJobs(
  createHandler(noticeRoutes, {
    'notices.partnerSettings': {
      async run({ user }) {
        return { statusCode: 200, body: { settings: await partnerNoticeSettings(user.id) } };
      },
    },
    'notices.updatePartnerSettings': {
      async run({ user, body, now }) {
        await savePartnerNoticeSettings(user.id, body, now);
        return { statusCode: 200, body: { settings: body } };
      },
    },
  }),
);
