// "Forgot password" tells nothing about the address, by its answer or by its time: the request
// does the same work for every address (the throttles, then one queued job) and answers; the job
// looks the address up and mails the link after the answer. Locally the job runs in this process
// once the answer is on its way (the local runtime installs that queue); deployed, the account
// Lambda hands the job to itself as an asynchronous invocation (Lambda's own queue), which
// `withResetMailJobs` recognises and runs.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { logger } from '../log';
import { mailAccountLink } from '../mail/account-mails';
import { getUserByEmail } from '../users/store';

export interface ResetMailJob {
  email: string;
  language: string | null;
  requestedAt: string;
}

export type ResetMailQueue = (job: ResetMailJob) => Promise<void>;

let installed: ResetMailQueue | null = null;

/** The local runtime's queue: the job runs in this process once the request's answer is on its way. */
export const inProcessResetMailQueue: ResetMailQueue = async (job) => {
  setImmediate(() => void sendResetMail(job));
};

/** The local runtime (or a test) runs the jobs itself. */
export function installResetMailQueue(queue: ResetMailQueue | null): void {
  installed = queue;
}

/** Queues the job: the same call whatever the address is. */
export function queueResetMail(job: ResetMailJob): Promise<void> {
  installed ??= lambdaQueue(process.env.AWS_LAMBDA_FUNCTION_NAME);
  return installed(job);
}

function lambdaQueue(functionName: string | undefined): ResetMailQueue {
  if (!functionName) throw new Error('No reset mail queue: the local runtime installs one, Lambda invokes itself');
  // Loaded with the first job: the local runtime, which runs the jobs itself, never starts up slower for it.
  const sdk = import('@aws-sdk/client-lambda').then((lambda) => ({ lambda, client: new lambda.LambdaClient({}) }));
  return async (job) => {
    const { lambda, client } = await sdk;
    const payload = JSON.stringify({ resetMailJob: job });
    await client.send(
      new lambda.InvokeCommand({ FunctionName: functionName, InvocationType: 'Event', Payload: new TextEncoder().encode(payload) }),
    );
  };
}

/** The job: mails the reset link when the address is an account that may sign in; nothing otherwise. */
export async function sendResetMail(job: ResetMailJob): Promise<void> {
  const user = await getUserByEmail(job.email);
  if (!user || user.suspendedAt || user.deletedAt || !user.email) return;
  try {
    await mailAccountLink(
      'reset-password',
      { userId: user.id, to: user.email, name: user.name, language: job.language ?? user.language },
      new Date(job.requestedAt),
    );
  } catch (error) {
    logger.error('Reset mail not sent', { error: error as Error });
  }
}

/** The account Lambda's entry: a queued job (its own asynchronous invocation) is run; anything else is the API's. */
export function withResetMailJobs<H extends (event: APIGatewayProxyEventV2, ...rest: never[]) => Promise<unknown>>(handler: H): H {
  return (async (event: APIGatewayProxyEventV2 | { resetMailJob: ResetMailJob }, ...rest: never[]) => {
    if ('resetMailJob' in event) {
      await sendResetMail(event.resetMailJob);
      return;
    }
    return handler(event, ...rest);
  }) as H;
}
