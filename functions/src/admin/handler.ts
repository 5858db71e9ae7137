// The admin panel's API (/api/admin/*): the contract's guard lets only admins in. Every change
// writes its audit entry in the same transaction as the change itself (the stores do).
import { randomBytes } from 'node:crypto';
import { formatCoinCents } from '@fitchoice/shared';
import type { AdminGym, AdminUserResponse, AdminUserSummary, ApproveApplicationResponse, ModerationAction } from '@fitchoice/shared/api';
import { adminRoutes, PROFESSIONAL_KINDS } from '@fitchoice/shared/api';
import { searchUsers, setSuspension } from '../account/accounts';
import { listActivity } from '../activity/store';
import { type AuditActor, auditPut, listAudit } from '../audit/store';
import { hashNewPassword } from '../auth/credentials';
import { ConflictError, InvalidInputError, NotFoundError, UnavailableError } from '../errors';
import type { GymRecord } from '../gyms/catalogue';
import { gymListingOf } from '../gyms/listing';
import { gymsInRegion, setAdminUnlisting, unlistedGyms } from '../gyms/store';
import { createHandler } from '../http/handler';
import { foldForSearch } from '../keys/account-keys';
import { logger } from '../log';
import { mailAccountLink } from '../mail/account-mails';
import { issueToken } from '../mail/tokens';
import { isModerationKind, listModeration, moderate } from '../moderation/store';
import { mailPartnerDecision } from '../notices/partner-notices';
import {
  type ApplicationRecord,
  approveApplication,
  getApplication,
  listApplications,
  rejectApplication,
  toApiApplication,
} from '../partners/store';
import { getOwnProfessional } from '../professionals/store';
import { endSessions } from '../sessions/sessions';
import { sessionsOfUser } from '../sessions/store';
import { getUser, lastSeenOf, type UserRecord } from '../users/store';
import { listLedger } from '../wallet/ledger';
import { tellMembersOfPausedListings } from './paused-listings';

const PAGE = 20;
/** The most gyms one admin search answers: narrow it with a name. */
const GYM_PAGE = 50;

function toAdminGym(gym: GymRecord): AdminGym {
  return {
    id: gym.id,
    name: gym.name,
    city: gym.city,
    region: gym.region,
    listing: gymListingOf(gym),
    adminUnlisted: gym.adminUnlisted ?? null,
  };
}

function actorOf({ user }: { user: UserRecord }): AuditActor {
  return { id: user.id, name: user.name };
}

/**
 * Tells an approved partner how to sign in: a new account gets a one-time link that sets its
 * password and signs it in (/panel/welcome); an existing one signs in as it always did.
 */
async function mailApproval(application: ApplicationRecord, userId: string, created: boolean, now: Date): Promise<boolean> {
  const to = { email: application.email, name: application.contactName, language: application.language };
  if (!created) return mailPartnerDecision('partner-approved-existing', to, { listing: application.name }, '/partner-login');
  try {
    const token = await issueToken({ purpose: 'partner-welcome', userId, email: application.email }, now);
    return await mailPartnerDecision('partner-approved', to, { listing: application.name }, `/panel/welcome?token=${token}`);
  } catch (error) {
    logger.error('The approval mail was not sent', { error: error as Error });
    return false;
  }
}

function badCursor(): InvalidInputError {
  return new InvalidInputError('cursor does not belong to this list; start again without it', { field: 'cursor' });
}

/** Users as the admin lists them, with their last-seen times (one read for them all). */
async function summariesOf(users: readonly UserRecord[]): Promise<AdminUserSummary[]> {
  const seen = await lastSeenOf(users);
  return users.map((user) => ({
    id: user.id,
    name: user.name,
    email: user.email,
    roles: user.roles,
    suspendedAt: user.suspendedAt ?? null,
    createdAt: user.createdAt,
    lastSeenAt: seen.get(user.id) ?? null,
  }));
}

const summaryOf = async (user: UserRecord): Promise<AdminUserSummary> => (await summariesOf([user]))[0]!;

async function moderation(
  kind: string,
  targetId: string,
  action: ModerationAction,
  context: { user: UserRecord; requestId: string; now: Date },
) {
  if (!isModerationKind(kind)) throw new NotFoundError('Nothing reported with this id');
  const result = await moderate(kind, targetId, action, { actor: actorOf(context), requestId: context.requestId, at: context.now });
  if (result.state !== 'done') {
    throw new NotFoundError(result.state === 'gone' ? 'The reported content no longer exists' : 'Nothing reported with this id');
  }
  return { statusCode: 200, body: { item: result.item } };
}

export const handler = createHandler(adminRoutes, {
  'admin.listApplications': {
    async run({ query }) {
      const page = await listApplications(query.status ?? 'pending', query.limit ?? PAGE, query.cursor);
      if (!page) throw badCursor();
      return { statusCode: 200, body: { applications: page.applications.map(toApiApplication), nextCursor: page.nextCursor } };
    },
  },

  'admin.getApplication': {
    async run({ params }) {
      const application = await getApplication(params.id);
      if (!application) throw new NotFoundError('Application not found');
      return { statusCode: 200, body: { application: toApiApplication(application) } };
    },
  },

  'admin.approveApplication': {
    async run(context) {
      const { params, body, requestId, now } = context;
      // A new account's password is one nobody knows: its partner chooses theirs through the mailed link.
      const unusablePasswordHash = await hashNewPassword(randomBytes(32).toString('base64url'));
      const result = await approveApplication(
        params.id,
        { ...(body.gymId ? { gymId: body.gymId } : {}), unusablePasswordHash },
        { actor: actorOf(context), requestId, now },
      );
      if (result.state === 'no_application') throw new NotFoundError('Application not found');
      if (result.state === 'already_decided') throw new ConflictError('This application has already been decided', 'application_decided');
      if (result.state === 'no_gym') throw new InvalidInputError('No gym has this id', { field: 'gymId' });
      if (result.state === 'email_not_verified') {
        throw new ConflictError('The applicant has not confirmed the email yet: the application waits for it', 'email_not_verified');
      }
      if (result.state !== 'approved') throw new Error(`unexpected approval state ${result.state}`);
      const mailed = await mailApproval(result.application, result.userId, result.accountCreated, now);
      const response: ApproveApplicationResponse = {
        application: toApiApplication(result.application),
        account: { userId: result.userId, email: result.application.email, created: result.accountCreated, mailed },
      };
      return { statusCode: 200, body: response };
    },
  },

  'admin.rejectApplication': {
    async run(context) {
      const { params, body, requestId, now } = context;
      const result = await rejectApplication(params.id, body.reason, { actor: actorOf(context), requestId, now });
      if (result.state === 'no_application') throw new NotFoundError('Application not found');
      if (result.state !== 'rejected') throw new ConflictError('This application has already been decided', 'application_decided');
      const { application } = result;
      await mailPartnerDecision(
        'partner-rejected',
        { email: application.email, name: application.contactName, language: application.language },
        { listing: application.name, reason: body.reason },
        null,
      );
      return { statusCode: 200, body: { application: toApiApplication(application) } };
    },
  },

  'admin.resendConfirmation': {
    async run(context) {
      const { params, requestId, now } = context;
      const application = await getApplication(params.id);
      if (!application) throw new NotFoundError('Application not found');
      if (application.status !== 'pending') throw new ConflictError('This application has already been decided', 'application_decided');
      if (application.emailVerifiedAt !== null)
        throw new ConflictError('The applicant has confirmed the email already', 'already_confirmed');
      const audit = auditPut({
        actor: actorOf(context),
        action: 'application.confirmation_resent',
        target: { type: 'application', id: application.id, name: application.name },
        requestId,
        at: now,
      });
      try {
        await mailAccountLink(
          'confirm-application',
          {
            userId: null,
            to: application.email,
            name: application.contactName,
            applicationId: application.id,
            language: application.language,
          },
          now,
          [audit],
        );
      } catch (error) {
        logger.error('Application confirmation mail not sent again', { error: error as Error });
        throw new UnavailableError('The mail could not be sent; try again in a moment', 30);
      }
      return { statusCode: 200, body: { application: toApiApplication(application) } };
    },
  },

  'admin.listUsers': {
    async run({ query }) {
      const result = await searchUsers(query.q, query.limit ?? PAGE, query.cursor);
      if ('invalidCursor' in result) throw badCursor();
      return { statusCode: 200, body: { users: await summariesOf(result.users), nextCursor: result.nextCursor } };
    },
  },

  'admin.getUser': {
    async run({ params }) {
      const user = await getUser(params.id);
      if (!user || user.isGuest) throw new NotFoundError('User not found');
      const [summary, ledger, activity, sessions, professionals] = await Promise.all([
        summaryOf(user),
        listLedger(user.id, 10),
        listActivity(user.id, { limit: 10, cursor: undefined }),
        sessionsOfUser(user.id, Date.now()),
        Promise.all(PROFESSIONAL_KINDS.map((kind) => getOwnProfessional(user.id, kind))),
      ]);
      const response: AdminUserResponse = {
        user: {
          ...summary,
          xp: user.xp,
          sweatCoins: formatCoinCents(user.sweatCoinCents),
          gymIds: user.gymIds ?? [],
          mustChangePassword: user.mustChangePassword === true,
          suspensionReason: user.suspensionReason ?? null,
        },
        ledger: ledger.map((entry) => ({
          kind: entry.kind,
          amount: formatCoinCents(entry.amountCents),
          balanceAfter: formatCoinCents(entry.balanceAfterCents),
          createdAt: entry.createdAt,
        })),
        activity: activity.records.map((entry) => ({ kind: entry.kind, title: entry.title, createdAt: entry.createdAt })),
        sessions: sessions.length,
        professionals: professionals.flatMap((pro) => (pro ? [{ id: pro.id, kind: pro.kind, name: pro.name }] : [])),
      };
      return { statusCode: 200, body: response };
    },
  },

  'admin.suspendUser': {
    async run(context) {
      const { params, body, user, requestId, now } = context;
      if (params.id === user.id) throw new ConflictError('You cannot suspend your own account');
      const result = await setSuspension(
        params.id,
        { suspend: true, reason: body.reason },
        { actor: actorOf(context), requestId, at: now },
      );
      if (result.state !== 'done') {
        if (result.state === 'no_user') throw new NotFoundError('User not found');
        throw new ConflictError('This account is already suspended', 'already_suspended');
      }
      // The guard already refuses the profile of a suspended account; this ends the sessions of routes that skip it.
      await endSessions(params.id, Date.now());
      // The partner's gyms and profiles left member search; members booked there are told their bookings stay.
      await tellMembersOfPausedListings(result, now);
      return { statusCode: 200, body: { user: await summaryOf(result.user) } };
    },
  },

  'admin.restoreUser': {
    async run(context) {
      const { params, requestId, now } = context;
      const result = await setSuspension(params.id, { suspend: false }, { actor: actorOf(context), requestId, at: now });
      if (result.state !== 'done') {
        if (result.state === 'no_user') throw new NotFoundError('User not found');
        throw new ConflictError('This account is not suspended', 'not_suspended');
      }
      return { statusCode: 200, body: { user: await summaryOf(result.user) } };
    },
  },

  'admin.listGyms': {
    async run({ query }) {
      const gyms = query.listing === 'unlisted' ? await unlistedGyms() : await gymsInRegion(query.region!, null);
      const words = foldForSearch(query.q ?? '')
        .split(/\s+/)
        .filter(Boolean);
      const matching = gyms
        .filter((gym) => (query.region ? gym.region === query.region : true))
        .filter((gym) => words.every((word) => foldForSearch(`${gym.name} ${gym.city}`).includes(word)))
        .sort((a, b) => a.name.localeCompare(b.name))
        .slice(0, GYM_PAGE);
      return { statusCode: 200, body: { gyms: matching.map(toAdminGym) } };
    },
  },

  'admin.unlistGym': {
    async run(context) {
      const { params, body, requestId, now } = context;
      const result = await setAdminUnlisting(params.gymId, { reason: body.reason }, { actor: actorOf(context), requestId, at: now });
      if (result.state === 'no_gym') throw new NotFoundError('Gym not found');
      if (result.state === 'unchanged') throw new ConflictError('This gym is already unlisted', 'already_unlisted');
      // Members with visits still to come there are told their bookings stay.
      await tellMembersOfPausedListings({ gyms: [result.gym], professionals: [] }, now);
      return { statusCode: 200, body: { gym: toAdminGym(result.gym) } };
    },
  },

  'admin.relistGym': {
    async run(context) {
      const { params, requestId, now } = context;
      const result = await setAdminUnlisting(params.gymId, null, { actor: actorOf(context), requestId, at: now });
      if (result.state === 'no_gym') throw new NotFoundError('Gym not found');
      if (result.state === 'unchanged') throw new ConflictError('No admin has unlisted this gym', 'not_unlisted');
      return { statusCode: 200, body: { gym: toAdminGym(result.gym) } };
    },
  },

  'admin.listModeration': {
    async run({ query }) {
      const page = await listModeration(query.status ?? 'open', query.limit ?? PAGE, query.cursor);
      if (!page) throw badCursor();
      return { statusCode: 200, body: page };
    },
  },

  'admin.hideContent': { run: (context) => moderation(context.params.kind, context.params.targetId, 'hide', context) },
  'admin.restoreContent': { run: (context) => moderation(context.params.kind, context.params.targetId, 'restore', context) },
  'admin.dismissReports': { run: (context) => moderation(context.params.kind, context.params.targetId, 'dismiss', context) },

  'admin.audit': {
    async run({ query }) {
      const { cursor, limit, ...filter } = query;
      const page = await listAudit(limit ?? PAGE, cursor, filter);
      if (!page) throw badCursor();
      return { statusCode: 200, body: page };
    },
  },
});
