// The fitness-centre panel (/api/panel/gym/*, each route scoped to a gym by its `{gymId}`): the
// gym's profile, photo uploads, the front desk (today's arrivals, the rotating desk code, staff
// check-in with a member's booking code, payments taken at the desk, no-shows), the desk's staff,
// replies to reviews and earnings. The owner (role gym_partner) runs all of it; the front-desk staff
// it invites (role front_desk) only the desk. A partner of gym A asking about gym B, or staff of one
// gym at another, is refused (403) by the guard.
import * as z from 'zod';
import { coinAmountSchema, emailSchema, isoDateTimeSchema, languageCodeSchema, nameSchema, plainTextSchema } from './common';
import { calendarDateSchema, checkDateRange } from './dates';
import { CURRENCY_DECIMALS, DESK_CURRENCIES, DESK_PAYMENT_MAX_UNITS, moneyToMinor, SLOT_LENGTHS } from './gym-panel-constants';
import { AMENITIES, GYM_PHOTO_PATH, gymSchema, openingHoursSchema, REVIEW_TEXT_MAX, reviewSchema } from './gyms';
import { locationSchema, timeZoneSchema } from './place';
import type { RouteTable } from './route-contract';

export * from './gym-panel-constants';

export const MAX_CLOSURES = 60;
export const MAX_GYM_PHOTOS = 8;
/** A photo's own file, and the small copy the app lists (made on the device before uploading). */
export const GYM_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const GYM_THUMBNAIL_MAX_BYTES = 200 * 1024;
export const GYM_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

const trimmed = (name: string, min: number, max: number, multiline = false) => plainTextSchema(name, max, { min, multiline });

/** An uploaded gym photo's key, as answered by `.../uploads`. */
export const gymUploadKeySchema = z
  .string()
  .regex(/^uploads\/gym-(photo|thumbnail)\/[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-]{8,64}\.(jpg|png|webp)$/, 'Not an upload key');

export const gymUploadedPhotoInputSchema = z.strictObject({
  key: gymUploadKeySchema,
  thumbnailKey: gymUploadKeySchema,
  alt: trimmed('alt', 1, 160),
});

/** The gym as its partner edits it: what members see, and the rules of its slots. */
export const gymProfileSchema = z.object({
  gym: gymSchema,
  /** Local dates the gym is closed (holidays), in its zone, today onwards. */
  closures: z.array(calendarDateSchema),
  slotLengthMinutes: z.number().int().positive(),
  /** The partner's uploaded photos (keys to keep in the next save); empty while the gym shows its generated art. */
  uploadedPhotos: z.array(gymUploadedPhotoInputSchema.extend({ url: z.string(), thumbnailUrl: z.string() })),
});
export type GymProfile = z.infer<typeof gymProfileSchema>;

export const updateGymProfileRequestSchema = z.strictObject({
  /** The `gym.version` the edit started from: a save over a newer version is refused (409 stale_gym). */
  version: z.number().int().positive(),
  name: trimmed('name', 2, 80),
  description: trimmed('description', 0, 1000, true),
  address: z.strictObject({ line1: trimmed('address', 3, 120), postcode: trimmed('postcode', 0, 16) }),
  city: trimmed('city', 1, 80),
  location: locationSchema,
  /**
   * The gym's IANA zone: the one its owner (or an admin) picks, or the new place's when the pin moves
   * (GET /api/location/time-zone answers it). Required when `location` changes; without it the zone stays.
   */
  timeZone: timeZoneSchema.optional(),
  /**
   * When the zone changes, what the weekly hours mean: 'same_clock' keeps them as local times in
   * the new zone (06-22 stays 06-22), 'same_moments' re-expresses them so the gym opens at the same
   * instants. Without it such an edit is refused (409 zone_changes_hours) so the panel can ask.
   */
  hoursInNewZone: z.enum(['same_clock', 'same_moments']).optional(),
  amenities: z
    .array(z.enum(AMENITIES, { error: `amenities must be among ${AMENITIES.join(', ')}` }))
    .max(AMENITIES.length)
    .refine((list) => new Set(list).size === list.length, 'Each amenity once'),
  openingHours: openingHoursSchema,
  closures: z
    .array(calendarDateSchema)
    .max(MAX_CLOSURES, `At most ${MAX_CLOSURES} closures`)
    .refine((list) => new Set(list).size === list.length, 'Each closure once'),
  priceUsd: z
    .number({ error: 'priceUsd must be a number' })
    .min(0, 'priceUsd must not be negative')
    .max(1000, 'priceUsd must be at most 1000')
    .refine((usd) => Number.isInteger(Math.round(usd * 100 * 1e6) / 1e6), 'priceUsd has at most 2 decimals'),
  slotLengthMinutes: z.union(
    SLOT_LENGTHS.map((n) => z.literal(n)),
    { error: `slotLengthMinutes must be one of ${SLOT_LENGTHS.join(', ')}` },
  ),
  capacityPerSlot: z
    .number()
    .int('capacityPerSlot must be a whole number')
    .min(1, 'capacityPerSlot must be at least 1')
    .max(500, 'capacityPerSlot must be at most 500'),
  /** The partner's photos, in order; an empty list shows the gym's generated art. */
  photos: z.array(gymUploadedPhotoInputSchema).max(MAX_GYM_PHOTOS, `At most ${MAX_GYM_PHOTOS} photos`),
  /**
   * What to do with members' bookings on days or hours the edit closes: without it such an edit
   * is refused (409 closing_has_bookings) so the panel can ask; 'cancel' cancels and refunds them
   * (each member sees it in their activity), 'keep' keeps them.
   */
  bookingsOnClosedTimes: z.enum(['cancel', 'keep']).optional(),
});
export type UpdateGymProfileRequest = z.infer<typeof updateGymProfileRequestSchema>;

export const gymProfileResponseSchema = z.object({
  profile: gymProfileSchema,
  /** What the save did to existing bookings: kept over a lowered capacity, kept or cancelled on closed times. */
  notices: z.object({
    overbookedSlots: z.number().int().nonnegative(),
    keptOnClosedTimes: z.number().int().nonnegative(),
    cancelledOnClosedTimes: z.number().int().nonnegative(),
    /** The hours were re-expressed in a new zone and a day could not keep all of its hours: the owner should check them. */
    hoursToCheck: z.boolean(),
  }),
});
export type GymProfileResponse = z.infer<typeof gymProfileResponseSchema>;

export const gymUploadRequestSchema = z
  .strictObject({
    purpose: z.enum(['photo', 'thumbnail'], { error: 'purpose must be photo or thumbnail' }),
    contentType: z.enum(GYM_PHOTO_TYPES, { error: 'A photo must be a JPEG, PNG or WebP picture' }),
    size: z.number().int('size must be a whole number of bytes').positive('The file is empty'),
  })
  .superRefine((body, ctx) => {
    const max = body.purpose === 'photo' ? GYM_PHOTO_MAX_BYTES : GYM_THUMBNAIL_MAX_BYTES;
    if (body.size > max) ctx.addIssue({ code: 'custom', path: ['size'], message: `The file must be at most ${Math.round(max / 1024)} KB` });
  });

export const gymUploadResponseSchema = z.object({
  key: gymUploadKeySchema,
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expiresAt: isoDateTimeSchema,
});

export const panelGymsResponseSchema = z.object({
  gyms: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      city: z.string(),
      timeZone: z.string(),
      /** owner: the account runs the gym (every tab); desk: it works the gym's front desk only. */
      access: z.enum(['owner', 'desk']),
    }),
  ),
});
export type PanelGymSummary = z.infer<typeof panelGymsResponseSchema>['gyms'][number];

export const currencySchema = z.enum(DESK_CURRENCIES, { error: `currency must be one of ${DESK_CURRENCIES.join(', ')}` });
/** An amount of money in a currency: a decimal string, its digits after the point those of the currency. */
export const moneySchema = z.object({ amount: z.string().regex(/^\d{1,7}(\.\d{1,3})?$/), currency: currencySchema });
export type Money = z.infer<typeof moneySchema>;

export const recordPaymentRequestSchema = z
  .strictObject({
    amount: z
      .string({ error: 'amount is required, as a decimal such as "12.50"' })
      .trim()
      .regex(/^\d{1,7}(\.\d{1,3})?$/, 'amount must be a decimal such as "12.50"'),
    currency: currencySchema,
  })
  .superRefine((body, ctx) => {
    const minor = moneyToMinor(body.amount, body.currency);
    const decimals = CURRENCY_DECIMALS[body.currency];
    if (minor === null) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: `amount in ${body.currency} has at most ${decimals} decimals` });
    } else if (minor <= 0) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'amount must be more than 0' });
    } else if (minor > DESK_PAYMENT_MAX_UNITS * 10 ** decimals) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: `amount must be at most ${DESK_PAYMENT_MAX_UNITS} ${body.currency}` });
    }
  });
export type RecordPaymentRequest = z.infer<typeof recordPaymentRequestSchema>;

/** A payment the desk recorded for a visit paid at the desk: what was taken, and when (who took it is in the audit log). */
export const deskPaymentSchema = moneySchema.extend({ recordedAt: isoDateTimeSchema });
export type DeskPayment = z.infer<typeof deskPaymentSchema>;

/** One member expected at the gym on the day: booked (not cancelled), checked in or not, paid or not. */
export const arrivalSchema = z.object({
  bookingId: z.string(),
  memberName: z.string(),
  slotStart: isoDateTimeSchema,
  slotEnd: isoDateTimeSchema,
  /** The slot's start on the gym's clock ("18:30"). */
  localTime: z.string(),
  status: z.enum(['booked', 'attended']),
  payWith: z.enum(['sweatcoins', 'card']),
  paidSweatCoins: coinAmountSchema,
  attendedAt: isoDateTimeSchema.nullable(),
  noShowAt: isoDateTimeSchema.nullable(),
  /** A visit paid at the desk: the payment recorded there, once. */
  payment: deskPaymentSchema.nullable(),
});
export type Arrival = z.infer<typeof arrivalSchema>;

export const arrivalsQuerySchema = z.strictObject({ date: calendarDateSchema.optional() });
export const arrivalsResponseSchema = z.object({
  gymId: z.string(),
  /** The server's clock when it answered: the desk judges who is late by it (and a copy kept offline by its age). */
  asOf: isoDateTimeSchema,
  /** The day listed, in the gym's zone (today unless asked). */
  date: calendarDateSchema,
  timeZone: z.string(),
  /** The gym's local date now. */
  today: calendarDateSchema,
  /** The gym takes no visits that day (closed, or a closure). */
  closed: z.boolean(),
  /** A visit's price in the currency of the gym's region: what the desk's payment form starts from. */
  price: moneySchema,
  /** By slot time, then name. */
  arrivals: z.array(arrivalSchema),
});
export type ArrivalsResponse = z.infer<typeof arrivalsResponseSchema>;

export const deskCodeResponseSchema = z.object({
  gymId: z.string(),
  /** The code members scan or type (FG-XXXX-XXXX), replaced at `changesAt`. */
  code: z.string(),
  /** The server's clock when it answered: the desk times the code by it, whatever its own clock says. */
  issuedAt: isoDateTimeSchema,
  changesAt: isoDateTimeSchema,
  /** The last moment a scan of this code is accepted: after it, a desk that could not fetch the next one shows an expired code. */
  validUntil: isoDateTimeSchema,
});
export type DeskCodeResponse = z.infer<typeof deskCodeResponseSchema>;

export const staffCheckinRequestSchema = z.strictObject({
  /** The member's booking code (FC-…), scanned from their screen or typed. */
  code: z.string({ error: 'code is required' }).trim().min(1, 'code is required').max(64, 'code is too long'),
});
export const staffCheckinResponseSchema = z.object({
  bookingId: z.string(),
  memberName: z.string(),
  slotStart: isoDateTimeSchema,
  payWith: z.enum(['sweatcoins', 'card']),
  checkedInAt: isoDateTimeSchema,
  xpAwarded: z.number().int().nonnegative(),
  /** A visit paid at the desk: the payment already recorded for it, if any. */
  payment: deskPaymentSchema.nullable(),
});
export type StaffCheckinResponse = z.infer<typeof staffCheckinResponseSchema>;

export const noShowResponseSchema = z.object({ arrival: arrivalSchema });
export const recordPaymentResponseSchema = z.object({ arrival: arrivalSchema });

/** Someone who works the gym's front desk: invited until they choose their password, then active. */
export const staffMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(['invited', 'active']),
  invitedAt: isoDateTimeSchema,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListResponseSchema = z.object({ staff: z.array(staffMemberSchema) });
export const inviteStaffRequestSchema = z.strictObject({
  email: emailSchema,
  name: nameSchema,
  /** The language the invitation is written in (the owner's, unless chosen). */
  language: languageCodeSchema.optional(),
});
export const inviteStaffResponseSchema = z.object({
  member: staffMemberSchema,
  /** Whether the invitation mail went (a new account's link to choose a password, or an existing account's notice). */
  mailed: z.boolean(),
});
export const revokeStaffResponseSchema = z.object({
  /** The sessions the revocation ended (the person is signed out everywhere). */
  signedOutSessions: z.number().int().nonnegative(),
});

export const panelReviewSchema = reviewSchema.extend({ reportCount: z.number().int().nonnegative() });
export type GymPanelReview = z.infer<typeof panelReviewSchema>;
export const panelReviewsResponseSchema = z.object({ reviews: z.array(panelReviewSchema) });
export const reviewReplyRequestSchema = z.strictObject({ text: trimmed('text', 1, REVIEW_TEXT_MAX, true) });
export const reviewReplyResponseSchema = z.object({ review: panelReviewSchema });

/** Days the earnings cover at most. */
export const GYM_EARNINGS_MAX_DAYS = 366;

export const gymEarningsQuerySchema = z
  .strictObject({ from: calendarDateSchema, to: calendarDateSchema })
  .superRefine((query, ctx) => checkDateRange(query, GYM_EARNINGS_MAX_DAYS, ctx));
export const gymEarningsResponseSchema = z.object({
  /** Visits paid in SweatCoins and not refunded, by the gym's local date of the visit. */
  days: z.array(z.object({ date: calendarDateSchema, visits: z.number().int().nonnegative(), sweatCoins: coinAmountSchema })),
  months: z.array(z.object({ month: z.string(), visits: z.number().int().nonnegative(), sweatCoins: coinAmountSchema })),
  total: z.object({ visits: z.number().int().nonnegative(), sweatCoins: coinAmountSchema }),
  /** What the desk recorded as paid for visits paid there, per currency (by the visit's local date), by code. */
  desk: z.array(moneySchema.extend({ visits: z.number().int().positive() })),
});
export type GymEarningsResponse = z.infer<typeof gymEarningsResponseSchema>;

/** The owner's routes. */
const guard = ['gym_partner'] as const;
/** The front desk: the owner and the staff the owner invited. */
const desk = ['gym_partner', 'front_desk'] as const;
/** What an admin may also do at any gym: read its panel, and edit its profile (audited). */
const withAdmin = ['gym_partner', 'admin'] as const;
const base = '/api/panel/gym/{gymId}';

export const gymPanelRoutes = {
  'gym-panel.gyms': {
    method: 'GET',
    path: '/api/panel/gym',
    guard: desk,
    summary: 'The gyms the account runs or works the front desk of',
    response: panelGymsResponseSchema,
  },
  'gym-panel.profile': {
    method: 'GET',
    path: base,
    guard: withAdmin,
    summary: "A partner gym's profile",
    needs: ['uploads'],
    response: gymProfileResponseSchema,
  },
  'gym-panel.updateProfile': {
    method: 'PUT',
    path: base,
    guard: withAdmin,
    summary: "Edit the gym's profile, hours, closures, price, slot length and capacity",
    errors: ['stale_gym', 'closing_has_bookings', 'zone_changes_hours'],
    needs: ['uploads'],
    body: updateGymProfileRequestSchema,
    response: gymProfileResponseSchema,
  },
  'gym-panel.upload': {
    method: 'POST',
    path: `${base}/uploads`,
    guard,
    summary: 'A pre-signed upload for a photo or its thumbnail',
    needs: ['uploads'],
    body: gymUploadRequestSchema,
    response: gymUploadResponseSchema,
    status: 201,
  },
  'gym-panel.arrivals': {
    method: 'GET',
    path: `${base}/arrivals`,
    guard: ['gym_partner', 'front_desk', 'admin'],
    summary: "A day's arrivals in the gym's zone (today by default): who is booked, when, checked in, paid, marked a no-show",
    query: arrivalsQuerySchema,
    response: arrivalsResponseSchema,
  },
  'gym-panel.deskCode': {
    method: 'GET',
    path: `${base}/desk-code`,
    guard: desk,
    summary: 'The rotating code the desk shows for members to scan',
    needs: ['checkinSecret'],
    response: deskCodeResponseSchema,
  },
  'gym-panel.checkin': {
    method: 'POST',
    path: `${base}/checkins`,
    guard: desk,
    outbox: { label: 'outbox.kind.desk-checkin' },
    summary: 'Check a member in with their booking code (once; the way a visit paid at the desk counts); audited',
    errors: ['checkin_code_used', 'booking_cancelled', 'checkin_too_early', 'checkin_expired', 'checkin_impossible_travel'],
    needs: ['checkinSecret'],
    body: staffCheckinRequestSchema,
    response: staffCheckinResponseSchema,
  },
  'gym-panel.recordPayment': {
    method: 'POST',
    path: `${base}/bookings/{bookingId}/payment`,
    guard: desk,
    outbox: { label: 'outbox.kind.desk-payment' },
    summary: 'Record what a member paid at the desk for a visit (once per visit; counted in the analytics per currency); audited',
    errors: ['payment_recorded', 'booking_cancelled', 'paid_in_sweatcoins'],
    body: recordPaymentRequestSchema,
    response: recordPaymentResponseSchema,
  },
  'gym-panel.noShow': {
    method: 'POST',
    path: `${base}/bookings/{bookingId}/no-show`,
    guard: desk,
    summary: 'Mark that a member did not come (after the slot); audited',
    errors: ['booking_not_booked', 'slot_not_over', 'already_marked'],
    response: noShowResponseSchema,
  },
  'gym-panel.staff': {
    method: 'GET',
    path: `${base}/staff`,
    guard: withAdmin,
    summary: "The people who work the gym's front desk",
    response: staffListResponseSchema,
  },
  'gym-panel.inviteStaff': {
    method: 'POST',
    path: `${base}/staff`,
    guard,
    summary:
      'Invite someone to work the front desk: mailed a one-time link to choose a password (or told, for an existing account); audited',
    errors: ['already_staff', 'account_unavailable'],
    needs: ['mail'],
    body: inviteStaffRequestSchema,
    response: inviteStaffResponseSchema,
    status: 201,
  },
  'gym-panel.revokeStaff': {
    method: 'DELETE',
    path: `${base}/staff/{userId}`,
    guard,
    summary: "Take someone off the gym's front desk: their access ends and they are signed out everywhere; audited",
    needs: ['fanOut'],
    response: revokeStaffResponseSchema,
  },
  'gym-panel.reviews': {
    method: 'GET',
    path: `${base}/reviews`,
    guard: withAdmin,
    summary: "The gym's reviews with its replies, reported ones too",
    response: panelReviewsResponseSchema,
  },
  'gym-panel.reply': {
    method: 'PUT',
    path: `${base}/reviews/{reviewId}/reply`,
    guard,
    summary: "The gym's public reply to a review",
    body: reviewReplyRequestSchema,
    response: reviewReplyResponseSchema,
  },
  'gym-panel.earnings': {
    method: 'GET',
    path: `${base}/earnings`,
    guard: withAdmin,
    summary: 'Visits paid in SweatCoins per day and month, and what the desk recorded as paid per currency',
    query: gymEarningsQuerySchema,
    response: gymEarningsResponseSchema,
  },
  'gym-panel.photo': {
    method: 'GET',
    path: GYM_PHOTO_PATH,
    guard: 'public',
    summary: "A gym's uploaded photo (redirects to a short-lived link); ?size=thumbnail for the small copy",
    needs: ['uploads'],
    query: z.strictObject({ size: z.enum(['full', 'thumbnail']).optional() }),
    status: 302,
  },
} as const satisfies RouteTable;
