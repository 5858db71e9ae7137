// Field schemas that several endpoints share.
import * as z from 'zod';

import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';

// The limits have no zod in them, so the app's first screen can show them without loading zod.
export { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';

/** An email, trimmed and lower-cased before it is checked, so " A@B.co " and "a@b.co" are one account. */
export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const nameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`)
  // Control characters (C0 and DEL) would corrupt how the name is shown and logged.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
  .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), 'Name must not contain control characters');

/** An ISO 8601 date-time with a zone, e.g. 2026-11-22T10:00:00.000Z. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true, error: 'Expected an ISO date-time' });

/** A SweatCoin amount: a decimal string with at most 2 decimals, e.g. "1000.00". */
export const coinAmountSchema = z.string().regex(/^\d{1,24}(\.\d{1,2})?$/, 'Expected a SweatCoin amount such as "12.50"');

export const userSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  name: z.string(),
  roles: z.array(z.string()),
  isGuest: z.boolean(),
  xp: z.number().int().nonnegative(),
  sweatCoins: coinAmountSchema,
  createdAt: isoDateTimeSchema,
});
export type User = z.infer<typeof userSchema>;

// Roles have no zod in them, so the app's first screen can check them without loading zod.
export { isGuestUser, ROLES } from './roles';

// Characters that change how text is shown without being seen: bidirectional overrides and
// isolates (which can reverse a name on screen) and zero-width ones.
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Free text a person typed (a company, a subject, a message): trimmed, within `max` characters,
 * without control characters (newlines and tabs allowed where `multiline`), invisible
 * formatting characters or lone surrogates, and normalised (NFC) so one text is stored one way.
 */
export function plainTextSchema(label: string, max: number, options: { multiline?: boolean; min?: number } = {}) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
  const control = options.multiline ? /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/ : /[\u0000-\u001f\u007f]/;
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(options.min ?? 1, options.min ? `${label} must be at least ${options.min} characters` : `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((text) => !control.test(text), `${label} must not contain control characters`)
    .refine((text) => !INVISIBLE.test(text), `${label} must not contain invisible formatting characters`)
    .refine((text) => !LONE_SURROGATE.test(text), `${label} has a broken character`)
    .transform((text) => text.normalize('NFC'));
}
