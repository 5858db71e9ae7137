// The avatar studio's parts: each layer's choices, and what unlocks the ones that are not free (a
// badge, a level, or SweatCoins spent in the studio's shop). Pure data shared by the app (which
// draws each part as SVG) and the server (which accepts an avatar only of known parts the member
// has unlocked). The words are in the app's catalogues, by id.

export const AVATAR_LAYERS = ['body', 'skin', 'hair', 'hairColor', 'face', 'outfit', 'outfitColor', 'accessory'] as const;
export type AvatarLayer = (typeof AVATAR_LAYERS)[number];

export type AvatarUnlock =
  | { kind: 'badge'; badgeId: string }
  | { kind: 'level'; level: number }
  /** Bought once in the studio, in SweatCoin hundredths. */
  | { kind: 'coins'; priceCents: number };

export interface AvatarPart {
  id: string;
  layer: AvatarLayer;
  /** Colour parts: the colour drawn. */
  color?: string;
  /** Absent: free for everyone. */
  unlock?: AvatarUnlock;
}

const parts = (layer: AvatarLayer, ids: readonly string[]): AvatarPart[] => ids.map((id) => ({ id, layer }));
const colors = (layer: AvatarLayer, entries: readonly [string, string][]): AvatarPart[] =>
  entries.map(([id, color]) => ({ id, layer, color }));

export const AVATAR_PARTS: readonly AvatarPart[] = [
  ...parts('body', ['slim', 'athletic', 'broad', 'curvy']),
  ...colors('skin', [
    ['porcelain', '#f6d7c3'],
    ['peach', '#eec1a0'],
    ['sand', '#dba67c'],
    ['honey', '#c68a5a'],
    ['bronze', '#a86b43'],
    ['umber', '#7e4d2f'],
    ['espresso', '#5a3522'],
    ['ebony', '#3d2418'],
  ]),
  ...parts('hair', ['none', 'buzz', 'short', 'quiff', 'bob', 'long', 'curly', 'bun']),
  { id: 'mohawk', layer: 'hair', unlock: { kind: 'level', level: 3 } },
  { id: 'braids', layer: 'hair', unlock: { kind: 'level', level: 5 } },
  ...colors('hairColor', [
    ['black', '#1f1a17'],
    ['brown', '#5b3a24'],
    ['auburn', '#8a3b1e'],
    ['blonde', '#d9b26a'],
    ['grey', '#9a9a9a'],
  ]),
  { id: 'electric-blue', layer: 'hairColor', color: '#2f7bff', unlock: { kind: 'coins', priceCents: 5000 } },
  { id: 'neon-pink', layer: 'hairColor', color: '#ff3fa4', unlock: { kind: 'coins', priceCents: 5000 } },
  ...parts('face', ['smile', 'grin', 'calm', 'focused', 'wink']),
  ...parts('outfit', ['tee', 'tank', 'hoodie', 'singlet']),
  { id: 'tracksuit', layer: 'outfit', unlock: { kind: 'badge', badgeId: 'regular' } },
  { id: 'champion-robe', layer: 'outfit', unlock: { kind: 'badge', badgeId: 'streak-7' } },
  { id: 'hero-suit', layer: 'outfit', unlock: { kind: 'coins', priceCents: 20000 } },
  ...colors('outfitColor', [
    ['coral', '#ff6b57'],
    ['ocean', '#2a7fd4'],
    ['forest', '#2f9e6a'],
    ['sunflower', '#f2b636'],
    ['violet', '#7a5af5'],
    ['charcoal', '#3a3f47'],
  ]),
  { id: 'gold', layer: 'outfitColor', color: '#d4a82a', unlock: { kind: 'level', level: 4 } },
  ...parts('accessory', ['none', 'headband', 'cap', 'glasses']),
  { id: 'headphones', layer: 'accessory', unlock: { kind: 'badge', badgeId: 'first-workout' } },
  { id: 'medal', layer: 'accessory', unlock: { kind: 'badge', badgeId: 'first-checkin' } },
  { id: 'sweatband-pro', layer: 'accessory', unlock: { kind: 'badge', badgeId: 'home-hero' } },
  { id: 'crown', layer: 'accessory', unlock: { kind: 'coins', priceCents: 90000 } },
];

export type AvatarConfig = Record<AvatarLayer, string>;

/** Where every member starts (all free parts). */
export const DEFAULT_AVATAR: AvatarConfig = {
  body: 'athletic',
  skin: 'sand',
  hair: 'short',
  hairColor: 'brown',
  face: 'smile',
  outfit: 'tee',
  outfitColor: 'coral',
  accessory: 'none',
};

export function avatarPart(layer: AvatarLayer, id: string): AvatarPart | undefined {
  return AVATAR_PARTS.find((part) => part.layer === layer && part.id === id);
}

export function avatarPartsOf(layer: AvatarLayer): AvatarPart[] {
  return AVATAR_PARTS.filter((part) => part.layer === layer);
}

/** A part's key across layers ("hair:mohawk"): how a bought part is named. */
export function avatarPartKey(part: Pick<AvatarPart, 'layer' | 'id'>): string {
  return `${part.layer}:${part.id}`;
}

/** What a member holds that unlocks parts: earned badges, level, and parts bought (by key). */
export interface AvatarUnlockState {
  badges: readonly string[];
  level: number;
  owned: readonly string[];
}

export function isAvatarPartUnlocked(part: AvatarPart, state: AvatarUnlockState): boolean {
  const unlock = part.unlock;
  if (!unlock) return true;
  if (unlock.kind === 'badge') return state.badges.includes(unlock.badgeId);
  if (unlock.kind === 'level') return state.level >= unlock.level;
  return state.owned.includes(avatarPartKey(part));
}

export type AvatarProblem = { layer: AvatarLayer; reason: 'unknown' | 'locked' };

/** The first problem of an avatar: a part that does not exist, or one the member has not unlocked. Null when it is fine. */
export function avatarProblem(config: AvatarConfig, state: AvatarUnlockState): AvatarProblem | null {
  for (const layer of AVATAR_LAYERS) {
    const part = avatarPart(layer, config[layer]);
    if (!part) return { layer, reason: 'unknown' };
    if (!isAvatarPartUnlocked(part, state)) return { layer, reason: 'locked' };
  }
  return null;
}
