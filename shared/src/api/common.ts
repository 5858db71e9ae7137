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

// Names are shown to others (leaderboards, reviews): nothing in one may change how it, or the text
// around it, is shown without being seen.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;
/** Bidirectional overrides, embeddings, isolates and marks: they can make a name read backwards. */
const DIRECTION = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/** Zero-width and other invisible characters (soft hyphen, Hangul fillers, word joiners, BOM). */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: each code point is refused on its own, marks included
const INVISIBLE = /[\u00ad\u034f\u115f\u1160\u180e\u200b\u200c\u2060-\u2064\u3164\ufeff\uffa0]/u;
/** A zero-width joiner is allowed only inside an emoji sequence (woman technologist, heart on fire). */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: the variation selector is looked for on its own
const LONE_JOINER = /(?<![\p{Extended_Pictographic}\p{Emoji_Modifier}\ufe0f])\u200d|\u200d(?!\p{Extended_Pictographic})/u;
/** Half of a character (a lone UTF-16 surrogate): it cannot be stored or shown. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

export const nameSchema = z
  .string({ error: 'Name is required' })
  .normalize('NFC')
  .trim()
  .min(1, 'Name is required')
  .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`)
  .refine((name) => !CONTROL.test(name), 'Name must not contain control characters')
  .refine(
    (name) => ![DIRECTION, INVISIBLE, LONE_JOINER, LONE_SURROGATE].some((pattern) => pattern.test(name)),
    'Name must not contain invisible or direction-changing characters',
  );

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

/**
 * The one schema of free text a person typed, for every such field (a post, a comment, a chat
 * message, a mood note, a bio, a title, a review, a company, a message...): trimmed, from `min`
 * (1 unless said; 0 allows it empty) to `max` characters (code points, so an emoji counts once),
 * without control characters (NUL included; newlines and tabs allowed where `multiline`), invisible
 * formatting or direction-changing characters (U+202E) or lone surrogates, and normalised (NFC) so
 * one text is stored one way. `blank` is the message for an empty one.
 */
export function plainTextSchema(label: string, max: number, options: { multiline?: boolean; min?: number; blank?: string } = {}) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
  const control = options.multiline ? /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/ : /[\u0000-\u001f\u007f]/;
  const min = options.min ?? 1;
  // The lengths as JSON Schema words them (in code points, as here), which the refinements hide:
  // OpenAPI publishes them and the app's forms take them (web/src/ui/form/limits.ts).
  const lengths = min > 0 ? { minLength: min, maxLength: max } : { maxLength: max };
  return z
    .string({ error: `${label} is required` })
    .trim()
    .refine((text) => min === 0 || text.length > 0, options.blank ?? `${label} is required`)
    .refine((text) => text.length === 0 || [...text].length >= min, `${label} must be at least ${min} characters`)
    .refine((text) => [...text].length <= max, `${label} must be at most ${max} characters`)
    .refine((text) => !control.test(text), `${label} must not contain control characters`)
    .refine(
      (text) => ![DIRECTION, INVISIBLE, LONE_JOINER].some((pattern) => pattern.test(text)),
      `${label} must not contain invisible formatting characters`,
    )
    .refine((text) => !LONE_SURROGATE.test(text), `${label} has a broken character`)
    .transform((text) => text.normalize('NFC'))
    .meta(lengths);
}
