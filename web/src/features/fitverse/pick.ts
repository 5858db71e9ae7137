// The wheel's "spin": today's suggestion, from a challenge still open this week or a guided
// workout (the coach's own suggestions join here once the coach exists). Seeded by the day and the
// spin, so a spin is a surprise but the same spin of the same day gives the same pick.

export type Pick =
  | { kind: 'challenge'; id: string; progress: number; target: number }
  | { kind: 'workout'; programId: string; minutes: number };

/** A small deterministic PRNG (mulberry32), as the gym catalogue uses. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

export function pickOfTheDay(candidates: readonly Pick[], day: string, spin: number): Pick | null {
  if (candidates.length === 0) return null;
  return candidates[Math.floor(random(seedOf(`${day}#${spin}`))() * candidates.length)]!;
}
