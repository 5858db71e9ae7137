// The auth calls of spec section 7 and their failure messages (section 8): the server's `error`
// or `message`, else the default ("Login failed", ...). `field` says which form field it is about.
import { statusOfErrorMessage } from '@fitchoice/shared';
import { type LoginRequest, ROLES, type SignupRequest, type User } from '@fitchoice/shared/api';
import { apiRequest } from '../../api/fetcher';
import { parseUser } from '../../api/user-shape';

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
  const message = error instanceof Error ? error.message : '';
  const status = statusOfErrorMessage(message);
  if (status === null) return new AuthRequestError(defaultMessage, null);
  try {
    const body = JSON.parse(message.replace(/^\d{3}:\s*/, '')) as { error?: unknown; message?: unknown; field?: unknown };
    const text = typeof body.error === 'string' ? body.error : typeof body.message === 'string' ? body.message : defaultMessage;
    return new AuthRequestError(text, status, typeof body.field === 'string' ? body.field : undefined);
  } catch {
    return new AuthRequestError(defaultMessage, status);
  }
}

async function postForUser(path: string, body: unknown, defaultMessage: string): Promise<User> {
  try {
    const response = await apiRequest('POST', path, body);
    const answer = (await response.json()) as { user?: unknown };
    const user = parseUser(answer.user);
    if (!user) throw new Error('The answer has no user');
    return user;
  } catch (error) {
    throw toAuthError(error, defaultMessage);
  }
}

export function login(credentials: LoginRequest, defaultMessage: string): Promise<User> {
  return postForUser('/api/auth/login', credentials, defaultMessage);
}

export function signup(registration: SignupRequest, defaultMessage: string): Promise<User> {
  return postForUser('/api/auth/signup', registration, defaultMessage);
}

/** Starts a guest session; the answer is marked as a guest whatever the server's flags say. */
export async function loginAsGuest(defaultMessage: string): Promise<User> {
  const user = await postForUser('/api/auth/guest', undefined, defaultMessage);
  return { ...user, isGuest: true, roles: user.roles.includes(ROLES.guest) ? user.roles : [...user.roles, ROLES.guest] };
}

export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout');
}
