import { describe, expect, it } from 'vitest';
import { buildPlan } from './planner';
import { checkPlanSafety, type SafetyIssueCode } from './safety';
import type { CoachProfile, Plan } from './types';

const profile: CoachProfile = {
  goal: 'strength',
  level: 'beginner',
  daysPerWeek: 3,
  sessionMinutes: 45,
  equipment: ['dumbbell', 'bench'],
  gymId: null,
  avoid: ['knee'],
  days: [],
};
const planned = () => buildPlan(profile, { id: 'p', now: '2026-11-23T07:00:00.000Z', weekStart: '2026-11-23' });

function withFirstExercise(plan: Plan, change: Partial<Plan['sessions'][number]['exercises'][number]>): Plan {
  const [first, ...rest] = plan.sessions;
  return { ...plan, sessions: [{ ...first!, exercises: [{ ...first!.exercises[0]!, ...change }, ...first!.exercises.slice(1)] }, ...rest] };
}

const codes = (plan: Plan): SafetyIssueCode[] => [...new Set(checkPlanSafety(plan).map((issue) => issue.code))];

describe('checkPlanSafety refuses what breaks a rule', () => {
  it('passes the planner plan', () => {
    expect(checkPlanSafety(planned())).toEqual([]);
  });

  it.each([
    { case: 'an unknown exercise', change: { exerciseId: 'moon-walk' }, code: 'unknown_exercise' },
    {
      case: 'a movement the member avoids (a squat with a bad knee)',
      change: { exerciseId: 'goblet-squat', reps: 10, seconds: null },
      code: 'avoided',
    },
    { case: 'equipment the member lacks', change: { exerciseId: 'seated-cable-row', reps: 10, seconds: null }, code: 'equipment' },
    { case: 'an exercise above their level', change: { exerciseId: 'pull-up', reps: 5, seconds: null }, code: 'level' },
    { case: 'reps out of range', change: { reps: 80 }, code: 'prescription' },
    { case: 'seconds on a counted exercise', change: { reps: null, seconds: 60 }, code: 'prescription' },
    { case: 'too many sets', change: { sets: 12 }, code: 'prescription' },
    { case: 'rest out of range', change: { restSeconds: 900 }, code: 'prescription' },
  ] as const)('$case', ({ change, code }) => {
    expect(codes(withFirstExercise(planned(), change))).toContain(code);
  });

  it('the same exercise twice in a session', () => {
    const plan = planned();
    const [first, ...rest] = plan.sessions;
    const doubled = { ...plan, sessions: [{ ...first!, exercises: [first!.exercises[0]!, ...first!.exercises] }, ...rest] };
    expect(codes(doubled)).toContain('same_exercise');
  });

  it('a session longer than asked', () => {
    const plan = withFirstExercise(planned(), { sets: 6, restSeconds: 300 });
    expect(codes(plan)).toContain('session_length');
  });

  it('weekly volume over the level limit for a muscle', () => {
    const plan = planned();
    const heavy: Plan = {
      ...plan,
      profile: { ...plan.profile, sessionMinutes: 120 },
      sessions: plan.sessions.map((session) => ({
        ...session,
        exercises: [1, 2, 3].map(() => ({ ...session.exercises[0]!, exerciseId: 'dumbbell-bench-press', sets: 5, reps: 8, seconds: null })),
      })),
    };
    expect(codes(heavy)).toContain('muscle_volume');
  });

  it('more sessions than days asked, two on one day, or outside the week', () => {
    const plan = planned();
    const extra = { ...plan, sessions: [...plan.sessions, { ...plan.sessions[0]!, id: 'x' }] };
    expect(codes(extra)).toEqual(expect.arrayContaining(['too_many_sessions', 'same_day']));
    const late = { ...plan, sessions: [{ ...plan.sessions[0]!, date: '2026-12-25' }] };
    expect(codes(late)).toContain('outside_week');
  });
});
