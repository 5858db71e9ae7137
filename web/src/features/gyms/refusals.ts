// How a refused review, helpful mark or report is worded by its code (api/field-errors.ts), in the
// member's language: at the review form, where it was made, and in the outbox sheet. The server's
// English text is never shown.
import type { OwnRefusalTable } from '../../api/field-errors';
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
