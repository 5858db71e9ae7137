// A panel's first reads, started with the app on a page opened at the panel (first-reads.ts, which
// BackOfficeSession loads alongside the back-office layout) rather than once the screen renders: the
// screen renders only after the session check, its code, the layout and a frame or two of React, and
// on a slow phone network its first read was a round trip after all of that. The screen's query
// takes the answer (takeEarlyRead) instead of asking again; a read not taken soon (another account,
// a panel the roles do not open) is dropped, never shown later.

import type { DeskCodeResponse } from '@fitchoice/shared/api';

/** A read older than this is not taken: the screen asks afresh. */
const FRESH_MS = 10_000;

const started = new Map<string, { at: number; answer: Promise<unknown> }>();

/** Starts `read` now, once per `key`, for takeEarlyRead. */
export function readEarly(key: string, read: () => Promise<unknown>): void {
  if (started.has(key)) return;
  const answer = read();
  // Not taken (the screen showed something else): its failure is nobody's to report.
  answer.catch(() => undefined);
  started.set(key, { at: performance.now(), answer });
}

/** The early read under `key`, once, if it started less than FRESH_MS ago; else undefined (ask afresh). */
export function takeEarlyRead<T>(key: string): Promise<T> | undefined {
  const early = started.get(key);
  started.delete(key);
  if (!early || performance.now() - early.at > FRESH_MS) return undefined;
  return early.answer as Promise<T>;
}

/** The desk code of a gym as read early, with when it arrived (its validity counts from then). */
export interface EarlyDeskCode {
  answer: DeskCodeResponse;
  cachedCopy: boolean;
  receivedAt: number;
}
export const earlyDeskCodeKey = (gymId: string) => `gym-panel/desk-code/${gymId}`;

/** The early reads' names (first-reads.ts starts them, the screens take them). */
export const EARLY_READS = {
  trainerProfile: 'pro-panel/trainer/profile',
  nutritionistProfile: 'pro-panel/nutritionist/profile',
  deskGyms: 'gym-panel/gyms',
  partnerHome: 'panels/partner-home',
} as const;
