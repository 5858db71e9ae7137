// A professional's session lengths, buffers and booking window, without zod: the pro panel's
// availability screen reads them without loading the schemas (professionals.ts builds its schemas
// from them and re-exports them).

/** Lengths a professional may offer; each a multiple of 15 minutes so slots meet the lock grid. */
export const SESSION_LENGTHS = [15, 30, 45, 60, 75, 90, 120] as const;
/** Buffers are multiples of 5 minutes, at most this much on each side. */
export const MAX_BUFFER_MINUTES = 30;
export const MAX_BOOKING_WINDOW_DAYS = 90;
