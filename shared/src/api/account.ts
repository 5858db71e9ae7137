// The account's own life: change the password (partners with a temporary one, and members from
// settings), forgot and reset it, confirm the email (and a new one), the signed-in devices, and
// "download my data" / "delete my account". Served by the `account` handler module.
import * as z from 'zod';
import { authResponseSchema } from './auth';
import { emailSchema, isoDateTimeSchema, languageCodeSchema, passwordSchema, userSchema } from './common';
import type { RouteTable } from './route-contract';

export const changePasswordRequestSchema = z.strictObject({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(256, 'Current password is too long'),
  newPassword: passwordSchema,
});

export const changePasswordResponseSchema = z.object({
  user: userSchema,
  /** How many other sessions of the account were signed out. */
  signedOutSessions: z.number().int().nonnegative(),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

const tokenSchema = z
  .string({ error: 'The link is incomplete' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'The link is incomplete; open it from the mail again');

export const forgotPasswordRequestSchema = z.strictObject({
  email: emailSchema,
  /** The app's language: the mail is written in it. */
  language: languageCodeSchema.optional(),
});
/** The same answer whether or not an account has this email. */
export const mailSentResponseSchema = z.object({ sent: z.literal(true) });

export const resetPasswordRequestSchema = z.strictObject({ token: tokenSchema, newPassword: passwordSchema });
/** An approved partner's first sign-in: the mailed link's token and the password they choose. */
export const partnerWelcomeRequestSchema = z.strictObject({ token: tokenSchema, newPassword: passwordSchema });
export const resetPasswordResponseSchema = z.object({ reset: z.literal(true) });

export const verifyEmailRequestSchema = z.strictObject({ token: tokenSchema });
export const verifyEmailResponseSchema = z.object({
  /** What the link confirmed: the account's email, a new email (now the account's), or a partner application's email. */
  confirmed: z.enum(['email', 'new_email', 'application']),
  email: z.string(),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

export const resendVerificationRequestSchema = z.strictObject({ language: languageCodeSchema.optional() });
export const resendVerificationResponseSchema = z.object({ sent: z.literal(true), email: z.string() });

export const changeEmailRequestSchema = z.strictObject({
  newEmail: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256, 'Password is too long'),
  language: languageCodeSchema.optional(),
});
export const changeEmailResponseSchema = z.object({ pendingEmail: z.string() });

export const accountSessionSchema = z.object({
  id: z.string(),
  /** e.g. "Chrome on Android". */
  device: z.string(),
  /** Where the edge placed the device (ISO country, region code, city); null when unknown (e.g. locally). */
  place: z.object({ country: z.string(), region: z.string().nullable(), city: z.string().nullable() }).nullable(),
  createdAt: isoDateTimeSchema,
  lastSeenAt: isoDateTimeSchema,
  /** The session of this request. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsResponseSchema = z.object({ sessions: z.array(accountSessionSchema) });
export const signedOutResponseSchema = z.object({ signedOut: z.number().int().nonnegative() });

/** "Download my data": every section the features register (profile, bookings, ledger, check-ins, reviews, ...). */
export const accountExportResponseSchema = z.object({
  format: z.string(),
  exportedAt: isoDateTimeSchema,
  data: z.record(z.string(), z.unknown()),
});

export const deleteAccountRequestSchema = z.strictObject({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256, 'Password is too long'),
});
export const deleteAccountResponseSchema = z.object({ deleted: z.literal(true) });

/**
 * Setting a new password (a change, a reset by link): served by the auth handler, which alone
 * carries the password policy's list of common passwords (./signup.ts), as sign-up does.
 */
export const passwordRoutes = {
  'auth.changePassword': {
    method: 'POST',
    path: '/api/auth/change-password',
    guard: 'member',
    summary: 'Change the password (the current one is checked); every other session of the account ends',
    errors: ['password_too_easy'],
    body: changePasswordRequestSchema,
    response: changePasswordResponseSchema,
  },
  'auth.resetPassword': {
    method: 'POST',
    path: '/api/auth/reset-password',
    guard: 'public',
    summary: 'Set a new password with a reset link; every session of the account ends',
    errors: ['link_invalid', 'password_too_easy'],
    body: resetPasswordRequestSchema,
    response: resetPasswordResponseSchema,
  },
  'auth.partnerWelcome': {
    method: 'POST',
    path: '/api/auth/partner-welcome',
    guard: 'public',
    summary: "An approved partner's first sign-in: the mailed link sets their password and signs them in",
    errors: ['link_invalid', 'password_too_easy'],
    body: partnerWelcomeRequestSchema,
    response: authResponseSchema,
  },
} as const satisfies RouteTable;

export const accountRoutes = {
  'account.forgotPassword': {
    method: 'POST',
    path: '/api/auth/forgot-password',
    guard: 'public',
    summary: 'Mail a one-time password reset link (the same answer whether or not the email has an account; throttled)',
    body: forgotPasswordRequestSchema,
    response: mailSentResponseSchema,
    status: 202,
  },
  'account.verifyEmail': {
    method: 'POST',
    path: '/api/account/verify-email',
    guard: 'public',
    summary: "Open a mailed confirmation link: the account's email, a new email, or an application's",
    errors: ['link_invalid', 'email_taken'],
    body: verifyEmailRequestSchema,
    response: verifyEmailResponseSchema,
  },
  'account.resendVerification': {
    method: 'POST',
    path: '/api/account/verification',
    guard: 'member',
    summary: 'Mail the confirmation link again (once a minute)',
    errors: ['already_verified'],
    body: resendVerificationRequestSchema,
    response: resendVerificationResponseSchema,
    status: 202,
  },
  'account.changeEmail': {
    method: 'POST',
    path: '/api/account/email',
    guard: 'member',
    summary: 'Change the email: it takes effect when the link mailed to the new one is opened',
    body: changeEmailRequestSchema,
    response: changeEmailResponseSchema,
    status: 202,
  },
  'account.sessions': {
    method: 'GET',
    path: '/api/account/sessions',
    guard: 'member',
    summary: "The account's signed-in devices, most recently used first",
    response: accountSessionsResponseSchema,
  },
  'account.revokeSession': {
    method: 'POST',
    path: '/api/account/sessions/{id}/revoke',
    guard: 'member',
    summary: 'Sign one device out',
    response: signedOutResponseSchema,
  },
  'account.revokeAllSessions': {
    method: 'POST',
    path: '/api/account/sessions/revoke-all',
    guard: 'member',
    summary: 'Sign out everywhere, this device too',
    response: signedOutResponseSchema,
  },
  'account.export': {
    method: 'GET',
    path: '/api/account/export',
    guard: 'member',
    summary: "Download my data: the member's data as one JSON archive",
    response: accountExportResponseSchema,
  },
  'account.delete': {
    method: 'POST',
    path: '/api/account/delete',
    guard: 'member',
    summary: 'Delete my account (the password again): sessions end, personal data is removed or anonymised',
    body: deleteAccountRequestSchema,
    response: deleteAccountResponseSchema,
  },
} as const satisfies RouteTable;
