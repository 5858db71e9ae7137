// Booking a visit, cancelling it, and checking in at the gym:
//   POST /api/bookings                      createBookingRequestSchema -> createBookingResponseSchema (201)
//   GET  /api/bookings?scope=               bookingListQuerySchema -> bookingListResponseSchema
//   POST /api/bookings/{id}/cancel          (no body) -> cancelBookingResponseSchema
//   GET  /api/bookings/{id}/checkin-code    -> checkinCodeResponseSchema (the member's code, for the staff)
//   POST /api/checkins                      checkinRequestSchema (the gym's desk code) -> checkinResponseSchema
// Send an Idempotency-Key (the outbox's UUIDv7) with every POST: a replay answers the first result.
import * as z from 'zod';
import { BOOKING_PAGE_MAX, BOOKING_SCOPES, GYM_CODE_INVALID_MESSAGE, normalizeGymCode } from './booking-constants';
import { coinAmountSchema, isoDateTimeSchema } from './common';
import { pageCursorSchema, pageLimitSchema } from './pages';
import type { RouteTable } from './route-contract';

export * from './booking-constants';

export const PAY_WITH = ['sweatcoins', 'card'] as const;
export type PayWith = (typeof PAY_WITH)[number];
export const BOOKING_STATUSES = ['booked', 'attended', 'cancelled'] as const;

export const createBookingRequestSchema = z.strictObject({
  gymId: z.string({ error: 'gymId is required' }).min(1, 'gymId is required').max(64, 'gymId is too long'),
  /** A slot's `start` from the gym's availability. */
  slotStart: isoDateTimeSchema,
  /**
   * 'sweatcoins' debits the price now; 'card' is paid at the gym's desk (no card is charged online):
   * such a visit counts once the gym's staff check the member in. Guests cannot book with 'card'.
   */
  payWith: z.enum(PAY_WITH, { error: "payWith must be 'sweatcoins' or 'card'" }),
});
export type CreateBookingRequest = z.infer<typeof createBookingRequestSchema>;

export const bookingSchema = z.object({
  id: z.string(),
  gymId: z.string(),
  gymName: z.string(),
  gymCity: z.string(),
  timeZone: z.string(),
  slotStart: isoDateTimeSchema,
  slotEnd: isoDateTimeSchema,
  /** The slot's date and start at the gym, e.g. "2026-11-23" and "09:00". */
  localDate: z.string(),
  localTime: z.string(),
  status: z.enum(BOOKING_STATUSES),
  payWith: z.enum(PAY_WITH),
  priceUsd: z.number().nonnegative(),
  /** SweatCoins paid ("0.00" for card). */
  paidSweatCoins: coinAmountSchema,
  /** SweatCoins given back on cancellation. */
  refundedSweatCoins: coinAmountSchema,
  /** Free cancellation ends here (2 h before the start). */
  cancellableUntil: isoDateTimeSchema,
  /** The check-in code works from 15 min before the start until the end. */
  checkinOpensAt: isoDateTimeSchema,
  checkinClosesAt: isoDateTimeSchema,
  createdAt: isoDateTimeSchema,
  cancelledAt: isoDateTimeSchema.nullable(),
  attendedAt: isoDateTimeSchema.nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const createBookingResponseSchema = z.object({
  booking: bookingSchema,
  /** The member's SweatCoin balance after paying. */
  sweatCoins: coinAmountSchema,
});
export type CreateBookingResponse = z.infer<typeof createBookingResponseSchema>;

/**
 * upcoming: booked and not yet ended, soonest first. past: everything else (attended, cancelled,
 * missed), latest first. `limit` at a time; `cursor` is the `nextCursor` of the page before.
 */
export const bookingListQuerySchema = z.strictObject({
  scope: z.enum(BOOKING_SCOPES, { error: 'scope must be upcoming or past' }).optional(),
  cursor: pageCursorSchema.optional(),
  limit: pageLimitSchema(BOOKING_PAGE_MAX).optional(),
});
export const bookingListResponseSchema = z.object({
  bookings: z.array(bookingSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type BookingListResponse = z.infer<typeof bookingListResponseSchema>;

export const cancelBookingResponseSchema = z.object({
  booking: bookingSchema,
  refundedSweatCoins: coinAmountSchema,
  sweatCoins: coinAmountSchema,
});
export type CancelBookingResponse = z.infer<typeof cancelBookingResponseSchema>;

/**
 * The member's code for a booking, e.g. "FC-7K2QM-9XH4T-…", shown as a QR code and as text for the
 * gym's staff to scan or type (the only way a visit paid at the desk is checked in). Any booking of
 * the member answers its code; the check-in itself enforces the window.
 */
export const checkinCodeResponseSchema = z.object({
  bookingId: z.string(),
  code: z.string(),
  validFrom: isoDateTimeSchema,
  validUntil: isoDateTimeSchema,
});
export type CheckinCodeResponse = z.infer<typeof checkinCodeResponseSchema>;

/**
 * Checking in yourself: the code shown at the desk of the gym you booked (it changes every 30 s), so
 * a check-in proves you are there. The server finds your booking at that gym whose check-in window
 * is open. A visit paid at the desk is checked in by the gym's staff instead.
 */
export const checkinRequestSchema = z.strictObject({
  gymCode: z
    .string({ error: 'gymCode is required' })
    .max(64, GYM_CODE_INVALID_MESSAGE)
    .transform((text, ctx) => {
      const code = normalizeGymCode(text);
      if (code === null) ctx.addIssue({ code: 'custom', message: GYM_CODE_INVALID_MESSAGE });
      return code ?? z.NEVER;
    }),
  /** When a check-in queued offline was scanned (the device's clock); never later than the server's now, at most 6 hours ago. */
  scannedAt: isoDateTimeSchema.optional(),
});

export const xpAwardSchema = z.object({
  reason: z.enum(['checkin', 'booking_completed', 'streak_bonus', 'challenge']),
  xp: z.number().int(),
});

export const checkinResponseSchema = z.object({
  bookingId: z.string(),
  gymId: z.string(),
  gymName: z.string(),
  checkedInAt: isoDateTimeSchema,
  awards: z.array(xpAwardSchema),
  xpAwarded: z.number().int().nonnegative(),
  /** XP balance after the award. */
  xp: z.number().int().nonnegative(),
  level: z.number().int().positive(),
  streak: z.object({ current: z.number().int().nonnegative(), best: z.number().int().nonnegative() }),
});
export type CheckinResponse = z.infer<typeof checkinResponseSchema>;

export const bookingRoutes = {
  'bookings.create': {
    method: 'POST',
    path: '/api/bookings',
    guard: 'user',
    outbox: { label: 'outbox.kind.booking', batch: true },
    summary: 'Book a visit to a gym slot',
    needs: ['notices'],
    errors: [
      'slot_full',
      'already_booked',
      'insufficient_sweatcoins',
      'guest_cannot_pay_at_gym',
      'slot_not_a_slot',
      'slot_ended',
      'slot_too_far_ahead',
    ],
    body: createBookingRequestSchema,
    response: createBookingResponseSchema,
    status: 201,
  },
  'bookings.list': {
    method: 'GET',
    path: '/api/bookings',
    guard: 'user',
    summary: "The member's upcoming or past gym visits",
    query: bookingListQuerySchema,
    response: bookingListResponseSchema,
  },
  'bookings.cancel': {
    method: 'POST',
    path: '/api/bookings/{id}/cancel',
    guard: 'user',
    outbox: { label: 'outbox.kind.booking-cancel', batch: true },
    summary: 'Cancel a booking (refunded before the cut-off)',
    needs: ['notices'],
    errors: ['cancel_already_cancelled', 'cancel_attended', 'cancel_too_late'],
    response: cancelBookingResponseSchema,
  },
  'bookings.checkinCode': {
    method: 'GET',
    path: '/api/bookings/{id}/checkin-code',
    guard: 'user',
    summary: "A booking's check-in code",
    needs: ['checkinSecret'],
    response: checkinCodeResponseSchema,
  },
  'check-in.create': {
    method: 'POST',
    path: '/api/checkins',
    guard: 'user',
    outbox: { label: 'outbox.kind.checkin' },
    summary: 'Check in to a booked visit',
    errors: [
      'checkin_no_booking',
      'gym_code_invalid',
      'checkin_pay_at_desk',
      'checkin_code_used',
      'booking_cancelled',
      'checkin_too_late',
      'checkin_impossible_travel',
    ],
    needs: ['checkinSecret'],
    body: checkinRequestSchema,
    response: checkinResponseSchema,
  },
} as const satisfies RouteTable;
