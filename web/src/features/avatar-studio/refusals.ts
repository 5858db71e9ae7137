// How the avatar studio words a refused save or purchase (a locked part, one not sold, one owned
// already, too few SweatCoins, a part gone): by the answer's code (api/field-errors.ts), in the
// member's language, inside 'avatarStudio.failed'; the server's English text is never shown.
import { type OwnRefusalTable, refusalMessageId } from '../../api/field-errors';
import type { MessageId } from '../../i18n/messages';
import type { OutboxEntry } from '../../outbox/entries';
import './messages';

export const AVATAR_REFUSALS = {
  avatar_part_locked: 'avatarStudio.refused.locked',
  avatar_part_not_for_sale: 'avatarStudio.refused.notForSale',
  avatar_part_owned: 'avatarStudio.refused.owned',
  insufficient_sweatcoins: 'avatarStudio.refused.coins',
  not_found: 'avatarStudio.refused.unknown',
  bad_request: 'avatarStudio.refused.unknown',
} as const satisfies OwnRefusalTable<'avatar.save' | 'avatar.buy'>;

export function avatarRefusalId(answer: OutboxEntry): MessageId {
  return refusalMessageId(answer.response, AVATAR_REFUSALS, 'avatarStudio.refused.other');
}
