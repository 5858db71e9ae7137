import { describe, expect, it } from 'vitest';
import { checkinDayOf, EMPTY_STREAK, recordCheckinDay, type StreakState, streakAsOf } from './streak';

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

describe('a check-in’s day across time zones', () => {
  const NEW_YORK = 'America/New_York';
  const TOKYO = 'Asia/Tokyo';
  const checkIns = (visits: { at: string; zone: string }[]) => {
    let state = EMPTY_STREAK;
    let zone: string | null = null;
    return visits.map(({ at, zone: gymZone }) => {
      const result = checkinDayOf(state, zone, Date.parse(at), gymZone);
      state = result.streak;
      zone = result.timeZone;
      return result;
    });
  };

  it('counts New York in the evening, then Tokyo the same minute (already tomorrow there), as one day', () => {
    const [newYork, tokyo] = checkIns([
      { at: '2026-06-11T00:05:00Z', zone: NEW_YORK }, // 10 June, 20:05 in New York
      { at: '2026-06-11T00:06:00Z', zone: TOKYO }, // 11 June, 09:06 in Tokyo
    ]);
    expect(newYork).toMatchObject({ day: '2026-06-10', firstOfDay: true, timeZone: NEW_YORK, streak: { current: 1 } });
    expect(tokyo).toMatchObject({ day: '2026-06-10', firstOfDay: false, timeZone: NEW_YORK, streak: { current: 1 } });
  });

  it('keeps a traveller’s streak in the zone where it began, a new day each day there', () => {
    const results = checkIns([
      { at: '2026-06-10T12:00:00Z', zone: NEW_YORK }, // 10 June in New York
      { at: '2026-06-11T12:00:00Z', zone: TOKYO }, // 11 June 08:00 in New York
      { at: '2026-06-12T01:00:00Z', zone: TOKYO }, // 11 June 21:00 in New York: the same day
      { at: '2026-06-12T23:00:00Z', zone: TOKYO }, // 12 June in New York
    ]);
    expect(results.map((r) => [r.day, r.firstOfDay, r.streak.current])).toEqual([
      ['2026-06-10', true, 1],
      ['2026-06-11', true, 2],
      ['2026-06-11', false, 2],
      ['2026-06-12', true, 3],
    ]);
    expect(new Set(results.map((r) => r.timeZone))).toEqual(new Set([NEW_YORK]));
  });

  it('starts a broken streak over in the zone where the member now is', () => {
    const [, restart, next] = checkIns([
      { at: '2026-06-10T12:00:00Z', zone: NEW_YORK },
      { at: '2026-06-14T01:00:00Z', zone: TOKYO }, // 14 June 10:00 in Tokyo, days later
      { at: '2026-06-14T16:00:00Z', zone: TOKYO }, // 15 June 01:00 in Tokyo (still 14 June in New York)
    ]);
    expect(restart).toMatchObject({ day: '2026-06-14', firstOfDay: true, timeZone: TOKYO, streak: { current: 1, best: 1 } });
    expect(next).toMatchObject({ day: '2026-06-15', firstOfDay: true, timeZone: TOKYO, streak: { current: 2 } });
  });
});
