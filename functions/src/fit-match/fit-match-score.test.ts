import type { FitProfileRequest } from '@fitchoice/shared/api';
import { describe, expect, it } from 'vitest';
import { AREA_POINTS, GYM_POINTS, LEVEL_POINTS, overlapOf, TIME_POINTS } from './fit-match-score';

const me: FitProfileRequest = {
  goals: ['strength', 'mobility'],
  level: 'intermediate',
  region: 'GB',
  gymIds: ['gb-001', 'gb-002'],
  times: ['morning', 'weekend'],
  lookingFor: ['spotter'],
};

describe('overlapOf', () => {
  it('counts the area, shared gyms, times, goals, wants and level', () => {
    const overlap = overlapOf(me, { ...me, gymIds: ['gb-002', 'gb-009'], times: ['weekend', 'night'], goals: ['strength'] });
    expect(overlap).toEqual({
      sameArea: true,
      sharedGyms: 1,
      sharedTimes: ['weekend'],
      sharedGoals: ['strength'],
      score: 4 + 3 + 2 + 1 + 1 + 1,
    });
  });

  it('ranks the same area and gym above shared goals elsewhere', () => {
    const near = overlapOf(me, { ...me, goals: ['endurance'], lookingFor: ['class_buddy'], times: ['night'], level: 'advanced' });
    const far = overlapOf(me, { ...me, region: 'US', gymIds: [], times: ['night'], lookingFor: ['class_buddy'], level: 'advanced' });
    expect(near.score).toBe(AREA_POINTS + 2 * GYM_POINTS);
    expect(far.score).toBeLessThan(near.score);
  });

  it('has nothing in common with a stranger elsewhere', () => {
    const other: FitProfileRequest = {
      goals: ['endurance'],
      level: 'beginner',
      region: 'JP',
      gymIds: [],
      times: ['night'],
      lookingFor: ['running_partner'],
    };
    expect(overlapOf(me, other).score).toBe(0);
    expect(overlapOf(me, { ...other, level: 'intermediate', times: ['morning'] }).score).toBe(LEVEL_POINTS + TIME_POINTS);
  });
});
