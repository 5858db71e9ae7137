// Challenges: the weekly ones everybody has, and joinable ones with dates, a goal met only by
// verified events and a reward paid once, in the transaction of the event that completes it:
//   GET    /api/challenges?region=               -> challengesResponseSchema (this week's, and the joinable ones)
//   POST   /api/challenges/{id}/join             -> challengeResponseSchema (joining twice is one membership)
//   POST   /api/challenges/{id}/leave            -> challengeResponseSchema
//   GET    /api/challenges/{id}/leaderboard      -> challengeLeaderboardResponseSchema
//   POST   /api/challenges                       privateChallengeInputSchema -> challengeResponseSchema (201)
//   GET    /api/admin/challenges                 -> adminChallengeListResponseSchema
//   POST   /api/admin/challenges                 challengeInputSchema -> adminChallengeResponseSchema (201)
//   DELETE /api/admin/challenges/{id}            -> adminChallengeResponseSchema (retired: no new members)
import * as z from 'zod';
import { CHALLENGE_MEASURES, MAX_CHALLENGE_DAYS, MAX_CHALLENGE_XP } from './challenge-constants';
import { coinAmountSchema, isoDateTimeSchema, plainTextSchema } from './common';
import { regionCodeSchema } from './gyms';
import type { RouteTable } from './route-contract';

export * from './challenge-constants';

const titleSchema = plainTextSchema('title', 80, { min: 3 });
const measureSchema = z.enum(CHALLENGE_MEASURES, { error: `measure must be one of ${CHALLENGE_MEASURES.join(', ')}` });
const targetSchema = z.number({ error: 'target must be a whole number' }).int('target must be a whole number').min(1).max(1000);

export const challengeInputSchema = z
  .strictObject({
    title: titleSchema,
    description: plainTextSchema('description', 400, { multiline: true, min: 10 }),
    startsAt: isoDateTimeSchema,
    endsAt: isoDateTimeSchema,
    measure: measureSchema,
    target: targetSchema,
    rewardXp: z.number({ error: 'rewardXp must be a whole number' }).int('rewardXp must be a whole number').min(0).max(MAX_CHALLENGE_XP),
    /** SweatCoins paid on completion, e.g. "50.00"; "0" for none. */
    rewardCoins: coinAmountSchema,
    /** Only check-ins at gyms in this region (and sessions there) count; null: everywhere. */
    region: regionCodeSchema.nullable(),
  })
  .superRefine((input, ctx) => {
    const start = Date.parse(input.startsAt);
    const end = Date.parse(input.endsAt);
    if (end <= start) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'endsAt must be after startsAt' });
    else if (end - start > MAX_CHALLENGE_DAYS * 86_400_000) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: `A challenge runs at most ${MAX_CHALLENGE_DAYS} days` });
    }
    if (input.rewardXp === 0 && Number(input.rewardCoins) === 0) {
      ctx.addIssue({ code: 'custom', path: ['rewardXp'], message: 'A challenge pays XP, SweatCoins or both' });
    }
  });
export type ChallengeInput = z.infer<typeof challengeInputSchema>;

/** A member's private challenge runs from its creation for at most this many days, with at most this many friends. */
export const MAX_PRIVATE_CHALLENGE_DAYS = 90;
export const MAX_CHALLENGE_INVITES = 20;

/**
 * A member's own challenge with friends: it starts when made, pays nothing (no reward to farm) and
 * is seen only by its owner and the friends invited; every id in `friendIds` must be a friend.
 */
export const privateChallengeInputSchema = z.strictObject({
  title: titleSchema,
  description: plainTextSchema('description', 400, { multiline: true, min: 0 }).default(''),
  measure: measureSchema,
  target: targetSchema,
  days: z
    .number({ error: 'days must be a whole number' })
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(MAX_PRIVATE_CHALLENGE_DAYS, `A challenge with friends runs at most ${MAX_PRIVATE_CHALLENGE_DAYS} days`),
  friendIds: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'friendIds holds user ids'), { error: 'friendIds must be a list of user ids' })
    .min(1, 'Invite at least one friend')
    .max(MAX_CHALLENGE_INVITES, `Invite at most ${MAX_CHALLENGE_INVITES} friends`)
    .refine((ids) => new Set(ids).size === ids.length, 'friendIds has the same friend twice'),
});
export type PrivateChallengeInput = z.infer<typeof privateChallengeInputSchema>;

export const CHALLENGE_STATES = ['upcoming', 'open', 'ended'] as const;
export type ChallengeState = (typeof CHALLENGE_STATES)[number];

const rewardSchema = z.object({ xp: z.number().int().nonnegative(), sweatCoins: coinAmountSchema });

const challengeFields = {
  id: z.string(),
  title: z.string(),
  description: z.string(),
  startsAt: isoDateTimeSchema,
  endsAt: isoDateTimeSchema,
  measure: z.enum(CHALLENGE_MEASURES),
  target: z.number().int().positive(),
  region: regionCodeSchema.nullable(),
  reward: rewardSchema,
  /** public: anyone may join; private: a member's own, with the friends they invite (no reward). */
  visibility: z.enum(['public', 'private']),
  /** Who made a private challenge; null for the public ones. */
  owner: z.object({ id: z.string(), name: z.string() }).nullable(),
  participants: z.number().int().nonnegative(),
  /** By the server's clock: before startsAt, until endsAt, after. */
  state: z.enum(CHALLENGE_STATES),
};

export const joinableChallengeSchema = z.object({
  ...challengeFields,
  /** The member's place in it; null when not joined. */
  me: z
    .object({
      joinedAt: isoDateTimeSchema,
      progress: z.number().int().nonnegative(),
      completedAt: isoDateTimeSchema.nullable(),
      /** What was paid on completion (null before). */
      paid: rewardSchema.nullable(),
    })
    .nullable(),
});
export type JoinableChallenge = z.infer<typeof joinableChallengeSchema>;

/** This week's challenges, by id: the app words each one ("Check in on 3 different days this week"). */
export const WEEKLY_CHALLENGE_IDS = ['three-days', 'two-gyms', 'five-day-streak'] as const;
export type WeeklyChallengeId = (typeof WEEKLY_CHALLENGE_IDS)[number];

export const weeklyChallengeSchema = z.object({
  id: z.enum(WEEKLY_CHALLENGE_IDS),
  difficulty: z.enum(['easy', 'medium', 'hard']),
  xp: z.number().int().positive(),
  target: z.number().int().positive(),
  /** How far the member is this week (may pass the target). */
  progress: z.number().int().nonnegative(),
  /** Completed this week: its XP was paid with the check-in that completed it. */
  completed: z.boolean(),
});

export const challengesQuerySchema = z.strictObject({ region: regionCodeSchema.optional() });

/** This ISO week's challenges (met by check-ins, each paying its XP once a week) and the joinable ones. */
export const challengesResponseSchema = z.object({
  /** e.g. "2026-W47" */
  week: z.string(),
  challenges: z.array(weeklyChallengeSchema),
  /**
   * Open and upcoming public challenges (of the region asked for, and those of no region), the
   * private ones friends invited the member to, and every one the member is in.
   */
  joinable: z.array(joinableChallengeSchema),
});
export type ChallengesResponse = z.infer<typeof challengesResponseSchema>;

export const challengeResponseSchema = z.object({ challenge: joinableChallengeSchema });
export type ChallengeResponse = z.infer<typeof challengeResponseSchema>;

export const CHALLENGE_LEADERBOARD_SIZE = 50;

export const challengeLeaderboardResponseSchema = z.object({
  challengeId: z.string(),
  target: z.number().int().positive(),
  /** Most progress first; at equal progress, who got there first. */
  entries: z.array(
    z.object({
      rank: z.number().int().positive(),
      userId: z.string(),
      name: z.string(),
      progress: z.number().int().nonnegative(),
      completed: z.boolean(),
      isMe: z.boolean(),
    }),
  ),
  /** The member's own place; null when not taking part. */
  me: z.object({ rank: z.number().int().positive(), progress: z.number().int().nonnegative() }).nullable(),
});
export type ChallengeLeaderboardResponse = z.infer<typeof challengeLeaderboardResponseSchema>;

export const adminChallengeSchema = z.object({
  ...challengeFields,
  status: z.enum(['active', 'retired']),
  createdAt: isoDateTimeSchema,
});
export type AdminChallenge = z.infer<typeof adminChallengeSchema>;
export const adminChallengeListResponseSchema = z.object({ challenges: z.array(adminChallengeSchema) });
export type AdminChallengeListResponse = z.infer<typeof adminChallengeListResponseSchema>;
export const adminChallengeResponseSchema = z.object({ challenge: adminChallengeSchema });
export type AdminChallengeResponse = z.infer<typeof adminChallengeResponseSchema>;

export const challengeRoutes = {
  'challenges.list': {
    method: 'GET',
    path: '/api/challenges',
    guard: 'user',
    summary: "This week's challenges, the joinable ones, and the member's progress",
    query: challengesQuerySchema,
    response: challengesResponseSchema,
  },
  'challenges.create': {
    method: 'POST',
    path: '/api/challenges',
    guard: 'member',
    outbox: { label: 'outbox.kind.challenge-create' },
    summary: 'Create a private challenge (no reward) and invite friends to it; its owner is in it',
    errors: ['too_many_challenges'],
    body: privateChallengeInputSchema,
    response: challengeResponseSchema,
    status: 201,
  },
  'challenges.join': {
    method: 'POST',
    path: '/api/challenges/{id}/join',
    guard: 'member',
    outbox: { label: 'outbox.kind.challenge-join' },
    summary: 'Join a challenge (once)',
    errors: ['challenge_ended', 'challenge_closed', 'too_many_challenges'],
    response: challengeResponseSchema,
  },
  'challenges.leave': {
    method: 'POST',
    path: '/api/challenges/{id}/leave',
    guard: 'member',
    outbox: { label: 'outbox.kind.challenge-leave' },
    summary: 'Leave a challenge not yet completed',
    errors: ['challenge_completed'],
    response: challengeResponseSchema,
  },
  'challenges.leaderboard': {
    method: 'GET',
    path: '/api/challenges/{id}/leaderboard',
    guard: 'user',
    summary: "A challenge's members by progress",
    response: challengeLeaderboardResponseSchema,
  },
  'challenges.adminList': {
    method: 'GET',
    path: '/api/admin/challenges',
    guard: ['admin'],
    summary: 'Every public challenge, retired ones too',
    response: adminChallengeListResponseSchema,
  },
  'challenges.adminCreate': {
    method: 'POST',
    path: '/api/admin/challenges',
    guard: ['admin'],
    summary: 'Create a joinable challenge',
    body: challengeInputSchema,
    response: adminChallengeResponseSchema,
    status: 201,
  },
  'challenges.adminRetire': {
    method: 'DELETE',
    path: '/api/admin/challenges/{id}',
    guard: ['admin'],
    summary: 'Retire a challenge: no new members; those in it may still finish',
    response: adminChallengeResponseSchema,
  },
} as const satisfies RouteTable;
