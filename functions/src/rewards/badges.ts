// Badges are earned from a member's stats; they are computed when read, so a new badge applies to
// everyone's history at once. The server answers ids; the app words their names and goals.
import type { BadgeId } from '@fitchoice/shared/api';

export interface BadgeStats {
  checkins: number;
  bestStreak: number;
  reviews: number;
  conversions: number;
  gymsVisited: number;
  /** Guided and VR workouts logged (they count toward badges, never toward leaderboards). */
  workouts: number;
}

export interface BadgeDefinition {
  id: BadgeId;
  earned: (stats: BadgeStats) => boolean;
}

export const BADGES: readonly BadgeDefinition[] = [
  { id: 'first-checkin', earned: (s) => s.checkins >= 1 },
  { id: 'regular', earned: (s) => s.checkins >= 10 },
  { id: 'centurion', earned: (s) => s.checkins >= 100 },
  { id: 'streak-7', earned: (s) => s.bestStreak >= 7 },
  { id: 'streak-30', earned: (s) => s.bestStreak >= 30 },
  { id: 'explorer', earned: (s) => s.gymsVisited >= 5 },
  { id: 'critic', earned: (s) => s.reviews >= 1 },
  { id: 'saver', earned: (s) => s.conversions >= 1 },
  { id: 'first-workout', earned: (s) => s.workouts >= 1 },
  { id: 'home-hero', earned: (s) => s.workouts >= 10 },
];

export function badgesFor(stats: BadgeStats): { id: BadgeId; earned: boolean }[] {
  return BADGES.map(({ id, earned }) => ({ id, earned: earned(stats) }));
}
