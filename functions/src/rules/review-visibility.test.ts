import { REVIEW_HIDE_AFTER_REPORTS } from '@fitchoice/shared/api';
import { describe, expect, it } from 'vitest';
import { isReviewVisible } from './review-visibility';

describe('review visibility', () => {
  it.each([
    { $case: 'no reports', reportCount: 0, moderation: undefined, visible: true },
    { $case: 'reports below the threshold', reportCount: REVIEW_HIDE_AFTER_REPORTS - 1, moderation: undefined, visible: true },
    { $case: 'enough reports, no decision yet', reportCount: REVIEW_HIDE_AFTER_REPORTS, moderation: undefined, visible: false },
    { $case: 'hidden by an admin without reports', reportCount: 0, moderation: 'hidden' as const, visible: false },
    { $case: 'shown by an admin over many reports', reportCount: 10, moderation: 'shown' as const, visible: true },
  ])('$case -> visible: $visible', ({ reportCount, moderation, visible }) => {
    expect(isReviewVisible({ reportCount, moderation })).toBe(visible);
  });
});
