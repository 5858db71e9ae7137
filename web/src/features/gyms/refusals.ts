// How a refused review, helpful mark or report is worded by its code (api/field-errors.ts), in the
// member's language: at the review form, where it was made, and in the outbox sheet. The server's
// English text is never shown.
import { fieldProblemOf, type OwnRefusalTable, refusalMessageId } from '../../api/field-errors';
import type { MessageId } from '../../i18n/messages';
import type { OutboxEntry } from '../../outbox/entries';
import './messages';

/** How a refused review is worded by its code (a refusal about no field of the form). */
export const REVIEW_REFUSALS = {
  already_reviewed: 'reviews.error.already',
  forbidden: 'reviews.error.notVisited',
} as const satisfies OwnRefusalTable<'reviews.create'>;

/** How a refused helpful mark or report is worded by its code. */
export const REVIEW_ACTION_REFUSALS = { not_found: 'reviews.action.gone' } as const satisfies OwnRefusalTable<
  'reviews.helpful' | 'reviews.report'
>;

/** How the review form words a problem at each of its fields (api/field-errors.ts). */
export const REVIEW_FIELDS = { stars: 'reviews.form.stars.invalid', text: 'reviews.form.text.invalid' } as const satisfies Record<
  string,
  MessageId
>;

/** The wording of a refused review: its field's, else its code's, never its text. */
export function reviewFailureId(answer: OutboxEntry): MessageId {
  return fieldProblemOf(answer.response, REVIEW_FIELDS)?.messageId ?? reviewRefusalId(answer);
}

export function reviewRefusalId(answer: OutboxEntry): MessageId {
  return refusalMessageId(answer.response, REVIEW_REFUSALS, 'reviews.error.other');
}
