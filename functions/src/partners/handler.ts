// Partners: the public application (throttled per client network), and the panel routes each
// partner's panel starts from (which panels, which gyms, which professional profile).
import type { PanelMeResponse, PartnerApplicationResponse } from '@fitchoice/shared/api';
import { partnerRoutes } from '@fitchoice/shared/api';
import { ConflictError, NotFoundError, TooManyAttemptsError } from '../errors';
import { createHandler } from '../http/handler';
import { throttleNetwork } from '../http/network';
import { type RateLimit, takeAttempt } from '../http/rate-limit';
import { logger } from '../log';
import { mailAccountLink } from '../mail/account-mails';
import { assertVerified } from '../users/verified-email';
import { ApplicationPendingError, createApplication, ownProfessional, panelGyms } from './store';

/** Applications per client network (an IPv4 address, an IPv6 /64) per hour: a gym's front desk may file a few; a script may not file thousands. */
export const APPLICATIONS_PER_NETWORK: RateLimit = { bucket: 'partner-application-ip', limit: 5, windowMs: 60 * 60 * 1000 };

export const handler = createHandler(partnerRoutes, {
  'partners.apply': {
    async run({ body, user, sourceIp, now }) {
      const attempt = await takeAttempt(APPLICATIONS_PER_NETWORK, throttleNetwork(sourceIp), now.getTime());
      if (!attempt.allowed)
        throw new TooManyAttemptsError('Too many applications from this network; try again later', attempt.retryAfterSeconds);
      // A signed-in member applies with a confirmed email; a visitor confirms the application's by mail.
      if (user) assertVerified(user);
      const provenEmail = user?.emailVerifiedAt && user.email === body.email ? now.toISOString() : null;
      try {
        const application = await createApplication(body, { userId: user?.id ?? null, emailVerifiedAt: provenEmail }, now);
        if (!provenEmail) {
          await mailAccountLink(
            'confirm-application',
            { userId: null, to: body.email, name: body.contactName, applicationId: application.id, language: body.language },
            now,
          ).catch((error: unknown) => logger.error('Application confirmation mail not sent', { error: error as Error }));
        }
        const response: PartnerApplicationResponse = { application: { id: application.id, status: 'pending' } };
        return { statusCode: 201, body: response };
      } catch (error) {
        if (error instanceof ApplicationPendingError) throw new ConflictError(error.message, 'application_pending', { field: 'email' });
        throw error;
      }
    },
  },

  'partners.panelMe': {
    async run({ user }) {
      const account = user;
      const professional = await ownProfessional(account);
      const response: PanelMeResponse = { roles: account.roles, gyms: await panelGyms(account.gymIds ?? []), professional };
      return { statusCode: 200, body: response };
    },
  },

  'partners.panelGym': {
    async run({ params }) {
      // The guard has checked that a gym partner runs this gym.
      const [gym] = await panelGyms([params.gymId]);
      if (!gym) throw new NotFoundError('Gym not found');
      return { statusCode: 200, body: { gym } };
    },
  },
});
