// POST /api/auth/signup, /login, /guest, /logout, /change-password, /reset-password and GET
// /api/auth/me: every route that sets a password, so the one password policy is checked here.

import { ERROR_CODES } from '@fitchoice/shared';
import { authRoutes, type ChangePasswordResponse, passwordRoutes } from '@fitchoice/shared/api';
import { newPasswordSchema } from '@fitchoice/shared/api/signup';
import { config } from '../config';
import { ConflictError, ForbiddenError, InvalidInputError, NotSignedInError } from '../errors';
import { DEVICE_COOKIE, SESSION_COOKIE } from '../http/cookies';
import { createHandler, type Reply } from '../http/handler';
import { logger } from '../log';
import { mailAccountLink } from '../mail/account-mails';
import { findToken } from '../mail/tokens';
import { knownDeviceOf, rememberDevice } from '../sessions/devices';
import { endSessions, signOut } from '../sessions/sessions';
import { createGuest, createMember, EmailTakenError, getUser, getUserByEmail, toApiUser, type UserRecord } from '../users/store';
import { hashNewPassword } from './credentials';
import { passwordHashes } from './hash-queue';
import { hashPassword, verifyPassword } from './password';
import { CredentialsChangedError, resetPasswordWith, setPassword } from './password-store';
import { takeCreation, takeLoginAttempt } from './throttle';

const INVALID_CREDENTIALS = 'Invalid email or password';
const SUSPENDED = 'This account is suspended. Contact support if you think this is a mistake.';
/**
 * Sign-up's answer when the email is taken (and the password is not that account's): it names no
 * account, and reaching it costs a throttled password check, as a login does.
 */
export const SIGNUP_REFUSED = 'We could not create an account with these details. If you already have an account, sign in instead.';
const scryptParams = { logN: config.scryptLogN, r: 8, p: 1 };
/** Verified when the email is unknown, so an unknown email costs as long as a wrong password. */
const dummyHash = hashPassword('not-a-real-password', scryptParams);

interface PasswordCheck {
  email: string;
  password: string;
  user: UserRecord | null;
  sourceIp: string;
  deviceToken: string | undefined;
  now: number;
}

/**
 * Checks the password of the account with this email (or a dummy hash), inside the throttle: the
 * attempt is taken before the hash and given back when it succeeds. Answers whether this browser
 * was already a known device of the account, for the sign-in's cookie.
 */
async function checkPassword(check: PasswordCheck): Promise<{ valid: boolean; knownDevice: boolean }> {
  const knownDevice = await knownDeviceOf(check.deviceToken, check.user?.id ?? null, check.now);
  const attempt = await takeLoginAttempt({ email: check.email, ip: check.sourceIp, knownDevice }, check.now);
  let valid: boolean;
  try {
    const hash = check.user?.passwordHash ?? (await dummyHash);
    valid = (await passwordHashes.run(() => verifyPassword(check.password, hash))) && check.user !== null;
  } catch (error) {
    await attempt.giveBack();
    throw error;
  }
  if (valid) await attempt.giveBack();
  return { valid, knownDevice: knownDevice !== null };
}

/**
 * Opens a session for the user, and makes this browser a known device of theirs if it is not one
 * yet. Only once the password was right: a suspended account then says so (a stranger learns
 * nothing). The session is refused if the password changes before it opens. The session the
 * browser held (`replaced`, its cookie's token) is signed out with its sockets, as a sign-out is.
 */
async function signedIn(
  user: UserRecord,
  statusCode: number,
  knownDevice: boolean,
  now: number,
  replaced: string | undefined,
): Promise<Reply> {
  if (user.suspendedAt) throw new ForbiddenError(SUSPENDED, ERROR_CODES.accountSuspended);
  await signOut(replaced);
  return {
    statusCode,
    body: { user: toApiUser(user) },
    openSessionFor: { userId: user.id, isGuest: user.isGuest, credentialVersion: user.credentialVersion ?? 0 },
    ...(knownDevice ? {} : { deviceToken: await rememberDevice(user.id, now) }),
  };
}

const LINK_INVALID = 'This link has expired or was already used. Ask for a new one.';

/** The one password policy (shared's newPasswordSchema) for sign-up, a change and a reset. */
function assertNewPassword(password: string, field: string): void {
  const checked = newPasswordSchema.safeParse(password);
  if (!checked.success)
    throw new InvalidInputError(checked.error.issues[0]?.message ?? 'Choose a harder password', { code: 'password_too_easy', field });
}

export const handler = createHandler(
  { ...authRoutes, ...passwordRoutes },
  {
    'auth.signup': {
      async run({ body, sourceIp, cookies, now }) {
        assertNewPassword(body.password, 'password');
        await takeCreation('signup', sourceIp, now.getTime());
        const check = { email: body.email, password: body.password, sourceIp, deviceToken: cookies[DEVICE_COOKIE], now: now.getTime() };
        const existing = await getUserByEmail(body.email);
        if (existing) {
          // The owner signing up again with their password is signed in; anyone else learns no more
          // than a failed login tells (and pays for it in the same throttle).
          const { valid, knownDevice } = await checkPassword({ ...check, user: existing });
          if (!valid) throw new ConflictError(SIGNUP_REFUSED, 'signup_refused');
          return signedIn(existing, 200, knownDevice, now.getTime(), cookies[SESSION_COOKIE]);
        }
        const passwordHash = await passwordHashes.run(() => hashPassword(body.password, scryptParams));
        try {
          const user = await createMember({
            email: body.email,
            name: body.name,
            passwordHash,
            now,
            ...(body.language ? { language: body.language } : {}),
          });
          // The account works at once; a mail that did not go can be asked for again from Settings.
          await mailAccountLink('verify-email', { userId: user.id, to: body.email, name: user.name, language: body.language }, now).catch(
            (error: unknown) => logger.error('Confirmation mail not sent', { error: error as Error }),
          );
          return signedIn(user, 201, false, now.getTime(), cookies[SESSION_COOKIE]);
        } catch (error) {
          if (error instanceof EmailTakenError) throw new ConflictError(SIGNUP_REFUSED, 'signup_refused');
          throw error;
        }
      },
    },

    'auth.login': {
      async run({ body, sourceIp, cookies, now }) {
        const user = await getUserByEmail(body.email);
        const { valid, knownDevice } = await checkPassword({
          email: body.email,
          password: body.password,
          user,
          sourceIp,
          deviceToken: cookies[DEVICE_COOKIE],
          now: now.getTime(),
        });
        if (!user || !valid) throw new NotSignedInError(INVALID_CREDENTIALS);
        return signedIn(user, 200, knownDevice, now.getTime(), cookies[SESSION_COOKIE]);
      },
    },

    'auth.guest': {
      async run({ sourceIp, cookies, now }) {
        await takeCreation('guest', sourceIp, now.getTime());
        const user = await createGuest(now);
        await signOut(cookies[SESSION_COOKIE]);
        return { statusCode: 201, body: { user: toApiUser(user) }, openSessionFor: { userId: user.id, isGuest: user.isGuest } };
      },
    },

    'auth.me': {
      async run({ user }) {
        return { statusCode: 200, body: toApiUser(user) };
      },
    },

    'auth.logout': {
      async run({ cookies }) {
        await signOut(cookies[SESSION_COOKIE]);
        return { statusCode: 204, closeSession: true };
      },
    },

    'auth.changePassword': {
      async run({ body, user, sessionId }) {
        const account = user;
        if (!account.passwordHash || !(await verifyPassword(body.currentPassword, account.passwordHash))) {
          throw new InvalidInputError('The current password is not right', { field: 'currentPassword' });
        }
        if (body.newPassword === body.currentPassword) {
          throw new InvalidInputError('Choose a password different from the current one', { field: 'newPassword' });
        }
        assertNewPassword(body.newPassword, 'newPassword');
        let changed: UserRecord;
        try {
          changed = await setPassword(account, await hashNewPassword(body.newPassword));
        } catch (error) {
          if (error instanceof CredentialsChangedError) throw new ConflictError('The password was just changed elsewhere; sign in again');
          throw error;
        }
        const signedOutSessions = await endSessions(account.id, Date.now(), sessionId ? { keep: sessionId } : {});
        const response: ChangePasswordResponse = { user: toApiUser(changed), signedOutSessions };
        return { statusCode: 200, body: response };
      },
    },

    'auth.resetPassword': {
      async run({ body, now }) {
        assertNewPassword(body.newPassword, 'newPassword');
        const token = await findToken(body.token, now);
        if (token?.purpose !== 'reset-password') throw new InvalidInputError(LINK_INVALID, { code: 'link_invalid', field: 'token' });
        const result = await resetPasswordWith(token, await hashNewPassword(body.newPassword), now);
        if (result.state !== 'done') throw new InvalidInputError(LINK_INVALID, { code: 'link_invalid', field: 'token' });
        await endSessions(result.userId, Date.now());
        return { statusCode: 200, body: { reset: true } };
      },
    },

    'auth.partnerWelcome': {
      async run({ body, now }) {
        assertNewPassword(body.newPassword, 'newPassword');
        const token = await findToken(body.token, now);
        if (token?.purpose !== 'partner-welcome') throw new InvalidInputError(LINK_INVALID, { code: 'link_invalid', field: 'token' });
        const result = await resetPasswordWith(token, await hashNewPassword(body.newPassword), now);
        const user = result.state === 'done' ? await getUser(result.userId) : null;
        if (!user) throw new InvalidInputError(LINK_INVALID, { code: 'link_invalid', field: 'token' });
        if (user.suspendedAt) throw new ForbiddenError('This account is suspended', ERROR_CODES.accountSuspended);
        // The link proved the email and set the password: the partner is signed in, on to their panel.
        return {
          statusCode: 200,
          body: { user: toApiUser(user) },
          openSessionFor: { userId: user.id, isGuest: false, credentialVersion: user.credentialVersion ?? 0 },
        };
      },
    },
  },
);
