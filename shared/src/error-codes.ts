// The codes of the one API error shape (errors.ts), without zod: the web app's every page words the
// outbox's refusals by them.

/** Stable machine-readable codes carried in `code` that any route may answer (a route's own are in its contract's `errors`). */
export const ERROR_CODES = {
  badRequest: 'bad_request',
  validation: 'validation_failed',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  /** A partner signed in with a temporary password must change it before using a panel. */
  passwordChangeRequired: 'password_change_required',
  /** An admin suspended the account: login is refused and its sessions have ended. */
  accountSuspended: 'account_suspended',
  /** The member has not confirmed the email yet (redeem rewards, post publicly, apply as a partner). */
  emailNotVerified: 'email_not_verified',
  notFound: 'not_found',
  methodNotAllowed: 'method_not_allowed',
  conflict: 'conflict',
  payloadTooLarge: 'payload_too_large',
  unprocessable: 'unprocessable',
  tooManyRequests: 'too_many_requests',
  internal: 'internal',
  unavailable: 'unavailable',
  /** A request with the same Idempotency-Key is still being worked on: try again shortly (Retry-After). */
  idempotencyInProgress: 'idempotency_in_progress',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
