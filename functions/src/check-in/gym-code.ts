// The gym's rotating desk code: what a member scans (or types) at the gym to check in, proving they
// are there. "FG-" + 8 Crockford base32 characters of HMAC-SHA256(CHECKIN_SECRET, gym id and a
// 30-second window), shown as a QR code by the gym's panel and replaced every window. A code is
// accepted in its own window and the one after it, so a slow scan (or a code read just before it
// changed) still works, and a code passed on to someone elsewhere is dead within a minute; measured
// at the moment of the scan, so a code cannot be saved for later.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { normalizeGymCode } from '@fitchoice/shared/api';
import { toBase32 } from '../bookings/checkin-code';

export const GYM_CODE_WINDOW_MS = 30_000;
/** Windows a code is accepted in: its own and the one after it (up to 60 s after it appeared). */
export const GYM_CODE_ACCEPTED_WINDOWS = 2;
const TAG_LENGTH = 8; // 40 bits: guessing one of the two accepted codes takes ~2^39 tries

function windowOf(ms: number): number {
  return Math.floor(ms / GYM_CODE_WINDOW_MS);
}

function tagOf(gymId: string, window: number, secret: string): string {
  return toBase32(createHmac('sha256', secret).update(`fitchoice-gym:v1:${gymId}:${window}`).digest(), TAG_LENGTH);
}

export interface GymCode {
  /** "FG-XXXX-XXXX": the QR code's text, and what is typed by hand. */
  code: string;
  /** When the desk shows the next code. */
  changesAt: string;
  /** The last moment a scan of this code is accepted. */
  validUntil: string;
}

/** The code a gym's desk shows at `atMs`. */
export function gymCodeAt(gymId: string, atMs: number, secret: string): GymCode {
  const window = windowOf(atMs);
  const tag = tagOf(gymId, window, secret);
  return {
    code: `FG-${tag.slice(0, 4)}-${tag.slice(4)}`,
    changesAt: new Date((window + 1) * GYM_CODE_WINDOW_MS).toISOString(),
    validUntil: new Date((window + GYM_CODE_ACCEPTED_WINDOWS) * GYM_CODE_WINDOW_MS - 1).toISOString(),
  };
}

/** Whether `code` (as scanned or typed) is the desk code of `gymId` that was showing at `scannedAtMs` or the window before. */
export function isGymCodeValidAt(code: string, gymId: string, scannedAtMs: number, secret: string): boolean {
  const canonical = normalizeGymCode(code);
  if (!canonical) return false;
  const given = Buffer.from(canonical.slice(3).replace('-', ''));
  const current = windowOf(scannedAtMs);
  let matches = false;
  // Every accepted window is compared (in constant time), so the answer takes as long either way.
  for (let window = current - GYM_CODE_ACCEPTED_WINDOWS + 1; window <= current; window++) {
    if (timingSafeEqual(Buffer.from(tagOf(gymId, window, secret)), given)) matches = true;
  }
  return matches;
}
