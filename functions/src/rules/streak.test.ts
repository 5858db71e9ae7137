import { describe, expect, it } from 'vitest';
import { EMPTY_STREAK, recordCheckinDay, type StreakState, streakAsOf } from './streak';

function run(days: string[]): StreakState {
  return days.reduce(recordCheckinDay, EMPTY_STREAK);
}

describe('streak', () => {
  it('counts consecutive days and ignores a second check-in the same day', () => {
    expect(run(['2026-11-01', '2026-11-02', '2026-11-02', '2026-11-03'])).toMatchObject({ current: 3, best: 3 });
  });

  it('forgives one missed day (the missed day does not count)', () => {
    expect(run(['2026-11-01', '2026-11-02', '2026-11-04'])).toMatchObject({ current: 3, graceDay: '2026-11-03' });
  });

  it('does not forgive a second missed day within 7 days', () => {
    const state = run(['2026-11-01', '2026-11-03', '2026-11-04', '2026-11-06']);
    expect(state).toMatchObject({ current: 1, best: 3, graceDay: '2026-11-02' });
  });

  it('forgives again once 7 days have passed since the last forgiven day', () => {
    const days = ['2026-11-01', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07', '2026-11-08', '2026-11-10'];
    expect(run(days)).toMatchObject({ current: 8, graceDay: '2026-11-09' });
  });

  it('breaks after two missed days, keeping the best', () => {
    expect(run(['2026-11-01', '2026-11-02', '2026-11-05'])).toMatchObject({ current: 1, best: 2 });
  });

  it('ignores a day before the last one (late sync)', () => {
    const state = run(['2026-11-05', '2026-11-06']);
    expect(recordCheckinDay(state, '2026-11-04')).toBe(state);
  });

  it('crosses month and year ends', () => {
    expect(run(['2026-12-30', '2026-12-31', '2027-01-01'])).toMatchObject({ current: 3 });
  });

  it.each([
    { name: 'checked in today', today: '2026-11-03', shown: 3 },
    { name: 'yesterday', today: '2026-11-04', shown: 3 },
    { name: 'missed one day, grace left', today: '2026-11-05', shown: 3 },
    { name: 'missed two days', today: '2026-11-06', shown: 0 },
  ])('as of a later day: $name', ({ today, shown }) => {
    expect(streakAsOf(run(['2026-11-01', '2026-11-02', '2026-11-03']), today)).toBe(shown);
  });

  it('shows 0 after one missed day when grace was used this week', () => {
    const state = run(['2026-11-01', '2026-11-03']);
    expect(streakAsOf(state, '2026-11-05')).toBe(0);
    expect(streakAsOf(EMPTY_STREAK, '2026-11-05')).toBe(0);
  });
});
