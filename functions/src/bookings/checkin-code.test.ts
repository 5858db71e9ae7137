import { describe, expect, it } from 'vitest';
import { checkCheckinWindow, checkinCodeFor, newBookingId, verifyCheckinCode } from './checkin-code';

const secret = 'test-secret-0123456789';

describe('check-in codes', () => {
  it('round-trips a booking id through a readable code', () => {
    const id = newBookingId();
    const code = checkinCodeFor(id, secret);
    expect(code).toMatch(/^FC-[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(verifyCheckinCode(code, secret)).toBe(id);
  });

  it('forgives case, spaces and look-alike letters when typed by hand', () => {
    const id = 'A0B1CDEFGH';
    const code = checkinCodeFor(id, secret);
    const typed = ` ${code.toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l').replace(/-/g, ' ')} `;
    expect(verifyCheckinCode(typed, secret)).toBe(id);
  });

  it('refuses a changed id, a changed tag, another secret and junk', () => {
    const id = 'A0B1CDEFGH';
    const code = checkinCodeFor(id, secret);
    const flip = (s: string, at: number) => s.slice(0, at) + (s[at] === 'Z' ? 'Y' : 'Z') + s.slice(at + 1);
    expect(verifyCheckinCode(flip(code, 3), secret)).toBeNull();
    expect(verifyCheckinCode(flip(code, code.length - 1), secret)).toBeNull();
    expect(verifyCheckinCode(code, 'another-secret')).toBeNull();
    expect(verifyCheckinCode('FC-', secret)).toBeNull();
    expect(verifyCheckinCode('x'.repeat(500), secret)).toBeNull();
  });

  it('makes distinct ids', () => {
    expect(new Set(Array.from({ length: 1000 }, newBookingId)).size).toBe(1000);
  });

  it.each([
    { name: '16 min before the start', offset: -16, ok: false, reason: 'too_early' },
    { name: '15 min before the start', offset: -15, ok: true },
    { name: 'during the visit', offset: 30, ok: true },
    { name: 'at the end', offset: 60, ok: false, reason: 'expired' },
  ])('window: $name', ({ offset, ok, reason }) => {
    const start = Date.parse('2026-11-23T09:00:00Z');
    const decision = checkCheckinWindow(start, start + 3600_000, start + offset * 60_000);
    expect(decision.ok).toBe(ok);
    if (!decision.ok) expect(decision.reason).toBe(reason);
  });
});
