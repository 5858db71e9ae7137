// POST /api/auth/login, /guest, /logout and GET /api/auth/me (sign-up's body: ./signup.ts).
import * as z from 'zod';
import { emailSchema, userSchema } from './common';

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
