import { describe, expect, it } from 'vitest';
import { checkField, fieldsOf } from './validation';

describe('auth form checks', () => {
  it.each([
    { case: 'empty email', field: 'email', value: '  ', mode: 'signin', id: 'auth.error.emailRequired' },
    { case: 'email without a domain', field: 'email', value: 'ana@', mode: 'signin', id: 'auth.error.emailInvalid' },
    { case: 'email with spaces around', field: 'email', value: ' Ana@Example.com ', mode: 'signup', id: undefined },
    { case: 'empty password', field: 'password', value: '', mode: 'signin', id: 'auth.error.passwordRequired' },
    { case: 'short password at sign-in', field: 'password', value: 'short', mode: 'signin', id: undefined },
    { case: 'short password at sign-up', field: 'password', value: 'seven77', mode: 'signup', id: 'auth.error.passwordShort' },
    { case: '8-character password', field: 'password', value: 'ate8gym!', mode: 'signup', id: undefined },
    { case: 'too long password', field: 'password', value: 'x'.repeat(257), mode: 'signup', id: 'auth.error.passwordLong' },
    { case: 'common password at sign-up', field: 'password', value: 'Password1', mode: 'signup', id: 'auth.error.passwordCommon' },
    { case: 'one repeated letter at sign-up', field: 'password', value: 'aaaaaaaa', mode: 'signup', id: 'auth.error.passwordCommon' },
    { case: 'common password at sign-in', field: 'password', value: 'password', mode: 'signin', id: undefined },
    { case: 'name with a right-to-left override', field: 'name', value: 'Ana\u202Enimda', mode: 'signup', id: 'auth.error.nameInvalid' },
    { case: 'blank name', field: 'name', value: '   ', mode: 'signup', id: 'auth.error.nameRequired' },
    { case: 'name with a control character', field: 'name', value: 'Ana\u0007', mode: 'signup', id: 'auth.error.nameInvalid' },
    { case: 'unicode name', field: 'name', value: 'Zoë 山田', mode: 'signup', id: undefined },
  ] as const)('$case -> $id', async ({ field, value, mode, id }) => {
    expect((await checkField(field, value, mode))?.id).toBe(id);
  });

  it('gives the limit in the message values', async () => {
    expect(await checkField('password', 'short', 'signup')).toEqual({ id: 'auth.error.passwordShort', values: { min: 8 } });
  });

  it('asks for a name only at sign-up', () => {
    expect(fieldsOf('signin')).toEqual(['email', 'password']);
    expect(fieldsOf('signup')).toEqual(['name', 'email', 'password']);
  });
});
