import { ERROR_CODES } from '@fitchoice/shared';
import { hashPassword, verifyPassword } from '../auth/password';
import { assertLoginAllowed, recordLoginFailure, recordLoginSuccess } from '../auth/throttle';
import { config } from '../config';
import { HttpError, httpErrors } from '../http/errors';
import { createHandler } from '../http/handler';
import { logger } from '../http/log';
import { mailAccountLink } from '../mail/account-mails';
import { createGuest, createMember, EmailTakenError, getUserByEmail, toApiUser } from '../store/users';

const INVALID_CREDENTIALS = 'Invalid email or password';
const SUSPENDED = 'This account is suspended. Contact support if you think this is a mistake.';
const scryptParams = { logN: config.scryptLogN, r: 8, p: 1 };
/** Verified when the email is unknown, so an unknown email costs as long as a wrong password. */
const dummyHash = hashPassword('not-a-real-password', scryptParams);

export const handler = createHandler({
  'auth.signup': {
    async run({ body, now }) {
      const passwordHash = await hashPassword(body.password, scryptParams);
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
        return { statusCode: 201, body: { user: toApiUser(user) }, openSessionFor: { userId: user.id, isGuest: user.isGuest } };
      } catch (error) {
        if (error instanceof EmailTakenError) throw httpErrors.conflict(error.message);
        throw error;
      }
    },
  },

  'auth.login': {
    async run({ body, sourceIp, now }) {
      await assertLoginAllowed(body.email, sourceIp, now.getTime());
      const user = await getUserByEmail(body.email);
      const valid = await verifyPassword(body.password, user?.passwordHash ?? (await dummyHash));
      if (!user || !valid) {
        await recordLoginFailure(body.email, sourceIp, now.getTime());
        throw httpErrors.unauthorized(INVALID_CREDENTIALS);
      }
      // Only once the password is right: a stranger learns nothing about the account.
      if (user.suspendedAt) throw new HttpError(403, SUSPENDED, ERROR_CODES.accountSuspended);
      await recordLoginSuccess(body.email);
      // The session is refused if the password changes before it is opened (a replay of this answer, say).
      const grant = { userId: user.id, isGuest: user.isGuest, credentialVersion: user.credentialVersion ?? 0 };
      return { statusCode: 200, body: { user: toApiUser(user) }, openSessionFor: grant };
    },
  },

  'auth.guest': {
    async run({ now }) {
      const user = await createGuest(now);
      return { statusCode: 201, body: { user: toApiUser(user) }, openSessionFor: { userId: user.id, isGuest: user.isGuest } };
    },
  },

  'auth.me': {
    async run({ user }) {
      return { statusCode: 200, body: toApiUser(user!) };
    },
  },

  'auth.logout': {
    async run() {
      return { statusCode: 204, closeSession: true };
    },
  },
});
