import { describe, expect, it } from 'vitest';
import { timeZoneSchema } from './api/place';
import { isTimeZone } from './time-zone';

describe('isTimeZone', () => {
  it.each([
    { case: 'a city zone', zone: 'Europe/Paris', ok: true },
    { case: 'a three-part zone', zone: 'America/Argentina/Buenos_Aires', ok: true },
    { case: 'UTC', zone: 'UTC', ok: true },
    { case: 'a fixed offset', zone: 'Etc/GMT+5', ok: true },
    { case: 'the panel crash of issue 38', zone: 'XAmerica/New_York', ok: false },
    { case: 'a made-up place', zone: 'Mars/Olympus', ok: false },
    { case: 'empty', zone: '', ok: false },
    { case: 'spaces', zone: 'America/New York', ok: false },
    { case: 'not a string', zone: 42, ok: false },
  ])('$case', ({ zone, ok }) => {
    expect(isTimeZone(zone)).toBe(ok);
    expect(timeZoneSchema.safeParse(zone).success).toBe(ok);
  });
});
