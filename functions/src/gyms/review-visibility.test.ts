import { REVIEW_HIDE_AFTER_REPORTS } from '@fitchoice/shared/api';
import { describe, expect, it } from 'vitest';
import { isReviewVisible } from './review-visibility';

describe('review visibility', () => {
  it.each([
    { case: 'no weighed reports', reportWeight: 0, moderation: undefined, visible: true },
    { case: 'weighed reports below the threshold', reportWeight: REVIEW_HIDE_AFTER_REPORTS - 1, moderation: undefined, visible: true },
    { case: 'enough weighed reports, no decision yet', reportWeight: REVIEW_HIDE_AFTER_REPORTS, moderation: undefined, visible: false },
    { case: 'hidden by an admin without reports', reportWeight: 0, moderation: 'hidden' as const, visible: false },
    { case: 'shown by an admin over many reports', reportWeight: 10, moderation: 'shown' as const, visible: true },
  ])('$case -> visible: $visible', ({ reportWeight, moderation, visible }) => {
    expect(isReviewVisible({ reportWeight, moderation })).toBe(visible);
  });
});
