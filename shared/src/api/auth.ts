// POST /api/auth/signup, /login, /guest, /logout and GET /api/auth/me.
import * as z from 'zod';
import { emailSchema, nameSchema, passwordSchema, userSchema } from './common';

export const signupRequestSchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  name: nameSchema,
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
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** GET /api/auth/me answers the user object itself. */
export const meResponseSchema = userSchema;
