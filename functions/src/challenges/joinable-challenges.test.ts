import { describe, expect, it } from 'vitest';
import {
  advanceChallenge,
  type ChallengeEvent,
  type ChallengeRules,
  challengeState,
  eventCounts,
  type MemberProgress,
  NO_PROGRESS,
} from './joinable-challenges';

const JUNE: Omit<ChallengeRules, 'measure' | 'target'> = {
  startsAt: '2026-06-01T00:00:00.000Z',
  endsAt: '2026-07-01T00:00:00.000Z',
  region: null,
};
const JOINED = '2026-06-01T08:00:00.000Z';
const at = (day: string, time = '10:00') => Date.parse(`${day}T${time}:00.000Z`);
const checkin = (day: string, gymId = 'gym-a', streak = 1, region = 'US'): ChallengeEvent => ({
  kind: 'checkin',
  day,
  gymId,
  region,
  streak,
});

function run(rules: ChallengeRules, events: [ChallengeEvent, number][]) {
  let progress: MemberProgress = NO_PROGRESS;
  const completedBy: number[] = [];
  events.forEach(([event, atMs], index) => {
    const step = advanceChallenge(rules, JOINED, progress, event, atMs);
    progress = step.progress;
    if (step.completed) completedBy.push(index);
  });
  return { progress, completedBy };
}

describe('joinable challenges', () => {
  it('is upcoming before its start, open until its end, then ended', () => {
    expect(challengeState(JUNE, Date.parse('2026-05-31T23:59:59Z'))).toBe('upcoming');
    expect(challengeState(JUNE, Date.parse('2026-06-01T00:00:00Z'))).toBe('open');
    expect(challengeState(JUNE, Date.parse('2026-07-01T00:00:00Z'))).toBe('ended');
  });

  it.each([
    { case: 'check-in days count each day once', measure: 'checkin_days' as const, target: 3, completedBy: [3] },
    { case: 'distinct gyms count each gym once', measure: 'distinct_gyms' as const, target: 2, completedBy: [2] },
    { case: 'a streak counts the best streak reached', measure: 'streak' as const, target: 3, completedBy: [3] },
  ])('$case and complete on the event that reaches the target, once', ({ measure, target, completedBy }) => {
    const { progress, completedBy: actual } = run({ ...JUNE, measure, target }, [
      [checkin('2026-06-02', 'gym-a', 1), at('2026-06-02')],
      [checkin('2026-06-02', 'gym-a', 1), at('2026-06-02', '18:00')],
      [checkin('2026-06-03', 'gym-b', 2), at('2026-06-03')],
      [checkin('2026-06-04', 'gym-a', 3), at('2026-06-04')],
      [checkin('2026-06-05', 'gym-c', 4), at('2026-06-05')],
    ]);
    expect(actual).toEqual(completedBy);
    expect(progress.count).toBe(target);
    expect(progress.completedAt).not.toBeNull();
  });

  it('counts sessions completed only for a sessions challenge, and check-ins never for it', () => {
    const rules: ChallengeRules = { ...JUNE, measure: 'sessions_completed', target: 2 };
    expect(eventCounts(rules, JOINED, checkin('2026-06-02'), at('2026-06-02'))).toBe(false);
    expect(eventCounts({ ...rules, measure: 'checkin_days' }, JOINED, { kind: 'session', region: 'GB' }, at('2026-06-02'))).toBe(false);
    const { completedBy } = run(rules, [
      [{ kind: 'session', region: 'US' }, at('2026-06-02')],
      [{ kind: 'session', region: 'GB' }, at('2026-06-03')],
    ]);
    expect(completedBy).toEqual([1]);
  });

  it.each([
    { case: 'before joining', event: checkin('2026-06-01'), atMs: Date.parse('2026-06-01T07:00:00Z'), rules: JUNE },
    {
      case: 'before the start',
      event: checkin('2026-05-31'),
      atMs: Date.parse('2026-05-31T12:00:00Z'),
      rules: { ...JUNE, startsAt: '2026-05-01T00:00:00.000Z' },
    },
    { case: 'after the end', event: checkin('2026-07-01'), atMs: Date.parse('2026-07-01T00:00:00Z'), rules: JUNE },
    {
      case: 'in another region',
      event: checkin('2026-06-02', 'gym-gb', 1, 'GB'),
      atMs: at('2026-06-02'),
      rules: { ...JUNE, region: 'US' },
    },
  ])('ignores an event $case', ({ event, atMs, rules }) => {
    const step = advanceChallenge({ ...rules, measure: 'checkin_days', target: 1 }, JOINED, NO_PROGRESS, event, atMs);
    expect(step).toEqual({ progress: NO_PROGRESS, moved: false, completed: false });
  });

  it('never moves a completed challenge again', () => {
    const rules: ChallengeRules = { ...JUNE, measure: 'checkin_days', target: 1 };
    const first = advanceChallenge(rules, JOINED, NO_PROGRESS, checkin('2026-06-02'), at('2026-06-02'));
    expect(first.completed).toBe(true);
    expect(advanceChallenge(rules, JOINED, first.progress, checkin('2026-06-03'), at('2026-06-03'))).toEqual({
      progress: first.progress,
      moved: false,
      completed: false,
    });
  });
});
