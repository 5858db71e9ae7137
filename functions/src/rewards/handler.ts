// GET /api/rewards/rules, POST /api/rewards/convert, GET /api/activity, GET /api/profile/stats,
// GET /api/leaderboards.
import { formatCoinCents } from '@fitchoice/shared';
import {
  ACTIVITY_PAGE_DEFAULT,
  type ActivityResponse,
  type ConvertXpResponse,
  LEADERBOARD_SIZE,
  type LeaderboardResponse,
  type RewardsRulesResponse,
  rewardRoutes,
} from '@fitchoice/shared/api';
import { listActivity } from '../activity/store';
import { FREE_CANCELLATION_HOURS } from '../bookings/cancellation';
import { CHECKIN_OPENS_MINUTES_BEFORE } from '../bookings/checkin-code';
import { ConflictError } from '../errors';
import { friendIdsOf } from '../friends/store';
import { createHandler } from '../http/handler';
import { boardId, isoWeekKey } from '../time/leaderboard-period';
import { SWEATCOINS_PER_USD } from '../wallet/visit-price';
import { profileStats } from './profile-stats';
import { type BoardEntry, convertXp, countAbove, getStats, scoresOn, topOfBoard } from './store';
import { GRACE_WINDOW_DAYS } from './streak';
import { challengeXpFor, WEEKLY_CHALLENGES } from './weekly-challenges';
import {
  BOOKING_COMPLETED_XP,
  CHALLENGE_XP,
  CHECKIN_XP,
  decideConversion,
  MIN_CONVERT_XP,
  SESSION_XP,
  STREAK_BONUS_XP_CAP,
  STREAK_BONUS_XP_PER_DAY,
  TRAINING_XP_DAILY_CAP,
  WORKOUT_XP,
  XP_PER_LEVEL_STEP,
  XP_PER_SWEATCOIN,
} from './xp';

const RULES: RewardsRulesResponse = {
  awards: [
    { id: 'checkin', xp: CHECKIN_XP },
    { id: 'booking_completed', xp: BOOKING_COMPLETED_XP },
    { id: 'workout_completed', xp: WORKOUT_XP },
    { id: 'session_attended', xp: SESSION_XP },
    { id: 'challenge_easy', xp: CHALLENGE_XP.easy },
    { id: 'challenge_medium', xp: CHALLENGE_XP.medium },
    { id: 'challenge_hard', xp: CHALLENGE_XP.hard },
  ],
  streakBonus: { xpPerDay: STREAK_BONUS_XP_PER_DAY, cap: STREAK_BONUS_XP_CAP },
  training: { dailyXpCap: TRAINING_XP_DAILY_CAP },
  streak: { graceWindowDays: GRACE_WINDOW_DAYS },
  level: { xpPerLevelStep: XP_PER_LEVEL_STEP },
  conversion: { xpPerSweatCoin: XP_PER_SWEATCOIN, minXp: MIN_CONVERT_XP },
  visitPrice: { sweatCoinsPerUsd: SWEATCOINS_PER_USD },
  cancellation: { freeUntilHoursBefore: FREE_CANCELLATION_HOURS },
  checkin: { opensMinutesBefore: CHECKIN_OPENS_MINUTES_BEFORE },
  weeklyChallenges: WEEKLY_CHALLENGES.map((c) => ({ id: c.id, difficulty: c.difficulty, xp: challengeXpFor(c) })),
};

function ranked(entries: BoardEntry[], meId: string) {
  return entries.map((entry, index) => ({
    rank: index + 1,
    userId: entry.userId,
    name: entry.name,
    score: entry.score,
    isMe: entry.userId === meId,
  }));
}

export const handler = createHandler(rewardRoutes, {
  'rewards.rules': {
    async run() {
      return { statusCode: 200, body: RULES };
    },
  },

  'rewards.convert': {
    async run({ body, user, now }) {
      const decision = decideConversion(body.xp, user.xp);
      if (!decision.ok) throw new ConflictError(decision.message, 'insufficient_xp');
      const result = await convertXp(user.id, body.xp, decision.coinCents, now);
      if (result.state === 'insufficient') throw new ConflictError(`Not enough XP: you have ${result.xp} XP`, 'insufficient_xp');
      const response: ConvertXpResponse = {
        xpConverted: body.xp,
        sweatCoinsCredited: formatCoinCents(result.creditedCents),
        xp: result.xp,
        sweatCoins: formatCoinCents(result.coinCents),
      };
      return { statusCode: 200, body: response };
    },
  },

  'rewards.activity': {
    async run({ query, user }) {
      const { records, nextCursor } = await listActivity(user.id, { limit: query.limit ?? ACTIVITY_PAGE_DEFAULT, cursor: query.cursor });
      const body: ActivityResponse = {
        entries: records.map((record) => ({
          id: record.id,
          kind: record.kind as ActivityResponse['entries'][number]['kind'],
          title: record.title,
          subject: record.subject && {
            gymName: record.subject.gymName ?? null,
            slotStart: record.subject.slotStart ?? null,
            timeZone: record.subject.timeZone ?? null,
            stars: record.subject.stars ?? null,
            reward: record.subject.reward ?? null,
            quantity: record.subject.quantity ?? null,
            challenges: record.subject.challenges ?? null,
            programId: record.subject.programId ?? null,
            mode: record.subject.mode ?? null,
            minutes: record.subject.minutes ?? null,
            professionalName: record.subject.professionalName ?? null,
          },
          createdAt: record.createdAt,
          xpDelta: record.xpDelta,
          sweatCoinsDelta: formatCoinCents(record.coinDeltaCents),
          xpAfter: record.xpAfter,
          sweatCoinsAfter: record.coinAfterCents === null ? null : formatCoinCents(record.coinAfterCents),
          bookingId: record.bookingId,
          gymId: record.gymId,
        })),
        nextCursor,
      };
      return { statusCode: 200, body };
    },
  },

  'rewards.stats': {
    async run({ user, now }) {
      return { statusCode: 200, body: profileStats(user, await getStats(user.id), now) };
    },
  },

  'rewards.leaderboard': {
    async run({ query, user, now }) {
      const period = query.period ?? 'weekly';
      const scope = query.scope ?? 'region';
      const meId = user.id;
      const board = boardId(period, now.getTime(), scope === 'region' ? query.region! : null);
      let entries: ReturnType<typeof ranked>;
      let me: { rank: number | null; score: number };
      if (scope === 'friends') {
        const scores = await scoresOn(board, [meId, ...(await friendIdsOf(meId))]);
        scores.sort((a, b) => b.score - a.score || (a.userId < b.userId ? 1 : -1));
        entries = ranked(scores.slice(0, LEADERBOARD_SIZE), meId);
        const mine = scores.findIndex((entry) => entry.userId === meId);
        me = { rank: mine >= 0 ? mine + 1 : null, score: mine >= 0 ? scores[mine]!.score : 0 };
      } else {
        entries = ranked(await topOfBoard(board, LEADERBOARD_SIZE), meId);
        const listed = entries.find((entry) => entry.isMe);
        const [mine] = listed ? [] : await scoresOn(board, [meId]);
        me = listed
          ? { rank: listed.rank, score: listed.score }
          : mine
            ? { rank: (await countAbove(board, mine.score, meId)) + 1, score: mine.score }
            : { rank: null, score: 0 };
      }
      const body: LeaderboardResponse = {
        period,
        scope,
        region: scope === 'region' ? query.region! : null,
        periodKey: period === 'weekly' ? isoWeekKey(now.getTime()) : 'all-time',
        entries,
        me,
        generatedAt: now.toISOString(),
      };
      return { statusCode: 200, body };
    },
  },
});
