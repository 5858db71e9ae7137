// How well two fit match profiles fit: the same area counts most, then shared gyms, training
// times and goals, and what each is looking for. Only the region is compared: no finer place is
// stored or shown.
import type { FitProfileRequest, Suggestion } from '@fitchoice/shared/api';

export const AREA_POINTS = 4;
export const GYM_POINTS = 3;
export const TIME_POINTS = 2;
export const GOAL_POINTS = 1;
export const LOOKING_FOR_POINTS = 1;
export const LEVEL_POINTS = 1;

export type Overlap = Pick<Suggestion, 'sameArea' | 'sharedGyms' | 'sharedTimes' | 'sharedGoals' | 'score'>;

export function overlapOf(me: FitProfileRequest, other: FitProfileRequest): Overlap {
  const sameArea = me.region === other.region;
  const sharedGyms = other.gymIds.filter((gym) => me.gymIds.includes(gym)).length;
  const sharedTimes = other.times.filter((time) => me.times.includes(time));
  const sharedGoals = other.goals.filter((goal) => me.goals.includes(goal));
  const sharedLooking = other.lookingFor.filter((want) => me.lookingFor.includes(want)).length;
  const score =
    (sameArea ? AREA_POINTS : 0) +
    sharedGyms * GYM_POINTS +
    sharedTimes.length * TIME_POINTS +
    sharedGoals.length * GOAL_POINTS +
    sharedLooking * LOOKING_FOR_POINTS +
    (me.level === other.level ? LEVEL_POINTS : 0);
  return { sameArea, sharedGyms, sharedTimes, sharedGoals, score };
}
