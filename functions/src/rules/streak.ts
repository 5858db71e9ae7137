// The daily check-in streak. A day is the local date where the member checked in (the gym's time
// zone: that is where the member is at that moment). Grace rule: one missed day is forgiven once in
// any 7 days — the streak goes on if the member checks in the day after the missed one, and no
// other missed day was forgiven in the 7 days before. The missed day itself does not count.
import { addDays, dayNumber } from './time-zones';

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

/** The streak as it stands on `today`: still alive while a check-in today or (with grace) tomorrow could continue it. */
export function streakAsOf(state: StreakState, today: string): number {
  if (state.lastDay === null) return 0;
  const gap = dayNumber(today) - dayNumber(state.lastDay);
  if (gap <= 1) return state.current;
  if (gap === 2 && graceAvailable(state, addDays(state.lastDay, 1))) return state.current;
  return 0;
}
