// How a refused outbox entry is worded, in the sheet and where it was made: by its code, with the
// words of the screen that made it when its feature has them (its refusal table; for the sheet,
// features/layout/outbox-refusals.ts loads them), else the words of the codes any route may
// answer (every one of them is worded here), else — only for an answer without a code — "did not
// accept this". Never the server's English text.
import { ERROR_CODES, type ErrorCode } from '@fitchoice/shared';
import type { MessageId } from '../../i18n/messages';
import type { SettledEntry } from '../../outbox/entries';
import type { RefusalWords } from '../../outbox/OutboxStatus';
import './messages';

/** Every code any route may answer; an outbox entry is refused for good only by a 4xx, but each is worded. */
const COMMON: Readonly<Record<ErrorCode, MessageId>> = {
  [ERROR_CODES.badRequest]: 'outbox.refused.invalid',
  [ERROR_CODES.validation]: 'outbox.refused.invalid',
  [ERROR_CODES.unprocessable]: 'outbox.refused.invalid',
  [ERROR_CODES.methodNotAllowed]: 'outbox.refused.invalid',
  [ERROR_CODES.unauthorized]: 'outbox.refused.signedOut',
  [ERROR_CODES.forbidden]: 'outbox.refused.forbidden',
  [ERROR_CODES.passwordChangeRequired]: 'outbox.refused.passwordChange',
  [ERROR_CODES.accountSuspended]: 'outbox.refused.suspended',
  [ERROR_CODES.emailNotVerified]: 'outbox.refused.emailNotVerified',
  [ERROR_CODES.notFound]: 'outbox.refused.notFound',
  [ERROR_CODES.conflict]: 'outbox.refused.conflict',
  [ERROR_CODES.payloadTooLarge]: 'outbox.refused.tooLarge',
  [ERROR_CODES.tooManyRequests]: 'outbox.refused.later',
  [ERROR_CODES.internal]: 'outbox.refused.later',
  [ERROR_CODES.unavailable]: 'outbox.refused.later',
  [ERROR_CODES.idempotencyInProgress]: 'outbox.refused.later',
};

const codeOf = (entry: SettledEntry): string | undefined => (entry.state === 'failed' ? entry.response?.code : undefined);

/** The words of a refusal's code that any route may answer, else the sheet's own. */
function commonRefusalWords(entry: SettledEntry): RefusalWords {
  const code = codeOf(entry);
  return { id: (code && Object.hasOwn(COMMON, code) ? COMMON[code as ErrorCode] : undefined) ?? 'outbox.error.refused' };
}

/**
 * A refused entry's words, as the screen that made it shows them: its feature's for the code
 * (`codes`, a refusal table; `values` for its messages' placeholders), else the common ones.
 */
export function refusalWordsOf(
  entry: SettledEntry,
  codes: Readonly<Record<string, MessageId>>,
  values?: Record<string, string | number>,
): RefusalWords {
  const code = codeOf(entry);
  return code && Object.hasOwn(codes, code) ? { id: codes[code] as MessageId, values } : commonRefusalWords(entry);
}
