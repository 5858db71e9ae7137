// How often one network may post the public forms (an enterprise lead, a support ticket): a few
// an hour is plenty for a person and stops a script from flooding the sales and support queues.

import { TooManyAttemptsError } from '../errors';
import { throttleNetwork } from './network';
import { takeAttempt } from './throttle-store';

export const FORM_WINDOW_MS = 60 * 60 * 1000;
export const FORM_LIMITS = { 'enterprise-lead': 5, 'support-ticket': 5 } as const;
export type PublicForm = keyof typeof FORM_LIMITS;

/** Counts this post against the client's network (an IPv4 address, an IPv6 /64); 429 with Retry-After past the limit. */
export async function assertFormAllowed(form: PublicForm, ip: string, now: Date): Promise<void> {
  const attempt = await takeAttempt(
    `${form}#${throttleNetwork(ip)}`,
    { free: FORM_LIMITS[form], growthBaseMs: 0, windowMs: FORM_WINDOW_MS },
    now.getTime(),
  );
  if (!attempt.taken) {
    throw new TooManyAttemptsError('Too many requests from your network; please try again later', attempt.retryAfterSeconds);
  }
}
