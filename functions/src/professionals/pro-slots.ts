// A professional's bookable times (Cal.com's availability model): weekly ranges per weekday in the
// professional's IANA zone, date overrides, buffers around each session, a minimum notice, a
// booking window and a daily cap. Zone arithmetic is Temporal's (temporal-polyfill), so a range's
// wall times land on the right instants across daylight-saving changes.
//
// A session blocks its time plus its buffers. Blocked time is kept on a grid of 5-minute cells: the
// booking transaction holds one lock item per cell, and availability leaves out every slot whose
// cells are taken, so what the API offers and what the database refuses are the same rule.
import type { AvailabilityRules, TimeRange } from '@fitchoice/shared/api';
import { Temporal } from 'temporal-polyfill';

export const LOCK_CELL_MINUTES = 5;
export const LOCK_CELL_MS = LOCK_CELL_MINUTES * 60_000;
/** Slots start every 15 minutes from the start of each range. */
export const SLOT_STEP_MINUTES = 15;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

export interface Span {
  /** Epoch ms, inclusive. */
  start: number;
  /** Epoch ms, exclusive. */
  end: number;
}

/** The professional's local date (YYYY-MM-DD) of an instant. */
export function localDateIn(instantMs: number, timeZone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(instantMs).toZonedDateTimeISO(timeZone).toPlainDate().toString();
}

/** The calendar date `days` after `date`. */
export function plusDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}

/** The instant the zone's clocks show `clock` on `date` ("24:00" is the next midnight). A time skipped by DST moves forward by the gap. */
function instantAt(date: string, clock: string, timeZone: string): number {
  const day = clock === '24:00' ? Temporal.PlainDate.from(date).add({ days: 1 }) : Temporal.PlainDate.from(date);
  const plainTime = clock === '24:00' ? '00:00' : clock;
  return day.toZonedDateTime({ timeZone, plainTime }).epochMilliseconds;
}

/** The ranges of one local date: its override if there is one, else its weekday's. */
export function rangesOn(rules: Pick<AvailabilityRules, 'weekly' | 'overrides'>, date: string): readonly TimeRange[] {
  const override = rules.overrides.find((o) => o.date === date);
  if (override) return override.ranges;
  return rules.weekly[WEEKDAY_KEYS[Temporal.PlainDate.from(date).dayOfWeek - 1]!];
}

/**
 * Every slot of a length on one local date by the rules alone (no bookings, notice or window):
 * from each range's start instant, every 15 minutes of real time while the session fits before the
 * range's end instant. On a day clocks change, a range is as long as it really is.
 */
export function slotsOnDate(
  rules: Pick<AvailabilityRules, 'weekly' | 'overrides' | 'timeZone'>,
  date: string,
  lengthMinutes: number,
): Span[] {
  const slots: Span[] = [];
  const length = lengthMinutes * MINUTE_MS;
  for (const range of rangesOn(rules, date)) {
    const from = instantAt(date, range.start, rules.timeZone);
    const until = instantAt(date, range.end, rules.timeZone);
    for (let start = from; start + length <= until; start += SLOT_STEP_MINUTES * MINUTE_MS) {
      slots.push({ start, end: start + length });
    }
  }
  return slots;
}

/** The time a session blocks: itself plus the buffers before and after. */
export function blockedSpan(startMs: number, lengthMinutes: number, bufferBeforeMinutes: number, bufferAfterMinutes: number): Span {
  return { start: startMs - bufferBeforeMinutes * MINUTE_MS, end: startMs + (lengthMinutes + bufferAfterMinutes) * MINUTE_MS };
}

/** The 5-minute cells a span covers (their start instants); spans on the grid share a cell exactly when they overlap. */
export function lockCells(span: Span): number[] {
  const cells: number[] = [];
  for (let cell = Math.floor(span.start / LOCK_CELL_MS) * LOCK_CELL_MS; cell < span.end; cell += LOCK_CELL_MS) cells.push(cell);
  return cells;
}

/** The last local date a session may be booked on: today in the professional's zone plus the window. */
export function lastBookableDate(rules: Pick<AvailabilityRules, 'timeZone' | 'bookingWindowDays'>, nowMs: number): string {
  return plusDays(localDateIn(nowMs, rules.timeZone), rules.bookingWindowDays);
}

export interface FreeSlotsInput {
  rules: AvailabilityRules;
  /** The professional's local dates, inclusive. */
  from: string;
  to: string;
  lengthMinutes: number;
  nowMs: number;
  /** Time already blocked by sessions (with their buffers). */
  busy: readonly Span[];
  /** Sessions booked per local date, for the daily cap. */
  sessionsPerDay: ReadonlyMap<string, number>;
}

/** The free slots of a length between two local dates, soonest first. */
export function freeSlots(input: FreeSlotsInput): Span[] {
  const { rules, lengthMinutes, nowMs } = input;
  if (!rules.sessionOptions.some((o) => o.lengthMinutes === lengthMinutes)) return [];
  const taken = new Set<number>();
  for (const span of input.busy) for (const cell of lockCells(span)) taken.add(cell);
  const earliest = nowMs + rules.minimumNoticeMinutes * MINUTE_MS;
  const lastDate = lastBookableDate(rules, nowMs);
  // biome-ignore lint/complexity/useMathMinMax: these are date strings, compared as text
  const to = input.to < lastDate ? input.to : lastDate;
  const free: Span[] = [];
  const last = Temporal.PlainDate.from(to);
  // Dates compared as dates, not as text: a date string past 9999-12-31 sorts before it.
  for (let day = Temporal.PlainDate.from(input.from); Temporal.PlainDate.compare(day, last) <= 0; day = day.add({ days: 1 })) {
    const date = day.toString();
    if ((input.sessionsPerDay.get(date) ?? 0) >= rules.dailyMax) continue;
    for (const slot of slotsOnDate(rules, date, lengthMinutes)) {
      if (slot.start < earliest) continue;
      const cells = lockCells(blockedSpan(slot.start, lengthMinutes, rules.bufferBeforeMinutes, rules.bufferAfterMinutes));
      if (cells.some((cell) => taken.has(cell))) continue;
      free.push(slot);
    }
  }
  return free;
}

export type BookabilityRefusal = 'length_not_offered' | 'in_past' | 'under_notice' | 'beyond_window' | 'not_a_slot';
export type Bookability =
  | { ok: true; localDate: string; end: number }
  | { ok: false; reason: BookabilityRefusal; field: 'lengthMinutes' | 'start'; message: string };

/** Whether a start and length keep the rules (whether the time is still free is the database's to say). */
export function checkBookable(rules: AvailabilityRules, startMs: number, lengthMinutes: number, nowMs: number): Bookability {
  if (!rules.sessionOptions.some((o) => o.lengthMinutes === lengthMinutes)) {
    const offered = rules.sessionOptions.map((o) => o.lengthMinutes).join(', ');
    return {
      ok: false,
      reason: 'length_not_offered',
      field: 'lengthMinutes',
      message: `This professional offers ${offered} minute sessions`,
    };
  }
  if (startMs <= nowMs) return { ok: false, reason: 'in_past', field: 'start', message: 'That time has passed; choose a later one' };
  if (startMs < nowMs + rules.minimumNoticeMinutes * MINUTE_MS) {
    return {
      ok: false,
      reason: 'under_notice',
      field: 'start',
      message: `Book at least ${describeMinutes(rules.minimumNoticeMinutes)} ahead`,
    };
  }
  const localDate = localDateIn(startMs, rules.timeZone);
  if (localDate > lastBookableDate(rules, nowMs)) {
    return {
      ok: false,
      reason: 'beyond_window',
      field: 'start',
      message: `Sessions can be booked at most ${rules.bookingWindowDays} days ahead`,
    };
  }
  if (!slotsOnDate(rules, localDate, lengthMinutes).some((slot) => slot.start === startMs)) {
    return { ok: false, reason: 'not_a_slot', field: 'start', message: "That time is not one of the professional's slots" };
  }
  return { ok: true, localDate, end: startMs + lengthMinutes * MINUTE_MS };
}

export type MovabilityRefusal = 'in_past' | 'beyond_window' | 'not_a_slot';
export type Movability = { ok: true; localDate: string } | { ok: false; reason: MovabilityRefusal; message: string };

/**
 * Whether the professional may move a session of this length to `startMs`: one of their slots of
 * that length (whatever lengths they offer now), in the future and within their booking window.
 * Their minimum notice is for members; they may move a session as close as they like.
 */
export function checkMovable(rules: AvailabilityRules, startMs: number, lengthMinutes: number, nowMs: number): Movability {
  if (startMs <= nowMs) return { ok: false, reason: 'in_past', message: 'That time has passed; choose a later one' };
  const localDate = localDateIn(startMs, rules.timeZone);
  if (localDate > lastBookableDate(rules, nowMs)) {
    return { ok: false, reason: 'beyond_window', message: `Sessions can be moved at most ${rules.bookingWindowDays} days ahead` };
  }
  if (!slotsOnDate(rules, localDate, lengthMinutes).some((slot) => slot.start === startMs)) {
    return { ok: false, reason: 'not_a_slot', message: 'That time is not one of your slots' };
  }
  return { ok: true, localDate };
}

function describeMinutes(minutes: number): string {
  if (minutes % (24 * 60) === 0) return `${minutes / (24 * 60)} day(s)`;
  if (minutes % 60 === 0) return `${minutes / 60} hour(s)`;
  return `${minutes} minutes`;
}

/** The span of local dates whose sessions may block time in [fromDate, toDate]: a day either side. */
export function instantsAround(fromDate: string, toDate: string): Span {
  const start = Temporal.PlainDate.from(fromDate).toZonedDateTime({ timeZone: 'UTC' }).epochMilliseconds - 2 * DAY_MS;
  const end = Temporal.PlainDate.from(toDate).toZonedDateTime({ timeZone: 'UTC' }).epochMilliseconds + 3 * DAY_MS;
  return { start, end };
}
