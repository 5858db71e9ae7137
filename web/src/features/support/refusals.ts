// How the support screens word a refused message or reply: by the answer's code (api/field-errors.ts),
// in the member's language; the server's English text is never shown. A refusal at one of the
// form's fields is shown at that field instead (TicketForm).
import { type RefusalTable, refusalMessageId } from '../../api/field-errors';
import type { MessageId } from '../../i18n/messages';
import './messages';

const SUPPORT_REFUSALS = {
  not_found: 'contact.refused.notFound',
  too_many_requests: 'contact.form.tooMany',
  validation_failed: 'contact.refused.invalid',
} as const satisfies RefusalTable<'support.createTicket' | 'support.reply' | 'support.adminReply' | 'support.adminClose'>;

/** The wording of a refusal: an ApiError, or the answer body of a failed outbox entry. */
export function supportRefusalId(refusal: unknown): MessageId {
  return refusalMessageId(refusal, SUPPORT_REFUSALS, 'contact.refused.other');
}
