import { describe, expect, it } from 'vitest';
import { isImpossibleTravel } from './travel';

const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
const LONDON = { latitude: 51.5074, longitude: -0.1278 }; // 5,570 km away
const BROOKLYN = { latitude: 40.6782, longitude: -73.9442 }; // 6 km away
const at = (iso: string) => `2026-06-01T${iso}Z`;

describe('isImpossibleTravel', () => {
  it.each([
    { case: 'the first check-in', previous: null, next: { ...LONDON, at: at('10:00:00.000') }, impossible: false },
    {
      case: 'New York then London 24 ms later',
      previous: { ...NEW_YORK, at: at('10:00:00.000') },
      next: { ...LONDON, at: at('10:00:00.024') },
      impossible: true,
    },
    {
      case: 'New York then London 5 hours later',
      previous: { ...NEW_YORK, at: at('10:00:00.000') },
      next: { ...LONDON, at: at('15:00:00.000') },
      impossible: true,
    },
    {
      case: 'New York then London 6 hours later (a plane)',
      previous: { ...NEW_YORK, at: at('10:00:00.000') },
      next: { ...LONDON, at: at('16:00:00.000') },
      impossible: false,
    },
    {
      case: 'a London scan queued offline, 24 ms before New York',
      previous: { ...NEW_YORK, at: at('10:00:00.024') },
      next: { ...LONDON, at: at('10:00:00.000') },
      impossible: true,
    },
    {
      case: 'across town in 20 minutes',
      previous: { ...NEW_YORK, at: at('10:00:00.000') },
      next: { ...BROOKLYN, at: at('10:20:00.000') },
      impossible: false,
    },
    {
      case: 'the same gym twice at once',
      previous: { ...NEW_YORK, at: at('10:00:00.000') },
      next: { ...NEW_YORK, at: at('10:00:00.000') },
      impossible: false,
    },
  ])('$case', ({ previous, next, impossible }) => {
    expect(isImpossibleTravel(previous, next)).toBe(impossible);
  });
});
