// Account changes beyond sign-up: the password (change, and the admin bootstrap's create-or-reset),
// suspension and restoration by an admin (with their audit entries, in one transaction), and the
// admin's user search by the start of a name or an email.
import { randomUUID } from 'node:crypto';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PROFESSIONAL_KINDS } from '@fitchoice/shared/api';
import { type AuditActor, auditPut } from '../audit/store';
import { credentialCondition } from '../auth/password-store';
import { documentClient, TABLE } from '../dynamo/client';
import { transactionCancellationCodes } from '../dynamo/errors';
import { ConditionFailedError, retryRaces, TRY_AGAIN, type TransactItem, transact, transactOnce } from '../dynamo/transact';
import type { GymRecord } from '../gyms/catalogue';
import { forgetSearchCandidates, getGym, gymListingWrite } from '../gyms/store';
import { accountKeys, foldForSearch } from '../keys/account-keys';
import { keys } from '../keys/keys';
import { spendToken, type TokenPurpose, type TokenRecord } from '../mail/tokens';
import { forgetDirectory, getOwnProfessional, type ProfessionalRecord, professionalWrite } from '../professionals/store';
import { emailSearchIndex, getUser, getUserByEmail, nameSearchIndex, type UserRecord } from '../users/store';

export type SuspensionResult =
  | {
      state: 'done';
      user: UserRecord;
      /** The partner's gyms and professional profiles whose listing changed with the account (members of their bookings are told). */
      gyms: GymRecord[];
      professionals: ProfessionalRecord[];
    }
  | { state: 'no_user' | 'already' };

/** A partner's gyms and professional profiles, as they are now. */
async function listingsOf(user: UserRecord): Promise<{ gyms: GymRecord[]; professionals: ProfessionalRecord[] }> {
  const [gyms, professionals] = await Promise.all([
    Promise.all((user.gymIds ?? []).map((gymId) => getGym(gymId))),
    Promise.all(PROFESSIONAL_KINDS.filter((kind) => user.roles.includes(kind)).map((kind) => getOwnProfessional(user.id, kind))),
  ]);
  return { gyms: gyms.filter((gym) => gym !== null), professionals: professionals.filter((pro) => pro !== null) };
}

/**
 * Suspends (or restores) an account and writes the audit entry, in one transaction with the
 * listings the account owns: a suspended partner's gyms and professional profiles leave member
 * search and take no new bookings (gyms/listing.ts, professionals/listing.ts), and come back with
 * the restoration. A gym or profile changed meanwhile makes it read and try again.
 */
export async function setSuspension(
  userId: string,
  change: { suspend: true; reason: string } | { suspend: false },
  audit: { actor: AuditActor; requestId: string; at: Date },
): Promise<SuspensionResult> {
  const at = audit.at.toISOString();
  return retryRaces(async () => {
    const before = await getUser(userId);
    if (!before || before.isGuest) return { state: 'no_user' as const };
    const owned = await listingsOf(before);
    const gymWrites = owned.gyms.map((gym) =>
      gymListingWrite(gym, { ownerSuspended: change.suspend, adminUnlisted: gym.adminUnlisted ?? null }, audit.at),
    );
    const proWrites = owned.professionals.map((pro) => professionalWrite({ ...pro, suspended: change.suspend }, audit.at));
    try {
      await transactOnce([
        {
          Update: {
            TableName: TABLE,
            Key: keys.user(userId),
            ...(change.suspend
              ? {
                  UpdateExpression: 'SET suspendedAt = :at, suspensionReason = :reason',
                  ConditionExpression: 'attribute_exists(PK) AND isGuest = :false AND attribute_not_exists(suspendedAt)',
                  ExpressionAttributeValues: { ':at': at, ':reason': change.reason, ':false': false },
                }
              : {
                  UpdateExpression: 'REMOVE suspendedAt, suspensionReason',
                  ConditionExpression: 'attribute_exists(PK) AND attribute_exists(suspendedAt)',
                }),
          },
        },
        auditPut({
          actor: audit.actor,
          action: change.suspend ? 'user.suspended' : 'user.restored',
          target: { type: 'user', id: userId, name: before.name },
          requestId: audit.requestId,
          at: audit.at,
          details: {
            ...(change.suspend ? { reason: change.reason } : {}),
            ...(owned.gyms.length > 0 ? { gyms: owned.gyms.map((gym) => gym.id).join(', ') } : {}),
            ...(owned.professionals.length > 0 ? { professionals: owned.professionals.map((pro) => pro.id).join(', ') } : {}),
          },
        }),
        ...gymWrites.map((write) => write.item),
        ...proWrites.map((write) => write.item),
      ]);
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
      // A listing moved since it was read: read again. Else the account was already so (or is gone).
      if (error.index >= 2) return TRY_AGAIN;
      const user = await getUser(userId);
      return { state: user && !user.isGuest ? ('already' as const) : ('no_user' as const) };
    }
    if (owned.gyms.length > 0) forgetSearchCandidates();
    if (owned.professionals.length > 0) forgetDirectory();
    const user = await getUser(userId);
    if (!user) return { state: 'no_user' as const };
    return {
      state: 'done' as const,
      user,
      gyms: gymWrites.map((write) => write.next),
      professionals: proWrites.map((write) => write.next),
    };
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Phase = 'name' | 'email';
interface SearchCursor {
  phase: Phase;
  key: Record<string, string> | null;
}

function encodeSearchCursor(cursor: SearchCursor | null): string | null {
  return cursor ? Buffer.from(JSON.stringify(cursor)).toString('base64url') : null;
}

function decodeSearchCursor(text: string | undefined): SearchCursor | null | undefined {
  if (text === undefined) return undefined;
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as SearchCursor;
    const keyOk =
      value.key === null ||
      (typeof value.key === 'object' &&
        Object.values(value.key).every((part) => typeof part === 'string') &&
        Object.keys(value.key).length === 4);
    return (value.phase === 'name' || value.phase === 'email') && keyOk ? value : null;
  } catch {
    return null;
  }
}

export type SearchResult = { users: UserRecord[]; nextCursor: string | null } | { invalidCursor: true };

/**
 * Members whose name or email starts with `q` (names compared without case or accents), or the
 * user with that id; with no `q`, everyone by name. Name matches come first, then email matches
 * not already listed; a page is filled from both before it is answered.
 */
export async function searchUsers(q: string | undefined, limit: number, cursorText: string | undefined): Promise<SearchResult> {
  const text = q?.trim() ?? '';
  if (UUID.test(text)) {
    const user = await getUser(text.toLowerCase());
    return { users: user ? [user] : [], nextCursor: null };
  }
  const cursor = decodeSearchCursor(cursorText);
  if (cursor === null) return { invalidCursor: true };
  const folded = foldForSearch(text);
  const email = text.toLowerCase();
  const users: UserRecord[] = [];
  let phase: Phase = cursor?.phase ?? 'name';
  let key: Record<string, string> | null = cursor?.key ?? null;
  for (;;) {
    const partition = phase === 'name' ? accountKeys.searchByName : accountKeys.searchByEmail;
    const prefix = phase === 'name' ? folded : email;
    const page = await documentClient.send(
      new QueryCommand({
        TableName: TABLE,
        IndexName: 'GSI1',
        KeyConditionExpression: prefix ? 'GSI1PK = :pk AND begins_with(GSI1SK, :prefix)' : 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': partition, ...(prefix ? { ':prefix': prefix } : {}) },
        Limit: limit - users.length,
        ...(key ? { ExclusiveStartKey: key } : {}),
      }),
    );
    if (phase === 'name') {
      users.push(...(page.Items ?? []).map((item) => fromSearchItem(item)));
    } else {
      const found = await Promise.all((page.Items ?? []).map((item) => getUser(item.userId as string)));
      // Members whose name also starts with q were listed in the name phase.
      users.push(...found.filter((user): user is UserRecord => user !== null && !foldForSearch(user.name).startsWith(folded)));
    }
    key = (page.LastEvaluatedKey as Record<string, string> | undefined) ?? null;
    if (!key) {
      if (phase === 'email' || !prefix) return { users, nextCursor: null };
      phase = 'email';
    }
    if (users.length >= limit) return { users, nextCursor: encodeSearchCursor({ phase, key }) };
  }
}

function fromSearchItem(item: Record<string, unknown>): UserRecord {
  return {
    id: item.id as string,
    email: (item.email as string | null | undefined) ?? null,
    name: item.name as string,
    roles: (item.roles as string[]) ?? [],
    gymIds: (item.gymIds as string[] | undefined) ?? [],
    mustChangePassword: item.mustChangePassword === true,
    suspendedAt: item.suspendedAt as string | undefined,
    isGuest: item.isGuest === true,
    xp: Number(item.xp ?? 0),
    sweatCoinCents: BigInt((item.sweatCoinCents as number | bigint | undefined) ?? 0),
    createdAt: item.createdAt as string,
  };
}

export type BootstrapResult = { state: 'created' | 'reset'; user: UserRecord };

/**
 * The admin bootstrap: gives the account of `email` the admin role and this password, creating the
 * account when there is none. `temporary` marks a generated password that must be changed first.
 * The account's other sessions are for the caller to end (the password changed).
 */
export async function createOrResetAdmin(input: {
  email: string;
  passwordHash: string;
  temporary: boolean;
  now: Date;
}): Promise<BootstrapResult> {
  const existing = await getUserByEmail(input.email);
  if (existing) {
    const roles = existing.roles.includes('admin') ? existing.roles : [...existing.roles, 'admin'];
    const version = existing.credentialVersion ?? 0;
    const set = [
      '#roles = :roles',
      'passwordHash = :hash',
      'credentialVersion = :next',
      ...(input.temporary ? ['mustChangePassword = :true'] : []),
    ];
    await documentClient.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.user(existing.id),
        UpdateExpression: `SET ${set.join(', ')}${input.temporary ? '' : ' REMOVE mustChangePassword'}`,
        ConditionExpression: `attribute_exists(PK) AND ${credentialCondition(version)}`,
        ExpressionAttributeNames: { '#roles': 'roles' },
        ExpressionAttributeValues: {
          ':roles': roles,
          ':hash': input.passwordHash,
          ':next': version + 1,
          ':version': version,
          ...(input.temporary ? { ':true': true } : {}),
        },
      }),
    );
    return { state: 'reset', user: { ...existing, roles, mustChangePassword: input.temporary, credentialVersion: version + 1 } };
  }
  const user: UserRecord = {
    id: randomUUID(),
    email: input.email,
    name: 'Admin',
    roles: ['admin'],
    gymIds: [],
    mustChangePassword: input.temporary,
    isGuest: false,
    xp: 0,
    sweatCoinCents: 0n,
    createdAt: input.now.toISOString(),
    passwordHash: input.passwordHash,
  };
  try {
    await transact([
      {
        Put: {
          TableName: TABLE,
          Item: { ...keys.email(input.email), ...emailSearchIndex(input.email), userId: user.id },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Put: {
          TableName: TABLE,
          Item: { ...keys.user(user.id), ...nameSearchIndex(user.name, user.id), ...user },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    ]);
  } catch (error) {
    // Created by someone else meanwhile: reset that one instead.
    if (error instanceof ConditionFailedError || transactionCancellationCodes(error)) return createOrResetAdmin(input);
    throw error;
  }
  return { state: 'created', user };
}

export type LinkResult<T> = ({ state: 'done' } & T) | { state: 'invalid' };

/** Asks for a new email: kept as pending (not in use, not reserved) until its link is opened. */
export async function setPendingEmail(user: UserRecord, pendingEmail: string): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.user(user.id),
      UpdateExpression: 'SET pendingEmail = :pending',
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(deletedAt)',
      ExpressionAttributeValues: { ':pending': pendingEmail },
    }),
  );
}

export type EmailLinkResult = LinkResult<{ purpose: TokenPurpose; email: string }> | { state: 'email_taken' };

/**
 * Opens a mailed email link: confirms the account's email, moves the account to a new one (the
 * new email item is taken, the old one freed, in one transaction with the token), or confirms a
 * partner application's email.
 */
export async function useEmailLink(token: TokenRecord & { hash: string }, now: Date): Promise<EmailLinkResult> {
  const at = now.toISOString();
  const items: TransactItem[] = [...spendToken(token, now)];
  if (token.purpose === 'confirm-application') {
    if (!token.applicationId) return { state: 'invalid' };
    items.push({
      Update: {
        TableName: TABLE,
        Key: accountKeys.application(token.applicationId),
        // The application stores null until then (its items keep every field).
        UpdateExpression: 'SET emailVerifiedAt = :at',
        ConditionExpression: 'attribute_exists(PK) AND email = :email',
        ExpressionAttributeValues: { ':at': at, ':email': token.email },
      },
    });
  } else {
    const user = token.userId ? await getUser(token.userId) : null;
    if (!user || user.deletedAt || !user.email) return { state: 'invalid' };
    if (token.purpose === 'verify-email') {
      items.push({
        Update: {
          TableName: TABLE,
          Key: keys.user(user.id),
          UpdateExpression: 'SET emailVerifiedAt = if_not_exists(emailVerifiedAt, :at)',
          ConditionExpression: 'email = :email',
          ExpressionAttributeValues: { ':at': at, ':email': token.email },
        },
      });
    } else if (token.purpose === 'change-email') {
      items.push(
        {
          Put: {
            TableName: TABLE,
            Item: { ...keys.email(token.email), ...emailSearchIndex(token.email), userId: user.id },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        {
          Delete: {
            TableName: TABLE,
            Key: keys.email(user.email),
            ConditionExpression: 'userId = :id',
            ExpressionAttributeValues: { ':id': user.id },
          },
        },
        {
          Update: {
            TableName: TABLE,
            Key: keys.user(user.id),
            UpdateExpression: 'SET email = :new, emailVerifiedAt = :at REMOVE pendingEmail',
            ConditionExpression: 'email = :old AND attribute_not_exists(deletedAt)',
            ExpressionAttributeValues: { ':new': token.email, ':old': user.email, ':at': at },
          },
        },
      );
    } else {
      return { state: 'invalid' };
    }
  }
  try {
    await transact(items);
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    const spentAt = token.userId ? 2 : 1;
    if (token.purpose === 'change-email' && error.index === spentAt) return { state: 'email_taken' };
    return { state: 'invalid' };
  }
  return { state: 'done', purpose: token.purpose, email: token.email };
}
