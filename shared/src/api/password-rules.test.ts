import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords.gen';
import { EASY_PASSWORD_MESSAGE, isEasyToGuess } from './password-rules';
import { newPasswordSchema } from './signup';

const signup = (password: string) => newPasswordSchema.safeParse(password);

describe('easy passwords', () => {
  it.each([
    'password',
    'Password',
    'PASSWORD',
    '12345678',
    'qwertyuiop',
    'iloveyou1',
    'aaaaaaaa',
    'abababab',
    '12121212',
    'zzzzzzzzzzzzzzzz',
  ])('refuses %s at sign-up', (password) => {
    const result = signup(password);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ message: EASY_PASSWORD_MESSAGE })]);
  });

  it.each(['correct horse battery', 'Tr0ub4dor&3x', 'gym at 6 every day'])('accepts %s', (password) => {
    expect(signup(password).success).toBe(true);
    expect(isEasyToGuess(password)).toBe(false);
  });

  it('bundles the 10,000 most common passwords of 8+ characters from @zxcvbn-ts/language-common, in its order', () => {
    const require = createRequire(import.meta.url);
    const source: string[] = JSON.parse(readFileSync(require.resolve('@zxcvbn-ts/language-common/src/passwords.json'), 'utf8'));
    const list = COMMON_PASSWORDS.split('\n');
    expect(list).toHaveLength(10_000);
    expect(list).toEqual(source.filter((password) => password.length >= 8).slice(0, 10_000));
    expect(list.every((password) => isEasyToGuess(password))).toBe(true);
  });
});
