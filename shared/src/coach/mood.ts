// Reading the mood log: daily averages for the trend charts, the logging streak, the honest
// comparison of mood on training and rest days (only with enough days of each, with the counts),
// and the mood AI's suggestions for today (a session, a breathing exercise, rest), each with why.
import { addDays, datesBetween } from './dates';
import type { MoodEntry, MoodTag, Note, PlanSession } from './types';

type Logged = Pick<MoodEntry, 'date' | 'mood' | 'energy' | 'sleep'>;

export interface DayMood {
  date: string;
  /** Averages of the day's entries (1-5), null on a day with none. */
  mood: number | null;
  energy: number | null;
  sleep: number | null;
  entries: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** One point per day from `days - 1` days ago to `today`, each the average of that day's entries. */
export function dailyMoods(entries: readonly Logged[], days: number, today: string): DayMood[] {
  const from = addDays(today, -(days - 1));
  const byDate = new Map<string, Logged[]>();
  for (const entry of entries) {
    if (entry.date < from || entry.date > today) continue;
    byDate.set(entry.date, [...(byDate.get(entry.date) ?? []), entry]);
  }
  return datesBetween(from, today).map((date) => {
    const logged = byDate.get(date) ?? [];
    const average = (pick: (entry: Logged) => number) =>
      logged.length === 0 ? null : round1(logged.reduce((sum, entry) => sum + pick(entry), 0) / logged.length);
    return { date, mood: average((e) => e.mood), energy: average((e) => e.energy), sleep: average((e) => e.sleep), entries: logged.length };
  });
}

export interface MoodSummary {
  /** Days with at least one entry in the window. */
  daysLogged: number;
  mood: number | null;
  energy: number | null;
  sleep: number | null;
}

/** The window's averages over the days logged. */
export function summarize(days: readonly DayMood[]): MoodSummary {
  const logged = days.filter((day) => day.entries > 0);
  const average = (pick: (day: DayMood) => number | null) =>
    logged.length === 0 ? null : round1(logged.reduce((sum, day) => sum + (pick(day) ?? 0), 0) / logged.length);
  return { daysLogged: logged.length, mood: average((d) => d.mood), energy: average((d) => d.energy), sleep: average((d) => d.sleep) };
}

/** Days in a row with an entry, up to today (or up to yesterday while today is not logged yet). */
export function loggingStreak(entries: readonly Pick<MoodEntry, 'date'>[], today: string): number {
  const dates = new Set(entries.map((entry) => entry.date));
  let day = dates.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (dates.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

/** The last 7 days' average mood against the 7 before (3 days logged in each): up or down by half a point, else steady. */
export function moodTrend(entries: readonly Logged[], today: string): 'up' | 'down' | 'steady' | null {
  const days = dailyMoods(entries, 14, today);
  const earlier = summarize(days.slice(0, 7));
  const recent = summarize(days.slice(7));
  if (earlier.daysLogged < 3 || recent.daysLogged < 3 || earlier.mood === null || recent.mood === null) return null;
  const change = recent.mood - earlier.mood;
  return change >= 0.5 ? 'up' : change <= -0.5 ? 'down' : 'steady';
}

/** Days of each kind (trained and rest days with a mood logged) before a comparison is shown. */
export const CORRELATION_MIN_DAYS = 5;

export type TrainingCorrelation =
  | { status: 'not_enough'; trainedDays: number; restDays: number; needed: number }
  | { status: 'ok'; trainedDays: number; restDays: number; trainedAverage: number; restAverage: number; difference: number };

/**
 * Average mood on days the member trained against days they did not, over the last `days` days
 * logged; "not enough" (with the counts) until each side has CORRELATION_MIN_DAYS days.
 */
export function trainingCorrelation(
  entries: readonly Logged[],
  trainedDates: readonly string[],
  today: string,
  days = 90,
): TrainingCorrelation {
  const trained = new Set(trainedDates);
  const logged = dailyMoods(entries, days, today).filter((day) => day.mood !== null);
  const onTrained = logged.filter((day) => trained.has(day.date));
  const onRest = logged.filter((day) => !trained.has(day.date));
  if (onTrained.length < CORRELATION_MIN_DAYS || onRest.length < CORRELATION_MIN_DAYS) {
    return { status: 'not_enough', trainedDays: onTrained.length, restDays: onRest.length, needed: CORRELATION_MIN_DAYS };
  }
  const average = (list: DayMood[]) => list.reduce((sum, day) => sum + (day.mood ?? 0), 0) / list.length;
  const trainedAverage = round1(average(onTrained));
  const restAverage = round1(average(onRest));
  return {
    status: 'ok',
    trainedDays: onTrained.length,
    restDays: onRest.length,
    trainedAverage,
    restAverage,
    difference: round1(average(onTrained) - average(onRest)),
  };
}

export type SuggestionKind = 'session' | 'breathing' | 'rest';

export interface Suggestion {
  kind: SuggestionKind;
  /** What to do, e.g. mood.session.mobility; a breathing suggestion names its pattern in `values.pattern`. */
  what: Note;
  why: Note;
}

export interface SuggestionInput {
  today: string;
  /** Today's latest entry. */
  entry: Pick<MoodEntry, 'mood' | 'energy' | 'sleep' | 'tags'>;
  /** The recent log (for trends). */
  entries: readonly Logged[];
  /** The plan's session for today, if any. */
  session: Pick<PlanSession, 'focus' | 'done'> | null;
  /** Dates the member trained (sessions done, gym check-ins). */
  trainedDates: readonly string[];
}

const has = (tags: readonly MoodTag[], ...wanted: MoodTag[]) => wanted.some((tag) => tags.includes(tag));

/** Consecutive trained days ending yesterday (today's workout is what is being decided). */
function trainedInARow(trainedDates: readonly string[], today: string): number {
  const dates = new Set(trainedDates);
  let count = 0;
  for (let day = addDays(today, -1); dates.has(day); day = addDays(day, -1)) count += 1;
  return count;
}

/** Today's suggestions from how the member feels: a session, a breathing exercise, and whether to rest. */
export function moodSuggestions(input: SuggestionInput): Suggestion[] {
  const { entry, session } = input;
  const low = entry.energy <= 2 || entry.mood <= 2;
  const high = entry.energy >= 4 && entry.mood >= 3;
  const planned = session && !session.done ? session : null;
  const values = { energy: entry.energy, mood: entry.mood };

  let sessionSuggestion: Suggestion;
  if (has(entry.tags, 'sick')) {
    sessionSuggestion = { kind: 'session', what: { code: 'mood.session.skip' }, why: { code: 'mood.why.sick' } };
  } else if (low) {
    sessionSuggestion = planned
      ? {
          kind: 'session',
          what: { code: 'mood.session.easy_version', values: { focus: planned.focus } },
          why: { code: 'mood.why.low_energy', values },
        }
      : { kind: 'session', what: { code: 'mood.session.mobility' }, why: { code: 'mood.why.low_energy', values } };
  } else if (high) {
    sessionSuggestion = planned
      ? {
          kind: 'session',
          what: { code: 'mood.session.planned_hard', values: { focus: planned.focus } },
          why: { code: 'mood.why.high_energy', values },
        }
      : { kind: 'session', what: { code: 'mood.session.strength' }, why: { code: 'mood.why.high_energy', values } };
  } else {
    sessionSuggestion = planned
      ? {
          kind: 'session',
          what: { code: 'mood.session.planned', values: { focus: planned.focus } },
          why: { code: 'mood.why.steady', values },
        }
      : { kind: 'session', what: { code: 'mood.session.light_cardio' }, why: { code: 'mood.why.steady', values } };
  }

  const breathing: Suggestion =
    has(entry.tags, 'stressed', 'anxious') || entry.mood <= 2
      ? { kind: 'breathing', what: { code: 'mood.breathing', values: { pattern: 'box' } }, why: { code: 'mood.why.stress' } }
      : entry.sleep <= 2
        ? {
            kind: 'breathing',
            what: { code: 'mood.breathing', values: { pattern: 'relax_478' } },
            why: { code: 'mood.why.poor_sleep', values: { sleep: entry.sleep } },
          }
        : { kind: 'breathing', what: { code: 'mood.breathing', values: { pattern: 'coherent' } }, why: { code: 'mood.why.balance' } };

  const inARow = trainedInARow(input.trainedDates, input.today);
  const recentEnergy = summarize(dailyMoods(input.entries, 3, input.today)).energy;
  const rest: Suggestion =
    inARow >= 3
      ? { kind: 'rest', what: { code: 'mood.rest.today' }, why: { code: 'mood.why.days_in_a_row', values: { days: inARow } } }
      : has(entry.tags, 'sore')
        ? { kind: 'rest', what: { code: 'mood.rest.today' }, why: { code: 'mood.why.sore' } }
        : recentEnergy !== null && recentEnergy <= 2
          ? { kind: 'rest', what: { code: 'mood.rest.soon' }, why: { code: 'mood.why.low_trend', values: { energy: recentEnergy } } }
          : { kind: 'rest', what: { code: 'mood.rest.not_needed' }, why: { code: 'mood.why.recovered' } };

  return [sessionSuggestion, breathing, rest];
}
