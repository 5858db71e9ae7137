// Throttling of password checks (OWASP Authentication and Credential Stuffing cheat sheets): every
// attempt is taken from its buckets before scrypt runs, and given back when it succeeds, so the
// buckets count failures (and attempts in flight) and no burst of parallel guesses gets past them.
//
// - From a device that signed in to this account before (its `did` cookie): only that device's own
//   bucket applies, so nobody elsewhere can lock the owner out.
// - Otherwise: the account from this network (an IPv4 address, an IPv6 /64), and the account from
//   anywhere, each with growing delays, never a hard lock; and the network, which counts accounts
//   (failing one account many times counts once), so one guesser cannot block a gym's Wi-Fi.
//
// Sign-up and guest creation are throttled per network too.
import { createHash } from 'node:crypto';
import { TooManyAttemptsError } from '../errors';
import { isLoopback, throttleNetwork } from '../http/network';
import { refundAttempt, type TakeResult, type ThrottlePolicy, takeAttempt } from '../http/throttle-store';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const THROTTLE_POLICIES = {
  /** One account from one network: 5 at once, then 30 s, 90 s, 3.5 min, ... later (16 a day). */
  loginPair: { free: 5, growthBaseMs: 30 * 1000, windowMs: DAY },
  /** One account from every network without a known device: 10 at once, then 1, 3, 7 min, ... later (20 a day). */
  loginAccount: { free: 10, growthBaseMs: MINUTE, windowMs: DAY },
  /** A known device (a stolen cookie must not be a way around the other buckets). */
  loginDevice: { free: 10, growthBaseMs: 30 * 1000, windowMs: DAY },
  /** Accounts failing from one network: 20 at once, then one more after 1, 3, 7 min, ... within the hour. */
  loginNetwork: { free: 20, growthBaseMs: MINUTE, windowMs: HOUR },
  /** Sign-ups from one network: each is a 128 MiB scrypt hash. */
  signup: { free: 20, growthBaseMs: 0, windowMs: HOUR },
  /** Guests from one network. */
  guest: { free: 30, growthBaseMs: 0, windowMs: HOUR },
} satisfies Record<string, ThrottlePolicy>;

const TOO_MANY_LOGINS = 'Too many failed logins; try again later';

export interface LoginAttempt {
  /** The password was right, or never checked (no room to hash it): the attempt goes back to every bucket it came from. */
  giveBack(): Promise<void>;
}

interface Taken {
  bucket: string;
  result: TakeResult;
}

async function take(bucket: string, policy: ThrottlePolicy, now: number): Promise<Taken> {
  return { bucket, result: await takeAttempt(bucket, policy, now) };
}

/** Gives back what was taken and refuses with the longest wait any refused bucket asks for. */
async function refuse(all: Taken[], message: string): Promise<never> {
  await Promise.all(all.filter((each) => each.result.taken).map((each) => refundAttempt(each.bucket)));
  const wait = Math.max(...all.map((each) => (each.result.taken ? 0 : each.result.retryAfterSeconds)));
  throw new TooManyAttemptsError(message, wait);
}

/**
 * Takes one password check for `email` from `ip`; `knownDevice` is the SHA-256 of a device token
 * that belongs to this account (or null). Throws 429 with Retry-After when a bucket is used up.
 */
export async function takeLoginAttempt(
  input: { email: string; ip: string; knownDevice: string | null },
  now: number,
): Promise<LoginAttempt> {
  const network = throttleNetwork(input.ip);
  // Keyed by a hash of the address: the counters outlive an account that is deleted, and name no one.
  const account = createHash('sha256').update(input.email).digest('hex');
  const buckets: [string, ThrottlePolicy][] = input.knownDevice
    ? [[`login-device#${input.knownDevice}`, THROTTLE_POLICIES.loginDevice]]
    : [
        [`login-pair#${network}#${account}`, THROTTLE_POLICIES.loginPair],
        [`login-account#${account}`, THROTTLE_POLICIES.loginAccount],
      ];
  // One after the other, narrowest first: taken side by side, attempts the pair refuses would hold
  // the account's allowance for a moment and turn away attempts the pair let through.
  const taken: Taken[] = [];
  for (const [bucket, policy] of buckets) {
    taken.push(await take(bucket, policy, now));
    if (!taken.at(-1)!.result.taken) await refuse(taken, TOO_MANY_LOGINS);
  }
  // The account's first attempt from this network (in the pair's window) counts on the network.
  const pair = input.knownDevice ? null : taken[0]!.result;
  if (pair?.taken && pair.attempts === 1) {
    taken.push(await take(`login-network#${network}`, THROTTLE_POLICIES.loginNetwork, now));
    if (!taken.at(-1)!.result.taken) await refuse(taken, TOO_MANY_LOGINS);
  }
  return {
    async giveBack() {
      await Promise.all(taken.map((each) => refundAttempt(each.bucket)));
    },
  };
}

/**
 * Takes one sign-up or guest creation from the caller's network, or throws 429. The machine
 * itself is not limited: locally that is the developer (and the browser tests); a deployment never
 * sees a loopback address.
 */
export async function takeCreation(kind: 'signup' | 'guest', ip: string, now: number): Promise<void> {
  if (isLoopback(ip)) return;
  const taken = await take(`${kind}#${throttleNetwork(ip)}`, THROTTLE_POLICIES[kind], now);
  if (!taken.result.taken) {
    await refuse(
      [taken],
      kind === 'signup' ? 'Too many sign-ups from this network; try again later' : 'Too many guests from this network; try again later',
    );
  }
}
