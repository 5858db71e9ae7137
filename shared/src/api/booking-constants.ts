// Bookings' page sizes and the check-in codes' forms, without zod: the app's bookings, check-in and
// desk screens read them without loading the schemas (bookings.ts builds its schemas from them and
// re-exports them).

export const BOOKING_SCOPES = ['upcoming', 'past'] as const;
export const BOOKING_PAGE_DEFAULT = 20;
export const BOOKING_PAGE_MAX = 50;

const CODE_ALPHABET = /^[0-9A-HJKMNP-TV-Z]{20}$/;

/**
 * A typed or scanned check-in code in its canonical form "FC-XXXXX-XXXXX-XXXXX-XXXXX", or null when
 * it cannot be one. Forgives what people mistype: case, spaces, dashes, O for 0, I and L for 1. Only
 * the server can tell whether a well-formed code is genuine.
 */
export function normalizeCheckinCode(text: string): string | null {
  const cleaned = text.toUpperCase().replace(/[\s-]/g, '').replace(/^FC/, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!CODE_ALPHABET.test(cleaned)) return null;
  return `FC-${cleaned.match(/.{5}/g)!.join('-')}`;
}

const GYM_CODE_ALPHABET = /^[0-9A-HJKMNP-TV-Z]{8}$/;

/**
 * A scanned or typed gym code (the rotating code at the gym's desk) in its canonical form
 * "FG-XXXX-XXXX", or null when it cannot be one. Forgives case, spaces, dashes, O for 0, I and L
 * for 1. Only the server can tell whether it is genuine and current.
 */
export function normalizeGymCode(text: string): string | null {
  const cleaned = text.toUpperCase().replace(/[\s-]/g, '').replace(/^FG/, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!GYM_CODE_ALPHABET.test(cleaned)) return null;
  return `FG-${cleaned.slice(0, 4)}-${cleaned.slice(4)}`;
}

export const GYM_CODE_INVALID_MESSAGE = 'That is not a gym code: scan the QR code at the gym’s desk, or type the code under it';
