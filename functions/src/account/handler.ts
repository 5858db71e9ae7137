// The account's own routes: forget the password (change and reset are the auth handler's: they
// need the password policy); confirm the email (and a new one); list and end the signed-in
// devices; download the member's data and delete the account.
import { createHash } from 'node:crypto';
import type { AccountSession, VerifyEmailResponse } from '@fitchoice/shared/api';
import { accountRoutes } from '@fitchoice/shared/api';
import { verifyPassword } from '../auth/password';
import { ConflictError, InvalidInputError, NotFoundError, NotSignedInError, TooManyAttemptsError, UnavailableError } from '../errors';
import { createHandler } from '../http/handler';
import { throttleNetwork } from '../http/network';
import { type RateLimit, takeAttempt } from '../http/rate-limit';
import { logger } from '../log';
import { mailAccountLink } from '../mail/account-mails';
import { findToken, type TokenPurpose } from '../mail/tokens';
import { closeSockets } from '../realtime/notify';
import { socketsOf } from '../realtime/sockets';
import { endSessions } from '../sessions/sessions';
import { sessionsOfUser } from '../sessions/store';
import type { UserRecord } from '../users/store';
import { setPendingEmail, useEmailLink } from './accounts';
import { eraseAccount, exportAccount } from './personal-data';
import { queueResetMail, withResetMailJobs } from './reset-mail';

const HOUR = 60 * 60 * 1000;
/** Reset mails per address (whether or not it has an account) and per client network. */
export const RESETS_PER_EMAIL: RateLimit = { bucket: 'forgot-email', limit: 3, windowMs: HOUR };
export const RESETS_PER_NETWORK: RateLimit = { bucket: 'forgot-ip', limit: 20, windowMs: HOUR };
/** The cooldown between two confirmation mails of one account. */
export const RESEND_COOLDOWN: RateLimit = { bucket: 'verify-resend', limit: 1, windowMs: 60 * 1000 };
export const EMAIL_CHANGES: RateLimit = { bucket: 'email-change', limit: 5, windowMs: HOUR };

/** Counters are keyed by a hash of the address: the table keeps no one's email in a key. */
function emailKey(email: string): string {
  return createHash('sha256').update(email).digest('hex');
}

async function takeOrRefuse(rate: RateLimit, key: string, now: Date, message: string): Promise<void> {
  const attempt = await takeAttempt(rate, key, now.getTime());
  if (!attempt.allowed) throw new TooManyAttemptsError(message, attempt.retryAfterSeconds);
}

async function assertPassword(user: UserRecord, password: string, field: string): Promise<void> {
  if (!user.passwordHash || !(await verifyPassword(password, user.passwordHash))) {
    throw new InvalidInputError('The password is not right', { field });
  }
}

const LINK_INVALID = 'This link has expired or was already used. Ask for a new one.';

const EMAIL_LINKS: ReadonlySet<TokenPurpose> = new Set(['verify-email', 'change-email', 'confirm-application']);

export const handler = withResetMailJobs(
  createHandler(accountRoutes, {
    'account.forgotPassword': {
      async run({ body, sourceIp, now }) {
        // Counted whatever the address: neither the answer nor the limits tell whether it has an account.
        await takeOrRefuse(
          RESETS_PER_NETWORK,
          throttleNetwork(sourceIp),
          now,
          'Too many reset requests from this network; try again later',
        );
        await takeOrRefuse(RESETS_PER_EMAIL, emailKey(body.email), now, 'Too many reset requests for this address; try again later');
        // The same work for every address: the lookup and the mail come after the answer (reset-mail.ts).
        await queueResetMail({ email: body.email, language: body.language ?? null, requestedAt: now.toISOString() });
        return { statusCode: 202, body: { sent: true } };
      },
    },

    'account.verifyEmail': {
      async run({ body, now }) {
        const token = await findToken(body.token, now);
        // Only the confirmation links: a reset or a partner's welcome link is spent by its own route.
        if (!token || !EMAIL_LINKS.has(token.purpose)) throw new InvalidInputError(LINK_INVALID, { code: 'link_invalid', field: 'token' });
        const result = await useEmailLink(token, now);
        if (result.state === 'email_taken') throw new ConflictError('Another account uses this email now', 'email_taken');
        if (result.state !== 'done') throw new InvalidInputError(LINK_INVALID, { code: 'link_invalid', field: 'token' });
        const confirmed = { 'verify-email': 'email', 'change-email': 'new_email', 'confirm-application': 'application' } as const;
        const response: VerifyEmailResponse = { confirmed: confirmed[result.purpose as keyof typeof confirmed], email: result.email };
        return { statusCode: 200, body: response };
      },
    },

    'account.resendVerification': {
      async run({ body, user, now }) {
        const account = user;
        if (account.emailVerifiedAt || !account.email) throw new ConflictError('Your email is already confirmed', 'already_verified');
        await takeOrRefuse(RESEND_COOLDOWN, account.id, now, 'A confirmation mail was just sent; wait a minute before asking again');
        try {
          await mailAccountLink(
            'verify-email',
            { userId: account.id, to: account.email, name: account.name, language: body.language ?? account.language },
            now,
          );
        } catch (error) {
          logger.error('Confirmation mail not sent', { error: error as Error });
          throw new UnavailableError('The mail could not be sent; try again in a moment', 30);
        }
        return { statusCode: 202, body: { sent: true, email: account.email } };
      },
    },

    'account.changeEmail': {
      async run({ body, user, now }) {
        const account = user;
        await assertPassword(account, body.password, 'password');
        if (body.newEmail === account.email) throw new InvalidInputError('This is already your email', { field: 'newEmail' });
        await takeOrRefuse(EMAIL_CHANGES, account.id, now, 'Too many email changes; try again later');
        await setPendingEmail(account, body.newEmail);
        // Whether another account has it is said only when the link is opened: this answer tells no one.
        try {
          await mailAccountLink(
            'change-email',
            { userId: account.id, to: body.newEmail, name: account.name, language: body.language ?? account.language },
            now,
          );
        } catch (error) {
          logger.error('Email change mail not sent', { error: error as Error });
          throw new UnavailableError('The mail could not be sent; try again in a moment', 30);
        }
        return { statusCode: 202, body: { pendingEmail: body.newEmail } };
      },
    },

    'account.sessions': {
      async run({ user, sessionId }) {
        const sessions: AccountSession[] = (await sessionsOfUser(user.id, Date.now())).map((session) => ({
          id: session.sessionId,
          device: session.device,
          place: session.place,
          createdAt: session.createdAt,
          lastSeenAt: session.lastSeenAt,
          current: session.sessionId === sessionId,
        }));
        return { statusCode: 200, body: { sessions } };
      },
    },

    'account.revokeSession': {
      async run({ params, user, sessionId }) {
        const signedOut = await endSessions(user.id, Date.now(), { only: params.id });
        if (signedOut === 0) throw new NotFoundError('No such signed-in device');
        return { statusCode: 200, body: { signedOut }, ...(params.id === sessionId ? { closeSession: true } : {}) };
      },
    },

    'account.revokeAllSessions': {
      async run({ user }) {
        const signedOut = await endSessions(user.id, Date.now());
        return { statusCode: 200, body: { signedOut }, closeSession: true };
      },
    },

    'account.export': {
      async run({ user, now }) {
        return {
          statusCode: 200,
          body: await exportAccount(user, now),
          headers: { 'content-disposition': 'attachment; filename="fitchoice-data.json"' },
        };
      },
    },

    'account.delete': {
      async run({ body, user, requestId, now }) {
        const account = user;
        await assertPassword(account, body.password, 'password');
        // The erase removes the member's socket items with the rest: which to close is read first.
        const sockets = await socketsOf(account.id);
        const result = await eraseAccount(account, { requestId, now });
        if (result.state !== 'erased') throw new NotSignedInError();
        await closeSockets(sockets);
        return { statusCode: 200, body: { deleted: true }, closeSession: true };
      },
    },
  }),
);
