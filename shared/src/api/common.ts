// Field schemas that several endpoints share.
import * as z from 'zod';
import { LANGUAGES, type LanguageCode } from '../regions';

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

/** One of the app's twelve languages: mails are written in it (en, es, fr, pt; English for the others). */
export const languageCodeSchema = z.enum(LANGUAGES.map((language) => language.code) as [LanguageCode, ...LanguageCode[]], {
  error: 'language must be one of the app’s languages',
});

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
  /**
   * Signed in with a temporary password: the panels refuse until it is changed (/panel/change-password).
   * The server always sends this and gymIds; optional so copies stored before they existed still read.
   */
  mustChangePassword: z.boolean().optional(),
  /** The gyms a gym partner runs. */
  gymIds: z.array(z.string()).optional(),
  /** Whether the member opened the link mailed to the email (needed to redeem rewards, post publicly, apply as a partner). */
  emailVerified: z.boolean().optional(),
  /** A new email waiting for its confirmation link to be opened. */
  pendingEmail: z.string().nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

// Roles have no zod in them, so the app's first screen can check them without loading zod.
export { isGuestUser, opensPanel, PANELS, type PanelPath, panelsOf, ROLES } from './roles';
