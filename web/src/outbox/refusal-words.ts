// How the outbox sheet words a refused entry: the words of the screen that made it, when its
// feature has them (features/layout/outbox-refusals.ts loads them for the sheet), else the words of
// the codes any route may answer, else "did not accept this". Never the server's English text.
import { ERROR_CODES } from '@fitchoice/shared';
import type { MessageId } from '../i18n/messages';
import type { SettledEntry } from './outbox';

/** A message and its values (a feature's refusal may take one, `{count}`). */
export interface RefusalWords {
  id: MessageId;
  values?: Record<string, string | number>;
}

/** A feature's wording of its routes' refusals, loaded when a refused entry is shown. */
export type WordRefusal = (entry: SettledEntry) => Promise<RefusalWords | null>;

const COMMON: Readonly<Record<string, MessageId>> = {
  [ERROR_CODES.emailNotVerified]: 'outbox.refused.emailNotVerified',
  [ERROR_CODES.notFound]: 'outbox.refused.notFound',
  [ERROR_CODES.validation]: 'outbox.refused.invalid',
  [ERROR_CODES.badRequest]: 'outbox.refused.invalid',
  [ERROR_CODES.forbidden]: 'outbox.refused.forbidden',
};

/** The words of a refusal's code that any route may answer, else the sheet's own. */
export function commonRefusalWords(entry: SettledEntry): RefusalWords {
  const code = entry.state === 'failed' ? entry.response?.code : undefined;
  return { id: (code && Object.hasOwn(COMMON, code) ? COMMON[code] : undefined) ?? 'outbox.error.refused' };
}
