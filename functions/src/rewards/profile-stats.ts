// GET /api/profile/stats's answer: the member's level, balances, streak (as of today in the zone of
// their last check-in) and badges, from the user record and their stats item. GET /api/home answers
// it too, from the same stats item read.
import { formatCoinCents } from '@fitchoice/shared';
import type { ProfileStatsResponse } from '@fitchoice/shared/api';
import { localDateOf } from '../time/time-zones';
import type { UserRecord } from '../users/store';
import { badgesFor } from './badges';
import type { StatsRecord } from './store';
import { streakAsOf } from './streak';
import { levelForXp } from './xp';

export function profileStats(user: UserRecord, stats: StatsRecord, now: Date): ProfileStatsResponse {
  const level = levelForXp(stats.xpEarned);
  const today = stats.streakTimeZone ? localDateOf(now.getTime(), stats.streakTimeZone) : null;
  return {
    ...level,
    xp: user.xp,
    xpEarned: stats.xpEarned,
    sweatCoins: formatCoinCents(user.sweatCoinCents),
    streak: {
      current: today ? streakAsOf(stats.streak, today) : 0,
      best: stats.streak.best,
      lastCheckinDate: stats.streak.lastDay,
      timeZone: stats.streakTimeZone,
    },
    checkins: stats.checkins,
    gymsVisited: stats.gymsVisited,
    reviews: stats.reviews,
    badges: badgesFor({ ...stats, bestStreak: stats.streak.best }),
  };
}
