// Weekly challenges: met by check-ins during an ISO week (UTC, the leaderboards' week), each worth
// the challenge XP of its difficulty once per week. Progress is kept with the member's stats and
// a challenge completed by a check-in is awarded in that check-in's transaction.
import type { WeeklyChallengeId } from '@fitchoice/shared/api';
import { CHALLENGE_XP, type ChallengeDifficulty } from './xp';

export interface Challenge {
  id: WeeklyChallengeId;
  /** The server's own English name (the coach's prompts, the activity log); the app words the id. */
  title: string;
  difficulty: ChallengeDifficulty;
  target: number;
  /** What counts toward the target: distinct check-in days, distinct gyms, or the streak reached. */
  measure: 'days' | 'gyms' | 'streak';
}

export const WEEKLY_CHALLENGES: readonly Challenge[] = [
  { id: 'three-days', title: 'Check in on 3 different days this week', difficulty: 'easy', target: 3, measure: 'days' },
  { id: 'two-gyms', title: 'Train at 2 different gyms this week', difficulty: 'medium', target: 2, measure: 'gyms' },
  { id: 'five-day-streak', title: 'Reach a 5-day streak this week', difficulty: 'hard', target: 5, measure: 'streak' },
];

export interface WeeklyProgress {
  week: string;
  days: string[];
  gyms: string[];
  bestStreak: number;
  completed: string[];
}

export function emptyWeek(week: string): WeeklyProgress {
  return { week, days: [], gyms: [], bestStreak: 0, completed: [] };
}

/** The week's progress, or an empty one when `stored` belongs to an earlier week. */
export function progressFor(stored: WeeklyProgress | null, week: string): WeeklyProgress {
  return stored && stored.week === week ? stored : emptyWeek(week);
}

export function measured(progress: WeeklyProgress, challenge: Challenge): number {
  if (challenge.measure === 'days') return progress.days.length;
  if (challenge.measure === 'gyms') return progress.gyms.length;
  return progress.bestStreak;
}

/** The progress after a check-in on `day` at `gymId` with the streak at `streak`, and the challenges it completes. */
export function recordChallengeCheckin(
  stored: WeeklyProgress | null,
  week: string,
  check: { day: string; gymId: string; streak: number },
): { progress: WeeklyProgress; completed: Challenge[] } {
  const before = progressFor(stored, week);
  const progress: WeeklyProgress = {
    week,
    days: before.days.includes(check.day) ? before.days : [...before.days, check.day],
    gyms: before.gyms.includes(check.gymId) ? before.gyms : [...before.gyms, check.gymId],
    bestStreak: Math.max(before.bestStreak, check.streak),
    completed: before.completed,
  };
  const completed = WEEKLY_CHALLENGES.filter((c) => !before.completed.includes(c.id) && measured(progress, c) >= c.target);
  return { progress: { ...progress, completed: [...before.completed, ...completed.map((c) => c.id)] }, completed };
}

export function challengeXpFor(challenge: Challenge): number {
  return CHALLENGE_XP[challenge.difficulty];
}
