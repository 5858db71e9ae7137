// Trainers and nutritionists: the directory, availability, booking a session, reviews, the two
// panels (/api/panel/trainer/*, /api/panel/nutritionist/*) and the admin's certification checks.
//   GET  /api/professionals                              professionalSearchQuerySchema -> professionalSearchResponseSchema
//   GET  /api/professionals/{id}                         -> professionalDetailsSchema
//   GET  /api/professionals/{id}/availability            proAvailabilityQuerySchema -> proAvailabilityResponseSchema
//   POST /api/professionals/{id}/reviews                 proReviewRequestSchema -> 201 proReviewResponseSchema
//   POST /api/professional-bookings                      createProBookingRequestSchema -> 201 createProBookingResponseSchema
//   GET  /api/professional-bookings?scope=               proBookingListQuerySchema -> proBookingListResponseSchema
//   POST /api/professional-bookings/{id}/cancel          -> cancelProBookingResponseSchema
//   POST /api/professional-bookings/{id}/reschedule      rescheduleProBookingRequestSchema -> proBookingResponseSchema
// Times are UTC ISO instants; a professional's hours are wall times in their IANA zone. Prices are
// USD (show them with formatUsdForRegion) and SweatCoins (10 per USD, as a gym visit). A session is
// paid in SweatCoins when booked, or at the session, where the professional confirms the payment
// (as a gym's desk does for a visit paid there).
import * as z from 'zod';
import { coinAmountSchema, isoDateTimeSchema, languageCodeSchema, plainTextSchema } from './common';
import { calendarDateSchema, checkDateRange } from './dates';
import { gymPhotoSchema, regionCodeSchema } from './gyms';
import { SPECIALTIES } from './professional-constants';
import type { RouteTable } from './route-contract';

export * from './professional-constants';

export const PROFESSIONAL_KINDS = ['trainer', 'nutritionist'] as const;
export type ProfessionalKind = (typeof PROFESSIONAL_KINDS)[number];

export const SESSION_MODES = ['in_person', 'video'] as const;

/** 'sweatcoins' debits the price when booking; 'at_session' is paid to the professional there (members only). */
export const PRO_PAY_WITH = ['sweatcoins', 'at_session'] as const;
export type ProPayWith = (typeof PRO_PAY_WITH)[number];
export type SessionMode = (typeof SESSION_MODES)[number];

/** How many days one availability request may span. */
export const MAX_AVAILABILITY_DAYS = 31;
export const DEFAULT_CANCELLATION_CUTOFF_HOURS = 24;

export const professionalKindSchema = z.enum(PROFESSIONAL_KINDS, { error: 'kind must be trainer or nutritionist' });
export const specialtySchema = z.enum(SPECIALTIES, { error: `specialty must be one of ${SPECIALTIES.join(', ')}` });
export const sessionModeSchema = z.enum(SESSION_MODES, { error: 'mode must be in_person or video' });

/** A photo: generated art (the catalogue) or an uploaded picture (a partner's panel). */
export const professionalPhotoSchema = z.discriminatedUnion('kind', [
  gymPhotoSchema.extend({ kind: z.literal('art') }),
  z.object({ kind: z.literal('upload'), url: z.string(), alt: z.string() }),
]);
export type ProfessionalPhoto = z.infer<typeof professionalPhotoSchema>;

export const CERTIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];

/** A certification as members see it: only an admin's check makes it `verified`. */
export const publicCertificationSchema = z.object({
  id: z.string(),
  name: z.string(),
  issuer: z.string(),
  number: z.string(),
  verified: z.boolean(),
});

export const sessionOptionSchema = z.object({
  lengthMinutes: z.number().int().positive(),
  priceUsd: z.number().nonnegative(),
  priceSweatCoins: coinAmountSchema,
});
export type SessionOption = z.infer<typeof sessionOptionSchema>;

export const professionalGymSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

export const professionalSummarySchema = z.object({
  id: z.string(),
  kind: professionalKindSchema,
  name: z.string(),
  headline: z.string(),
  photo: professionalPhotoSchema,
  specialties: z.array(specialtySchema),
  languages: z.array(languageCodeSchema),
  certifications: z.array(publicCertificationSchema),
  /** At least one certification checked by an admin. */
  verified: z.boolean(),
  rating: z.object({ average: z.number().nullable(), count: z.number().int().nonnegative() }),
  city: z.string(),
  region: regionCodeSchema,
  /** IANA zone: the professional's hours are wall times there. */
  timeZone: z.string(),
  gyms: z.array(professionalGymSchema),
  video: z.boolean(),
  sessionOptions: z.array(sessionOptionSchema),
  /** From the searched position to the nearest of their gyms; null without a position or gyms. */
  distanceKm: z.number().nonnegative().nullable(),
});
export type ProfessionalSummary = z.infer<typeof professionalSummarySchema>;

/**
 * A review: only a member who attended a session (the professional marked it completed) may write
 * one, so every review is a verified attendee's. A professional's rating is what these add up to.
 */
export const proReviewSchema = z.object({
  id: z.string(),
  authorName: z.string(),
  stars: z.number().int().min(1).max(5),
  text: z.string(),
  createdAt: isoDateTimeSchema,
  mine: z.boolean(),
  /** The start of the attended session it reviews (null for reviews written before it was kept). */
  attendedAt: isoDateTimeSchema.nullable(),
  /** The professional's public answer, written in their panel. */
  reply: z.object({ text: z.string(), repliedAt: isoDateTimeSchema }).nullable(),
});
export type ProReview = z.infer<typeof proReviewSchema>;

export const professionalDetailsSchema = professionalSummarySchema.extend({
  bio: z.string(),
  /** The newest reviews (at most PRO_PROFILE_REVIEWS); `rating.count` says how many there are in all. */
  reviews: z.array(proReviewSchema),
  /** The next few free times for the shortest length, soonest first. */
  nextFreeSlots: z.array(z.object({ start: isoDateTimeSchema, end: isoDateTimeSchema })),
  bufferBeforeMinutes: z.number().int().nonnegative(),
  bufferAfterMinutes: z.number().int().nonnegative(),
  minimumNoticeMinutes: z.number().int().nonnegative(),
  bookingWindowDays: z.number().int().positive(),
  cancellationCutoffHours: z.number().int().nonnegative(),
  /** Whether the caller may review: a completed session and no review yet. */
  canReview: z.boolean(),
});
export type ProfessionalDetails = z.infer<typeof professionalDetailsSchema>;

export const PRO_PROFILE_REVIEWS = 20;

export const PRO_SORTS = ['rating', 'price', 'distance', 'reviews'] as const;
export const PRO_PAGE_DEFAULT = 20;
export const PRO_PAGE_MAX = 50;
export const PRO_NEAR_DEFAULT_RADIUS_KM = 25;

const queryNumber = (name: string) =>
  z.coerce.number({ error: `${name} must be a number` }).refine(Number.isFinite, `${name} must be a number`);
const queryFlag = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .transform((v) => v === 'true')
    .optional();

/**
 * GET /api/professionals. `mode=in_person` with `lat`+`lon` keeps those working at a gym within
 * `radiusKm` (25) of the position ("near me"). Sort defaults to distance with a position, else rating.
 */
export const professionalSearchQuerySchema = z
  .strictObject({
    kind: professionalKindSchema,
    q: z.string().trim().max(80, 'q must be at most 80 characters').optional(),
    specialty: specialtySchema.optional(),
    language: languageCodeSchema.optional(),
    mode: sessionModeSchema.optional(),
    lat: queryNumber('lat')
      .pipe(z.number().min(-90, 'lat must be between -90 and 90').max(90, 'lat must be between -90 and 90'))
      .optional(),
    lon: queryNumber('lon')
      .pipe(z.number().min(-180, 'lon must be between -180 and 180').max(180, 'lon must be between -180 and 180'))
      .optional(),
    radiusKm: queryNumber('radiusKm')
      .pipe(z.number().positive('radiusKm must be greater than 0').max(200, 'radiusKm must be at most 200'))
      .optional(),
    maxPriceUsd: queryNumber('maxPriceUsd').pipe(z.number().nonnegative('maxPriceUsd must not be negative')).optional(),
    minRating: queryNumber('minRating').pipe(z.number().min(0, 'minRating must be 0 to 5').max(5, 'minRating must be 0 to 5')).optional(),
    verified: queryFlag('verified'),
    sort: z.enum(PRO_SORTS, { error: `sort must be one of ${PRO_SORTS.join(', ')}` }).optional(),
    cursor: z.string().max(512, 'cursor is too long').optional(),
    limit: queryNumber('limit')
      .pipe(
        z
          .number()
          .int('limit must be a whole number')
          .min(1, 'limit must be at least 1')
          .max(PRO_PAGE_MAX, `limit must be at most ${PRO_PAGE_MAX}`),
      )
      .optional(),
  })
  .superRefine((query, ctx) => {
    if ((query.lat === undefined) !== (query.lon === undefined)) {
      ctx.addIssue({ code: 'custom', path: [query.lat === undefined ? 'lat' : 'lon'], message: 'lat and lon go together' });
    }
    if (query.sort === 'distance' && query.lat === undefined) {
      ctx.addIssue({ code: 'custom', path: ['sort'], message: 'Sorting by distance needs a position (lat and lon)' });
    }
  });
export type ProfessionalSearchQuery = z.infer<typeof professionalSearchQuerySchema>;

export const professionalSearchResponseSchema = z.object({
  professionals: z.array(professionalSummarySchema),
  nextCursor: z.string().nullable(),
  total: z.number().int().nonnegative(),
});
export type ProfessionalSearchResponse = z.infer<typeof professionalSearchResponseSchema>;

/** Dates are the professional's local dates, `from` to `to` inclusive, at most 31 days. */
export const proAvailabilityQuerySchema = z
  .strictObject({
    from: calendarDateSchema,
    to: calendarDateSchema,
    length: queryNumber('length').pipe(z.number().int('length must be a whole number of minutes').positive('length must be positive')),
  })
  .superRefine((query, ctx) => checkDateRange(query, MAX_AVAILABILITY_DAYS, ctx));

export const proSlotSchema = z.object({ start: isoDateTimeSchema, end: isoDateTimeSchema });
export const proAvailabilityResponseSchema = z.object({
  timeZone: z.string(),
  lengthMinutes: z.number().int().positive(),
  slots: z.array(proSlotSchema),
});
export type ProAvailabilityResponse = z.infer<typeof proAvailabilityResponseSchema>;

export const createProBookingRequestSchema = z
  .strictObject({
    professionalId: z
      .string({ error: 'professionalId is required' })
      .min(1, 'professionalId is required')
      .max(128, 'professionalId is too long'),
    /** A slot's `start` from the availability. */
    start: isoDateTimeSchema,
    lengthMinutes: z
      .number({ error: 'lengthMinutes must be a number' })
      .int('lengthMinutes must be a whole number')
      .positive('lengthMinutes must be positive'),
    mode: sessionModeSchema,
    /** With mode in_person: one of the professional's gyms. */
    gymId: z.string().min(1).max(64).optional(),
    /** What the member wants to work on; the professional sees it. */
    notes: plainTextSchema('notes', 500, { multiline: true, min: 0 }).optional(),
    /** SweatCoins unless given (bookings queued by an older app carry none). Guests pay in SweatCoins. */
    payWith: z.enum(PRO_PAY_WITH, { error: "payWith must be 'sweatcoins' or 'at_session'" }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.mode === 'in_person' && !body.gymId)
      ctx.addIssue({ code: 'custom', path: ['gymId'], message: 'Choose the gym for an in-person session' });
    if (body.mode === 'video' && body.gymId) ctx.addIssue({ code: 'custom', path: ['gymId'], message: 'A video session has no gym' });
  });

export const PRO_BOOKING_STATUSES = ['booked', 'completed', 'no_show', 'cancelled'] as const;
export type ProBookingStatus = (typeof PRO_BOOKING_STATUSES)[number];

export const proBookingSchema = z.object({
  id: z.string(),
  professionalId: z.string(),
  professionalName: z.string(),
  kind: professionalKindSchema,
  memberName: z.string(),
  start: isoDateTimeSchema,
  end: isoDateTimeSchema,
  lengthMinutes: z.number().int().positive(),
  /** The professional's zone: show the time there beside the member's. */
  timeZone: z.string(),
  mode: sessionModeSchema,
  gym: z.object({ id: z.string(), name: z.string(), city: z.string() }).nullable(),
  notes: z.string(),
  status: z.enum(PRO_BOOKING_STATUSES),
  priceUsd: z.number().nonnegative(),
  payWith: z.enum(PRO_PAY_WITH),
  /** The session's price in SweatCoins: what `sweatcoins` paid, what the app shows beside the USD price. */
  priceSweatCoins: coinAmountSchema,
  /** ("0.00" when paid at the session.) */
  paidSweatCoins: coinAmountSchema,
  /** When the professional confirmed a session paid there was paid; null until then (and for SweatCoins). */
  paymentConfirmedAt: isoDateTimeSchema.nullable(),
  refundedSweatCoins: coinAmountSchema,
  /** Cancelling or rescheduling is free until here (the professional's cut-off before the start). */
  cancellableUntil: isoDateTimeSchema,
  lateCancellation: z.boolean(),
  reviewed: z.boolean(),
  createdAt: isoDateTimeSchema,
  cancelledAt: isoDateTimeSchema.nullable(),
  /** Who cancelled it; null while it is not cancelled. */
  cancelledBy: z.enum(['member', 'professional']).nullable(),
  /** The professional's words when they cancelled or last moved the session. */
  professionalReason: z.string().nullable(),
  /** The start before the professional last moved it (a moved session is free to cancel until it starts); null if never. */
  movedFrom: isoDateTimeSchema.nullable(),
  /** A video session's meeting link, set by the professional: only the booked member and the professional see it. */
  videoLink: z.string().nullable(),
});
export type ProBooking = z.infer<typeof proBookingSchema>;

export const createProBookingResponseSchema = z.object({ booking: proBookingSchema, sweatCoins: coinAmountSchema });
export type CreateProBookingResponse = z.infer<typeof createProBookingResponseSchema>;

export const proBookingListQuerySchema = z.strictObject({
  scope: z.enum(['upcoming', 'past'], { error: 'scope must be upcoming or past' }).optional(),
});
export const proBookingListResponseSchema = z.object({ bookings: z.array(proBookingSchema) });
export type ProBookingListResponse = z.infer<typeof proBookingListResponseSchema>;

export const cancelProBookingResponseSchema = z.object({
  booking: proBookingSchema,
  refundedSweatCoins: coinAmountSchema,
  sweatCoins: coinAmountSchema,
  /** A late cancellation refunded anyway: the one forgiven in 30 days. */
  forgiven: z.boolean(),
});
export type CancelProBookingResponse = z.infer<typeof cancelProBookingResponseSchema>;

export const rescheduleProBookingRequestSchema = z.strictObject({ start: isoDateTimeSchema });
export const proBookingResponseSchema = z.object({ booking: proBookingSchema });
export type ProBookingResponse = z.infer<typeof proBookingResponseSchema>;

export const proReviewRequestSchema = z.strictObject({
  stars: z
    .number({ error: 'stars must be 1 to 5' })
    .int('stars must be 1 to 5')
    .min(1, 'stars must be 1 to 5')
    .max(5, 'stars must be 1 to 5'),
  text: plainTextSchema('text', 1000, { multiline: true, blank: 'Write a few words' }),
});
export const proReviewResponseSchema = z.object({
  review: proReviewSchema,
  rating: z.object({ average: z.number().nullable(), count: z.number().int().nonnegative() }),
});

export const professionalRoutes = {
  'professionals.search': {
    method: 'GET',
    path: '/api/professionals',
    guard: 'public',
    summary: 'Search trainers or nutritionists',
    needs: ['uploads'],
    query: professionalSearchQuerySchema,
    response: professionalSearchResponseSchema,
  },
  'professionals.get': {
    method: 'GET',
    path: '/api/professionals/{id}',
    guard: 'optional',
    summary: "A professional's profile, reviews and next free times",
    needs: ['uploads'],
    response: professionalDetailsSchema,
  },
  'professionals.availability': {
    method: 'GET',
    path: '/api/professionals/{id}/availability',
    guard: 'public',
    summary: 'Free session times of a professional',
    query: proAvailabilityQuerySchema,
    response: proAvailabilityResponseSchema,
  },
  'professionals.review': {
    method: 'POST',
    path: '/api/professionals/{id}/reviews',
    guard: 'member',
    outbox: { label: 'outbox.kind.professional-review', batch: true },
    summary: 'Review a professional after a completed session',
    needs: ['notices'],
    errors: ['already_reviewed'],
    body: proReviewRequestSchema,
    response: proReviewResponseSchema,
    status: 201,
  },
  'professionals.book': {
    method: 'POST',
    path: '/api/professional-bookings',
    guard: 'user',
    outbox: { label: 'outbox.kind.session-booking', batch: true },
    summary: 'Book a session with a professional (paid in SweatCoins, or at the session)',
    needs: ['notices'],
    errors: [
      'slot_taken',
      'insufficient_sweatcoins',
      'guest_cannot_pay_at_session',
      'slot_length_not_offered',
      'slot_in_past',
      'slot_under_notice',
      'slot_beyond_window',
      'slot_not_a_slot',
    ],
    body: createProBookingRequestSchema,
    response: createProBookingResponseSchema,
    status: 201,
  },
  'professionals.bookings': {
    method: 'GET',
    path: '/api/professional-bookings',
    guard: 'user',
    summary: "The member's upcoming or past professional sessions",
    query: proBookingListQuerySchema,
    response: proBookingListResponseSchema,
  },
  'professionals.cancel': {
    method: 'POST',
    path: '/api/professional-bookings/{id}/cancel',
    guard: 'user',
    outbox: { label: 'outbox.kind.session-cancel', batch: true },
    summary: 'Cancel a professional session (refunded before the cut-off)',
    needs: ['notices'],
    errors: ['cancel_already_cancelled', 'cancel_not_booked', 'cancel_started'],
    response: cancelProBookingResponseSchema,
  },
  'professionals.reschedule': {
    method: 'POST',
    path: '/api/professional-bookings/{id}/reschedule',
    guard: 'user',
    outbox: { label: 'outbox.kind.session-move', batch: true },
    summary: 'Move a professional session to another free time',
    needs: ['notices'],
    errors: [
      'reschedule_not_booked',
      'reschedule_too_late',
      'slot_taken',
      'slot_length_not_offered',
      'slot_in_past',
      'slot_under_notice',
      'slot_beyond_window',
      'slot_not_a_slot',
    ],
    body: rescheduleProBookingRequestSchema,
    response: proBookingResponseSchema,
  },
} as const satisfies RouteTable;
