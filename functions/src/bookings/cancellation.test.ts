import { describe, expect, it } from 'vitest';
import { decideCancellation } from './cancellation';

const start = Date.parse('2026-11-23T09:00:00Z');
const minutes = (n: number) => n * 60_000;

describe('cancellation window', () => {
  it.each([
    { name: 'a day before', now: start - minutes(24 * 60), ok: true },
    { name: 'exactly 2 h before', now: start - minutes(120), ok: true },
    { name: '1 h 59 min before', now: start - minutes(119), ok: false },
    { name: 'after the start', now: start + minutes(10), ok: false },
  ])('$name', ({ now, ok }) => {
    const decision = decideCancellation('booked', start, now);
    expect(decision.ok).toBe(ok);
    if (!decision.ok) expect(decision.message).toMatch(/until 2 hours before/);
  });

  it('refuses a cancelled or attended booking whatever the time', () => {
    expect(decideCancellation('cancelled', start, 0)).toMatchObject({ ok: false, reason: 'already_cancelled' });
    expect(decideCancellation('attended', start, 0)).toMatchObject({ ok: false, reason: 'attended' });
  });
});
