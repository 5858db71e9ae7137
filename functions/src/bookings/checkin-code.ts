// Check-in codes: "FC-" + the booking id (10 Crockford base32 characters) + a 10-character HMAC-SHA256
// tag over the booking id, grouped in fives for reading aloud: FC-ABCDE-FGHJK-MNPQR-STVWX. Short
// enough to type, compact as a QR code; the server looks the booking up by id and checks the tag, so a
// code cannot be made without the secret. Single use and the time window are checked against the
// booking, not carried in the code.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { normalizeCheckinCode } from '@fitchoice/shared/api';
import { MINUTE_MS } from '../time/time-zones';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const BOOKING_ID_LENGTH = 10;
const TAG_LENGTH = 10; // BOOKING_ID_LENGTH + TAG_LENGTH = the 20 characters of normalizeCheckinCode
export const CHECKIN_OPENS_MINUTES_BEFORE = 15;

/** The first `length` Crockford base32 characters of `bytes`. */
export function toBase32(bytes: Uint8Array, length: number): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < length) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

/** A new random booking id: 10 Crockford base32 characters (50 bits). */
export function newBookingId(): string {
  return toBase32(randomBytes(7), BOOKING_ID_LENGTH);
}

function tagOf(bookingId: string, secret: string): string {
  return toBase32(createHmac('sha256', secret).update(`fitchoice-checkin:v1:${bookingId}`).digest(), TAG_LENGTH);
}

export function checkinCodeFor(bookingId: string, secret: string): string {
  const raw = bookingId + tagOf(bookingId, secret);
  return `FC-${raw.match(/.{5}/g)!.join('-')}`;
}

/** The booking id a code names when its tag is genuine, or null (typing slips forgiven: normalizeCheckinCode). */
export function verifyCheckinCode(code: string, secret: string): string | null {
  const canonical = normalizeCheckinCode(code);
  if (!canonical) return null;
  const cleaned = canonical.slice(3).replace(/-/g, '');
  const bookingId = cleaned.slice(0, BOOKING_ID_LENGTH);
  const expected = Buffer.from(tagOf(bookingId, secret));
  const given = Buffer.from(cleaned.slice(BOOKING_ID_LENGTH));
  return timingSafeEqual(expected, given) ? bookingId : null;
}

export type CheckinWindowDecision = { ok: true } | { ok: false; reason: 'too_early' | 'expired'; message: string };

/** A code works from 15 minutes before the slot starts until the slot ends. */
export function checkCheckinWindow(slotStartMs: number, slotEndMs: number, nowMs: number): CheckinWindowDecision {
  const opens = slotStartMs - CHECKIN_OPENS_MINUTES_BEFORE * MINUTE_MS;
  if (nowMs < opens) {
    return {
      ok: false,
      reason: 'too_early',
      message: `Check-in opens ${CHECKIN_OPENS_MINUTES_BEFORE} minutes before your visit (at ${new Date(opens).toISOString()})`,
    };
  }
  if (nowMs >= slotEndMs) return { ok: false, reason: 'expired', message: 'This check-in code has expired: the visit has ended' };
  return { ok: true };
}
