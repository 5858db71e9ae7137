import { describe, expect, it } from 'vitest';
import { badgesFor } from './badges';

const none = { checkins: 0, bestStreak: 0, reviews: 0, conversions: 0, gymsVisited: 0, workouts: 0 };
const earned = (stats: typeof none) =>
  badgesFor(stats)
    .filter((b) => b.earned)
    .map((b) => b.id);

describe('badges', () => {
  it('starts with none and lists every badge', () => {
    expect(earned(none)).toEqual([]);
    expect(badgesFor(none).length).toBeGreaterThan(5);
  });

  it.each([
    { name: 'a first check-in', stats: { ...none, checkins: 1, gymsVisited: 1 }, ids: ['first-checkin'] },
    { name: 'a 7-day streak', stats: { ...none, checkins: 7, bestStreak: 7, gymsVisited: 1 }, ids: ['first-checkin', 'streak-7'] },
    {
      $name: 'five gyms and a review',
      stats: { ...none, checkins: 5, gymsVisited: 5, reviews: 1 },
      ids: ['first-checkin', 'explorer', 'critic'],
    },
    { name: 'a conversion', stats: { ...none, conversions: 1 }, ids: ['saver'] },
    { name: 'a home workout', stats: { ...none, workouts: 1 }, ids: ['first-workout'] },
    { name: 'ten home workouts', stats: { ...none, workouts: 10 }, ids: ['first-workout', 'home-hero'] },
  ])('$name', ({ stats, ids }) => {
    expect(earned(stats)).toEqual(ids);
  });
});
