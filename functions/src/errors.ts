// Errors a handler throws to answer with a status, and the error body they become.
import { type ApiErrorBody, ERROR_CODES, type ErrorCode } from '@fitchoice/shared';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: ErrorCode | string,
    /** `transient`: a refusal a later try may not repeat (not yet verified), never stored for its Idempotency-Key. */
    readonly extra: { field?: string; headers?: Record<string, string>; transient?: boolean } = {},
  ) {
    super(message);
  }

  toBody(requestId: string): ApiErrorBody {
    return { error: this.message, code: this.code, ...(this.extra.field ? { field: this.extra.field } : {}), requestId };
  }
}

export const httpErrors = {
  badRequest: (message: string, field?: string) =>
    new HttpError(400, message, field ? ERROR_CODES.validation : ERROR_CODES.badRequest, field ? { field } : {}),
  unauthorized: (message = 'Not signed in') => new HttpError(401, message, ERROR_CODES.unauthorized),
  forbidden: (message: string) => new HttpError(403, message, ERROR_CODES.forbidden),
  notFound: (message = 'Not found') => new HttpError(404, message, ERROR_CODES.notFound),
  methodNotAllowed: (allow: string[]) =>
    new HttpError(405, 'Method not allowed', ERROR_CODES.methodNotAllowed, { headers: { allow: allow.join(', ') } }),
  conflict: (message: string, code: string = ERROR_CODES.conflict, headers?: Record<string, string>) =>
    new HttpError(409, message, code, headers ? { headers } : {}),
  payloadTooLarge: (limit: number) => new HttpError(413, `Request body is larger than ${limit} bytes`, ERROR_CODES.payloadTooLarge),
  unprocessable: (message: string) => new HttpError(422, message, ERROR_CODES.unprocessable),
  unavailable: (message: string, retryAfterSeconds: number) =>
    new HttpError(503, message, ERROR_CODES.unavailable, { headers: { 'retry-after': String(retryAfterSeconds) } }),
  tooManyRequests: (message: string, retryAfterSeconds: number) =>
    new HttpError(429, message, ERROR_CODES.tooManyRequests, { headers: { 'retry-after': String(retryAfterSeconds) } }),
};
