// The gym catalogue, search, reviews and availability:
//   GET  /api/gyms                      gymSearchQuerySchema -> gymSearchResponseSchema
//   GET  /api/gyms/{id}                 -> gymDetailsResponseSchema
//   GET  /api/gyms/{id}/availability    availabilityQuerySchema -> availabilityResponseSchema
//   GET  /api/gyms/{id}/reviews         reviewListQuerySchema -> reviewListResponseSchema
//   POST /api/gyms/{id}/reviews         createReviewRequestSchema -> createReviewResponseSchema
//   POST /api/reviews/{id}/helpful      (no body) -> reviewHelpfulResponseSchema
//   POST /api/reviews/{id}/report       reportReviewRequestSchema -> reportReviewResponseSchema
// Prices are USD (show them with formatUsdForRegion); distances are km (band them with
// distanceBandMiles(kmToMiles(km)) and word the band in the reader's language).
import * as z from 'zod';
import { REGIONS, type RegionCode } from '../regions';
import { coinAmountSchema, isoDateTimeSchema, plainTextSchema } from './common';
import { calendarDateSchema } from './dates';
import {
  AMENITIES,
  GYM_PAGE_MAX,
  GYM_SCENES,
  GYM_SEARCH_MAX_RADIUS_KM,
  GYM_SORTS,
  REPORT_REASONS,
  REVIEW_ORDERS,
  REVIEW_PAGE_MAX,
  REVIEW_TEXT_MAX,
} from './gym-constants';
import { pageCursorSchema, pageLimitSchema } from './pages';
import type { RouteTable } from './route-contract';

export * from './gym-constants';

const clockSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Expected a time such as "06:30"');
export const dayHoursSchema = z
  .object({ open: clockSchema, close: clockSchema })
  .refine((day) => day.open < day.close, 'Closing time must be after opening time');
/** Wall-clock hours in the gym's time zone; null = closed that day. */
export const openingHoursSchema = z.object({
  mon: dayHoursSchema.nullable(),
  tue: dayHoursSchema.nullable(),
  wed: dayHoursSchema.nullable(),
  thu: dayHoursSchema.nullable(),
  fri: dayHoursSchema.nullable(),
  sat: dayHoursSchema.nullable(),
  sun: dayHoursSchema.nullable(),
});
export type OpeningHoursBody = z.infer<typeof openingHoursSchema>;

const regionCodes = REGIONS.map((r) => r.code) as [RegionCode, ...RegionCode[]];
export const regionCodeSchema = z.enum(regionCodes, { error: `region must be one of ${regionCodes.join(', ')}` });

export type GymScene = (typeof GYM_SCENES)[number];

/**
 * Photos are generated art, not files: draw a gradient from `palette[0]` to `palette[1]` with the
 * `scene` illustrated over it (or, for art from before scenes, the `pattern`), its randomness
 * seeded by `seed`, so a gym looks the same everywhere.
 */
export const gymPhotoSchema = z.object({
  seed: z.number().int(),
  palette: z.tuple([z.string(), z.string()]),
  pattern: z.enum(['waves', 'grid', 'rings', 'stripes', 'dots']),
  scene: z.enum(GYM_SCENES).optional(),
  alt: z.string(),
});

/** A photo the gym's partner uploaded: `url` and `thumbnailUrl` lead to short-lived links to the files. */
export const gymUploadedPhotoSchema = z.object({ id: z.string(), url: z.string(), thumbnailUrl: z.string(), alt: z.string() });

export const gymSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  address: z.object({ line1: z.string(), postcode: z.string() }),
  city: z.string(),
  region: regionCodeSchema,
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  /** IANA zone of the gym; its opening hours and slot times are wall times there. */
  timeZone: z.string(),
  amenities: z.array(z.enum(AMENITIES)),
  openingHours: openingHoursSchema,
  /** Price of one visit in USD (e.g. 14.5); convert with formatUsdForRegion. */
  priceUsd: z.number().nonnegative(),
  /** The same price in SweatCoins (10 per USD). */
  priceSweatCoins: coinAmountSchema,
  capacityPerSlot: z.number().int().positive(),
  /** Average of all ratings, 1 decimal; null before the first rating. */
  rating: z.object({ average: z.number().nullable(), count: z.number().int().nonnegative() }),
  /** Generated art, or the partner's uploaded photos. */
  photos: z.array(z.union([gymPhotoSchema, gymUploadedPhotoSchema])),
  /** Open at the moment of the answer, by the gym's own clock. */
  openNow: z.boolean(),
  /** Bumped on every edit (a partner panel edits with this as its condition). */
  version: z.number().int().positive(),
  updatedAt: isoDateTimeSchema,
});
export type Gym = z.infer<typeof gymSchema>;

export const gymSummarySchema = gymSchema.extend({
  /** From the searched position; null when the search had none. */
  distanceKm: z.number().nonnegative().nullable(),
});
export type GymSummary = z.infer<typeof gymSummarySchema>;

const queryNumber = (name: string) =>
  z.coerce.number({ error: `${name} must be a number` }).refine(Number.isFinite, `${name} must be a number`);

/**
 * GET /api/gyms. Give a position (lat + lon, with radiusKm) and/or a region; with a position and no
 * region, the region is the one the position is in. Sort defaults to distance with a position and
 * to rating without. `cursor` is the `nextCursor` of the previous page of the same search.
 */
export const gymSearchQuerySchema = z
  .strictObject({
    region: regionCodeSchema.optional(),
    lat: queryNumber('lat')
      .pipe(z.number().min(-90, 'lat must be between -90 and 90').max(90, 'lat must be between -90 and 90'))
      .optional(),
    lon: queryNumber('lon')
      .pipe(z.number().min(-180, 'lon must be between -180 and 180').max(180, 'lon must be between -180 and 180'))
      .optional(),
    radiusKm: queryNumber('radiusKm')
      .pipe(
        z
          .number()
          .positive('radiusKm must be greater than 0')
          .max(GYM_SEARCH_MAX_RADIUS_KM, `radiusKm must be at most ${GYM_SEARCH_MAX_RADIUS_KM}`),
      )
      .optional(),
    q: z.string().trim().max(80, 'q must be at most 80 characters').optional(),
    /** Comma-separated; a gym must have all of them. */
    amenities: z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(AMENITIES, { error: `amenities must be among ${AMENITIES.join(', ')}` })).max(AMENITIES.length))
      .optional(),
    openNow: z
      .enum(['true', 'false'], { error: 'openNow must be true or false' })
      .transform((v) => v === 'true')
      .optional(),
    maxPriceUsd: queryNumber('maxPriceUsd').pipe(z.number().nonnegative('maxPriceUsd must not be negative')).optional(),
    minRating: queryNumber('minRating').pipe(z.number().min(0, 'minRating must be 0 to 5').max(5, 'minRating must be 0 to 5')).optional(),
    sort: z.enum(GYM_SORTS, { error: `sort must be one of ${GYM_SORTS.join(', ')}` }).optional(),
    cursor: z.string().max(512, 'cursor is too long').optional(),
    limit: queryNumber('limit')
      .pipe(
        z
          .number()
          .int('limit must be a whole number')
          .min(1, 'limit must be at least 1')
          .max(GYM_PAGE_MAX, `limit must be at most ${GYM_PAGE_MAX}`),
      )
      .optional(),
  })
  .superRefine((query, ctx) => {
    if ((query.lat === undefined) !== (query.lon === undefined)) {
      ctx.addIssue({ code: 'custom', path: [query.lat === undefined ? 'lat' : 'lon'], message: 'lat and lon go together' });
    }
    if (query.lat === undefined && query.region === undefined) {
      ctx.addIssue({ code: 'custom', path: ['region'], message: 'Give a region or a position (lat and lon)' });
    }
    if (query.sort === 'distance' && query.lat === undefined) {
      ctx.addIssue({ code: 'custom', path: ['sort'], message: 'Sorting by distance needs a position (lat and lon)' });
    }
  });
export type GymSearchQuery = z.infer<typeof gymSearchQuerySchema>;

export const gymSearchResponseSchema = z.object({
  gyms: z.array(gymSummarySchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** How many gyms match the search in all pages. */
  total: z.number().int().nonnegative(),
  region: regionCodeSchema,
});
export type GymSearchResponse = z.infer<typeof gymSearchResponseSchema>;

export const gymDetailsResponseSchema = gymSchema;

/** GET /api/gyms/{id}/availability?date=: without a date, today at the gym. */
export const availabilityQuerySchema = z.strictObject({ date: calendarDateSchema.optional() });

export const slotSchema = z.object({
  /** The slot's key: its start instant. Book with this as `slotStart`. */
  start: isoDateTimeSchema,
  end: isoDateTimeSchema,
  /** Wall-clock start at the gym, e.g. "09:00". */
  localTime: z.string(),
  capacity: z.number().int().nonnegative(),
  booked: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
  /** Not ended (a slot in progress can be booked at the desk), within the booking horizon, and not full. */
  bookable: z.boolean(),
});
export type Slot = z.infer<typeof slotSchema>;

export const availabilityResponseSchema = z.object({
  gymId: z.string(),
  date: calendarDateSchema,
  timeZone: z.string(),
  /** The first and last dates that can be asked for: today at the gym and 14 days on. */
  today: calendarDateSchema,
  lastBookableDate: calendarDateSchema,
  /** Empty when the gym is closed that day. */
  slots: z.array(slotSchema),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

/** `cursor` is the `nextCursor` of the page before, in the same order. */
export const reviewListQuerySchema = z.strictObject({
  order: z.enum(REVIEW_ORDERS, { error: 'order must be newest or helpful' }).optional(),
  cursor: pageCursorSchema.optional(),
  limit: pageLimitSchema(REVIEW_PAGE_MAX).optional(),
});

export const reviewSchema = z.object({
  id: z.string(),
  gymId: z.string(),
  authorName: z.string(),
  stars: z.number().int().min(1).max(5),
  text: z.string(),
  createdAt: isoDateTimeSchema,
  helpfulCount: z.number().int().nonnegative(),
  /** The review is the signed-in member's own. */
  mine: z.boolean(),
  /** The gym's public answer, written in its panel. */
  reply: z.object({ text: z.string(), repliedAt: isoDateTimeSchema }).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const gymRatingSchema = z.object({ average: z.number().nullable(), count: z.number().int().nonnegative() });

export const reviewListResponseSchema = z.object({
  reviews: z.array(reviewSchema),
  nextCursor: z.string().nullable(),
  rating: gymRatingSchema,
});
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;

/** Only a member who checked in at the gym, once per gym. */
export const createReviewRequestSchema = z.strictObject({
  stars: z
    .number({ error: 'stars must be a whole number from 1 to 5' })
    .int('stars must be a whole number from 1 to 5')
    .min(1, 'stars must be a whole number from 1 to 5')
    .max(5, 'stars must be a whole number from 1 to 5'),
  text: plainTextSchema('text', REVIEW_TEXT_MAX, { multiline: true, blank: 'Write a few words about your visit' }),
});

export const createReviewResponseSchema = z.object({ review: reviewSchema, rating: gymRatingSchema });
export type CreateReviewResponse = z.infer<typeof createReviewResponseSchema>;

/** Marking a review helpful counts once per member; repeating it changes nothing. */
export const reviewHelpfulResponseSchema = z.object({ reviewId: z.string(), helpfulCount: z.number().int().nonnegative() });
export type ReviewHelpfulResponse = z.infer<typeof reviewHelpfulResponseSchema>;

export const reportReviewRequestSchema = z.strictObject({
  reason: z.enum(REPORT_REASONS, { error: `reason must be one of ${REPORT_REASONS.join(', ')}` }),
  details: plainTextSchema('details', 500, { multiline: true, min: 0 }).optional(),
});

export const reportReviewResponseSchema = z.object({ reviewId: z.string(), reported: z.literal(true) });

export const gymRoutes = {
  'gyms.search': {
    method: 'GET',
    path: '/api/gyms',
    guard: 'public',
    summary: 'Search gyms by position or region',
    query: gymSearchQuerySchema,
    response: gymSearchResponseSchema,
  },
  'gyms.get': { method: 'GET', path: '/api/gyms/{id}', guard: 'public', summary: 'One gym', response: gymDetailsResponseSchema },
  'gyms.availability': {
    method: 'GET',
    path: '/api/gyms/{id}/availability',
    guard: 'public',
    summary: "A day's slots at a gym",
    query: availabilityQuerySchema,
    response: availabilityResponseSchema,
  },
  'reviews.list': {
    method: 'GET',
    path: '/api/gyms/{id}/reviews',
    guard: 'optional',
    summary: "A gym's reviews",
    query: reviewListQuerySchema,
    response: reviewListResponseSchema,
  },
  'reviews.create': {
    method: 'POST',
    path: '/api/gyms/{id}/reviews',
    guard: 'member',
    outbox: { label: 'outbox.kind.review' },
    summary: 'Review a gym you checked in at',
    needs: ['notices'],
    errors: ['already_reviewed'],
    body: createReviewRequestSchema,
    response: createReviewResponseSchema,
    status: 201,
  },
  'reviews.helpful': {
    method: 'POST',
    path: '/api/reviews/{id}/helpful',
    guard: 'member',
    outbox: { label: 'outbox.kind.review-helpful' },
    summary: 'Mark a review helpful',
    response: reviewHelpfulResponseSchema,
  },
  'reviews.report': {
    method: 'POST',
    path: '/api/reviews/{id}/report',
    guard: 'member',
    outbox: { label: 'outbox.kind.review-report' },
    summary: 'Report a review to the moderators',
    body: reportReviewRequestSchema,
    response: reportReviewResponseSchema,
  },
} as const satisfies RouteTable;
