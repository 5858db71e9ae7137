// Guided breathing for the mood AI: each pattern's phases and rounds, and where a timer is after
// some elapsed time (pure, so the screen's timer is tested with a fake clock and a backgrounded
// tab catches up from the wall clock).

export const BREATHING_PHASES = ['in', 'hold', 'out', 'hold_out'] as const;
export type BreathingPhase = (typeof BREATHING_PHASES)[number];

export interface BreathingPattern {
  id: 'box' | 'relax_478' | 'coherent';
  phases: readonly { phase: BreathingPhase; seconds: number }[];
  rounds: number;
}

export const BREATHING_PATTERNS: Readonly<Record<BreathingPattern['id'], BreathingPattern>> = {
  /** Box breathing: steadies a stressed mind. */
  box: {
    id: 'box',
    phases: [
      { phase: 'in', seconds: 4 },
      { phase: 'hold', seconds: 4 },
      { phase: 'out', seconds: 4 },
      { phase: 'hold_out', seconds: 4 },
    ],
    rounds: 6,
  },
  /** 4-7-8: a long breath out, for winding down after a poor night. */
  relax_478: {
    id: 'relax_478',
    phases: [
      { phase: 'in', seconds: 4 },
      { phase: 'hold', seconds: 7 },
      { phase: 'out', seconds: 8 },
    ],
    rounds: 4,
  },
  /** Coherent breathing: about six breaths a minute. */
  coherent: {
    id: 'coherent',
    phases: [
      { phase: 'in', seconds: 5 },
      { phase: 'out', seconds: 5 },
    ],
    rounds: 12,
  },
};

export function isBreathingPattern(id: string): id is BreathingPattern['id'] {
  return Object.hasOwn(BREATHING_PATTERNS, id);
}

export function patternSeconds(pattern: BreathingPattern): number {
  return pattern.rounds * pattern.phases.reduce((sum, phase) => sum + phase.seconds, 0);
}

export interface BreathingStep {
  /** 1-based round. */
  round: number;
  phase: BreathingPhase;
  /** Whole seconds left in this phase (counting down to 1). */
  secondsLeft: number;
  done: boolean;
}

/** Where the exercise is `elapsedMs` after it started. */
export function breathingStepAt(pattern: BreathingPattern, elapsedMs: number): BreathingStep {
  const roundSeconds = pattern.phases.reduce((sum, phase) => sum + phase.seconds, 0);
  const elapsed = Math.max(0, elapsedMs) / 1000;
  const last = pattern.phases.at(-1)!;
  if (elapsed >= roundSeconds * pattern.rounds) return { round: pattern.rounds, phase: last.phase, secondsLeft: 0, done: true };
  const round = Math.floor(elapsed / roundSeconds);
  let within = elapsed - round * roundSeconds;
  for (const { phase, seconds } of pattern.phases) {
    if (within < seconds) return { round: round + 1, phase, secondsLeft: Math.ceil(seconds - within), done: false };
    within -= seconds;
  }
  return { round: round + 1, phase: last.phase, secondsLeft: 1, done: false };
}
