// How long a retryable outbox entry waits before its next attempt: exponential, capped, with
// jitter so that many tabs or devices coming back online do not hit the server in step.

export interface BackoffPolicy {
  /** Delay after the first failed attempt; 0 turns backoff off (tests). */
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1000, maxMs: 5 * 60 * 1000 };

/**
 * "Equal jitter": half the exponential delay for sure, the other half random, so a retry never
 * comes back immediately yet two clients rarely collide. `attempts` counts the attempts made so far.
 */
export function backoffDelay(attempts: number, policy: BackoffPolicy, random: () => number = Math.random): number {
  const exponential = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}

/** Retry-After in seconds or as an HTTP date, in ms from now; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
