// How a refused friend request, answer, removal or block is worded by its code
// (api/field-errors.ts), in the member's language, in the outbox sheet. The server's English text
// is never shown.
import type { OwnRefusalTable } from '../../api/field-errors';
import './messages';

export const FRIEND_REFUSALS = {
  already_friends: 'friendsFeatures.refused.already',
  not_found: 'friendsFeatures.refused.gone',
} as const satisfies OwnRefusalTable<
  'friends.request' | 'friends.accept' | 'friends.dropRequest' | 'friends.remove' | 'friends.block' | 'friends.unblock'
>;
