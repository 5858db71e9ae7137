// How the enterprise form words a refused lead, in the visitor's language: a refusal at one of the
// form's fields by that field's message, shown at it; too many leads from one network, any other
// refusal and no connection by the form's outcome line. Never the server's English text.
import { ApiError } from '@fitchoice/shared/http-errors';
import { fieldProblemOf, type RefusalTable, refusalMessageId } from '../../api/field-errors';
import type { MessageId } from '../../i18n/messages';
import './messages';

/** The form's fields a refusal is shown at, in the words of the form's own checks. */
const LEAD_FIELDS = {
  company: 'enterprise.invalid.company',
  contactName: 'enterprise.invalid.contactName',
  email: 'enterprise.invalid.email',
  companySize: 'enterprise.invalid.companySize',
  message: 'enterprise.invalid.message',
} as const satisfies Record<string, MessageId>;
export type LeadField = keyof typeof LEAD_FIELDS;

/** Any other refusal of a lead (functions/src/enterprise/handler.ts): a region or plan not accepted, else the fallback. */
const LEAD_REFUSALS = { validation_failed: 'enterprise.refused.invalid' } as const satisfies RefusalTable<'enterprise.createLead'>;

export type LeadRefusal = { field: LeadField } | { outcome: MessageId; reason?: MessageId };

export function leadRefusalOf(error: unknown): LeadRefusal {
  if (!(error instanceof ApiError)) return { outcome: 'enterprise.form.offline' };
  if (error.status === 429) return { outcome: 'enterprise.form.tooMany' };
  const atField = fieldProblemOf(error, LEAD_FIELDS);
  if (atField) return { field: atField.field };
  return { outcome: 'enterprise.form.failed', reason: refusalMessageId(error, LEAD_REFUSALS, 'enterprise.refused.other') };
}
