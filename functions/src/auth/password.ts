// Password hashing with node:crypto scrypt. The parameters are stored in the hash string
// ("scrypt$ln=17,r=8,p=1$<salt>$<key>"), so they can be raised later and old hashes still verify.
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptParams {
  /** log2 of the CPU/memory cost N. */
  logN: number;
  r: number;
  p: number;
}

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const HASH_FORMAT = /^scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = {
    N: 2 ** params.logN,
    r: params.r,
    p: params.p,
    // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is below OWASP's 128 MiB.
    maxmem: 128 * 2 ** params.logN * params.r * params.p + 16 * 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return `scrypt$ln=${params.logN},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export function parseHashParams(hash: string): ScryptParams | null {
  const match = HASH_FORMAT.exec(hash);
  return match ? { logN: Number(match[1]), r: Number(match[2]), p: Number(match[3]) } : null;
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const match = HASH_FORMAT.exec(hash);
  if (!match) return false;
  const params = { logN: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  const expected = Buffer.from(match[5]!, 'base64');
  const actual = await derive(password, Buffer.from(match[4]!, 'base64'), params);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
