// The analytics dashboard (/analytics): figures over a date range compared with the period before,
// and the points of one metric for a chart. Admins see the whole product (optionally one region or
// one gym); a gym partner sees only their gyms. Computed from daily aggregate items, never by
// scanning the table on request.
//   GET /api/analytics/summary?from=&to=&region=&gymId=          -> analyticsSummarySchema
//   GET /api/analytics/series?metric=&from=&to=&region=&gymId=   -> analyticsSeriesSchema
// Dates are calendar dates (YYYY-MM-DD), both ends included, at most 366 days, ending today at the
// latest: UTC days for the product and regions, a gym's local days for its own figures. Member
// figures count member accounts only (not staff-only accounts). Money is what gyms' desks recorded
// as paid, per currency; SweatCoins are SweatCoins, never converted into money.
import * as z from 'zod';
import { coinAmountSchema } from './common';
import { calendarDateSchema, checkDateRange } from './dates';
import { moneySchema } from './gym-panel';
import { regionCodeSchema } from './gyms';
import type { RouteTable } from './route-contract';

export const ANALYTICS_MAX_DAYS = 366;

/** What a series can plot: counts per day, active members per day / ISO week / month, SweatCoins per day. */
export const ANALYTICS_METRICS = [
  'activeDaily',
  'activeWeekly',
  'activeMonthly',
  'signups',
  'gymBookings',
  'gymCancellations',
  'checkins',
  'gymNoShows',
  'proSessions',
  'proNoShows',
  'coinsPurchased',
  'coinsEarned',
  'coinsSpent',
] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];

/** The metrics a gym (or a region's gyms) has: the rest are the product's, shown to admins without a filter. */
export const GYM_SCOPED_METRICS = [
  'gymBookings',
  'gymCancellations',
  'checkins',
  'gymNoShows',
] as const satisfies readonly AnalyticsMetric[];

const rangeFields = {
  from: calendarDateSchema,
  to: calendarDateSchema,
  region: regionCodeSchema.optional(),
  gymId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'gymId is not a gym id')
    .optional(),
};

function checkRange(query: { from: string; to: string; region?: string; gymId?: string }, ctx: z.RefinementCtx): void {
  checkDateRange(query, ANALYTICS_MAX_DAYS, ctx);
  if (query.region && query.gymId) ctx.addIssue({ code: 'custom', path: ['gymId'], message: 'Filter by a region or by a gym, not both' });
}

export const analyticsSummaryQuerySchema = z.strictObject(rangeFields).superRefine(checkRange);

export const analyticsSeriesQuerySchema = z
  .strictObject({ ...rangeFields, metric: z.enum(ANALYTICS_METRICS, { error: `metric must be one of ${ANALYTICS_METRICS.join(', ')}` }) })
  .superRefine(checkRange);

/** A count this period and the period of the same length just before it. */
const countFigureSchema = z.object({ current: z.number().nonnegative(), previous: z.number().nonnegative() });
/** SweatCoins this period and the period before. */
const coinFigureSchema = z.object({ current: coinAmountSchema, previous: coinAmountSchema });
/** Money in each currency this period and the period before (only currencies with a payment in either, by code). */
const revenueFigureSchema = z.object({ current: z.array(moneySchema), previous: z.array(moneySchema) });

export const analyticsScopeSchema = z.object({
  /** all: the whole product; region: one region's gyms; gyms: the named gyms (a partner's, or the one filtered). */
  kind: z.enum(['all', 'region', 'gyms']),
  region: regionCodeSchema.nullable(),
  gymIds: z.array(z.string()),
});

export const analyticsSummarySchema = z.object({
  scope: analyticsScopeSchema,
  from: calendarDateSchema,
  to: calendarDateSchema,
  previousFrom: calendarDateSchema,
  previousTo: calendarDateSchema,
  /** Figures a scope has; the product-wide ones (members, professionals, SweatCoins) are null for a region or gyms. */
  figures: z.object({
    /** Mean distinct members active (a heartbeat) per day, per ISO week and per month touching the range. */
    activeDaily: countFigureSchema.nullable(),
    activeWeekly: countFigureSchema.nullable(),
    activeMonthly: countFigureSchema.nullable(),
    signups: countFigureSchema.nullable(),
    gymBookings: countFigureSchema,
    gymCancellations: countFigureSchema,
    checkins: countFigureSchema,
    gymNoShows: countFigureSchema,
    proSessions: countFigureSchema.nullable(),
    proNoShows: countFigureSchema.nullable(),
    /** No-shows / (check-ins + no-shows), gyms and professionals together where the scope has both; null with nothing due. */
    noShowRate: z.object({ current: z.number().min(0).max(1).nullable(), previous: z.number().min(0).max(1).nullable() }),
    /** Payments the gyms' desks recorded for visits paid there, per currency (nothing converted, nothing estimated). */
    revenue: revenueFigureSchema,
    coinsPurchased: coinFigureSchema.nullable(),
    coinsEarned: coinFigureSchema.nullable(),
    /** Paid for visits and sessions (before refunds), and given back on cancellations. */
    coinsSpent: coinFigureSchema.nullable(),
    coinsRefunded: coinFigureSchema.nullable(),
    /** Every member's balance added up at the end of each period. */
    coinsOutstanding: coinFigureSchema.nullable(),
  }),
  /** Weekly retention: members who signed up in an ISO week starting in the range, and how many were active each week after. */
  cohorts: z
    .array(z.object({ week: z.string(), size: z.number().int().nonnegative(), active: z.array(z.number().int().nonnegative()) }))
    .nullable(),
  topGyms: z.array(
    z.object({ gymId: z.string(), name: z.string(), city: z.string(), bookings: z.number().int(), checkins: z.number().int() }),
  ),
  topProfessionals: z.array(z.object({ professionalId: z.string(), name: z.string(), sessions: z.number().int() })).nullable(),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

export const analyticsSeriesSchema = z.object({
  metric: z.enum(ANALYTICS_METRICS),
  interval: z.enum(['day', 'week', 'month']),
  /** One point per day (ISO week "2026-W47", month "2026-11") of the range, zeros included; SweatCoins as numbers for plotting. */
  points: z.array(z.object({ period: z.string(), value: z.number() })),
});
export type AnalyticsSeries = z.infer<typeof analyticsSeriesSchema>;

export const analyticsRoutes = {
  'analytics.summary': {
    method: 'GET',
    path: '/api/analytics/summary',
    guard: ['admin', 'gym_partner'],
    summary: 'Figures over a date range against the period before',
    query: analyticsSummaryQuerySchema,
    response: analyticsSummarySchema,
  },
  'analytics.series': {
    method: 'GET',
    path: '/api/analytics/series',
    guard: ['admin', 'gym_partner'],
    summary: "One metric's points over a date range, for a chart",
    query: analyticsSeriesQuerySchema,
    response: analyticsSeriesSchema,
  },
} as const satisfies RouteTable;
