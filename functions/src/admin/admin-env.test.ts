import { describe, expect, it } from 'vitest';
import { adminFromEnv } from './admin-env';

describe('the admin from the environment', () => {
  it.each([
    { case: 'neither set', env: {}, expected: null },
    {
      case: 'both set',
      env: { FITCHOICE_ADMIN_EMAIL: ' Ops@Example.com ', FITCHOICE_ADMIN_PASSWORD: 'long enough' },
      expected: { email: 'ops@example.com', password: 'long enough' },
    },
  ])('$case -> $expected', ({ env, expected }) => {
    expect(adminFromEnv(env)).toEqual(expected);
  });

  it.each([
    { case: 'only the email', env: { FITCHOICE_ADMIN_EMAIL: 'ops@example.com' }, message: /both .* or neither/ },
    { case: 'only the password', env: { FITCHOICE_ADMIN_PASSWORD: 'long enough' }, message: /both .* or neither/ },
    {
      case: 'a bad email',
      env: { FITCHOICE_ADMIN_EMAIL: 'ops', FITCHOICE_ADMIN_PASSWORD: 'long enough' },
      message: /not an email address/,
    },
    {
      case: 'a short password',
      env: { FITCHOICE_ADMIN_EMAIL: 'ops@example.com', FITCHOICE_ADMIN_PASSWORD: 'short' },
      message: /at least 8 characters/,
    },
  ])('refuses $case', ({ env, message }) => {
    expect(() => adminFromEnv(env)).toThrow(message);
  });
});
