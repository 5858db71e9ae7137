// The auth calls of spec section 7 and their failure messages (section 8): the server's `error`
// or `message`, else the default ("Login failed", ...). `field` says which form field it is about.

import { type LoginRequest, ROLES, type SignupRequest, type User } from '@fitchoice/shared/api';
import { ApiError } from '@fitchoice/shared/http-errors';
import { parseUser } from '../db/user-shape';
import { apiCall, routes } from './client';

export class AuthRequestError extends Error {
  override name = 'AuthRequestError';
  constructor(
    message: string,
    readonly status: number | null,
    readonly field?: string,
  ) {
    super(message);
  }
}

function toAuthError(error: unknown, defaultMessage: string): AuthRequestError {
  if (!(error instanceof ApiError)) return new AuthRequestError(defaultMessage, null);
  return new AuthRequestError(error.serverMessage ?? defaultMessage, error.status, error.field);
}

async function userOf(call: Promise<{ user?: unknown } | null>, defaultMessage: string): Promise<User> {
  try {
    const user = parseUser((await call)?.user);
    if (!user) throw new Error('The answer has no user');
    return user;
  } catch (error) {
    throw toAuthError(error, defaultMessage);
  }
}

export function login(credentials: LoginRequest, defaultMessage: string): Promise<User> {
  return userOf(apiCall(routes.authLogin, { body: credentials }), defaultMessage);
}

export function signup(registration: SignupRequest, defaultMessage: string): Promise<User> {
  return userOf(apiCall(routes.authSignup, { body: registration }), defaultMessage);
}

/** Starts a guest session; the answer is marked as a guest whatever the server's flags say. */
export async function loginAsGuest(defaultMessage: string): Promise<User> {
  const user = await userOf(apiCall(routes.authGuest, {}), defaultMessage);
  return { ...user, isGuest: true, roles: user.roles.includes(ROLES.guest) ? user.roles : [...user.roles, ROLES.guest] };
}

export async function logout(): Promise<void> {
  await apiCall(routes.authLogout, {});
}
