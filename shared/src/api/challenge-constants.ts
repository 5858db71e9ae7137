// Challenges' fixed lists and limits, without zod: the app's screens read them without loading
// the schemas (challenges.ts builds its schemas from them and re-exports them).

/**
 * What a joinable challenge counts, from verified events only: days with a check-in, different
 * gyms checked in at, professional sessions completed, or the check-in streak reached.
 */
export const CHALLENGE_MEASURES = ['checkin_days', 'distinct_gyms', 'sessions_completed', 'streak'] as const;
export type ChallengeMeasure = (typeof CHALLENGE_MEASURES)[number];

/** The most XP a challenge may pay, and the longest it may run. */
export const MAX_CHALLENGE_XP = 10_000;
export const MAX_CHALLENGE_DAYS = 366;
/** A member takes part in at most this many challenges that have not ended. */
export const MAX_OPEN_CHALLENGES = 10;

/**
 * The challenges the app opens with (seeded by the server, not written by an admin): their title and
 * description are the server's own words, so the app words them by id in the member's language.
 */
export const PRESET_CHALLENGE_IDS = [
  'ten-day-kickoff',
  'gym-explorer',
  'seven-day-streak',
  'coached-twice',
  'london-five',
  'tokyo-tour',
] as const;
export type PresetChallengeId = (typeof PRESET_CHALLENGE_IDS)[number];

export function isPresetChallenge(id: string): id is PresetChallengeId {
  return (PRESET_CHALLENGE_IDS as readonly string[]).includes(id);
}
