// A reward's title and description as the member reads them: the ones the store opens with (preset,
// seeded by the server) in the member's language by id, with the gym's name as a value; one an admin
// wrote, as typed (that is content, not the server's wording).
import { presetRewardOf } from '@fitchoice/shared/api';
import type { IntlShape } from 'react-intl';
import { rewardTitle } from '../preset-names/names';
import './messages';

export function rewardWords(
  intl: IntlShape,
  reward: { id: string; title: string; description: string; gymName: string | null },
): { title: string; description: string } {
  const preset = presetRewardOf(reward.id);
  if (!preset) return { title: reward.title, description: reward.description };
  return { title: rewardTitle(intl, reward), description: intl.formatMessage({ id: `store.preset.description.${preset}` }) };
}
