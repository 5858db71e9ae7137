// A refusal tied to one request field (the server's `{code, field}`, or the same shared zod schema
// checked before sending) is worded by the app: each form maps its fields to messages of its own
// catalogue, so the member reads the problem next to that field in their language, never the
// schema's English text.
import type { MessageId } from '../i18n/messages';

/** What a form shows at a field: which field, and the message id that words the problem. */
export interface FieldProblem<F extends string> {
  field: F;
  messageId: MessageId;
}

/**
 * The field problem of a refusal, when it names one of the form's fields: `refusal` is an ApiError,
 * the answer body of a failed outbox entry, or `{ field }` from a local check (its first path
 * segment: "text" of "text.0"). Null for a refusal about no field of this form.
 */
export function fieldProblemOf<F extends string>(refusal: unknown, messages: Readonly<Record<F, MessageId>>): FieldProblem<F> | null {
  const field = refusal && typeof refusal === 'object' ? (refusal as { field?: unknown }).field : undefined;
  if (typeof field !== 'string') return null;
  const name = field.split('.')[0] as F;
  return Object.hasOwn(messages, name) ? { field: name, messageId: messages[name] } : null;
}
