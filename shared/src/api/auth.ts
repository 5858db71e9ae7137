// POST /api/auth/login, /guest, /logout and GET /api/auth/me (sign-up's body: ./signup.ts).
import * as z from 'zod';
import { emailSchema, languageCodeSchema, nameSchema, passwordSchema, userSchema } from './common';
import type { RouteTable } from './route-contract';

/**
 * The sign-up body's shape. The auth handler also refuses passwords that are too easy to guess
 * (`newPasswordSchema` in ./signup.ts): its list of common passwords is 100 KB, so it stays out
 * of this module, which every handler and the contract load.
 */
export const signupRequestSchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  name: nameSchema,
  /** The app's language: the confirmation mail (and later ones) are written in it. */
  language: languageCodeSchema.optional(),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  // Any non-empty password is checked against the hash; length rules apply at signup only.
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256, 'Password is too long'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The answer of signup, login and guest. */
export const authResponseSchema = z.object({ user: userSchema });

/** GET /api/auth/me answers the user object itself. */
export const meResponseSchema = userSchema;

export const authRoutes = {
  'auth.signup': {
    method: 'POST',
    path: '/api/auth/signup',
    guard: 'public',
    summary: 'Create a member account and sign in (a password that is too easy to guess is refused)',
    errors: ['signup_refused', 'password_too_easy'],
    body: signupRequestSchema,
    response: authResponseSchema,
    // 200: the email's owner signing up again with their password is signed in.
    status: [201, 200],
  },
  'auth.login': {
    method: 'POST',
    path: '/api/auth/login',
    guard: 'public',
    summary: 'Sign in with email and password',
    body: loginRequestSchema,
    response: authResponseSchema,
  },
  'auth.guest': {
    method: 'POST',
    path: '/api/auth/guest',
    guard: 'public',
    summary: 'Start a guest session',
    response: authResponseSchema,
    status: 201,
  },
  'auth.me': { method: 'GET', path: '/api/auth/me', guard: 'user', summary: 'The signed-in user', response: meResponseSchema },
  'auth.logout': { method: 'POST', path: '/api/auth/logout', guard: 'public', summary: 'Sign out (end this session)', status: 204 },
} as const satisfies RouteTable;
