// What the backend throws when it refuses a request: the kind of refusal (the class), the stable
// code a caller reads (`code`), the English message, the field it is about, and what caused it
// (`cause`). These know nothing of HTTP; http/errors.ts maps each class to its status in one place.
// Rules, stores and handlers throw them; anything else thrown is a bug and answers 500.
import { ERROR_CODES } from '@fitchoice/shared';
import type { ApiErrorCode } from '@fitchoice/shared/api/contract';

export interface ErrorDetails {
  /** The request field the refusal is about (the app marks it). */
  field?: string;
  /** The error this one stands for (kept for the logs; never sent). */
  cause?: unknown;
  /** A refusal a later try may not repeat (not yet verified): never stored as an Idempotency-Key's answer. */
  transient?: boolean;
  /** When to try again, in seconds. */
  retryAfterSeconds?: number;
}

export abstract class DomainError extends Error {
  /** The code a refusal of this kind answers unless it is given its own. */
  static readonly defaultCode: ApiErrorCode = ERROR_CODES.badRequest;
  /** The machine-readable code of the answer's body. */
  readonly code: ApiErrorCode;
  readonly field: string | undefined;
  readonly transient: boolean;
  readonly retryAfterSeconds: number | null;

  constructor(message: string, code?: ApiErrorCode, details: ErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = code ?? new.target.defaultCode;
    this.field = details.field;
    this.transient = details.transient === true;
    this.retryAfterSeconds = details.retryAfterSeconds ?? null;
  }
}

/** The input breaks a rule: `validation_failed` when a field is named, else `bad_request`, unless a code is given. */
export class InvalidInputError extends DomainError {
  override readonly name = 'InvalidInputError';
  constructor(message: string, details: ErrorDetails & { code?: ApiErrorCode } = {}) {
    super(message, details.code ?? (details.field ? ERROR_CODES.validation : ERROR_CODES.badRequest), details);
  }
}

/** No session where the route needs one. */
export class NotSignedInError extends DomainError {
  override readonly name = 'NotSignedInError';
  constructor(message = 'Not signed in', details: ErrorDetails = {}) {
    super(message, ERROR_CODES.unauthorized, details);
  }
}

/** Signed in, but this caller may not do this. */
export class ForbiddenError extends DomainError {
  static override readonly defaultCode: ApiErrorCode = ERROR_CODES.forbidden;
  override readonly name = 'ForbiddenError';
}

/** What the request names does not exist (or is not the caller's to see). */
export class NotFoundError extends DomainError {
  static override readonly defaultCode: ApiErrorCode = ERROR_CODES.notFound;
  override readonly name = 'NotFoundError';
  constructor(message = 'Not found', code?: ApiErrorCode, details?: ErrorDetails) {
    super(message, code, details);
  }
}

/** The request is well formed but the state of things refuses it (full, taken, already done, changed meanwhile). */
export class ConflictError extends DomainError {
  static override readonly defaultCode: ApiErrorCode = ERROR_CODES.conflict;
  override readonly name = 'ConflictError';
}

/** The request is understood but cannot be done as asked (too early, too late, unsafe). */
export class UnprocessableError extends DomainError {
  static override readonly defaultCode: ApiErrorCode = ERROR_CODES.unprocessable;
  override readonly name = 'UnprocessableError';
}

/** Too many attempts: try again after `retryAfterSeconds`. */
export class TooManyAttemptsError extends DomainError {
  override readonly name = 'TooManyAttemptsError';
  constructor(message: string, retryAfterSeconds: number, details: ErrorDetails = {}) {
    super(message, ERROR_CODES.tooManyRequests, { ...details, retryAfterSeconds });
  }
}

/** Not available now (busy, or not set up here); `retryAfterSeconds` when a later try may work. */
export class UnavailableError extends DomainError {
  override readonly name = 'UnavailableError';
  constructor(message: string, retryAfterSeconds: number | null = null, details: ErrorDetails = {}) {
    super(message, ERROR_CODES.unavailable, retryAfterSeconds === null ? details : { ...details, retryAfterSeconds });
  }
}
