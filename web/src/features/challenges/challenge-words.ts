// A challenge's title and description as the member reads them: the ones the app opens with
// (preset, seeded by the server) in the member's language by id; one an admin or a friend wrote, as
// typed (that is content, not the server's wording).
import { isPresetChallenge } from '@fitchoice/shared/api';
import type { IntlShape } from 'react-intl';
import { challengeTitle } from '../preset-names/names';
import './messages';

export function challengeWords(
  intl: IntlShape,
  challenge: { id: string; title: string; description: string },
): { title: string; description: string } {
  if (!isPresetChallenge(challenge.id)) return { title: challenge.title, description: challenge.description };
  return {
    title: challengeTitle(intl, challenge),
    description: intl.formatMessage({ id: `challenges.preset.description.${challenge.id}` }),
  };
}
