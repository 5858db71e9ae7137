import { describe, expect, it } from 'vitest';
import { decideProCancellation, decideProfessionalChange, decideProReschedule } from './pro-cancellation';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = Date.parse('2026-11-20T15:00:00Z');

describe('decideProCancellation', () => {
  it.each([
    {
      name: 'before the cut-off: refunded in full',
      now: START - 25 * HOUR,
      status: 'booked',
      forgiven: null,
      expected: { ok: true, refund: 'full', late: false },
    },
    {
      name: 'exactly at the cut-off: still free',
      now: START - 24 * HOUR,
      status: 'booked',
      forgiven: null,
      expected: { ok: true, refund: 'full', late: false },
    },
    {
      name: 'late, none forgiven before: forgiven',
      now: START - 2 * HOUR,
      status: 'booked',
      forgiven: null,
      expected: { ok: true, refund: 'forgiven', late: true },
    },
    {
      name: 'late, one forgiven 10 days ago: not refunded',
      now: START - 2 * HOUR,
      status: 'booked',
      forgiven: START - 10 * DAY,
      expected: { ok: true, refund: 'none', late: true },
    },
    {
      name: 'late, the last forgiven 30 days ago: forgiven again',
      now: START - 2 * HOUR,
      status: 'booked',
      forgiven: START - 2 * HOUR - 30 * DAY,
      expected: { ok: true, refund: 'forgiven', late: true },
    },
    { name: 'started', now: START, status: 'booked', forgiven: null, expected: { ok: false, reason: 'started' } },
    {
      name: 'already cancelled',
      now: START - 30 * HOUR,
      status: 'cancelled',
      forgiven: null,
      expected: { ok: false, reason: 'already_cancelled' },
    },
    { name: 'completed', now: START + HOUR, status: 'completed', forgiven: null, expected: { ok: false, reason: 'not_booked' } },
  ] as const)('$name', ({ now, status, forgiven, expected }) => {
    expect(
      decideProCancellation({
        status,
        startMs: START,
        nowMs: now,
        cutoffHours: 24,
        lastForgivenAtMs: forgiven,
        movedByProfessional: false,
      }),
    ).toMatchObject(expected);
  });

  it("follows the professional's own cut-off", () => {
    const decision = decideProCancellation({
      status: 'booked',
      startMs: START,
      nowMs: START - 5 * HOUR,
      cutoffHours: 4,
      lastForgivenAtMs: null,
      movedByProfessional: false,
    });
    expect(decision).toMatchObject({ ok: true, refund: 'full' });
  });

  it('lets the member cancel a session the professional moved free until it starts, spending no forgiveness', () => {
    const moved = { status: 'booked', startMs: START, cutoffHours: 24, lastForgivenAtMs: START - DAY, movedByProfessional: true } as const;
    expect(decideProCancellation({ ...moved, nowMs: START - HOUR })).toEqual({ ok: true, refund: 'full', late: false });
    expect(decideProCancellation({ ...moved, nowMs: START })).toMatchObject({ ok: false, reason: 'started' });
  });
});

describe('decideProfessionalChange', () => {
  it.each([
    { name: 'booked, a minute before it starts', now: START - 60_000, status: 'booked', expected: { ok: true } },
    { name: 'booked, started', now: START, status: 'booked', expected: { ok: false, reason: 'started' } },
    { name: 'cancelled by the member', now: START - DAY, status: 'cancelled', expected: { ok: false, reason: 'not_booked' } },
    { name: 'completed', now: START + HOUR, status: 'completed', expected: { ok: false, reason: 'not_booked' } },
  ] as const)('$name', ({ now, status, expected }) => {
    expect(decideProfessionalChange({ status, startMs: START, nowMs: now })).toMatchObject(expected);
  });
});

describe('decideProReschedule', () => {
  it.each([
    { name: 'before the cut-off', now: START - 30 * HOUR, status: 'booked', expected: { ok: true } },
    { name: 'after the cut-off', now: START - 2 * HOUR, status: 'booked', expected: { ok: false, reason: 'too_late' } },
    { name: 'cancelled', now: START - 30 * HOUR, status: 'cancelled', expected: { ok: false, reason: 'not_booked' } },
  ] as const)('$name', ({ now, status, expected }) => {
    expect(decideProReschedule({ status, startMs: START, nowMs: now, cutoffHours: 24, movedByProfessional: false })).toMatchObject(
      expected,
    );
  });

  it('lets the member move a session the professional moved until it starts', () => {
    const moved = { status: 'booked', startMs: START, cutoffHours: 24, movedByProfessional: true } as const;
    expect(decideProReschedule({ ...moved, nowMs: START - HOUR })).toEqual({ ok: true });
    expect(decideProReschedule({ ...moved, nowMs: START + 1 })).toMatchObject({ ok: false, reason: 'too_late' });
  });
});
