// How the XP conversion words a refusal (too little XP, an amount out of range): by the answer's
// code (api/field-errors.ts), in the member's language; the server's English text is never shown.
import { type OwnRefusalTable, refusalMessageId } from '../../api/field-errors';
import type { MessageId } from '../../i18n/messages';
import type { OutboxEntry } from '../../outbox/entries';
import './messages';

export const CONVERT_REFUSALS = {
  insufficient_xp: 'xp.convert.refused.insufficient',
  validation_failed: 'xp.convert.refused.invalid',
} as const satisfies OwnRefusalTable<'rewards.convert'>;

export function convertRefusalId(answer: OutboxEntry): MessageId {
  return refusalMessageId(answer.response, CONVERT_REFUSALS, 'xp.convert.refused.other');
}
