import { describe, expect, it } from 'vitest';
import { GYM_CODE_WINDOW_MS, gymCodeAt, isGymCodeValidAt } from './gym-code';

const secret = 'test-secret-0123456789-0123456789';
const shownAt = Date.parse('2026-06-01T10:00:10Z'); // 10 s into a window

describe('gym desk codes', () => {
  it('is a short code that changes every 30 seconds and differs between gyms and secrets', () => {
    const code = gymCodeAt('gym-us-007', shownAt, secret);
    expect(code.code).toMatch(/^FG-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(code.changesAt).toBe('2026-06-01T10:00:30.000Z');
    expect(code.validUntil).toBe('2026-06-01T10:00:59.999Z');
    expect(gymCodeAt('gym-us-007', shownAt + 19_000, secret).code).toBe(code.code);
    expect(gymCodeAt('gym-us-007', shownAt + 20_000, secret).code).not.toBe(code.code);
    expect(gymCodeAt('gym-us-008', shownAt, secret).code).not.toBe(code.code);
    expect(gymCodeAt('gym-us-007', shownAt, `${secret}x`).code).not.toBe(code.code);
  });

  it.each([
    { name: 'the moment it shows', after: 0, valid: true },
    { name: 'in the next window (a slow scan)', after: GYM_CODE_WINDOW_MS, valid: true },
    { name: 'two windows on (passed on to someone elsewhere)', after: 2 * GYM_CODE_WINDOW_MS, valid: false },
    { name: 'at the last accepted moment', after: 49_999, valid: true },
    { name: 'after its last accepted moment', after: 50_000, valid: false },
    { name: 'a minute before it showed (a scan cannot come first)', after: -GYM_CODE_WINDOW_MS, valid: false },
  ])('is accepted when scanned $name: $valid', ({ after, valid }) => {
    const { code } = gymCodeAt('gym-us-007', shownAt, secret);
    expect(isGymCodeValidAt(code, 'gym-us-007', shownAt + after, secret)).toBe(valid);
  });

  it('forgives typing slips but not another gym, a changed character or junk', () => {
    const { code } = gymCodeAt('gym-us-007', shownAt, secret);
    const typed = ` ${code.slice(3).toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l').replace('-', ' ')} `;
    expect(isGymCodeValidAt(typed, 'gym-us-007', shownAt, secret)).toBe(true);
    expect(isGymCodeValidAt(code, 'gym-jp-010', shownAt, secret)).toBe(false);
    const flipped = code.slice(0, -1) + (code.at(-1) === 'Z' ? 'Y' : 'Z');
    expect(isGymCodeValidAt(flipped, 'gym-us-007', shownAt, secret)).toBe(false);
    expect(isGymCodeValidAt('FC-7K2QM-9XH4T-AB3CD-EF5GH', 'gym-us-007', shownAt, secret)).toBe(false);
    expect(isGymCodeValidAt('x'.repeat(500), 'gym-us-007', shownAt, secret)).toBe(false);
  });
});
