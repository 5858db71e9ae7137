// The one password policy, for every new password (sign-up, a change, a reset), in a module of its
// own (`@fitchoice/shared/api/signup`, not in the api index or the contract): it carries the list of
// common passwords (100 KB, 44 KB gzipped), which only the auth handler (it serves all three) and the
// app's password forms need; every other handler bundle and app chunk stays without it.
import { passwordSchema } from './common';
import { EASY_PASSWORD_MESSAGE, isEasyToGuess } from './password-rules';

/** A new password: the length rules, and not too easy to guess (./password-rules.ts). */
export const newPasswordSchema = passwordSchema.refine((password) => !isEasyToGuess(password), EASY_PASSWORD_MESSAGE);
