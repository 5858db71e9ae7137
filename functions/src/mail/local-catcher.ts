// The local mail catcher: each message is a JSON file under MAIL_DIR (`.data/mail/` for `npm
// start`), named so that names sort by time. The local runtime lists them at /__mail, so a tester
// opens the link a real member would get by mail. Never used in AWS.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailMessage } from './mailer';

export interface CaughtMail extends MailMessage {
  id: string;
  sentAt: string;
}

const ID = /^\d{13}-[0-9a-f-]{36}$/;

export async function catchMail(dir: string, message: MailMessage): Promise<CaughtMail> {
  await mkdir(dir, { recursive: true });
  const caught: CaughtMail = { id: `${Date.now()}-${randomUUID()}`, sentAt: new Date().toISOString(), ...message };
  await writeFile(join(dir, `${caught.id}.json`), JSON.stringify(caught, null, 2));
  return caught;
}

/** The caught messages, newest first (optionally only those to one address). */
export async function listCaughtMail(dir: string, to?: string): Promise<CaughtMail[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const ids = names
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -5))
    .filter((id) => ID.test(id));
  const messages = await Promise.all(ids.map((id) => readCaughtMail(dir, id)));
  return messages
    .filter((message): message is CaughtMail => message !== null && (to === undefined || message.to === to.toLowerCase()))
    .sort((a, b) => b.id.localeCompare(a.id));
}

export async function readCaughtMail(dir: string, id: string): Promise<CaughtMail | null> {
  if (!ID.test(id)) return null;
  try {
    return JSON.parse(await readFile(join(dir, `${id}.json`), 'utf8')) as CaughtMail;
  } catch {
    return null;
  }
}
