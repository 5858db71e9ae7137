// How a refusal answers over HTTP, in one place: each DomainError class's status and headers, and
// the error body (spec section 8). Anything else thrown is a bug: 500 `internal`, logged.
import { type ApiErrorBody, ERROR_CODES } from '@fitchoice/shared';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  NotSignedInError,
  TooManyAttemptsError,
  UnavailableError,
  UnprocessableError,
} from '../errors';

/** A body larger than the API takes (refused before it is read). */
export class PayloadTooLargeError extends DomainError {
  override readonly name = 'PayloadTooLargeError';
  constructor(limit: number) {
    super(`Request body is larger than ${limit} bytes`, ERROR_CODES.payloadTooLarge);
  }
}

const STATUS_OF: readonly [abstract new (...args: never[]) => DomainError, number][] = [
  [InvalidInputError, 400],
  [NotSignedInError, 401],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [PayloadTooLargeError, 413],
  [UnprocessableError, 422],
  [TooManyAttemptsError, 429],
  [UnavailableError, 503],
];

/** The answer's status of a refusal. */
export function httpStatusOf(error: DomainError): number {
  for (const [kind, status] of STATUS_OF) if (error instanceof kind) return status;
  throw new Error(`No HTTP status for ${error.name}`, { cause: error });
}

/** The headers a refusal answers with: when to try again. */
export function httpHeadersOf(error: DomainError): Record<string, string> {
  return error.retryAfterSeconds === null ? {} : { 'retry-after': String(error.retryAfterSeconds) };
}

export function errorBodyOf(error: DomainError, requestId: string): ApiErrorBody {
  return { error: error.message, code: error.code, ...(error.field ? { field: error.field } : {}), requestId };
}
