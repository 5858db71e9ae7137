import type { AvailabilityRules, WeeklyHours } from '@fitchoice/shared/api';
import { describe, expect, it } from 'vitest';
import { blockedSpan, checkBookable, checkMovable, freeSlots, lockCells, type Span, slotsOnDate } from './pro-slots';

const NONE: WeeklyHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const EVERY_DAY = (start: string, end: string): WeeklyHours =>
  Object.fromEntries(Object.keys(NONE).map((day) => [day, [{ start, end }]])) as unknown as WeeklyHours;

function rules(overrides: Partial<AvailabilityRules> = {}): AvailabilityRules {
  return {
    timeZone: 'America/New_York',
    weekly: {
      ...NONE,
      mon: [
        { start: '09:00', end: '12:00' },
        { start: '14:00', end: '16:00' },
      ],
    },
    overrides: [],
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    minimumNoticeMinutes: 0,
    bookingWindowDays: 60,
    sessionOptions: [
      { lengthMinutes: 30, priceUsd: 30 },
      { lengthMinutes: 60, priceUsd: 55 },
    ],
    dailyMax: 8,
    cancellationCutoffHours: 24,
    ...overrides,
  };
}

const iso = (ms: number) => new Date(ms).toISOString();
const starts = (slots: Span[]) => slots.map((s) => iso(s.start));
// Monday 2026-11-16 in New York (EST, UTC-5); "now" is the Friday before, so notice and window pass.
const MONDAY = '2026-11-16';
const FRIDAY_BEFORE = Date.parse('2026-11-13T12:00:00Z');

function free(
  r: AvailabilityRules,
  extra: { from?: string; to?: string; length?: number; now?: number; busy?: Span[]; perDay?: [string, number][] } = {},
) {
  return freeSlots({
    rules: r,
    from: extra.from ?? MONDAY,
    to: extra.to ?? MONDAY,
    lengthMinutes: extra.length ?? 60,
    nowMs: extra.now ?? FRIDAY_BEFORE,
    busy: extra.busy ?? [],
    sessionsPerDay: new Map(extra.perDay ?? []),
  });
}

describe('free slots from the rules', () => {
  it.each([
    {
      name: 'two ranges on a weekday, every 15 minutes while the session fits',
      input: () => free(rules()),
      first: ['2026-11-16T14:00:00.000Z', '2026-11-16T14:15:00.000Z'],
      last: '2026-11-16T20:00:00.000Z',
      count: 9 + 5,
    },
    {
      name: 'a 30-minute length fits more starts',
      input: () => free(rules(), { length: 30 }),
      first: ['2026-11-16T14:00:00.000Z'],
      last: '2026-11-16T20:30:00.000Z',
      count: 11 + 7,
    },
    { name: 'a length not offered has no slots', input: () => free(rules(), { length: 45 }), first: [], last: undefined, count: 0 },
    {
      name: 'a weekday without ranges has no slots',
      input: () => free(rules(), { from: '2026-11-17', to: '2026-11-17' }),
      first: [],
      last: undefined,
      count: 0,
    },
    {
      name: 'an override day off',
      input: () => free(rules({ overrides: [{ date: MONDAY, ranges: [] }] })),
      first: [],
      last: undefined,
      count: 0,
    },
    {
      name: 'an override with other hours replaces the weekday',
      input: () => free(rules({ overrides: [{ date: MONDAY, ranges: [{ start: '18:00', end: '19:30' }] }] })),
      first: ['2026-11-16T23:00:00.000Z'],
      last: '2026-11-16T23:30:00.000Z',
      count: 3,
    },
    {
      name: 'an override opens a day the week leaves closed',
      input: () =>
        free(rules({ overrides: [{ date: '2026-11-17', ranges: [{ start: '07:00', end: '08:00' }] }] }), {
          from: '2026-11-17',
          to: '2026-11-17',
        }),
      first: ['2026-11-17T12:00:00.000Z'],
      last: '2026-11-17T12:00:00.000Z',
      count: 1,
    },
    {
      name: 'minimum notice hides starts too soon',
      input: () => free(rules({ minimumNoticeMinutes: 60 }), { now: Date.parse('2026-11-16T14:10:00Z') }),
      first: ['2026-11-16T15:15:00.000Z'],
      last: '2026-11-16T20:00:00.000Z',
      count: 4 + 5,
    },
    {
      name: 'the booking window ends the range',
      input: () => free(rules({ bookingWindowDays: 2 }), { from: MONDAY, to: '2026-11-30' }),
      first: [],
      last: undefined,
      count: 0,
    },
    {
      name: 'the daily cap closes a full day',
      input: () => free(rules({ dailyMax: 2 }), { perDay: [[MONDAY, 2]] }),
      first: [],
      last: undefined,
      count: 0,
    },
    {
      name: 'a day under the cap stays open',
      input: () => free(rules({ dailyMax: 2 }), { perDay: [[MONDAY, 1]] }),
      first: ['2026-11-16T14:00:00.000Z'],
      last: '2026-11-16T20:00:00.000Z',
      count: 14,
    },
    {
      name: "a booked session (with its buffers) and the new one's buffers keep them apart",
      // 10:00-11:00 local booked with 15 min either side: blocked 09:45-11:15 (14:45Z-16:15Z).
      input: () =>
        free(rules({ bufferBeforeMinutes: 15, bufferAfterMinutes: 15 }), {
          busy: [blockedSpan(Date.parse('2026-11-16T15:00:00Z'), 60, 15, 15)],
        }),
      // Every morning start (09:00-11:00) would block time that overlaps it; the afternoon is free.
      first: ['2026-11-16T19:00:00.000Z'],
      last: '2026-11-16T20:00:00.000Z',
      count: 5,
    },
  ])('$name', ({ input, first, last, count }) => {
    const slots = input();
    expect(slots).toHaveLength(count);
    expect(starts(slots).slice(0, first.length)).toEqual(first);
    expect(slots.length ? iso(slots.at(-1)!.start) : undefined).toBe(last);
  });

  it('leaves a 30-minute session free right after a 60-minute one without buffers, and none inside it', () => {
    const busy = [blockedSpan(Date.parse('2026-11-16T14:00:00Z'), 60, 0, 0)];
    const slots = starts(free(rules(), { length: 30, busy }));
    expect(slots).not.toContain('2026-11-16T14:15:00.000Z');
    expect(slots).not.toContain('2026-11-16T14:30:00.000Z');
    expect(slots[0]).toBe('2026-11-16T15:00:00.000Z');
  });
});

describe('daylight saving: the same wall time lands on the right instant every day of the week', () => {
  // Weekly 09:00-10:00 every day; a week around each change; the expected UTC hour of 09:00 per day.
  it.each([
    { name: 'New York, March (EST -> EDT on Sun 8th)', zone: 'America/New_York', from: '2026-03-05', hours: [14, 14, 14, 13, 13, 13, 13] },
    {
      name: 'New York, November (EDT -> EST on Sun 1st)',
      zone: 'America/New_York',
      from: '2026-10-29',
      hours: [13, 13, 13, 14, 14, 14, 14],
    },
    { name: 'London, March (GMT -> BST on Sun 29th)', zone: 'Europe/London', from: '2026-03-26', hours: [9, 9, 9, 8, 8, 8, 8] },
    { name: 'London, October (BST -> GMT on Sun 25th)', zone: 'Europe/London', from: '2026-10-22', hours: [8, 8, 8, 9, 9, 9, 9] },
    // Sydney's 09:00 is the previous UTC day: 22:00Z (AEDT, +11) or 23:00Z (AEST, +10).
    { name: 'Sydney, April (AEDT -> AEST on Sun 5th)', zone: 'Australia/Sydney', from: '2026-04-02', hours: [22, 22, 22, 23, 23, 23, 23] },
    {
      name: 'Sydney, October (AEST -> AEDT on Sun 4th)',
      zone: 'Australia/Sydney',
      from: '2026-10-01',
      hours: [23, 23, 23, 22, 22, 22, 22],
    },
  ])('$name', ({ zone, from, hours }) => {
    const r = rules({ timeZone: zone, weekly: EVERY_DAY('09:00', '10:00') });
    const to = new Date(Date.parse(from) + 6 * 86_400_000).toISOString().slice(0, 10);
    const slots = free(r, { from, to, now: Date.parse(from) - 7 * 86_400_000 });
    expect(slots).toHaveLength(7);
    expect(slots.map((s) => new Date(s.start).getUTCHours())).toEqual(hours);
    expect(slots.map((s) => new Date(s.start).getUTCMinutes())).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('a range across the skipped hour is as long as it really is (New York, 8 March)', () => {
    // 01:00 EST (06:00Z) to 04:00 EDT (08:00Z): two real hours, so 60-minute starts 06:00Z..07:00Z.
    const r = rules({ weekly: { ...NONE, sun: [{ start: '01:00', end: '04:00' }] } });
    expect(starts(slotsOnDate(r, '2026-03-08', 60))).toEqual([
      '2026-03-08T06:00:00.000Z',
      '2026-03-08T06:15:00.000Z',
      '2026-03-08T06:30:00.000Z',
      '2026-03-08T06:45:00.000Z',
      '2026-03-08T07:00:00.000Z',
    ]);
  });

  it('a range across the repeated hour is as long as it really is (New York, 1 November)', () => {
    // 00:00 EDT (04:00Z) to 03:00 EST (08:00Z): four real hours.
    const r = rules({ weekly: { ...NONE, sun: [{ start: '00:00', end: '03:00' }] } });
    const slots = slotsOnDate(r, '2026-11-01', 60);
    expect(slots).toHaveLength(13);
    expect(iso(slots[0]!.start)).toBe('2026-11-01T04:00:00.000Z');
    expect(iso(slots.at(-1)!.start)).toBe('2026-11-01T07:00:00.000Z');
  });

  it('a range that starts in the skipped hour starts when the clocks resume (Sydney, 4 October)', () => {
    const r = rules({ timeZone: 'Australia/Sydney', weekly: { ...NONE, sun: [{ start: '02:00', end: '04:00' }] } });
    // 02:00 does not exist; 03:00 AEDT = 16:00Z on the 3rd; until 04:00 AEDT = 17:00Z.
    expect(starts(slotsOnDate(r, '2026-10-04', 60))).toEqual(['2026-10-03T16:00:00.000Z']);
  });

  it("a range to midnight ends at the next day's start", () => {
    const r = rules({ timeZone: 'Europe/London', weekly: { ...NONE, mon: [{ start: '23:00', end: '24:00' }] } });
    expect(starts(slotsOnDate(r, MONDAY, 60))).toEqual(['2026-11-16T23:00:00.000Z']);
  });
});

describe('checkBookable', () => {
  const monday10 = Date.parse('2026-11-16T15:00:00Z');
  it.each([
    { name: 'a slot within the rules', r: rules(), start: monday10, length: 60, now: FRIDAY_BEFORE, expected: { ok: true } },
    {
      name: 'a length not offered',
      r: rules(),
      start: monday10,
      length: 45,
      now: FRIDAY_BEFORE,
      expected: { ok: false, reason: 'length_not_offered', field: 'lengthMinutes' },
    },
    {
      name: 'a time in the past',
      r: rules(),
      start: monday10,
      length: 60,
      now: monday10 + 1,
      expected: { ok: false, reason: 'in_past', field: 'start' },
    },
    {
      name: 'under the minimum notice',
      r: rules({ minimumNoticeMinutes: 24 * 60 }),
      start: monday10,
      length: 60,
      now: monday10 - 3_600_000,
      expected: { ok: false, reason: 'under_notice', field: 'start' },
    },
    {
      name: 'beyond the booking window',
      r: rules({ bookingWindowDays: 1 }),
      start: monday10,
      length: 60,
      now: FRIDAY_BEFORE,
      expected: { ok: false, reason: 'beyond_window', field: 'start' },
    },
    {
      name: 'not on a slot boundary',
      r: rules(),
      start: monday10 + 5 * 60_000,
      length: 60,
      now: FRIDAY_BEFORE,
      expected: { ok: false, reason: 'not_a_slot', field: 'start' },
    },
    {
      name: 'outside the hours',
      r: rules(),
      start: Date.parse('2026-11-16T18:00:00Z'),
      length: 60,
      now: FRIDAY_BEFORE,
      expected: { ok: false, reason: 'not_a_slot', field: 'start' },
    },
    {
      name: 'running past the end of a range',
      r: rules(),
      start: Date.parse('2026-11-16T16:30:00Z'),
      length: 60,
      now: FRIDAY_BEFORE,
      expected: { ok: false, reason: 'not_a_slot', field: 'start' },
    },
  ])('$name', ({ r, start, length, now, expected }) => {
    expect(checkBookable(r, start, length, now)).toMatchObject(expected);
  });
});

describe('checkMovable (the professional moving a session)', () => {
  const monday10 = Date.parse('2026-11-16T15:00:00Z');
  it.each([
    {
      name: 'a slot within the hours',
      r: rules(),
      start: monday10,
      length: 60,
      now: FRIDAY_BEFORE,
      expected: { ok: true, localDate: MONDAY },
    },
    { name: 'a length no longer offered', r: rules(), start: monday10, length: 45, now: FRIDAY_BEFORE, expected: { ok: true } },
    {
      name: 'under the notice members need',
      r: rules({ minimumNoticeMinutes: 24 * 60 }),
      start: monday10,
      length: 60,
      now: monday10 - 3_600_000,
      expected: { ok: true },
    },
    { name: 'in the past', r: rules(), start: monday10, length: 60, now: monday10, expected: { ok: false, reason: 'in_past' } },
    {
      name: 'beyond the window',
      r: rules({ bookingWindowDays: 1 }),
      start: monday10,
      length: 60,
      now: FRIDAY_BEFORE,
      expected: { ok: false, reason: 'beyond_window' },
    },
    {
      name: 'outside the hours',
      r: rules(),
      start: Date.parse('2026-11-16T18:00:00Z'),
      length: 60,
      now: FRIDAY_BEFORE,
      expected: { ok: false, reason: 'not_a_slot' },
    },
  ])('$name', ({ r, start, length, now, expected }) => {
    expect(checkMovable(r, start, length, now)).toMatchObject(expected);
  });
});

describe('lock cells', () => {
  it('spans on the grid share a cell exactly when they overlap', () => {
    const a = blockedSpan(Date.parse('2026-11-16T14:00:00Z'), 60, 0, 10);
    const touching = blockedSpan(Date.parse('2026-11-16T15:10:00Z'), 30, 0, 0);
    const overlapping = blockedSpan(Date.parse('2026-11-16T15:15:00Z'), 30, 10, 0);
    const shared = (x: Span, y: Span) => lockCells(x).filter((cell) => lockCells(y).includes(cell)).length;
    expect(lockCells(a)).toHaveLength(14);
    expect(shared(a, touching)).toBe(0);
    expect(shared(a, overlapping)).toBe(1);
  });
});
