// The auth calls of spec section 7. A refusal rejects with the ApiError itself: the screens word it
// by its `code` and `field` (api/field-errors.ts), never by the server's English text.

import { type LoginRequest, ROLES, type SignupRequest, type User } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { parseUser } from '../db/user-shape';
import { apiCall } from './client';

async function userOf(call: Promise<{ user?: unknown } | null>): Promise<User> {
  const user = parseUser((await call)?.user);
  if (!user) throw new Error('The answer has no user');
  return user;
}

export function login(credentials: LoginRequest): Promise<User> {
  return userOf(apiCall(routes.authLogin, { body: credentials }));
}

export function signup(registration: SignupRequest): Promise<User> {
  return userOf(apiCall(routes.authSignup, { body: registration }));
}

/** Starts a guest session; the answer is marked as a guest whatever the server's flags say. */
export async function loginAsGuest(): Promise<User> {
  const user = await userOf(apiCall(routes.authGuest, {}));
  return { ...user, isGuest: true, roles: user.roles.includes(ROLES.guest) ? user.roles : [...user.roles, ROLES.guest] };
}
