// The seeded rewards are worded by the app by id (PRESET_REWARD_IDS): every one must have a preset
// wording, and every preset must still be seeded, or a member reads the server's English.
import { PRESET_REWARD_IDS, presetRewardOf } from '@fitchoice/shared/api';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../gyms/catalogue';
import { seedRewards } from './reward-catalogue';

const rewards = seedRewards(generateCatalogue());

describe('seeded rewards', () => {
  it.each(rewards.map((reward) => ({ case: reward.id, id: reward.id })))('$case is worded by the app', ({ id }) => {
    expect(presetRewardOf(id)).not.toBeNull();
  });

  it('has no preset wording left without a seeded reward', () => {
    const worded = new Set(rewards.map((reward) => presetRewardOf(reward.id)));
    expect(PRESET_REWARD_IDS.filter((id) => !worded.has(id))).toEqual([]);
  });

  it('leaves a reward an admin made (a UUID) as typed', () => {
    expect(presetRewardOf('0f8fad5b-d9cb-469f-a165-70867728950e')).toBeNull();
    expect(presetRewardOf('day-pass-anything')).toBeNull();
  });
});
