import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { CORRELATION_MIN_DAYS, dailyMoods, loggingStreak, moodSuggestions, moodTrend, summarize, trainingCorrelation } from './mood';

const TODAY = '2026-11-30';
const entry = (daysAgo: number, mood: number, energy = 3, sleep = 3) => ({ date: addDays(TODAY, -daysAgo), mood, energy, sleep });

describe('dailyMoods and summarize', () => {
  it('averages each day, leaves unlogged days empty, and summarizes the logged ones', () => {
    const days = dailyMoods([entry(0, 4), entry(0, 2), entry(2, 5)], 7, TODAY);
    expect(days).toHaveLength(7);
    expect(days.at(-1)).toMatchObject({ date: TODAY, mood: 3, entries: 2 });
    expect(days.at(-2)).toMatchObject({ mood: null, entries: 0 });
    expect(summarize(days)).toMatchObject({ daysLogged: 2, mood: 4 });
  });
});

describe('loggingStreak', () => {
  it('counts days in a row up to today, or up to yesterday before today is logged', () => {
    expect(loggingStreak([entry(0, 3), entry(1, 3), entry(2, 3), entry(4, 3)], TODAY)).toBe(3);
    expect(loggingStreak([entry(1, 3), entry(2, 3)], TODAY)).toBe(2);
    expect(loggingStreak([entry(2, 3)], TODAY)).toBe(0);
  });
});

describe('moodTrend', () => {
  it('needs three days in each week, then compares them', () => {
    const earlier = [8, 9, 10].map((n) => entry(n, 2));
    expect(moodTrend([...earlier, entry(0, 4), entry(1, 4)], TODAY)).toBeNull();
    expect(moodTrend([...earlier, entry(0, 4), entry(1, 4), entry(2, 4)], TODAY)).toBe('up');
    expect(moodTrend([...earlier, entry(0, 2), entry(1, 2), entry(2, 2)], TODAY)).toBe('steady');
  });
});

describe('trainingCorrelation', () => {
  const trained = [0, 2, 4, 6, 8, 10].map((n) => addDays(TODAY, -n));
  const log = Array.from({ length: 12 }, (_, n) => entry(n, trained.includes(addDays(TODAY, -n)) ? 4 : 3));

  it('is suppressed below the minimum days of each kind, with the counts', () => {
    const few = log.slice(0, 2 * CORRELATION_MIN_DAYS - 1);
    const answer = trainingCorrelation(few, trained, TODAY);
    expect(answer.status).toBe('not_enough');
    expect(answer).toMatchObject({ trainedDays: CORRELATION_MIN_DAYS, restDays: CORRELATION_MIN_DAYS - 1, needed: CORRELATION_MIN_DAYS });
  });

  it('with enough days, gives both averages, the difference and the counts', () => {
    expect(trainingCorrelation(log, trained, TODAY)).toEqual({
      status: 'ok',
      trainedDays: 6,
      restDays: 6,
      trainedAverage: 4,
      restAverage: 3,
      difference: 1,
    });
  });
});

describe('moodSuggestions', () => {
  const base = { today: TODAY, entries: [], session: { focus: 'full_body' as const, done: null }, trainedDates: [] };

  it.each([
    {
      case: 'low energy with a planned day → the easy version',
      entry: { mood: 3, energy: 1, sleep: 3, tags: [] },
      code: 'mood.session.easy_version',
    },
    {
      case: 'high energy with a planned day → the planned hard day',
      entry: { mood: 4, energy: 5, sleep: 4, tags: [] },
      code: 'mood.session.planned_hard',
    },
    { case: 'in between → the planned session', entry: { mood: 3, energy: 3, sleep: 3, tags: [] }, code: 'mood.session.planned' },
    { case: 'sick → skip it', entry: { mood: 3, energy: 3, sleep: 3, tags: ['sick' as const] }, code: 'mood.session.skip' },
  ])('$case', ({ entry: today, code }) => {
    const [session] = moodSuggestions({ ...base, entry: today });
    expect(session?.what.code).toBe(code);
    expect(session?.why.code).toMatch(/^mood\.why\./);
  });

  it('low energy without a plan suggests mobility; stress suggests box breathing', () => {
    const [session, breathing] = moodSuggestions({ ...base, session: null, entry: { mood: 2, energy: 2, sleep: 3, tags: ['stressed'] } });
    expect(session?.what.code).toBe('mood.session.mobility');
    expect(breathing).toMatchObject({ kind: 'breathing', what: { values: { pattern: 'box' } }, why: { code: 'mood.why.stress' } });
  });

  it('suggests rest after three training days in a row, and says so', () => {
    const trainedDates = [1, 2, 3].map((n) => addDays(TODAY, -n));
    const rest = moodSuggestions({ ...base, trainedDates, entry: { mood: 4, energy: 4, sleep: 4, tags: [] } })[2];
    expect(rest).toEqual({ kind: 'rest', what: { code: 'mood.rest.today' }, why: { code: 'mood.why.days_in_a_row', values: { days: 3 } } });
  });
});
