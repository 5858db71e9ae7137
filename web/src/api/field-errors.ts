// A refusal is worded by the app, never by the server's English text: one tied to a request field
// (the server's `{code, field}`, or the same shared zod schema checked before sending) by the form's
// message for that field, shown next to it; any other by the message of its `code`, shown in the
// form's alert. Each feature maps its fields and codes to messages of its own catalogue.
import type { ErrorCodeOf, RouteErrorCode, RouteId } from '@fitchoice/shared/api/contract';
import { ApiError } from '@fitchoice/shared/http-errors';
import type { MessageId } from '../i18n/messages';

/**
 * A feature's wording of the codes its calls answer, keyed by codes those routes may answer (their
 * contract's `errors` and the codes any route may): a code renamed or dropped on the server fails to
 * compile here instead of falling silently to the generic message.
 */
export type RefusalTable<Id extends RouteId> = Readonly<Partial<Record<ErrorCodeOf<Id>, MessageId>>>;

/**
 * A refusal table that words every code of the route's own (its contract's `errors`): a code added
 * to the route fails to compile until it is worded. The codes any route may answer stay optional.
 */
export type OwnRefusalTable<Id extends RouteId> = RefusalTable<Id> & Readonly<Record<RouteErrorCode<Id>, MessageId>>;

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

/**
 * The message id that words a refusal by its code: `refusal` is an ApiError or the answer body of a
 * failed outbox entry; `byCode` is the feature's wording of the codes its calls answer. `fallback`
 * words any other refusal (a code the feature does not expect, a body that is not the API's).
 */
export function refusalMessageId(refusal: unknown, byCode: Readonly<Partial<Record<string, MessageId>>>, fallback: MessageId): MessageId {
  return codeMessageId(refusal, byCode) ?? fallback;
}

/** The message id `byCode` words a refusal's code with, or null for a code it does not word. */
export function codeMessageId(refusal: unknown, byCode: Readonly<Partial<Record<string, MessageId>>>): MessageId | null {
  const code = refusal && typeof refusal === 'object' ? (refusal as { code?: unknown }).code : undefined;
  return typeof code === 'string' && Object.hasOwn(byCode, code) ? (byCode[code] as MessageId) : null;
}

/** How a feature words the refusals of its calls. */
export interface RefusalWording<F extends string> {
  /** Each request field's message (fieldProblemOf). */
  fields: Readonly<Record<F, MessageId>>;
  /** Each expected code's message (refusalMessageId). */
  codes: Readonly<Record<string, MessageId>>;
  /** A failure without an answer (no connection). */
  offline: MessageId;
  /** Any other refusal. */
  other: MessageId;
}

/**
 * A failed call, worded: at a field when the refusal names one of the feature's, else by its code;
 * a failure that is no API answer (no connection) by the feature's offline message.
 */
export function wordRefusal<F extends string>(
  error: unknown,
  wording: RefusalWording<F>,
): FieldProblem<F> | { field: null; messageId: MessageId } {
  if (!(error instanceof ApiError)) return { field: null, messageId: wording.offline };
  return fieldProblemOf(error, wording.fields) ?? { field: null, messageId: refusalMessageId(error, wording.codes, wording.other) };
}
