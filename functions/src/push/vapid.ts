// The VAPID key pair push messages are signed with: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY in AWS
// (from the environment: the stack resolves them from a Secrets Manager secret), kept in
// .data/vapid.json locally so subscriptions survive a restart.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateVapidKeys, type VapidKeys } from './web-push';

/** Who to contact about this server's pushes (push services ask for it). */
export const DEFAULT_VAPID_SUBJECT = 'mailto:push@fitchoice.app';

/** The keys, or null where push is not set up (a stage deployed without a VAPID secret): nothing is pushed. */
export function vapidFromEnv(env: NodeJS.ProcessEnv = process.env): (VapidKeys & { subject: string }) | null {
  const publicKey = env.VAPID_PUBLIC_KEY;
  const privateKey = env.VAPID_PRIVATE_KEY;
  if (!publicKey || !privateKey) return null;
  return { publicKey, privateKey, subject: env.VAPID_SUBJECT || DEFAULT_VAPID_SUBJECT };
}

export function newVapidKeys(): VapidKeys {
  return generateVapidKeys();
}

/** The key pair in `dataDir/vapid.json`, generated on first use. */
export function localVapidKeys(dataDir: string): VapidKeys {
  const file = join(dataDir, 'vapid.json');
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (stored.publicKey && stored.privateKey) return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = newVapidKeys();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return keys;
}
