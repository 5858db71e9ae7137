import { describe, expect, it } from 'vitest';
import * as errors from '../errors';
import { errorBodyOf, httpHeadersOf, httpStatusOf, PayloadTooLargeError } from './errors';

const STATUS: Record<string, number> = {
  InvalidInputError: 400,
  NotSignedInError: 401,
  ForbiddenError: 403,
  NotFoundError: 404,
  ConflictError: 409,
  UnprocessableError: 422,
  TooManyAttemptsError: 429,
  UnavailableError: 503,
};

/** Each refusal class errors.ts exports, made with a message and (where it takes one) a retry time. */
function everyRefusal(): errors.DomainError[] {
  const kinds: unknown[] = Object.values(errors);
  return kinds
    .filter((value) => typeof value === 'function' && value.prototype instanceof errors.DomainError)
    .map((kind) => new (kind as new (message: string) => errors.DomainError)('refused'));
}

describe('the HTTP answer of a refusal', () => {
  it('has a status for every refusal errors.ts exports, named as its class', () => {
    const refusals = everyRefusal();
    expect(refusals.map((error) => error.name).sort()).toEqual(Object.keys(STATUS).sort());
    for (const error of refusals) expect(httpStatusOf(error)).toBe(STATUS[error.name]);
    expect(httpStatusOf(new PayloadTooLargeError(1024))).toBe(413);
  });

  it('says when to try again', () => {
    expect(httpHeadersOf(new errors.TooManyAttemptsError('Slow down', 30))).toEqual({ 'retry-after': '30' });
    expect(httpHeadersOf(new errors.UnavailableError('Busy', 1))).toEqual({ 'retry-after': '1' });
    expect(httpHeadersOf(new errors.UnavailableError('Not set up here'))).toEqual({});
    expect(httpHeadersOf(new errors.ConflictError('Still running', 'idempotency_in_progress', { retryAfterSeconds: 1 }))).toEqual({
      'retry-after': '1',
    });
  });

  it('answers the code, the message and the field, never the cause', () => {
    const cause = new Error('ConditionalCheckFailed on PK=USER#1');
    const error = new errors.InvalidInputError('Pick a time', { field: 'slotStart', cause });
    expect(error.cause).toBe(cause);
    expect(errorBodyOf(error, 'req-1')).toEqual({
      error: 'Pick a time',
      code: 'validation_failed',
      field: 'slotStart',
      requestId: 'req-1',
    });
    expect(errorBodyOf(new errors.InvalidInputError('Malformed JSON body'), 'req-2')).toEqual({
      error: 'Malformed JSON body',
      code: 'bad_request',
      requestId: 'req-2',
    });
  });
});
