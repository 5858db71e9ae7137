// The notices function's work: each queued notice (queue.ts) sent to whom it is for, a few at a time
// (an unlisted gym's day may hold many visits). Every sender logs its own failure and never throws.
import { tellMember } from './member-notices';
import { tellGymPartners, tellProfessional } from './partner-activity';
import { mailPartnerDecision } from './partner-notices';
import type { NoticeJob } from './queue';

const AT_ONCE = 4;

function send(job: NoticeJob): Promise<unknown> {
  switch (job.to) {
    case 'member':
      return tellMember(job.userId, job.notice);
    case 'gym_partners':
      return tellGymPartners(job.gymId, job.activity);
    case 'professional':
      return tellProfessional(job.pro, job.activity);
    case 'partner':
      return mailPartnerDecision(job.decision.kind, job.decision.to, job.decision.values, job.decision.path);
  }
}

export async function sendNotices(jobs: readonly NoticeJob[]): Promise<void> {
  const queue = [...jobs];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await send(next);
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, queue.length) }, worker));
}

/** The notices function's entry: its own queued jobs are sent; anything else is the API's. */
export function withNoticeJobs<H extends (event: never, ...rest: never[]) => Promise<unknown>>(handler: H): H {
  return (async (event: { noticeJobs?: NoticeJob[] }, ...rest: never[]) => {
    if (Array.isArray(event.noticeJobs)) {
      await sendNotices(event.noticeJobs);
      return;
    }
    return handler(event as never, ...rest);
  }) as unknown as H;
}
