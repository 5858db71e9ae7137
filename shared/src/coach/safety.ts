// The safety rules every plan must pass, whoever wrote it: known exercises only, nothing the
// member avoids or lacks the equipment for, nothing above their level, prescriptions within range,
// no session longer than asked, weekly volume within the level's limits, at most the days asked,
// one session a day, all inside the plan's week. A language model's plan that breaks any of them
// is refused and the planner's plan is used instead. (An exercise appears once per session.)
import { addDays } from './dates';
import { avoidedBy, hasEquipmentFor } from './equipment';
import { exerciseById } from './library';
import { LEVEL_RANK, PRESCRIPTION_LIMITS, sessionMinutes, VOLUME_LIMITS } from './limits';
import { weeklySetsByMuscle } from './planner';
import type { Plan } from './types';

export type SafetyIssueCode =
  | 'unknown_exercise'
  | 'avoided'
  | 'equipment'
  | 'level'
  | 'prescription'
  | 'session_length'
  | 'session_sets'
  | 'muscle_volume'
  | 'too_many_sessions'
  | 'same_day'
  | 'outside_week'
  | 'empty_session'
  | 'same_exercise';

export interface SafetyIssue {
  code: SafetyIssueCode;
  /** The session, exercise or muscle the issue is about. */
  subject: string;
}

/** Minutes a session may run over the member's length before it counts as too long (rounding of estimates). */
const LENGTH_SLACK_MINUTES = 5;

export function checkPlanSafety(plan: Plan): SafetyIssue[] {
  const { profile } = plan;
  const issues: SafetyIssue[] = [];
  const limits = VOLUME_LIMITS[profile.level];
  const weekEnd = addDays(plan.weekStart, 6);
  if (plan.sessions.length > profile.daysPerWeek) issues.push({ code: 'too_many_sessions', subject: String(plan.sessions.length) });
  const dates = new Set<string>();
  for (const session of plan.sessions) {
    if (session.date < plan.weekStart || session.date > weekEnd) issues.push({ code: 'outside_week', subject: session.id });
    if (dates.has(session.date)) issues.push({ code: 'same_day', subject: session.date });
    dates.add(session.date);
    if (session.exercises.length === 0) issues.push({ code: 'empty_session', subject: session.id });
    if (session.exercises.length > PRESCRIPTION_LIMITS.exercisesPerSession.max) issues.push({ code: 'session_sets', subject: session.id });
    if (new Set(session.exercises.map((item) => item.exerciseId)).size < session.exercises.length) {
      issues.push({ code: 'same_exercise', subject: session.id });
    }
    for (const item of session.exercises) {
      const exercise = exerciseById(item.exerciseId);
      if (!exercise) {
        issues.push({ code: 'unknown_exercise', subject: item.exerciseId });
        continue;
      }
      if (avoidedBy(exercise, profile.avoid).length > 0) issues.push({ code: 'avoided', subject: exercise.id });
      if (!hasEquipmentFor(exercise, profile.equipment)) issues.push({ code: 'equipment', subject: exercise.id });
      if (LEVEL_RANK[exercise.level] > LEVEL_RANK[profile.level]) issues.push({ code: 'level', subject: exercise.id });
      if (!prescriptionInRange(item, exercise.unit)) issues.push({ code: 'prescription', subject: exercise.id });
    }
    if (sessionMinutes(session.exercises) > profile.sessionMinutes + LENGTH_SLACK_MINUTES) {
      issues.push({ code: 'session_length', subject: session.id });
    }
    if (session.exercises.reduce((sum, item) => sum + item.sets, 0) > limits.setsPerSession) {
      issues.push({ code: 'session_sets', subject: session.id });
    }
  }
  for (const [muscle, sets] of weeklySetsByMuscle(plan.sessions)) {
    if (sets > limits.setsPerMuscleWeek) issues.push({ code: 'muscle_volume', subject: muscle });
  }
  return issues;
}

function inRange(value: number, range: { min: number; max: number }): boolean {
  return Number.isInteger(value) && value >= range.min && value <= range.max;
}

function prescriptionInRange(
  item: { sets: number; reps: number | null; seconds: number | null; restSeconds: number },
  unit: 'reps' | 'seconds',
): boolean {
  const counted = unit === 'reps' ? item.reps !== null && item.seconds === null && inRange(item.reps, PRESCRIPTION_LIMITS.reps) : true;
  const timed =
    unit === 'seconds' ? item.seconds !== null && item.reps === null && inRange(item.seconds, PRESCRIPTION_LIMITS.seconds) : true;
  return counted && timed && inRange(item.sets, PRESCRIPTION_LIMITS.sets) && inRange(item.restSeconds, PRESCRIPTION_LIMITS.restSeconds);
}
