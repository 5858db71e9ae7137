// A gym's front-desk staff: accounts its owner invited, holding the `front_desk` role for the gyms
// in their `deskGymIds` (kept apart from `gymIds`, the gyms a partner runs, so working one gym's
// desk never opens another gym's panel). An invitation makes a new account with a password nobody
// knows (its one-time link chooses one) or adds the role to an existing account; a revocation takes
// the gym away (and the role with the last one). Each writes the staff item under the gym, the
// account and its audit entry in one transaction, judged against the account as read: a racing
// change reads again.
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { StaffMember } from '@fitchoice/shared/api';
import { type AuditActor, auditPut } from '../audit/store';
import { documentClient, TABLE } from '../dynamo/client';
import { ConditionFailedError, retryRaces, TRY_AGAIN, type TransactItem, transactOnce } from '../dynamo/transact';
import { gymKeys } from '../keys/gym-keys';
import { keys } from '../keys/keys';
import { emailSearchIndex, getUser, getUserByEmail, nameSearchIndex, type UserRecord } from '../users/store';

export const FRONT_DESK = 'front_desk';

interface StaffItem {
  userId: string;
  invitedAt: string;
  invitedBy: string;
  /** The invitation made the account: it is `invited` until a password is chosen through the link. */
  accountCreated: boolean;
}

export interface AuditContext {
  actor: AuditActor;
  requestId: string;
  now: Date;
}

export interface Invitation {
  gymId: string;
  gymName: string;
  email: string;
  name: string;
  language: string | undefined;
  /** The hash of a password nobody knows, for a new account. */
  unusablePasswordHash: string;
}

export type InviteResult =
  | { state: 'invited'; member: StaffMember; user: UserRecord; created: boolean }
  /** Already works this desk (or runs the gym). */
  | { state: 'already_staff' }
  /** The email's account is suspended or deleted. */
  | { state: 'unavailable' };

function memberOf(user: Pick<UserRecord, 'id' | 'name' | 'email' | 'credentialVersion'>, item: StaffItem): StaffMember {
  return {
    userId: user.id,
    name: user.name,
    email: user.email ?? '',
    status: item.accountCreated && (user.credentialVersion ?? 0) === 0 ? 'invited' : 'active',
    invitedAt: item.invitedAt,
  };
}

async function staffItemOf(gymId: string, userId: string): Promise<StaffItem | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: gymKeys.staff(gymId, userId), ConsistentRead: true }));
  return Item ? toStaffItem(Item) : null;
}

function toStaffItem(item: Record<string, unknown>): StaffItem {
  return {
    userId: item.userId as string,
    invitedAt: item.invitedAt as string,
    invitedBy: item.invitedBy as string,
    accountCreated: item.accountCreated === true,
  };
}

/** The account's roles and desk gyms as read: the update is refused if either moved meanwhile. */
function accessUpdate(user: UserRecord, roles: string[], deskGymIds: string[]): TransactItem {
  const desk = user.deskGymIds ?? [];
  return {
    Update: {
      TableName: TABLE,
      Key: keys.user(user.id),
      UpdateExpression: 'SET #roles = :roles, deskGymIds = :desk',
      ConditionExpression: `attribute_exists(PK) AND attribute_not_exists(deletedAt) AND #roles = :oldRoles AND ${
        desk.length === 0 ? '(attribute_not_exists(deskGymIds) OR deskGymIds = :oldDesk)' : 'deskGymIds = :oldDesk'
      }`,
      ExpressionAttributeNames: { '#roles': 'roles' },
      ExpressionAttributeValues: { ':roles': roles, ':desk': deskGymIds, ':oldRoles': user.roles, ':oldDesk': desk },
    },
  };
}

/**
 * Invites `email` to the gym's front desk. Someone still `invited` is invited again (a new link is
 * mailed by the caller); someone active there, or the gym's own partner, is `already_staff`.
 */
export async function inviteDeskStaff(invitation: Invitation, context: AuditContext): Promise<InviteResult> {
  return retryRaces(async () => {
    const existing = await getUserByEmail(invitation.email);
    const at = context.now.toISOString();
    const staffItem: StaffItem = { userId: existing?.id ?? '', invitedAt: at, invitedBy: context.actor.id, accountCreated: !existing };
    if (existing) {
      if (existing.suspendedAt || existing.deletedAt) return { state: 'unavailable' as const };
      const runsIt = existing.roles.includes('gym_partner') && existing.gymIds?.includes(invitation.gymId);
      if (runsIt) return { state: 'already_staff' as const };
      if (existing.roles.includes(FRONT_DESK) && existing.deskGymIds?.includes(invitation.gymId)) {
        const stored = await staffItemOf(invitation.gymId, existing.id);
        const member = stored ? memberOf(existing, stored) : null;
        if (member?.status !== 'invited') return { state: 'already_staff' as const };
        await transactOnce([reinvitedAudit(invitation, existing, context)]);
        return { state: 'invited' as const, member, user: existing, created: true };
      }
    }
    const user: UserRecord = existing ?? {
      id: randomUUID(),
      email: invitation.email,
      name: invitation.name,
      roles: [],
      deskGymIds: [],
      isGuest: false,
      xp: 0,
      sweatCoinCents: 0n,
      createdAt: at,
      passwordHash: invitation.unusablePasswordHash,
      ...(invitation.language ? { language: invitation.language } : {}),
    };
    const roles = user.roles.includes(FRONT_DESK) ? user.roles : [...user.roles, FRONT_DESK];
    const deskGymIds = [...(user.deskGymIds ?? []), invitation.gymId];
    const item = { ...staffItem, userId: user.id };
    const account: TransactItem[] = existing
      ? [accessUpdate(existing, roles, deskGymIds)]
      : [
          {
            Put: {
              TableName: TABLE,
              Item: { ...keys.email(invitation.email), ...emailSearchIndex(invitation.email), userId: user.id },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Put: {
              TableName: TABLE,
              Item: { ...keys.user(user.id), ...nameSearchIndex(user.name, user.id), ...user, roles, deskGymIds },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
        ];
    try {
      await transactOnce([
        ...account,
        { Put: { TableName: TABLE, Item: { ...gymKeys.staff(invitation.gymId, user.id), ...item } } },
        auditPut({
          actor: context.actor,
          action: 'staff.invited',
          target: { type: 'staff', id: user.id, name: `${user.name} (${invitation.gymName})` },
          requestId: context.requestId,
          at: context.now,
          details: { gymId: invitation.gymId, role: FRONT_DESK, account: existing ? 'existing' : 'new' },
        }),
      ]);
    } catch (error) {
      // The email got an account, or the account or its staff item changed, since they were read.
      if (error instanceof ConditionFailedError) return TRY_AGAIN;
      throw error;
    }
    const invited = { ...user, roles, deskGymIds };
    return { state: 'invited' as const, member: memberOf(invited, item), user: invited, created: !existing };
  });
}

function reinvitedAudit(invitation: Invitation, user: UserRecord, context: AuditContext): TransactItem {
  return auditPut({
    actor: context.actor,
    action: 'staff.invited',
    target: { type: 'staff', id: user.id, name: `${user.name} (${invitation.gymName})` },
    requestId: context.requestId,
    at: context.now,
    details: { gymId: invitation.gymId, role: FRONT_DESK, account: 'invited again' },
  });
}

/**
 * Takes the gym's front desk away from `userId` (the role too, with its last desk gym), with the
 * audit entry. Answers false when they did not work this desk; the caller ends their sessions.
 */
export async function revokeDeskStaff(gymId: string, gymName: string, userId: string, context: AuditContext): Promise<boolean> {
  return retryRaces(async () => {
    const [item, user] = await Promise.all([staffItemOf(gymId, userId), getUser(userId)]);
    if (!item) return false;
    const deskGymIds = (user?.deskGymIds ?? []).filter((id) => id !== gymId);
    const roles = (user?.roles ?? []).filter((role) => role !== FRONT_DESK || deskGymIds.length > 0);
    try {
      await transactOnce([
        { Delete: { TableName: TABLE, Key: gymKeys.staff(gymId, userId), ConditionExpression: 'attribute_exists(PK)' } },
        ...(user && !user.deletedAt ? [accessUpdate(user, roles, deskGymIds)] : []),
        auditPut({
          actor: context.actor,
          action: 'staff.revoked',
          target: { type: 'staff', id: userId, name: `${user?.name ?? userId} (${gymName})` },
          requestId: context.requestId,
          at: context.now,
          details: { gymId, role: FRONT_DESK },
        }),
      ]);
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
      // Revoked meanwhile by another request; else the account changed: read again.
      return error.index === 0 ? false : TRY_AGAIN;
    }
    return true;
  });
}

/** The people who work the gym's front desk now, by name: invited (no password chosen yet) or active. */
export async function listDeskStaff(gymId: string): Promise<StaffMember[]> {
  const { Items } = await documentClient.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': gymKeys.gym(gymId).PK, ':prefix': gymKeys.staffPrefix },
      ConsistentRead: true,
    }),
  );
  const items = (Items ?? []).map(toStaffItem);
  const users = await Promise.all(items.map((item) => getUser(item.userId)));
  return items
    .flatMap((item, i) => {
      const user = users[i];
      // An account deleted, or whose role went another way, no longer works here.
      if (!user || user.deletedAt || !user.roles.includes(FRONT_DESK) || !user.deskGymIds?.includes(gymId)) return [];
      return [memberOf(user, item)];
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId));
}
