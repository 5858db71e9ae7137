import { describe, expect, it } from 'vitest';
import { avatarSchema } from './api/avatar';
import {
  AVATAR_LAYERS,
  AVATAR_PARTS,
  type AvatarConfig,
  avatarPartKey,
  avatarProblem,
  DEFAULT_AVATAR,
  isAvatarPartUnlocked,
} from './avatar';

const nothing = { badges: [], level: 1, owned: [] };

describe('avatar parts', () => {
  it('has free choices on every layer, and a default made of free parts', () => {
    for (const layer of AVATAR_LAYERS) expect(AVATAR_PARTS.filter((p) => p.layer === layer && !p.unlock).length).toBeGreaterThan(1);
    expect(avatarProblem(DEFAULT_AVATAR, nothing)).toBeNull();
  });

  it('names each part once per layer', () => {
    const keys = AVATAR_PARTS.map(avatarPartKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each([
    { case: 'an unknown hair style', change: { hair: 'dreadlocks' }, state: nothing, problem: { layer: 'hair', reason: 'unknown' } },
    { case: 'a part of another layer', change: { face: 'mohawk' }, state: nothing, problem: { layer: 'face', reason: 'unknown' } },
    {
      case: 'a level 3 part at level 2',
      change: { hair: 'mohawk' },
      state: { ...nothing, level: 2 },
      problem: { layer: 'hair', reason: 'locked' },
    },
    { case: 'a level 3 part at level 3', change: { hair: 'mohawk' }, state: { ...nothing, level: 3 }, problem: null },
    {
      case: 'a badge part without the badge',
      change: { outfit: 'tracksuit' },
      state: nothing,
      problem: { layer: 'outfit', reason: 'locked' },
    },
    { case: 'a badge part with the badge', change: { outfit: 'tracksuit' }, state: { ...nothing, badges: ['regular'] }, problem: null },
    { case: 'a shop part not bought', change: { accessory: 'crown' }, state: nothing, problem: { layer: 'accessory', reason: 'locked' } },
    { case: 'a shop part bought', change: { accessory: 'crown' }, state: { ...nothing, owned: ['accessory:crown'] }, problem: null },
    {
      case: 'a bought part of another layer with the same id',
      change: { accessory: 'crown' },
      state: { ...nothing, owned: ['hair:crown'] },
      problem: { layer: 'accessory', reason: 'locked' },
    },
  ])('$case', ({ change, state, problem }) => {
    expect(avatarProblem({ ...DEFAULT_AVATAR, ...change } as AvatarConfig, state)).toEqual(problem);
  });

  it('the API schema accepts known parts only, on every layer, and nothing else', () => {
    expect(avatarSchema.safeParse(DEFAULT_AVATAR).success).toBe(true);
    expect(avatarSchema.safeParse({ ...DEFAULT_AVATAR, skin: 'green' }).success).toBe(false);
    expect(avatarSchema.safeParse({ ...DEFAULT_AVATAR, userId: 'x' }).success).toBe(false);
    const { accessory: _, ...partial } = DEFAULT_AVATAR;
    expect(avatarSchema.safeParse(partial).success).toBe(false);
  });

  it('unlocks a free part for everyone', () => {
    expect(AVATAR_PARTS.filter((part) => !part.unlock).every((part) => isAvatarPartUnlocked(part, nothing))).toBe(true);
  });
});
