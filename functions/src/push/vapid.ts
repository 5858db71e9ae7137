// The VAPID key pair push messages are signed with: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY in AWS
// (from the environment), kept in .data/vapid.json locally so subscriptions survive a restart.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Who to contact about this server's pushes (push services ask for it). */
export const DEFAULT_VAPID_SUBJECT = 'mailto:push@fitchoice.app';

export function vapidFromEnv(env: NodeJS.ProcessEnv = process.env): VapidKeys & { subject: string } {
  const publicKey = env.VAPID_PUBLIC_KEY;
  const privateKey = env.VAPID_PRIVATE_KEY;
  if (!publicKey || !privateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set for push notifications');
  return { publicKey, privateKey, subject: env.VAPID_SUBJECT || DEFAULT_VAPID_SUBJECT };
}

export function newVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
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
