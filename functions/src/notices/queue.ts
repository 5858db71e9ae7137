// Notices are sent after the change they tell of, by the notices function: a handler queues them
// and answers at once, so a member's booking never waits on its partner's mail or push, and only
// the notices function carries the notices' words in twelve languages. Deployed, the queue is an
// asynchronous invocation of that function (Lambda's own queue, retried by Lambda); the local
// runtime installs a queue that sends them in its own process before the request answers, so
// tests read what was sent right after. This module holds no words: importing it costs a handler
// a few hundred bytes.
import { logger } from '../log';
import type { MemberNotice } from './member-notices';
import type { PartnerActivity } from './partner-activity';
import type { PartnerDecision } from './partner-notices';

export type NoticeJob =
  | { to: 'member'; userId: string; notice: MemberNotice }
  | { to: 'gym_partners'; gymId: string; activity: PartnerActivity }
  | { to: 'professional'; pro: { userId: string | null; kind: 'trainer' | 'nutritionist' }; activity: PartnerActivity }
  | { to: 'partner'; decision: PartnerDecision };

export type NoticeQueue = (jobs: readonly NoticeJob[]) => Promise<void>;

/** The jobs of one invocation: well under Lambda's payload limit for an asynchronous call. */
const JOBS_PER_INVOCATION = 200;

let installed: NoticeQueue | null = null;

/** The local runtime (or a test) sends the notices itself. */
export function installNoticeQueue(queue: NoticeQueue | null): void {
  installed = queue;
}

/** Hands the notices to the notices function. Never throws: the change they tell of is written. */
export async function queueNotices(jobs: readonly NoticeJob[]): Promise<void> {
  if (jobs.length === 0) return;
  try {
    installed ??= lambdaQueue(process.env.NOTICES_FUNCTION);
    for (let i = 0; i < jobs.length; i += JOBS_PER_INVOCATION) await installed(jobs.slice(i, i + JOBS_PER_INVOCATION));
  } catch (error) {
    logger.error('Notices were not queued', { count: jobs.length, error: error as Error });
  }
}

function lambdaQueue(functionName: string | undefined): NoticeQueue {
  if (!functionName)
    throw new Error('No notice queue: the local runtime installs one; deployed, NOTICES_FUNCTION names the notices function');
  // Loaded with the first notice: a handler that queues none never loads the Lambda client.
  const sdk = import('@aws-sdk/client-lambda').then((lambda) => ({ lambda, client: new lambda.LambdaClient({}) }));
  return async (jobs) => {
    const { lambda, client } = await sdk;
    const payload = new TextEncoder().encode(JSON.stringify({ noticeJobs: jobs }));
    await client.send(new lambda.InvokeCommand({ FunctionName: functionName, InvocationType: 'Event', Payload: payload }));
  };
}

/** Queues the notice to a gym's partners of what a member did there. */
export function queueGymPartnerNotice(gymId: string, activity: PartnerActivity): Promise<void> {
  return queueNotices([{ to: 'gym_partners', gymId, activity }]);
}

/** Queues the notice to a professional (their account, when they are a partner) of what a member did. */
export function queueProfessionalNotice(
  pro: { userId: string | null; kind: 'trainer' | 'nutritionist' },
  activity: PartnerActivity,
): Promise<void> {
  return queueNotices([{ to: 'professional', pro: { userId: pro.userId, kind: pro.kind }, activity }]);
}

/** Queues a member's notice of a change to what they booked. */
export function queueMemberNotice(userId: string, notice: MemberNotice): Promise<void> {
  return queueNotices([{ to: 'member', userId, notice }]);
}
