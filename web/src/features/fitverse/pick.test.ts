import { describe, expect, it } from 'vitest';
import { type Pick, pickOfTheDay } from './pick';

const candidates: Pick[] = [
  { kind: 'challenge', id: 'three-days', progress: 1, target: 3 },
  { kind: 'workout', programId: 'sprinter-legs', minutes: 19 },
  { kind: 'workout', programId: 'yogi-flow', minutes: 10 },
];

describe('the spin', () => {
  it('picks one of the candidates, the same for the same day and spin', () => {
    const pick = pickOfTheDay(candidates, '2026-11-24', 1);
    expect(candidates).toContain(pick);
    expect(pickOfTheDay(candidates, '2026-11-24', 1)).toBe(pick);
  });

  it('varies with the spin and the day, reaching every candidate', () => {
    const seen = new Set(Array.from({ length: 30 }, (_, spin) => pickOfTheDay(candidates, '2026-11-24', spin)));
    expect(seen.size).toBe(3);
    const days = new Set(Array.from({ length: 30 }, (_, day) => pickOfTheDay(candidates, `2026-11-${day + 1}`, 0)));
    expect(days.size).toBe(3);
  });

  it('has nothing to pick from nothing', () => {
    expect(pickOfTheDay([], '2026-11-24', 0)).toBeNull();
  });
});
