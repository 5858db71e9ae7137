// The trainer and nutritionist panels (/api/panel/trainer/*, /api/panel/nutritionist/*: the same
// routes for each kind, each guarded by its role) and the admin's certification checks
// (/api/admin/certifications/*). A professional manages their clients' sessions here: cancel or
// move one with a reason, give a video session its link, see a week calendar (the .ics export and
// the calendar feed are calendar.ts). Uploads go straight to storage: ask for an upload
// (`.../uploads`), PUT the file to the answered URL with the answered headers, then name its `key`
// in the profile or the certification.
import * as z from 'zod';
import { coinAmountSchema, isoDateTimeSchema, languageCodeSchema, nameSchema, plainTextSchema } from './common';
import { calendarDateSchema } from './dates';
import { timeZoneSchema } from './place';
import {
  CERTIFICATION_STATUSES,
  MAX_BOOKING_WINDOW_DAYS,
  MAX_BUFFER_MINUTES,
  type ProfessionalKind,
  proAvailabilityQuerySchema,
  proAvailabilityResponseSchema,
  proBookingSchema,
  professionalKindSchema,
  professionalPhotoSchema,
  proReviewSchema,
  SESSION_LENGTHS,
  sessionOptionSchema,
  specialtySchema,
} from './professionals';
import type { RouteTable } from './route-contract';

/** Why a professional is not listed: not published, no verified certification, or a suspended account. */
export const LISTING_REASONS = ['unpublished', 'no_verified_certification', 'suspended'] as const;
export type ListingReason = (typeof LISTING_REASONS)[number];

/** "09:00"…"24:00", on a quarter hour: slots start on the quarter hours of a range. */
const quarterClockSchema = z.string().regex(/^(([01]\d|2[0-3]):(00|15|30|45)|24:00)$/, 'Times are HH:MM on a quarter hour, e.g. "09:15"');

export const timeRangeSchema = z
  .object({ start: quarterClockSchema, end: quarterClockSchema })
  .refine((range) => range.start < range.end, { message: 'A range must end after it starts', path: ['end'] });
export type TimeRange = z.infer<typeof timeRangeSchema>;

/** Several ranges a day, in order and not overlapping. */
const dayRangesSchema = z
  .array(timeRangeSchema)
  .max(6, 'At most 6 ranges a day')
  .refine(
    (ranges) => ranges.every((range, i) => i === 0 || ranges[i - 1]!.end <= range.start),
    'Ranges must be in order and must not overlap',
  );

export const weeklyHoursSchema = z.strictObject({
  mon: dayRangesSchema,
  tue: dayRangesSchema,
  wed: dayRangesSchema,
  thu: dayRangesSchema,
  fri: dayRangesSchema,
  sat: dayRangesSchema,
  sun: dayRangesSchema,
});
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

/** One date's own hours; no ranges = a day off. */
export const dateOverrideSchema = z.strictObject({ date: calendarDateSchema, ranges: dayRangesSchema });

const bufferSchema = (name: string) =>
  z
    .number({ error: `${name} must be a number of minutes` })
    .int(`${name} must be a whole number of minutes`)
    .min(0, `${name} must not be negative`)
    .max(MAX_BUFFER_MINUTES, `${name} must be at most ${MAX_BUFFER_MINUTES} minutes`)
    .refine((minutes) => minutes % 5 === 0, `${name} must be a multiple of 5 minutes`);

export const sessionOptionInputSchema = z.strictObject({
  lengthMinutes: z
    .number()
    .refine((n) => (SESSION_LENGTHS as readonly number[]).includes(n), `Lengths are ${SESSION_LENGTHS.join(', ')} minutes`),
  priceUsd: z
    .number({ error: 'priceUsd must be a number' })
    .min(0, 'priceUsd must not be negative')
    .max(1000, 'priceUsd must be at most 1000'),
});

/** Everything that decides when a professional can be booked (Cal.com's availability model). */
export const availabilityRulesSchema = z.strictObject({
  /** IANA zone: the hours are wall times there. */
  timeZone: timeZoneSchema,
  weekly: weeklyHoursSchema,
  overrides: z
    .array(dateOverrideSchema)
    .max(120, 'At most 120 date overrides')
    .refine((list) => new Set(list.map((o) => o.date)).size === list.length, 'One override per date'),
  bufferBeforeMinutes: bufferSchema('bufferBeforeMinutes'),
  bufferAfterMinutes: bufferSchema('bufferAfterMinutes'),
  minimumNoticeMinutes: z
    .number()
    .int('minimumNoticeMinutes must be a whole number')
    .min(0, 'minimumNoticeMinutes must not be negative')
    .max(7 * 24 * 60, 'minimumNoticeMinutes must be at most 7 days'),
  bookingWindowDays: z
    .number()
    .int('bookingWindowDays must be a whole number')
    .min(1, 'bookingWindowDays must be at least 1')
    .max(MAX_BOOKING_WINDOW_DAYS, `bookingWindowDays must be at most ${MAX_BOOKING_WINDOW_DAYS}`),
  sessionOptions: z
    .array(sessionOptionInputSchema)
    .min(1, 'Offer at least one session length')
    .max(SESSION_LENGTHS.length)
    .refine((list) => new Set(list.map((o) => o.lengthMinutes)).size === list.length, 'Each length once'),
  dailyMax: z.number().int('dailyMax must be a whole number').min(1, 'dailyMax must be at least 1').max(24, 'dailyMax must be at most 24'),
  cancellationCutoffHours: z
    .number()
    .int('cancellationCutoffHours must be a whole number')
    .min(0, 'cancellationCutoffHours must not be negative')
    .max(168, 'cancellationCutoffHours must be at most 168'),
});
export type AvailabilityRules = z.infer<typeof availabilityRulesSchema>;
export const availabilityResponseBodySchema = z.object({ availability: availabilityRulesSchema });

export const panelCertificationSchema = z.object({
  id: z.string(),
  name: z.string(),
  issuer: z.string(),
  number: z.string(),
  status: z.enum(CERTIFICATION_STATUSES),
  rejectionReason: z.string().nullable(),
  submittedAt: isoDateTimeSchema,
  reviewedAt: isoDateTimeSchema.nullable(),
  /** A short-lived link to the uploaded document; null for a catalogue certification. */
  documentUrl: z.string().nullable(),
});
export type PanelCertification = z.infer<typeof panelCertificationSchema>;

export const panelProfileSchema = z.object({
  id: z.string(),
  kind: professionalKindSchema,
  name: z.string(),
  headline: z.string(),
  bio: z.string(),
  photo: professionalPhotoSchema,
  specialties: z.array(specialtySchema),
  languages: z.array(languageCodeSchema),
  gymIds: z.array(z.string()),
  gyms: z.array(z.object({ id: z.string(), name: z.string(), city: z.string() })),
  video: z.boolean(),
  /** Shown in the directory by the professional's choice (a draft until they publish it). */
  published: z.boolean(),
  /** Whether members find and can book them now, and if not, why (functions/src/professionals/listing.ts). */
  listing: z.object({ listed: z.boolean(), reason: z.enum(LISTING_REASONS).nullable() }),
  certifications: z.array(panelCertificationSchema),
  sessionOptions: z.array(sessionOptionSchema),
});
export type PanelProfile = z.infer<typeof panelProfileSchema>;

export const adminProfessionalResponseSchema = z.object({
  profile: panelProfileSchema,
  availability: availabilityRulesSchema,
  sessions: z.array(proBookingSchema),
});
export type AdminProfessionalResponse = z.infer<typeof adminProfessionalResponseSchema>;
export const panelProfileResponseSchema = z.object({ profile: panelProfileSchema });

const shortText = (name: string, max: number) => plainTextSchema(name, max);

/** An uploaded file's key, as answered by `.../uploads`. */
const uploadKeySchema = z
  .string()
  .regex(/^uploads\/[a-z-]+\/[A-Za-z0-9_-]{1,128}\/[A-Za-z0-9_-]{8,64}\.(jpg|png|webp|pdf)$/, 'Not an upload key');

export const updatePanelProfileRequestSchema = z
  .strictObject({
    name: nameSchema,
    headline: plainTextSchema('headline', 120, { min: 0 }),
    bio: plainTextSchema('bio', 2000, { multiline: true, min: 0 }),
    specialties: z.array(specialtySchema).max(8, 'At most 8 specialties'),
    languages: z.array(languageCodeSchema).min(1, 'Choose at least one language').max(12),
    gymIds: z.array(z.string().min(1).max(64)).max(5, 'At most 5 gyms'),
    video: z.boolean(),
    published: z.boolean(),
    /** A new uploaded photo's key; omitted keeps the photo. */
    photoKey: uploadKeySchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.published && body.gymIds.length === 0 && !body.video) {
      ctx.addIssue({ code: 'custom', path: ['video'], message: 'Offer video sessions or choose a gym before publishing' });
    }
    if (body.published && body.bio.length < 20)
      ctx.addIssue({ code: 'custom', path: ['bio'], message: 'Write a bio of at least 20 characters before publishing' });
  });

export const UPLOAD_PURPOSES = ['photo', 'certification'] as const;
export const UPLOAD_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' } as const;
export type UploadContentType = keyof typeof UPLOAD_TYPES;
/** Photos are images; a certification's document may also be a PDF. */
export const UPLOAD_MAX_BYTES = { photo: 5 * 1024 * 1024, certification: 10 * 1024 * 1024 } as const;

export const createUploadRequestSchema = z
  .strictObject({
    purpose: z.enum(UPLOAD_PURPOSES, { error: 'purpose must be photo or certification' }),
    contentType: z.enum(Object.keys(UPLOAD_TYPES) as [UploadContentType, ...UploadContentType[]], {
      error: 'The file must be a JPEG, PNG or WebP picture, or a PDF',
    }),
    size: z.number().int('size must be a whole number of bytes').positive('The file is empty'),
  })
  .superRefine((body, ctx) => {
    if (body.purpose === 'photo' && body.contentType === 'application/pdf') {
      ctx.addIssue({ code: 'custom', path: ['contentType'], message: 'A photo must be a JPEG, PNG or WebP picture' });
    }
    const max = UPLOAD_MAX_BYTES[body.purpose];
    if (body.size > max) ctx.addIssue({ code: 'custom', path: ['size'], message: `The file must be at most ${max / 1024 / 1024} MB` });
  });
export const createUploadResponseSchema = z.object({
  key: z.string(),
  /** PUT the file's bytes here with exactly these headers, before `expiresAt`. */
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expiresAt: isoDateTimeSchema,
});

export const addCertificationRequestSchema = z.strictObject({
  name: shortText('name', 120),
  issuer: shortText('issuer', 120),
  number: shortText('number', 64),
  documentKey: uploadKeySchema,
});

export const panelSessionsQuerySchema = z.strictObject({
  scope: z.enum(['upcoming', 'past'], { error: 'scope must be upcoming or past' }).optional(),
});
export const panelSessionsResponseSchema = z.object({ sessions: z.array(proBookingSchema) });
export const panelSessionResponseSchema = z.object({ session: proBookingSchema });

/** Why the professional cancels or moves a client's session: the client reads it in the notice. */
const professionalReasonSchema = plainTextSchema('reason', 300, { min: 3, blank: 'Say why, for your client' });

export const cancelSessionRequestSchema = z.strictObject({ reason: professionalReasonSchema });
export const cancelSessionResponseSchema = z.object({
  session: proBookingSchema,
  /** What went back to the client: everything paid in SweatCoins ("0.00" for a session paid at the session). */
  refundedSweatCoins: coinAmountSchema,
});
export const moveSessionRequestSchema = z.strictObject({ start: isoDateTimeSchema, reason: professionalReasonSchema });

/** A video session's meeting link: an https address on a named host, no credentials in it. */
export const videoLinkSchema = z
  .url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'url must be an https:// link' })
  .max(500, 'url must be at most 500 characters')
  .refine((url) => {
    // Runs after a failed URL check too: only a URL it could read has credentials to refuse.
    const parsed = URL.canParse(url) ? new URL(url) : null;
    return parsed === null || (parsed.username === '' && parsed.password === '');
  }, 'url must not carry a user name or password');
export const videoLinkRequestSchema = z.strictObject({ url: videoLinkSchema.nullable() });

/** A week of the professional's calendar: the 7 local dates from `from`. */
export const CALENDAR_DAYS = 7;
export const panelCalendarQuerySchema = z.strictObject({ from: calendarDateSchema });
export const panelCalendarResponseSchema = z.object({
  /** The professional's zone: the dates are theirs. */
  timeZone: z.string(),
  from: calendarDateSchema,
  to: calendarDateSchema,
  /** Every session starting in those days but the cancelled ones, by start. */
  sessions: z.array(proBookingSchema),
});
export type PanelCalendarResponse = z.infer<typeof panelCalendarResponseSchema>;

export const panelProReviewsResponseSchema = z.object({ reviews: z.array(proReviewSchema) });
export const proReviewReplyRequestSchema = z.strictObject({ text: shortText('text', 1000) });
export const proReviewReplyResponseSchema = z.object({ review: proReviewSchema });

export const earningsResponseSchema = z.object({
  months: z.array(z.object({ month: z.string(), sessions: z.number().int().nonnegative(), earnedSweatCoins: coinAmountSchema })),
  entries: z.array(
    z.object({
      bookingId: z.string(),
      completedAt: isoDateTimeSchema,
      start: isoDateTimeSchema,
      memberName: z.string(),
      lengthMinutes: z.number().int().positive(),
      earnedSweatCoins: coinAmountSchema,
    }),
  ),
});

export const adminCertificationsQuerySchema = z.strictObject({
  status: z.enum(CERTIFICATION_STATUSES, { error: 'status must be pending, verified or rejected' }).optional(),
});
export const adminCertificationSchema = panelCertificationSchema.extend({
  professionalId: z.string(),
  professionalName: z.string(),
  kind: professionalKindSchema,
});
export type AdminCertification = z.infer<typeof adminCertificationSchema>;
export const adminCertificationsResponseSchema = z.object({ certifications: z.array(adminCertificationSchema) });
export const adminCertificationResponseSchema = z.object({ certification: adminCertificationSchema });
export const rejectCertificationRequestSchema = z.strictObject({ reason: shortText('reason', 300) });

/** The routes of one kind's panel; the two panels are the same routes under their own role. */
function panelRoutes<Kind extends ProfessionalKind>(kind: Kind) {
  const base = `/api/panel/${kind}` as const;
  const guard = [kind] as const;
  return {
    getProfile: {
      method: 'GET',
      path: `${base}/profile`,
      guard,
      summary: `The ${kind}'s own profile`,
      needs: ['uploads'],
      response: panelProfileResponseSchema,
    },
    putProfile: {
      method: 'PUT',
      path: `${base}/profile`,
      guard,
      summary: `Edit the ${kind}'s profile`,
      errors: ['stale_profile'],
      needs: ['uploads'],
      body: updatePanelProfileRequestSchema,
      response: panelProfileResponseSchema,
    },
    upload: {
      method: 'POST',
      path: `${base}/uploads`,
      guard,
      summary: 'A pre-signed upload for a photo or a certificate',
      needs: ['uploads'],
      body: createUploadRequestSchema,
      response: createUploadResponseSchema,
      status: 201,
    },
    addCertification: {
      method: 'POST',
      path: `${base}/certifications`,
      guard,
      summary: 'Submit a certification with its document for an admin to verify',
      errors: ['stale_profile'],
      needs: ['uploads'],
      body: addCertificationRequestSchema,
      response: panelProfileResponseSchema,
      status: 201,
    },
    removeCertification: {
      method: 'DELETE',
      path: `${base}/certifications/{certificationId}`,
      guard,
      summary: 'Remove a certification',
      errors: ['stale_profile'],
      needs: ['uploads'],
      response: panelProfileResponseSchema,
    },
    getAvailability: {
      method: 'GET',
      path: `${base}/availability`,
      guard,
      summary: 'Weekly hours, overrides and booking rules',
      response: availabilityResponseBodySchema,
    },
    putAvailability: {
      method: 'PUT',
      path: `${base}/availability`,
      guard,
      summary: 'Set weekly hours, overrides and booking rules',
      errors: ['stale_profile'],
      body: availabilityRulesSchema,
      response: availabilityResponseBodySchema,
    },
    sessions: {
      method: 'GET',
      path: `${base}/sessions`,
      guard,
      summary: 'Upcoming or past sessions with clients',
      query: panelSessionsQuerySchema,
      response: panelSessionsResponseSchema,
    },
    complete: {
      method: 'POST',
      path: `${base}/sessions/{id}/complete`,
      guard,
      summary: 'Mark a session completed (earns its SweatCoins; the client may review)',
      errors: ['session_not_booked', 'session_not_started'],
      response: panelSessionResponseSchema,
    },
    noShow: {
      method: 'POST',
      path: `${base}/sessions/{id}/no-show`,
      guard,
      summary: 'Mark that the client did not come',
      errors: ['session_not_booked', 'session_not_started'],
      response: panelSessionResponseSchema,
    },
    reviews: {
      method: 'GET',
      path: `${base}/reviews`,
      guard,
      summary: "Clients' reviews, newest first, with the replies",
      response: panelProReviewsResponseSchema,
    },
    reply: {
      method: 'POST',
      path: `${base}/reviews/{reviewId}/reply`,
      guard,
      summary: "The professional's public reply to a review (replaces an earlier one)",
      body: proReviewReplyRequestSchema,
      response: proReviewReplyResponseSchema,
    },
    confirmPayment: {
      method: 'POST',
      path: `${base}/sessions/{id}/confirm-payment`,
      guard,
      summary: 'Confirm that a session paid at the session was paid',
      response: panelSessionResponseSchema,
      errors: ['payment_not_open', 'payment_already_confirmed', 'payment_not_at_session', 'payment_cancelled'],
    },
    earnings: { method: 'GET', path: `${base}/earnings`, guard, summary: 'Earnings by month', response: earningsResponseSchema },
    cancelSession: {
      method: 'POST',
      path: `${base}/sessions/{id}/cancel`,
      guard,
      summary: "Cancel a client's session with a reason (refunded in full; the client is told by push and mail)",
      errors: ['session_not_booked', 'session_started'],
      needs: ['notices'],
      body: cancelSessionRequestSchema,
      response: cancelSessionResponseSchema,
    },
    moveSession: {
      method: 'POST',
      path: `${base}/sessions/{id}/move`,
      guard,
      summary: "Move a client's session to another free time, with a reason (the client is told by push and mail)",
      errors: ['session_not_booked', 'session_started', 'slot_taken', 'slot_in_past', 'slot_beyond_window', 'slot_not_a_slot'],
      needs: ['notices'],
      body: moveSessionRequestSchema,
      response: panelSessionResponseSchema,
    },
    freeTimes: {
      method: 'GET',
      path: `${base}/free-times`,
      guard,
      summary: "The professional's own free times of a length, listed or not: where a client's session may move",
      query: proAvailabilityQuerySchema,
      response: proAvailabilityResponseSchema,
    },
    videoLink: {
      method: 'PUT',
      path: `${base}/sessions/{id}/video-link`,
      guard,
      summary: "Set (or clear, with null) a video session's meeting link, shown to its client only",
      errors: ['session_not_booked', 'session_not_video'],
      body: videoLinkRequestSchema,
      response: panelSessionResponseSchema,
    },
    calendar: {
      method: 'GET',
      path: `${base}/calendar`,
      guard,
      summary: 'A week of sessions from a local date',
      query: panelCalendarQuerySchema,
      response: panelCalendarResponseSchema,
    },
  } as const;
}

const trainer = panelRoutes('trainer');
const nutritionist = panelRoutes('nutritionist');

export const proPanelRoutes = {
  'pro-panel.trainerProfile': trainer.getProfile,
  'pro-panel.trainerUpdateProfile': trainer.putProfile,
  'pro-panel.trainerUpload': trainer.upload,
  'pro-panel.trainerAddCertification': trainer.addCertification,
  'pro-panel.trainerRemoveCertification': trainer.removeCertification,
  'pro-panel.trainerAvailability': trainer.getAvailability,
  'pro-panel.trainerUpdateAvailability': trainer.putAvailability,
  'pro-panel.trainerSessions': trainer.sessions,
  'pro-panel.trainerComplete': trainer.complete,
  'pro-panel.trainerNoShow': trainer.noShow,
  'pro-panel.trainerConfirmPayment': trainer.confirmPayment,
  'pro-panel.trainerReviews': trainer.reviews,
  'pro-panel.trainerReply': trainer.reply,
  'pro-panel.trainerEarnings': trainer.earnings,
  'pro-panel.trainerCancelSession': trainer.cancelSession,
  'pro-panel.trainerMoveSession': trainer.moveSession,
  'pro-panel.trainerFreeTimes': trainer.freeTimes,
  'pro-panel.trainerVideoLink': trainer.videoLink,
  'pro-panel.trainerCalendar': trainer.calendar,
  'pro-panel.nutritionistProfile': nutritionist.getProfile,
  'pro-panel.nutritionistUpdateProfile': nutritionist.putProfile,
  'pro-panel.nutritionistUpload': nutritionist.upload,
  'pro-panel.nutritionistAddCertification': nutritionist.addCertification,
  'pro-panel.nutritionistRemoveCertification': nutritionist.removeCertification,
  'pro-panel.nutritionistAvailability': nutritionist.getAvailability,
  'pro-panel.nutritionistUpdateAvailability': nutritionist.putAvailability,
  'pro-panel.nutritionistSessions': nutritionist.sessions,
  'pro-panel.nutritionistComplete': nutritionist.complete,
  'pro-panel.nutritionistNoShow': nutritionist.noShow,
  'pro-panel.nutritionistConfirmPayment': nutritionist.confirmPayment,
  'pro-panel.nutritionistReviews': nutritionist.reviews,
  'pro-panel.nutritionistReply': nutritionist.reply,
  'pro-panel.nutritionistEarnings': nutritionist.earnings,
  'pro-panel.nutritionistCancelSession': nutritionist.cancelSession,
  'pro-panel.nutritionistMoveSession': nutritionist.moveSession,
  'pro-panel.nutritionistFreeTimes': nutritionist.freeTimes,
  'pro-panel.nutritionistVideoLink': nutritionist.videoLink,
  'pro-panel.nutritionistCalendar': nutritionist.calendar,
  'pro-panel.adminProfessional': {
    method: 'GET',
    path: '/api/admin/professionals/{professionalId}',
    guard: ['admin'],
    summary: "A professional's panel as they see it, for an admin to read: profile, availability, sessions to come",
    response: adminProfessionalResponseSchema,
  },
  'pro-panel.adminCertifications': {
    method: 'GET',
    path: '/api/admin/certifications',
    guard: ['admin'],
    summary: 'Certifications to verify (pending by default)',
    needs: ['uploads'],
    query: adminCertificationsQuerySchema,
    response: adminCertificationsResponseSchema,
  },
  'pro-panel.adminVerifyCertification': {
    method: 'POST',
    path: '/api/admin/certifications/{professionalId}/{certificationId}/verify',
    guard: ['admin'],
    summary: 'Mark a certification verified',
    needs: ['notices', 'uploads'],
    response: adminCertificationResponseSchema,
  },
  'pro-panel.adminRejectCertification': {
    method: 'POST',
    path: '/api/admin/certifications/{professionalId}/{certificationId}/reject',
    guard: ['admin'],
    summary: 'Reject a certification with a reason',
    needs: ['notices', 'uploads'],
    body: rejectCertificationRequestSchema,
    response: adminCertificationResponseSchema,
  },
} as const satisfies RouteTable;
