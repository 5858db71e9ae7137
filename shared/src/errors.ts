// The one API error shape, and the client's rule for turning a non-OK answer into an error
// (spec section 8).
import { z } from 'zod';

export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  requestId: z.string().optional(),
  /** The field a validation error is about, when there is one. */
  field: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Stable machine-readable codes carried in `code`. */
export const ERROR_CODES = {
  badRequest: 'bad_request',
  validation: 'validation_failed',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  methodNotAllowed: 'method_not_allowed',
  conflict: 'conflict',
  payloadTooLarge: 'payload_too_large',
  unprocessable: 'unprocessable',
  tooManyRequests: 'too_many_requests',
  internal: 'internal',
  unavailable: 'unavailable',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** "<status>: <body text>" — the message of the error a non-OK answer becomes. */
export function httpErrorMessage(status: number, text: string): string {
  return `${status}: ${text}`;
}

/** The HTTP status at the front of an error made by `httpErrorMessage`, or null. */
export function statusOfErrorMessage(message: string): number | null {
  const match = /^(\d{3}):/.exec(message);
  return match ? Number(match[1]) : null;
}

/**
 * The human part of an error made by `httpErrorMessage`: the JSON body's `error` or `message`
 * when it has one, the text otherwise.
 */
export function serverMessageOf(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const text = error.message.replace(/^\d{3}:\s*/, '');
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') {
      const { error: e, message: m } = body as { error?: unknown; message?: unknown };
      if (typeof e === 'string') return e;
      if (typeof m === 'string') return m;
    }
  } catch {
    // not JSON: the text itself is the message
  }
  return text || undefined;
}
