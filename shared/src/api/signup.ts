// POST /api/auth/signup's body, in a module of its own (`@fitchoice/shared/api/signup`, not in the
// api index): its password rule carries the list of common passwords (100 KB, 44 KB gzipped),
// which only sign-up needs; every other handler bundle and app chunk stays without it.
import * as z from 'zod';
import { emailSchema, nameSchema, passwordSchema } from './common';
import { EASY_PASSWORD_MESSAGE, isEasyToGuess } from './password-rules';

/** A new password: the length rules, and not too easy to guess (./password-rules.ts). */
export const signupPasswordSchema = passwordSchema.refine((password) => !isEasyToGuess(password), EASY_PASSWORD_MESSAGE);

export const signupRequestSchema = z.strictObject({
  email: emailSchema,
  password: signupPasswordSchema,
  name: nameSchema,
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;
