// A preset challenge's or reward's name in the member's language (from this folder's catalogue); a
// member's own challenge, or a gym's own reward, keeps the title its maker typed.
import { isPresetChallenge, presetRewardOf } from '@fitchoice/shared/api';
import type { IntlShape } from 'react-intl';
import './messages';

/** A challenge's title alone (an activity line names the challenges a completion paid). */
export function challengeTitle(intl: IntlShape, challenge: { id: string; title: string }): string {
  if (!isPresetChallenge(challenge.id)) return challenge.title;
  return intl.formatMessage({ id: `challenges.preset.title.${challenge.id}` });
}

/** A reward's title; a redemption names its reward by `rewardId` and carries the same `gymName`. */
export function rewardTitle(intl: IntlShape, reward: { id: string; title: string; gymName: string | null }): string {
  const preset = presetRewardOf(reward.id);
  if (!preset) return reward.title;
  return intl.formatMessage({ id: `store.preset.title.${preset}` }, { gym: reward.gymName ?? '' });
}
