// The admin panel's API (/api/admin/*): the contract's guard lets only admins in. Every change
// writes its audit entry in the same transaction as the change itself (the stores do).
import { formatCoinCents } from '@fitchoice/shared';
import type { AdminUserResponse, AdminUserSummary, ApproveApplicationResponse, ModerationAction } from '@fitchoice/shared/api';
import { adminRoutes } from '@fitchoice/shared/api';
import { searchUsers, setSuspension } from '../account/accounts';
import { listActivity } from '../activity/store';
import type { AuditActor } from '../audit/store';
import { listAudit } from '../audit/store';
import { hashNewPassword, temporaryPassword } from '../auth/credentials';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors';
import { createHandler } from '../http/handler';
import { isModerationKind, listModeration, moderate } from '../moderation/store';
import { approveApplication, getApplication, listApplications, rejectApplication, toApiApplication } from '../partners/store';
import { endSessions } from '../sessions/sessions';
import { sessionsOfUser } from '../sessions/store';
import { getUser, type UserRecord } from '../users/store';
import { listLedger } from '../wallet/ledger';

const PAGE = 20;

function actorOf({ user }: { user: UserRecord }): AuditActor {
  return { id: user.id, name: user.name };
}

function badCursor(): InvalidInputError {
  return new InvalidInputError('cursor does not belong to this list; start again without it', { field: 'cursor' });
}

function summaryOf(user: UserRecord): AdminUserSummary {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    roles: user.roles,
    suspendedAt: user.suspendedAt ?? null,
    createdAt: user.createdAt,
    lastSeenAt: user.lastSeenAt ?? null,
  };
}

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
      const password = temporaryPassword();
      const result = await approveApplication(
        params.id,
        { ...(body.gymId ? { gymId: body.gymId } : {}), temporaryPasswordHash: await hashNewPassword(password) },
        { actor: actorOf(context), requestId, now },
      );
      if (result.state === 'no_application') throw new NotFoundError('Application not found');
      if (result.state === 'already_decided') throw new ConflictError('This application has already been decided', 'application_decided');
      if (result.state === 'no_gym') throw new InvalidInputError('No gym has this id', { field: 'gymId' });
      if (result.state === 'email_not_verified') {
        throw new ConflictError('The applicant has not confirmed the email yet: the application waits for it', 'email_not_verified');
      }
      if (result.state !== 'approved') throw new Error(`unexpected approval state ${result.state}`);
      const response: ApproveApplicationResponse = {
        application: toApiApplication(result.application),
        account: { userId: result.userId, email: result.application.email, temporaryPassword: result.accountCreated ? password : null },
      };
      // Never stored for an Idempotency-Key replay: the temporary password is shown once and kept nowhere.
      return { statusCode: 200, body: response, transient: true };
    },
  },

  'admin.rejectApplication': {
    async run(context) {
      const { params, body, requestId, now } = context;
      const result = await rejectApplication(params.id, body.reason, { actor: actorOf(context), requestId, now });
      if (result.state === 'no_application') throw new NotFoundError('Application not found');
      if (result.state !== 'rejected') throw new ConflictError('This application has already been decided', 'application_decided');
      return { statusCode: 200, body: { application: toApiApplication(result.application) } };
    },
  },

  'admin.listUsers': {
    async run({ query }) {
      const result = await searchUsers(query.q, query.limit ?? PAGE, query.cursor);
      if ('invalidCursor' in result) throw badCursor();
      return { statusCode: 200, body: { users: result.users.map(summaryOf), nextCursor: result.nextCursor } };
    },
  },

  'admin.getUser': {
    async run({ params }) {
      const user = await getUser(params.id);
      if (!user || user.isGuest) throw new NotFoundError('User not found');
      const [ledger, activity, sessions] = await Promise.all([
        listLedger(user.id, 10),
        listActivity(user.id, { limit: 10, cursor: undefined }),
        sessionsOfUser(user.id, Date.now()),
      ]);
      const response: AdminUserResponse = {
        user: {
          ...summaryOf(user),
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
      return { statusCode: 200, body: { user: summaryOf(result.user) } };
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
      return { statusCode: 200, body: { user: summaryOf(result.user) } };
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
      const page = await listAudit(query.limit ?? PAGE, query.cursor);
      if (!page) throw badCursor();
      return { statusCode: 200, body: page };
    },
  },
});
