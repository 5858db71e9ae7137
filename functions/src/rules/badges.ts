// Badges are earned from a member's stats; they are computed when read, so a new badge applies to
// everyone's history at once.

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
  id: string;
  name: string;
  description: string;
  earned: (stats: BadgeStats) => boolean;
}

export const BADGES: readonly BadgeDefinition[] = [
  { id: 'first-checkin', name: 'First Check-in', description: 'Check in at a gym for the first time', earned: (s) => s.checkins >= 1 },
  { id: 'regular', name: 'Regular', description: 'Check in 10 times', earned: (s) => s.checkins >= 10 },
  { id: 'centurion', name: 'Centurion', description: 'Check in 100 times', earned: (s) => s.checkins >= 100 },
  { id: 'streak-7', name: 'Week Warrior', description: 'Keep a 7-day streak', earned: (s) => s.bestStreak >= 7 },
  { id: 'streak-30', name: 'Unstoppable', description: 'Keep a 30-day streak', earned: (s) => s.bestStreak >= 30 },
  { id: 'explorer', name: 'Explorer', description: 'Visit 5 different gyms', earned: (s) => s.gymsVisited >= 5 },
  { id: 'critic', name: 'Critic', description: 'Review a gym you visited', earned: (s) => s.reviews >= 1 },
  { id: 'saver', name: 'Saver', description: 'Convert XP into SweatCoins', earned: (s) => s.conversions >= 1 },
  { id: 'first-workout', name: 'First Workout', description: 'Finish a guided or VR workout', earned: (s) => s.workouts >= 1 },
  { id: 'home-hero', name: 'Home Hero', description: 'Finish 10 guided or VR workouts', earned: (s) => s.workouts >= 10 },
];

export function badgesFor(stats: BadgeStats): { id: string; name: string; description: string; earned: boolean }[] {
  return BADGES.map(({ id, name, description, earned }) => ({ id, name, description, earned: earned(stats) }));
}
