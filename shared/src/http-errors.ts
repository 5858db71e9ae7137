// The client's rule for turning a non-OK answer into an error (spec section 8). No zod here:
// the app's first screen imports these (the contract's types only, which compile away).
import type { ErrorCodeOf, RouteId } from './api/contract';

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

/**
 * A non-OK answer of the API. Its message is the spec's "<status>: <text>"; decisions (retry,
 * redirect, which field to mark) read `status`, `code` and `field`, never the message. `Id` is the
 * route it answers, when known: its `code` is then one that route may answer (ErrorCodeOf).
 */
export class ApiError<Id extends RouteId = RouteId> extends Error {
  override name = 'ApiError';
  /** The machine-readable code of the error body, e.g. 'slot_full'; undefined when the body had none. */
  readonly code: ErrorCodeOf<Id> | undefined;
  /** The request field the error is about. */
  readonly field: string | undefined;
  readonly requestId: string | undefined;
  /** The JSON body's human message (`error` or `message`); undefined when the body has none. */
  readonly serverMessage: string | undefined;

  constructor(
    readonly status: number,
    /** The answer's text, or its status text when the body could not be read. */
    readonly text: string,
  ) {
    super(httpErrorMessage(status, text));
    const body = parseErrorBody(text);
    // The server answers only the codes its route declares (it checks that under tests).
    this.code = typeof body?.code === 'string' ? (body.code as ErrorCodeOf<Id>) : undefined;
    this.field = typeof body?.field === 'string' ? body.field : undefined;
    this.requestId = typeof body?.requestId === 'string' ? body.requestId : undefined;
    this.serverMessage =
      typeof body?.error === 'string' ? body.error : typeof body?.message === 'string' ? body.message : text || undefined;
  }
}

function parseErrorBody(text: string): Record<string, unknown> | null {
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The HTTP status of an error from the API (an ApiError), or null for anything else (network, a bug). */
export function statusOf(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}
