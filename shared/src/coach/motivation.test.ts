import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { composeMotivation, type MotivationFacts, type PastMessage } from './motivation';

const base: MotivationFacts = {
  date: '2026-11-01',
  streak: 0,
  daysSinceCheckin: null,
  challenge: null,
  nextBooking: null,
  moodTrend: null,
  goal: null,
  sessionsLeft: null,
};

describe('composeMotivation', () => {
  it.each([
    { case: 'a member with nothing yet', facts: base },
    { case: 'a member with a streak', facts: { ...base, streak: 5, daysSinceCheckin: 0, goal: 'strength' as const } },
    {
      case: 'a member with everything',
      facts: {
        ...base,
        streak: 3,
        daysSinceCheckin: 1,
        challenge: { id: 'three-days', progress: 1, target: 3 },
        nextBooking: { gymName: 'Iron Pulse', startsAt: '2026-11-02T08:00:00.000Z', timeZone: 'America/Chicago' },
        moodTrend: 'up' as const,
        goal: 'fat_loss' as const,
        sessionsLeft: 2,
      },
    },
  ])('never shows the same message two days running over 90 days: $case', ({ facts }) => {
    const history: PastMessage[] = [];
    for (let day = 0; day < 90; day++) {
      const date = addDays(facts.date, day);
      const note = composeMotivation({ ...facts, date }, history);
      const yesterday = history.at(-1);
      if (yesterday) expect(note.code, date).not.toBe(yesterday.code);
      history.push({ date, code: note.code });
    }
    // And it varies: more than two different messages over the period.
    expect(new Set(history.map((message) => message.code)).size).toBeGreaterThan(2);
  });

  it('writes from the member data: the booking, the challenge and the streak come first', () => {
    const facts: MotivationFacts = {
      ...base,
      streak: 4,
      challenge: { id: 'two-gyms', progress: 1, target: 2 },
      nextBooking: { gymName: 'Iron Pulse', startsAt: '2026-11-02T08:00:00.000Z', timeZone: 'America/Chicago' },
    };
    const picked = [0, 1, 2].map((n) => composeMotivation({ ...facts, date: addDays(facts.date, n) }, []).code);
    expect(new Set(picked)).toEqual(new Set(['motivation.booking', 'motivation.challenge', 'motivation.streak']));
    expect(composeMotivation({ ...facts, date: '2026-11-01' }, []).values).toBeDefined();
  });

  it('brings a lapsed member back with the days since the last visit', () => {
    const facts = { ...base, daysSinceCheckin: 9 };
    const notes = [0, 1, 2, 3].map((n) => composeMotivation({ ...facts, date: addDays(facts.date, n) }, []));
    expect(notes).toContainEqual({ code: 'motivation.comeback', values: { days: 9 } });
  });
});
