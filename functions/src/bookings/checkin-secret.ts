// The server secret that signs check-in codes: CHECKIN_SECRET in Lambda (set by the stack); the
// local runtime keeps one under .data so codes shown before a restart still work after it.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const MIN_SECRET_LENGTH = 32;

export function checkinSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.CHECKIN_SECRET;
  if (!secret || secret.length < MIN_SECRET_LENGTH)
    throw new Error(`CHECKIN_SECRET must be set to at least ${MIN_SECRET_LENGTH} characters`);
  return secret;
}

export function newCheckinSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The secret persisted in `dataDir/checkin-secret`, created on first use. */
export function localCheckinSecret(dataDir: string): string {
  const file = join(dataDir, 'checkin-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = newCheckinSecret();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
