// Whether members see a review: an admin's decision wins (hidden, or shown whatever the reports);
// without one, enough weighed reports (store.ts reportReview) hide it until an admin looks.
// store.ts listReviews filters by the same rule in its query.
import { REVIEW_HIDE_AFTER_REPORTS } from '@fitchoice/shared/api';

/** An admin's decision on reported content: 'hidden', or 'shown' (restored, or its reports dismissed). */
export type ModerationState = 'hidden' | 'shown';

export function isReviewVisible(review: { reportWeight: number; moderation?: ModerationState | undefined }): boolean {
  if (review.moderation === 'hidden') return false;
  if (review.moderation === 'shown') return true;
  return review.reportWeight < REVIEW_HIDE_AFTER_REPORTS;
}
