import type { ProBooking } from '@fitchoice/shared/api';
import { describe, expect, it } from 'vitest';
import { sessionIcs } from './ics';
import { validateProSearch } from './search-params';

const booking = {
  id: 'BK0123456789',
  start: '2026-03-09T13:00:00.000Z',
  end: '2026-03-09T13:45:00.000Z',
  lengthMinutes: 45,
  timeZone: 'America/New_York',
} as ProBooking;

describe('the .ics of a session', () => {
  it("starts at the session's UTC instant, lasts its length, and carries its id and words", () => {
    const text = sessionIcs(booking, {
      title: 'FitChoice session with Tess',
      description: '45 minutes; 09:00 in America/New_York.',
      location: 'Video sessions',
    });
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('DTSTART:20260309T130000Z');
    expect(text).toContain('DURATION:PT45M');
    expect(text).toContain('UID:BK0123456789@fitchoice');
    expect(text).toContain('SUMMARY:FitChoice session with Tess');
    expect(text).toContain('LOCATION:Video sessions');
  });
});

describe('the ?pro= search param', () => {
  it.each([
    { name: 'an id', search: { pro: 'pro-us-t01' }, expected: { pro: 'pro-us-t01' } },
    { name: 'nothing', search: {}, expected: {} },
    { name: 'a path-like value', search: { pro: '../admin' }, expected: {} },
    { name: 'a number', search: { pro: 12 }, expected: {} },
  ])('keeps $name only when it can be an id', ({ search, expected }) => {
    expect(validateProSearch(search)).toEqual(expected);
  });
});
