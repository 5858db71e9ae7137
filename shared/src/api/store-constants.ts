// The rewards store's categories, limits and preset rewards, without zod: the web app's store screen
// reads them without loading the schemas (store.ts builds its schemas from them and re-exports them).

export const REWARD_CATEGORIES = ['day_pass', 'session', 'food', 'merch', 'donation'] as const;
export type RewardCategory = (typeof REWARD_CATEGORIES)[number];

/** How many of one reward a single redemption may take. */
export const MAX_REDEEM_QUANTITY = 10;
export const MAX_PER_MEMBER_LIMIT = 100;
export const MAX_CODE_VALID_DAYS = 365;

/**
 * The rewards the store opens with (seeded by the server, not written by an admin): their title and
 * description are the server's own English, so the app words them by id in the member's language
 * (a day pass at any gym, `day-pass-<gym>`, by its kind, with the gym's name as a value).
 */
export const PRESET_REWARD_IDS = [
  'day-pass',
  'smoothie-us-002',
  'shake-gb-002',
  'acai-br-002',
  'matcha-jp-002',
  'trainer-20-off',
  'form-check-15',
  'nutrition-25-off',
  'bottle-750',
  'towel',
  'tshirt',
  'bands',
  'shaker',
  'donate-youth-day',
  'donate-tree',
  'donate-meal',
] as const;
export type PresetRewardId = (typeof PRESET_REWARD_IDS)[number];

/** A reward's preset wording, or null for one an admin wrote (that is content, shown as typed). */
export function presetRewardOf(id: string): PresetRewardId | null {
  const preset = /^day-pass-[a-z]{2}-\d{3}$/.test(id) ? 'day-pass' : id;
  return (PRESET_REWARD_IDS as readonly string[]).includes(preset) ? (preset as PresetRewardId) : null;
}
