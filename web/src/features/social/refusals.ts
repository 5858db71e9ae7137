// How a refused post, comment, kudos, report or post deletion is worded by its code
// (api/field-errors.ts), in the member's language: in the feed, where it was made, and in the
// outbox sheet. The server's English text is never shown.
import type { OwnRefusalTable } from '../../api/field-errors';
import './messages';

export const POST_REFUSALS = {
  client_id_taken: 'social.refused.duplicate',
  photo_taken: 'social.refused.photoTaken',
} as const satisfies OwnRefusalTable<'social.createPost'>;

export const COMMENT_REFUSALS = {
  client_id_taken: 'social.refused.duplicate',
  not_found: 'social.refused.postGone',
} as const satisfies OwnRefusalTable<'social.comment'>;

/** Kudos, taking them back, reports and deleting a post: the post may be gone meanwhile. */
export const POST_ACTION_REFUSALS = {
  not_found: 'social.refused.postGone',
} as const satisfies OwnRefusalTable<
  'social.deletePost' | 'social.giveKudos' | 'social.takeKudos' | 'social.reportPost' | 'social.reportComment'
>;
