// The one API error shape (spec section 8).
import * as z from 'zod';

export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  requestId: z.string().optional(),
  /** The field a validation error is about, when there is one. */
  field: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

// The codes have no zod in them, so the app's every page (the outbox's words) can use them
// without loading zod.
export { ERROR_CODES, type ErrorCode } from './error-codes';

// The client's error-message helpers have no zod in them, so the app's first screen can use them
// without loading zod.
export { ApiError, httpErrorMessage, serverMessageOf, statusOf, statusOfErrorMessage } from './http-errors';
