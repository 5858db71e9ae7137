// Whether the desk code on screen is still the current one, judged on the server's timeline (the
// time it answered, plus the time since the answer arrived), so a desk whose own clock is wrong
// words it the same way. Apart from desk-state.ts, which also reads members' check-in codes with
// shared's schemas: the desk's code shows without them.
import type { DeskCodeResponse } from '@fitchoice/shared/api';

/** The server's clock now: its time when it answered (`asOf`), moved on by the time since the answer arrived. */
export function serverNow(asOf: string, receivedAtMs: number, nowMs: number): number {
  return Date.parse(asOf) + Math.max(0, nowMs - receivedAtMs);
}

/** How long after its change a code may take to be replaced before the desk says it could not be (a slow answer). */
export const DESK_CODE_GRACE_MS = 4000;

/**
 * fresh: the code showing now. stale: it should have been replaced and was not (no connection), but
 * a scan of it is still accepted. expired: no scan of it is accepted any more.
 */
export type DeskCodeState = 'fresh' | 'stale' | 'expired';

export function deskCodeState(
  code: Pick<DeskCodeResponse, 'issuedAt' | 'changesAt' | 'validUntil'>,
  receivedAtMs: number,
  nowMs: number,
): DeskCodeState {
  const at = serverNow(code.issuedAt, receivedAtMs, nowMs);
  if (at > Date.parse(code.validUntil)) return 'expired';
  return at > Date.parse(code.changesAt) + DESK_CODE_GRACE_MS ? 'stale' : 'fresh';
}

/** When (device time) to ask for the next code: just after the server replaces this one. */
export function nextDeskCodeAt(code: Pick<DeskCodeResponse, 'issuedAt' | 'changesAt'>, receivedAtMs: number): number {
  return receivedAtMs + Math.max(0, Date.parse(code.changesAt) - Date.parse(code.issuedAt)) + 250;
}
