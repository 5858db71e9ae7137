import { describe, expect, it } from 'vitest';
import { OWASP_SCRYPT_LOG_N, readConfig } from '../config';
import { hashPassword, parseHashParams, verifyPassword } from './password';

describe('password hashing', () => {
  it('defaults to OWASP scrypt parameters (N=2^17, r=8, p=1) when no override is set', async () => {
    expect(OWASP_SCRYPT_LOG_N).toBe(17);
    const { scryptLogN } = readConfig({});
    expect(scryptLogN).toBe(17);
    const hash = await hashPassword('correct horse battery', { logN: scryptLogN, r: 8, p: 1 });
    expect(parseHashParams(hash)).toEqual({ logN: 17, r: 8, p: 1 });
    expect(hash).toMatch(/^scrypt\$ln=17,r=8,p=1\$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
  });

  it('reads the cost from each hash, so hashes made with other parameters still verify', async () => {
    const cheap = await hashPassword('pässwörd 山田', { logN: 10, r: 8, p: 1 });
    const other = await hashPassword('pässwörd 山田', { logN: 11, r: 4, p: 2 });
    expect(await verifyPassword('pässwörd 山田', cheap)).toBe(true);
    expect(await verifyPassword('pässwörd 山田', other)).toBe(true);
    expect(await verifyPassword('pässwörd 山田 ', cheap)).toBe(false);
  });

  it('salts every hash', async () => {
    const params = { logN: 10, r: 8, p: 1 };
    expect(await hashPassword('same', params)).not.toBe(await hashPassword('same', params));
  });

  it('refuses a malformed or tampered hash instead of throwing', async () => {
    const hash = await hashPassword('secret-pass', { logN: 10, r: 8, p: 1 });
    expect(await verifyPassword('secret-pass', 'plain-text')).toBe(false);
    expect(await verifyPassword('secret-pass', hash.replace('ln=10', 'ln=11'))).toBe(false);
  });

  it('lets tests lower the cost only through FITCHOICE_SCRYPT_LOG_N', () => {
    expect(readConfig({ FITCHOICE_SCRYPT_LOG_N: '10' }).scryptLogN).toBe(10);
    expect(() => readConfig({ FITCHOICE_SCRYPT_LOG_N: 'cheap' })).toThrow(/FITCHOICE_SCRYPT_LOG_N/);
  });
});
