// A professional's hours on a local date (its override, else its weekday's ranges) and the Monday
// of a date's week: what the week views draw; the weekdays and their names.
import type { AvailabilityRules, TimeRange } from '@fitchoice/shared/api';
import { plusDays } from '../../professionals/time';
import './messages';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** Each weekday's name, as the hours' rows and the admin's view show it. */
export const WEEKDAY_LABEL = {
  mon: 'proPanel.day.mon',
  tue: 'proPanel.day.tue',
  wed: 'proPanel.day.wed',
  thu: 'proPanel.day.thu',
  fri: 'proPanel.day.fri',
  sat: 'proPanel.day.sat',
  sun: 'proPanel.day.sun',
} as const;

/** 0 for Monday … 6 for Sunday. */
function weekdayIndex(date: string): number {
  return (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
}

export function rangesOn(rules: Pick<AvailabilityRules, 'weekly' | 'overrides'>, date: string): readonly TimeRange[] {
  return rules.overrides.find((o) => o.date === date)?.ranges ?? rules.weekly[WEEKDAYS[weekdayIndex(date)]!];
}

/** The Monday of a date's week. */
export function mondayOf(date: string): string {
  return plusDays(date, -weekdayIndex(date));
}

/** Minutes since midnight of a "HH:MM" wall time ("24:00" is 1440). */
export function clockMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
}
