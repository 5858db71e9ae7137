import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { assertVerified } from './verified-email';

function outcome(user: Parameters<typeof assertVerified>[0]): string {
  try {
    assertVerified(user);
    return 'ok';
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return `${error.statusCode} ${error.code}`;
  }
}

describe('the email verification gate', () => {
  it.each([
    { $case: 'a verified member', user: { isGuest: false, emailVerifiedAt: '2026-11-20T10:00:00.000Z' }, expected: 'ok' },
    { $case: 'an unverified member', user: { isGuest: false }, expected: '403 email_not_verified' },
    { $case: 'a guest', user: { isGuest: true }, expected: '403 email_not_verified' },
    { $case: 'no user', user: null, expected: '403 email_not_verified' },
  ])('$case -> $expected', ({ user, expected }) => {
    expect(outcome(user)).toBe(expected);
  });
});
