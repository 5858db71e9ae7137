// The daily check-in streak. A day is a local date in the streak's time zone: the zone of the gym
// where the streak began (where the member was), kept while the streak lasts, so one real day
// cannot count twice by checking in on two sides of the world (New York in the evening, then Tokyo,
// where it is already tomorrow). A new streak starts in the zone where the member checks in.
// Grace rule: one missed day is forgiven once in any 7 days — the streak goes on if the member
// checks in the day after the missed one, and no other missed day was forgiven in the 7 days
// before. The missed day itself does not count.
import { addDays, dayNumber, localDateOf } from '../time/time-zones';

export const GRACE_WINDOW_DAYS = 7;

export interface StreakState {
  current: number;
  best: number;
  /** The local date of the last check-in, YYYY-MM-DD. */
  lastDay: string | null;
  /** The missed day last forgiven, YYYY-MM-DD. */
  graceDay: string | null;
}

export const EMPTY_STREAK: StreakState = { current: 0, best: 0, lastDay: null, graceDay: null };

function graceAvailable(state: StreakState, missedDay: string): boolean {
  return state.graceDay === null || dayNumber(missedDay) - dayNumber(state.graceDay) >= GRACE_WINDOW_DAYS;
}

/** The streak after a check-in on `day`. A second check-in the same day changes nothing. */
export function recordCheckinDay(state: StreakState, day: string): StreakState {
  if (state.lastDay === null) return { current: 1, best: Math.max(1, state.best), lastDay: day, graceDay: state.graceDay };
  const gap = dayNumber(day) - dayNumber(state.lastDay);
  // A day earlier than the last one (an offline check-in synced late, or a zone change) is no new day.
  if (gap <= 0) return state;
  let current = 1;
  let graceDay = state.graceDay;
  if (gap === 1) current = state.current + 1;
  else if (gap === 2 && graceAvailable(state, addDays(state.lastDay, 1))) {
    current = state.current + 1;
    graceDay = addDays(state.lastDay, 1);
  }
  return { current, best: Math.max(state.best, current), lastDay: day, graceDay };
}

export interface CheckinDay {
  /** The streak after this check-in. */
  streak: StreakState;
  /** The date it counts on (for the day's awards and the weekly challenges' days). */
  day: string;
  /** The zone the streak's dates are in from now on. */
  timeZone: string;
  /** The first check-in of its day: the day's XP is earned now. */
  firstOfDay: boolean;
}

/** Where a check-in at `atMs`, at a gym in `gymTimeZone`, falls in a streak kept in `streakTimeZone` (null: none yet). */
export function checkinDayOf(state: StreakState, streakTimeZone: string | null, atMs: number, gymTimeZone: string): CheckinDay {
  const timeZone = streakTimeZone ?? gymTimeZone;
  const day = localDateOf(atMs, timeZone);
  const streak = recordCheckinDay(state, day);
  const firstOfDay = state.lastDay === null || day > state.lastDay;
  if (firstOfDay && streak.current === 1 && timeZone !== gymTimeZone) {
    // The streak starts over: from now on its dates are where the member is.
    const localDay = localDateOf(atMs, gymTimeZone);
    return { streak: { ...streak, lastDay: localDay }, day: localDay, timeZone: gymTimeZone, firstOfDay };
  }
  return { streak, day, timeZone, firstOfDay };
}

/** The streak as it stands on `today`: still alive while a check-in today or (with grace) tomorrow could continue it. */
export function streakAsOf(state: StreakState, today: string): number {
  if (state.lastDay === null) return 0;
  const gap = dayNumber(today) - dayNumber(state.lastDay);
  if (gap <= 1) return state.current;
  if (gap === 2 && graceAvailable(state, addDays(state.lastDay, 1))) return state.current;
  return 0;
}
