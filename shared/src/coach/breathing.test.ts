import { describe, expect, it } from 'vitest';
import { BREATHING_PATTERNS, breathingStepAt, patternSeconds } from './breathing';

describe('breathingStepAt', () => {
  const box = BREATHING_PATTERNS.box;

  it.each([
    { ms: 0, step: { round: 1, phase: 'in', secondsLeft: 4, done: false } },
    { ms: 3_500, step: { round: 1, phase: 'in', secondsLeft: 1, done: false } },
    { ms: 4_000, step: { round: 1, phase: 'hold', secondsLeft: 4, done: false } },
    { ms: 15_000, step: { round: 1, phase: 'hold_out', secondsLeft: 1, done: false } },
    { ms: 16_000, step: { round: 2, phase: 'in', secondsLeft: 4, done: false } },
  ])('box breathing after $ms ms', ({ ms, step }) => {
    expect(breathingStepAt(box, ms)).toEqual(step);
  });

  it('is done after every round, however late the timer wakes', () => {
    expect(patternSeconds(box)).toBe(96);
    expect(breathingStepAt(box, 96_000).done).toBe(true);
    expect(breathingStepAt(box, 10_000_000).done).toBe(true);
  });
});
