// XP, SweatCoins, streaks, history and leaderboards:
//   GET  /api/rewards/rules      -> rewardsRulesResponseSchema (the 'how XP works' sheet)
//   POST /api/rewards/convert    convertXpRequestSchema -> convertXpResponseSchema
//   GET  /api/activity           activityQuerySchema -> activityResponseSchema
//   GET  /api/profile/stats      -> profileStatsResponseSchema
//   GET  /api/leaderboards       leaderboardQuerySchema -> leaderboardResponseSchema
import * as z from 'zod';
import { WEEKLY_CHALLENGE_IDS } from './challenges';
import { coinAmountSchema, isoDateTimeSchema } from './common';
import { regionCodeSchema } from './gyms';
import { signedCoinAmountSchema } from './ledger';
import { pageCursorSchema, pageLimitSchema } from './pages';
import type { RouteTable } from './route-contract';
import { WORKOUT_MODES } from './workouts';

/** What XP is awarded for; the app words each (its 'how XP works' sheet). */
export const XP_AWARD_IDS = [
  'checkin',
  'booking_completed',
  'workout_completed',
  'session_attended',
  'challenge_easy',
  'challenge_medium',
  'challenge_hard',
] as const;

/** The numbers of the XP rules; the app words them in the member's language. */
export const rewardsRulesResponseSchema = z.object({
  awards: z.array(z.object({ id: z.enum(XP_AWARD_IDS), xp: z.number().int() })),
  streakBonus: z.object({ xpPerDay: z.number().int(), cap: z.number().int() }),
  /** Finished workouts and attended sessions together earn at most this much XP a day. */
  training: z.object({ dailyXpCap: z.number().int() }),
  /** A missed day is forgiven once in this many days. */
  streak: z.object({ graceWindowDays: z.number().int() }),
  /** Level n starts at xpPerLevelStep x (n-1)² XP earned. */
  level: z.object({ xpPerLevelStep: z.number().int() }),
  conversion: z.object({ xpPerSweatCoin: z.number().int(), minXp: z.number().int() }),
  visitPrice: z.object({ sweatCoinsPerUsd: z.number().int() }),
  cancellation: z.object({ freeUntilHoursBefore: z.number().int() }),
  checkin: z.object({ opensMinutesBefore: z.number().int() }),
  /** The weekly challenges (progress: GET /api/challenges); the app words each by its id. */
  weeklyChallenges: z.array(
    z.object({ id: z.enum(WEEKLY_CHALLENGE_IDS), difficulty: z.enum(['easy', 'medium', 'hard']), xp: z.number().int() }),
  ),
});
export type RewardsRulesResponse = z.infer<typeof rewardsRulesResponseSchema>;

export const convertXpRequestSchema = z.strictObject({
  xp: z.number({ error: 'xp must be a whole number' }).int('xp must be a whole number').positive('xp must be greater than 0'),
});

export const convertXpResponseSchema = z.object({
  xpConverted: z.number().int(),
  sweatCoinsCredited: coinAmountSchema,
  /** Balances after the conversion. */
  xp: z.number().int().nonnegative(),
  sweatCoins: coinAmountSchema,
});
export type ConvertXpResponse = z.infer<typeof convertXpResponseSchema>;

export const ACTIVITY_KINDS = [
  'checkin',
  'booking',
  'cancellation',
  'conversion',
  'purchase',
  'review',
  'workout',
  'redemption',
  'challenge',
  'session_booked',
  'session_cancelled',
  'session_attended',
] as const;
export const ACTIVITY_PAGE_DEFAULT = 30;
export const ACTIVITY_PAGE_MAX = 100;
/** Newest first; `cursor` is the `nextCursor` of the page before. */
export const activityQuerySchema = z.strictObject({
  cursor: pageCursorSchema.optional(),
  limit: pageLimitSchema(ACTIVITY_PAGE_MAX).optional(),
});

export const activityEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  /** The server's English ("Checked in at Iron Pulse Gym SoHo"), for entries written before `subject`. */
  title: z.string(),
  /** What the entry is about, for the app to word it; null for entries written before subjects. */
  subject: z
    .object({
      gymName: z.string().nullable(),
      /** The visit's start; shown in the gym's `timeZone`. */
      slotStart: isoDateTimeSchema.nullable(),
      timeZone: z.string().nullable(),
      stars: z.number().int().min(1).max(5).nullable(),
      /** A redemption's reward, worded by id like the store's (its gym is `gymName`; one an admin made shows its title), and how many. */
      reward: z.object({ id: z.string(), title: z.string() }).nullable(),
      quantity: z.number().int().positive().nullable(),
      /** The challenges a completion paid: a preset one is worded by id, another shows its title as typed. */
      challenges: z.array(z.object({ id: z.string(), title: z.string() })).nullable(),
      /** A finished workout: its program (worded by id as the workouts screens do), how it was played, its minutes. */
      programId: z.string().nullable(),
      mode: z.enum(WORKOUT_MODES).nullable(),
      minutes: z.number().int().positive().nullable(),
      /** A session's professional (its time is `slotStart`, in their `timeZone`). */
      professionalName: z.string().nullable(),
    })
    .nullable(),
  createdAt: isoDateTimeSchema,
  xpDelta: z.number().int(),
  sweatCoinsDelta: signedCoinAmountSchema,
  /** Balances right after this entry (null where the entry did not touch that balance). */
  xpAfter: z.number().int().nonnegative().nullable(),
  sweatCoinsAfter: coinAmountSchema.nullable(),
  bookingId: z.string().nullable(),
  gymId: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityResponseSchema = z.object({ entries: z.array(activityEntrySchema), nextCursor: z.string().nullable() });
export type ActivityResponse = z.infer<typeof activityResponseSchema>;

/** The badges, by id: the app words each one's name and what earns it in the member's language. */
export const BADGE_IDS = [
  'first-checkin',
  'regular',
  'centurion',
  'streak-7',
  'streak-30',
  'explorer',
  'critic',
  'saver',
  'first-workout',
  'home-hero',
] as const;
export type BadgeId = (typeof BADGE_IDS)[number];

export const badgeSchema = z.object({ id: z.enum(BADGE_IDS), earned: z.boolean() });

export const profileStatsResponseSchema = z.object({
  level: z.number().int().positive(),
  levelStartXp: z.number().int().nonnegative(),
  nextLevelXp: z.number().int().positive(),
  /** XP balance (what can be converted). */
  xp: z.number().int().nonnegative(),
  /** XP earned over all time (levels and boards count this; converting does not lower it). */
  xpEarned: z.number().int().nonnegative(),
  sweatCoins: coinAmountSchema,
  streak: z.object({
    /** 0 when broken by today's date in the zone of the last check-in. */
    current: z.number().int().nonnegative(),
    best: z.number().int().nonnegative(),
    lastCheckinDate: z.string().nullable(),
    timeZone: z.string().nullable(),
  }),
  checkins: z.number().int().nonnegative(),
  gymsVisited: z.number().int().nonnegative(),
  reviews: z.number().int().nonnegative(),
  badges: z.array(badgeSchema),
});
export type ProfileStatsResponse = z.infer<typeof profileStatsResponseSchema>;

export const LEADERBOARD_PERIODS = ['weekly', 'all-time'] as const;
export const LEADERBOARD_SCOPES = ['region', 'friends'] as const;
export const LEADERBOARD_SIZE = 50;

/** scope=region needs region; scope=friends ranks the member and their friends on everyone's board. Weekly = ISO week (UTC). */
export const leaderboardQuerySchema = z
  .strictObject({
    period: z.enum(LEADERBOARD_PERIODS, { error: 'period must be weekly or all-time' }).optional(),
    scope: z.enum(LEADERBOARD_SCOPES, { error: 'scope must be region or friends' }).optional(),
    region: regionCodeSchema.optional(),
  })
  .superRefine((query, ctx) => {
    if ((query.scope ?? 'region') === 'region' && !query.region) {
      ctx.addIssue({ code: 'custom', path: ['region'], message: 'region is required for a regional leaderboard' });
    }
  });

export const leaderboardEntrySchema = z.object({
  rank: z.number().int().positive(),
  userId: z.string(),
  name: z.string(),
  /** XP earned in the period. */
  score: z.number().int().nonnegative(),
  isMe: z.boolean(),
});

export const leaderboardResponseSchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  scope: z.enum(LEADERBOARD_SCOPES),
  region: regionCodeSchema.nullable(),
  /** e.g. "2026-W47", or "all-time". */
  periodKey: z.string(),
  entries: z.array(leaderboardEntrySchema),
  /** The member's own place; rank null when they have no XP in the period. */
  me: z.object({ rank: z.number().int().positive().nullable(), score: z.number().int().nonnegative() }),
  generatedAt: isoDateTimeSchema,
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

export const rewardRoutes = {
  'rewards.rules': {
    method: 'GET',
    path: '/api/rewards/rules',
    guard: 'public',
    summary: 'How XP, SweatCoins and streaks work',
    response: rewardsRulesResponseSchema,
  },
  'rewards.convert': {
    method: 'POST',
    path: '/api/rewards/convert',
    guard: 'user',
    outbox: { label: 'outbox.kind.xp-convert' },
    summary: 'Convert XP to SweatCoins',
    errors: ['insufficient_xp'],
    body: convertXpRequestSchema,
    response: convertXpResponseSchema,
  },
  'rewards.activity': {
    method: 'GET',
    path: '/api/activity',
    guard: 'user',
    summary: "The member's activity, newest first",
    query: activityQuerySchema,
    response: activityResponseSchema,
  },
  'rewards.stats': {
    method: 'GET',
    path: '/api/profile/stats',
    guard: 'user',
    summary: 'Level, balances, streak and badges',
    response: profileStatsResponseSchema,
  },
  'rewards.leaderboard': {
    method: 'GET',
    path: '/api/leaderboards',
    guard: 'user',
    summary: 'A leaderboard',
    query: leaderboardQuerySchema,
    response: leaderboardResponseSchema,
  },
} as const satisfies RouteTable;
