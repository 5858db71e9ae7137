import { describe, expect, it } from 'vitest';
import { canSeePost, type VisibilityFacts } from './post-visibility';

const base: VisibilityFacts = { visibility: 'public', hidden: false, isAuthor: false, isFriend: false, blocked: false };

describe('canSeePost', () => {
  it.each([
    { case: 'public, a stranger', facts: {}, seen: true },
    { case: 'friends, a friend', facts: { visibility: 'friends' }, seen: true },
    { case: 'friends, a stranger', facts: { visibility: 'friends', isFriend: false }, seen: false },
    { case: 'only me, a friend', facts: { visibility: 'private', isFriend: true }, seen: false },
    { case: 'only me, the author', facts: { visibility: 'private', isAuthor: true }, seen: true },
    { case: 'public, blocked either way', facts: { blocked: true }, seen: false },
    { case: 'public, hidden by moderation', facts: { hidden: true }, seen: false },
    { case: 'hidden, even for its author', facts: { hidden: true, isAuthor: true }, seen: false },
  ] as { case: string; facts: Partial<VisibilityFacts>; seen: boolean }[])('$case', ({ facts, seen }) => {
    const friendDefault = facts.visibility === 'friends' && facts.isFriend === undefined;
    expect(canSeePost({ ...base, ...(friendDefault ? { isFriend: true } : {}), ...facts })).toBe(seen);
  });
});
