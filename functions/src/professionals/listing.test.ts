import { describe, expect, it } from 'vitest';
import { isListed, unlistedBecause } from './listing';

const verified = { status: 'verified' };
const rejected = { status: 'rejected' };
const pending = { status: 'pending' };

describe('a professional is listed', () => {
  it.each([
    { case: 'published with a verified certification', pro: { published: true, certifications: [rejected, verified] }, reason: null },
    {
      case: 'whose only certification was rejected',
      pro: { published: true, certifications: [rejected] },
      reason: 'no_verified_certification',
    },
    {
      case: 'whose certifications all wait for an admin',
      pro: { published: true, certifications: [pending] },
      reason: 'no_verified_certification',
    },
    { case: 'without certifications', pro: { published: true, certifications: [] }, reason: 'no_verified_certification' },
    { case: 'not published', pro: { published: false, certifications: [verified] }, reason: 'unpublished' },
    { case: 'whose owner is suspended', pro: { published: true, certifications: [verified], suspended: true }, reason: 'suspended' },
  ])('$case: $reason', ({ pro, reason }) => {
    expect(unlistedBecause(pro)).toBe(reason);
    expect(isListed(pro)).toBe(reason === null);
  });
});
