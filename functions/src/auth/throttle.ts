// Login throttling: too many failed logins for one account, or from one IP, within a window
// answer 429 with Retry-After until the window has passed.
import { httpErrors } from '../http/errors';
import { addFailure, clearFailures, type FailureWindow, getFailures } from '../store/throttle';
import { throttleNetwork } from './network';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failed logins per account per window (then locked until the window ends). */
export const ACCOUNT_FAILURE_LIMIT = 5;
/** Failed logins per client network (an IPv4 address, an IPv6 /64) per window: higher, since many members may share a gym's Wi-Fi. */
export const IP_FAILURE_LIMIT = 30;

function retryAfterSeconds(window: FailureWindow, now: number): number {
  return Math.max(1, Math.ceil((window.windowStart + LOGIN_WINDOW_MS - now) / 1000));
}

export async function assertLoginAllowed(email: string, ip: string, now: number): Promise<void> {
  const [account, address] = await Promise.all([
    getFailures('account', email, now, LOGIN_WINDOW_MS),
    getFailures('ip', throttleNetwork(ip), now, LOGIN_WINDOW_MS),
  ]);
  if (account && account.failures >= ACCOUNT_FAILURE_LIMIT) {
    throw httpErrors.tooManyRequests('Too many failed logins for this account; try again later', retryAfterSeconds(account, now));
  }
  if (address && address.failures >= IP_FAILURE_LIMIT) {
    throw httpErrors.tooManyRequests('Too many failed logins from this network; try again later', retryAfterSeconds(address, now));
  }
}

export async function recordLoginFailure(email: string, ip: string, now: number): Promise<void> {
  await Promise.all([addFailure('account', email, now, LOGIN_WINDOW_MS), addFailure('ip', throttleNetwork(ip), now, LOGIN_WINDOW_MS)]);
}

export async function recordLoginSuccess(email: string): Promise<void> {
  await clearFailures('account', email);
}
