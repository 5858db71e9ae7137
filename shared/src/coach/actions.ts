// Changes a member makes to their plan, from the plan screen or the coach's chat: swap an exercise
// for one of its substitutes, shorten a session, mark a session done with how it felt. Each answers
// a new plan (plans are values) with `updatedAt` set, so the newest copy wins when syncing.
import { exerciseById } from './library';
import { PRESCRIPTION_LIMITS, SESSION_MINUTES_FLOOR, sessionMinutes } from './limits';
import { fitToMinutes, substitutesFor } from './planner';
import type { Feeling, Plan, PlanSession } from './types';

/** Today's session, else the next one not done, else null. */
export function sessionForToday(plan: Plan, today: string): PlanSession | null {
  return (
    plan.sessions.find((session) => session.date === today) ??
    plan.sessions.find((session) => session.date > today && !session.done) ??
    null
  );
}

function withSession(plan: Plan, sessionId: string, now: string, change: (session: PlanSession) => PlanSession): Plan {
  return {
    ...plan,
    updatedAt: now,
    sessions: plan.sessions.map((session) => (session.id === sessionId ? change(session) : session)),
  };
}

/**
 * Replaces an exercise of a session with `replacementId` (default: its first substitute). Null
 * when the exercise is not in the session or nothing can replace it for this member.
 */
export function swapExercise(plan: Plan, sessionId: string, exerciseId: string, now: string, replacementId?: string): Plan | null {
  const session = plan.sessions.find((candidate) => candidate.id === sessionId);
  const item = session?.exercises.find((candidate) => candidate.exerciseId === exerciseId);
  const current = exerciseById(exerciseId);
  if (!session || !item || !current) return null;
  const inSession = new Set(session.exercises.map((candidate) => candidate.exerciseId));
  const options = substitutesFor(current, plan.profile, 10).filter((id) => !inSession.has(id));
  const chosenId = replacementId ?? options[0];
  const chosen = chosenId ? exerciseById(chosenId) : undefined;
  if (!chosen || !options.includes(chosen.id)) return null;
  return withSession(plan, sessionId, now, (target) => {
    const exercises = target.exercises.map((candidate) =>
      candidate.exerciseId !== exerciseId
        ? candidate
        : {
            ...candidate,
            exerciseId: chosen.id,
            // A timed exercise keeps the work time; a counted one keeps the reps.
            reps: chosen.unit === 'reps' ? (candidate.reps ?? 10) : null,
            seconds: chosen.unit === 'seconds' ? (candidate.seconds ?? 30) : null,
            why: { code: 'why.swapped', values: { exercise: exerciseId } },
            substitutes: substitutesFor(chosen, plan.profile),
          },
    );
    return { ...target, exercises, minutes: sessionMinutes(exercises) };
  });
}

/** Cuts a session down to `minutes` (at least the floor), dropping sets then the last exercises. Null when it already fits. */
export function shortenSession(plan: Plan, sessionId: string, minutes: number, now: string): Plan | null {
  const session = plan.sessions.find((candidate) => candidate.id === sessionId);
  const target = Math.max(SESSION_MINUTES_FLOOR, Math.round(minutes));
  if (!session || session.minutes <= target) return null;
  return withSession(plan, sessionId, now, (current) => {
    const exercises = current.exercises.map((item) => ({ ...item }));
    fitToMinutes(exercises, target);
    return { ...current, exercises: exercises.slice(0, PRESCRIPTION_LIMITS.exercisesPerSession.max), minutes: sessionMinutes(exercises) };
  });
}

export function markSessionDone(plan: Plan, sessionId: string, feeling: Feeling, now: string): Plan {
  return withSession(plan, sessionId, now, (session) => ({ ...session, done: { at: now, feeling } }));
}

export function markSessionNotDone(plan: Plan, sessionId: string, now: string): Plan {
  return withSession(plan, sessionId, now, (session) => ({ ...session, done: null }));
}
