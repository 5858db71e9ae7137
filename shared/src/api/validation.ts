// Turning a failed parse into one clear message that names the field.
import type { z } from 'zod';

export interface ValidationFailure {
  field: string | undefined;
  message: string;
}

export function describeValidationError(error: z.ZodError): ValidationFailure {
  const issue = error.issues[0];
  if (!issue) return { field: undefined, message: 'Invalid request' };
  const field = issue.path.length > 0 ? issue.path.join('.') : undefined;
  if (issue.code === 'unrecognized_keys') {
    return { field: issue.keys[0], message: `Unknown field: ${issue.keys.join(', ')}` };
  }
  if (issue.code === 'invalid_type' && field && issue.message.startsWith('Invalid input')) {
    return { field, message: `${field}: expected ${issue.expected}` };
  }
  return { field, message: field && !issue.message.includes(field) ? `${field}: ${issue.message}` : issue.message };
}
