import type { Visibility } from '@fitchoice/shared/api';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { assertMayPost, assertVerified } from './verified-email';

function outcome(check: () => void): string {
  try {
    check();
    return 'ok';
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return `${error.name} ${error.code}${error.transient ? ' (not stored)' : ''}`;
  }
}

const VERIFIED = { isGuest: false, emailVerifiedAt: '2026-11-20T10:00:00.000Z' };

describe('the email verification gate', () => {
  it.each([
    { case: 'a verified member', user: VERIFIED, expected: 'ok' },
    { case: 'an unverified member', user: { isGuest: false }, expected: 'ForbiddenError email_not_verified (not stored)' },
    { case: 'a guest', user: { isGuest: true }, expected: 'ForbiddenError email_not_verified (not stored)' },
    { case: 'no user', user: null, expected: 'ForbiddenError email_not_verified (not stored)' },
  ])('$case -> $expected', ({ user, expected }) => {
    expect(outcome(() => assertVerified(user))).toBe(expected);
  });

  it.each([
    {
      case: 'an unverified member, public',
      user: { isGuest: false },
      visibility: 'public',
      expected: 'ForbiddenError email_not_verified (not stored)',
    },
    {
      case: 'an unverified member, friends',
      user: { isGuest: false },
      visibility: 'friends',
      expected: 'ForbiddenError email_not_verified (not stored)',
    },
    { case: 'an unverified member, only me', user: { isGuest: false }, visibility: 'private', expected: 'ok' },
    { case: 'a verified member, public', user: VERIFIED, visibility: 'public', expected: 'ok' },
  ] as { case: string; user: { isGuest: boolean }; visibility: Visibility; expected: string }[])(
    'posting: $case -> $expected',
    ({ user, visibility, expected }) => {
      expect(outcome(() => assertMayPost(user, visibility))).toBe(expected);
    },
  );
});
