// How a plan adapts to the member (Fitbod-style): a gym check-in on a planned day counts the
// session as done, a missed day moves its session to the next free day, a hard week (low energy
// in the mood log, or sessions that felt hard) takes volume off what is left, and a week done in
// full without strain raises the load of the next one.
import { addDays, datesBetween, daysBetween, weekStartOf } from './dates';
import { sessionMinutes } from './limits';
import { type BuildOptions, buildPlan } from './planner';
import type { CoachProfile, Feeling, MoodEntry, Note, Plan, PlanSession } from './types';

export interface TrainingSignals {
  /** The member's local date. */
  today: string;
  /** Now, as an ISO date-time. */
  now: string;
  /** Local dates the member checked in at a gym. */
  checkinDates: readonly string[];
  moods: readonly Pick<MoodEntry, 'date' | 'mood' | 'energy'>[];
}

/** Mood entries needed in 7 days before an average counts as a trend. */
export const LOW_ENERGY_MIN_ENTRIES = 3;
/** An average energy (1-5) at or below this over the last 7 days is a hard week. */
export const LOW_ENERGY_AVERAGE = 2.2;
/** Sessions that felt hard in a week before the rest of it gets lighter. */
export const HARD_SESSIONS_FOR_LIGHTER_WEEK = 2;

/** Whether the last 7 days' mood log shows low energy (with enough entries to say so). */
export function lowEnergyWeek(moods: TrainingSignals['moods'], today: string): boolean {
  const recent = moods.filter((entry) => entry.date <= today && daysBetween(entry.date, today) < 7);
  if (recent.length < LOW_ENERGY_MIN_ENTRIES) return false;
  const average = recent.reduce((sum, entry) => sum + entry.energy, 0) / recent.length;
  return average <= LOW_ENERGY_AVERAGE;
}

function feelings(plan: Plan, feeling: Feeling): number {
  return plan.sessions.filter((session) => session.done?.feeling === feeling).length;
}

function sameWeekAdjustment(plan: Plan, code: string): boolean {
  return plan.adjustments.some((note) => note.code === code);
}

/**
 * Adapts the plan's own week to what happened so far: check-ins mark sessions done, missed
 * sessions move to free days from today, a hard week lightens what is left (once). Answers the
 * same plan object when nothing changed.
 */
export function adaptWeek(plan: Plan, signals: TrainingSignals): Plan {
  const sessions: PlanSession[] = plan.sessions.map((session) => ({
    ...session,
    exercises: session.exercises.map((item) => ({ ...item })),
  }));
  const adjustments: Note[] = [...plan.adjustments];
  let changed = false;
  const weekEnd = addDays(plan.weekStart, 6);

  for (const session of sessions) {
    if (!session.done && signals.checkinDates.includes(session.date) && session.date <= signals.today) {
      session.done = { at: session.date === signals.today ? signals.now : `${session.date}T12:00:00.000Z`, feeling: null };
      changed = true;
    }
  }

  const taken = new Set(sessions.map((session) => session.date));
  const missed = sessions.filter((session) => !session.done && session.date < signals.today).sort((a, b) => a.date.localeCompare(b.date));
  for (const session of missed) {
    const target = datesBetween(signals.today, weekEnd).find((date) => !taken.has(date)) ?? null;
    if (!target) continue;
    taken.delete(session.date);
    taken.add(target);
    adjustments.push({ code: 'adjust.moved', values: { from: session.date, to: target } });
    session.movedFrom ??= session.date;
    session.date = target;
    changed = true;
  }

  const hardSessions = sessions.filter((session) => session.done?.feeling === 'hard').length;
  const reason = lowEnergyWeek(signals.moods, signals.today)
    ? 'low_energy'
    : hardSessions >= HARD_SESSIONS_FOR_LIGHTER_WEEK
      ? 'hard_sessions'
      : null;
  if (reason && !sameWeekAdjustment(plan, 'adjust.volume_down')) {
    for (const session of sessions) {
      if (session.done || session.date < signals.today) continue;
      for (const item of session.exercises) if (item.sets > 1) item.sets -= 1;
      session.minutes = sessionMinutes(session.exercises);
    }
    adjustments.push({ code: 'adjust.volume_down', values: { reason } });
    changed = true;
  }

  if (!changed) return plan;
  sessions.sort((a, b) => a.date.localeCompare(b.date));
  return { ...plan, sessions, adjustments, updatedAt: signals.now };
}

/**
 * The next week's plan, built from the last one: done in full with nothing hard → one more step of
 * load; hard sessions, low energy or less than half done → lighter volume at the same load.
 */
export function nextWeekPlan(previous: Plan, profile: CoachProfile, signals: TrainingSignals, options: Pick<BuildOptions, 'id'>): Plan {
  const planned = previous.sessions.length;
  const done = previous.sessions.filter((session) => session.done).length;
  const hard = feelings(previous, 'hard');
  const lowEnergy = lowEnergyWeek(signals.moods, signals.today);
  const adjustments: Note[] = [];
  let progression = previous.progression;
  let volume: 'normal' | 'lower' = 'normal';
  if (hard >= HARD_SESSIONS_FOR_LIGHTER_WEEK || lowEnergy || (planned > 0 && done * 2 < planned)) {
    volume = 'lower';
    adjustments.push({
      code: 'adjust.volume_down',
      values: { reason: lowEnergy ? 'low_energy' : hard >= 2 ? 'hard_sessions' : 'missed_sessions' },
    });
  } else if (planned > 0 && done === planned && hard === 0) {
    progression += 1;
    adjustments.push({ code: 'adjust.load_up', values: { step: progression } });
  }
  return buildPlan(profile, {
    id: options.id,
    now: signals.now,
    weekStart: weekStartOf(signals.today),
    today: signals.today,
    progression,
    volume,
    adjustments,
  });
}

/** The plan to show today: last week's becomes this week's (adapted), this week's adapts to what happened. */
export function planForToday(plan: Plan, signals: TrainingSignals, newId: () => string): Plan {
  if (plan.weekStart < weekStartOf(signals.today)) return nextWeekPlan(plan, plan.profile, signals, { id: newId() });
  return adaptWeek(plan, signals);
}
