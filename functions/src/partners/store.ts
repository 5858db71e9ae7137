// Partner applications and what approving one makes: the partner's account (new, with a temporary
// password, or the existing account of that email given the role), a gym partner's link to a
// catalogue gym or a new draft gym, a professional's draft profile, and the audit entry, all in one
// transaction conditioned on the application still being pending — so two admins approving at
// once make one account.
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { LanguageCode } from '@fitchoice/shared';
import type { Application, ApplicationStatus, PanelGym, PartnerApplicationRequest, PartnerKind, Specialty } from '@fitchoice/shared/api';
import { type AuditActor, auditPut } from '../audit/store';
import { CITIES, type City } from '../catalogue/cities';
import { documentClient, TABLE } from '../dynamo/client';
import { ConditionFailedError, type TransactItem, transact } from '../dynamo/transact';
import { type GymRecord, STANDARD_OPENING_HOURS } from '../gyms/catalogue';
import { gymListingOf } from '../gyms/listing';
import { getGym, gymItem } from '../gyms/store';
import { accountKeys, decodeCursor, encodeCursor } from '../keys/account-keys';
import { gymKeys } from '../keys/gym-keys';
import { keys } from '../keys/keys';
import { draftProfessionalPut, getOwnProfessional } from '../professionals/store';
import { emailSearchIndex, getUserByEmail, nameSearchIndex, type UserRecord } from '../users/store';

export interface ApplicationRecord extends Omit<Application, 'emailVerified'> {
  /** The app's language when the applicant applied: the mails about the application are written in it. */
  language: string | null;
  /** When the applicant proved the email (the link mailed to it, or a verified account applying). */
  emailVerifiedAt: string | null;
  /** The signed-in account that applied, if any. */
  applicantUserId: string | null;
  decidedBy: string | null;
}

const ROLE_OF: Record<PartnerKind, string> = { gym: 'gym_partner', trainer: 'trainer', nutritionist: 'nutritionist' };

export class ApplicationPendingError extends Error {
  constructor() {
    super('An application with this email is already waiting for review');
    this.name = 'ApplicationPendingError';
  }
}

function fromItem(item: Record<string, unknown>): ApplicationRecord {
  return {
    id: item.id as string,
    kind: item.kind as PartnerKind,
    status: item.status as ApplicationStatus,
    name: item.name as string,
    contactName: item.contactName as string,
    email: item.email as string,
    phone: item.phone as string,
    city: item.city as string,
    region: item.region as ApplicationRecord['region'],
    address: (item.address as string | null) ?? null,
    location: (item.location as ApplicationRecord['location']) ?? null,
    timeZone: (item.timeZone as string | null) ?? null,
    language: (item.language as string | null) ?? null,
    catalogueGymId: (item.catalogueGymId as string | null) ?? null,
    specialties: (item.specialties as string[]) ?? [],
    languages: (item.languages as string[]) ?? [],
    certifications: (item.certifications as ApplicationRecord['certifications']) ?? [],
    createdAt: item.createdAt as string,
    decidedAt: (item.decidedAt as string | null) ?? null,
    decidedBy: (item.decidedBy as string | null) ?? null,
    rejectionReason: (item.rejectionReason as string | null) ?? null,
    userId: (item.userId as string | null) ?? null,
    emailVerifiedAt: (item.emailVerifiedAt as string | null) ?? null,
    applicantUserId: (item.applicantUserId as string | null) ?? null,
  };
}

export function toApiApplication(record: ApplicationRecord): Application {
  const { emailVerifiedAt, applicantUserId: _applicant, decidedBy: _decidedBy, language: _language, ...rest } = record;
  return { ...rest, emailVerified: emailVerifiedAt !== null };
}

/** Files an application (pending); one pending application per email. */
export async function createApplication(
  input: PartnerApplicationRequest,
  applicant: { userId: string | null; emailVerifiedAt: string | null },
  now: Date,
): Promise<ApplicationRecord> {
  const createdAt = now.toISOString();
  const record: ApplicationRecord = {
    id: randomUUID(),
    kind: input.kind,
    status: 'pending',
    name: input.name,
    contactName: input.contactName,
    email: input.email,
    phone: input.phone,
    city: input.city,
    region: input.region,
    address: input.kind === 'gym' ? input.address : null,
    location: input.kind === 'gym' ? (input.location ?? null) : null,
    timeZone: input.timeZone ?? null,
    language: input.language ?? null,
    catalogueGymId: input.kind === 'gym' ? (input.catalogueGymId ?? null) : null,
    specialties: input.kind === 'gym' ? [] : input.specialties,
    languages: input.kind === 'gym' ? [] : input.languages,
    certifications: input.kind === 'gym' ? [] : input.certifications,
    createdAt,
    decidedAt: null,
    decidedBy: null,
    rejectionReason: null,
    userId: null,
    emailVerifiedAt: applicant.emailVerifiedAt,
    applicantUserId: applicant.userId,
  };
  try {
    await transact([
      {
        Put: {
          TableName: TABLE,
          Item: { ...accountKeys.pendingApplicationEmail(record.email), applicationId: record.id, createdAt },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      ...(applicant.userId
        ? [{ Put: { TableName: TABLE, Item: { ...accountKeys.userApplication(applicant.userId, record.id), createdAt } } }]
        : []),
      {
        Put: {
          TableName: TABLE,
          Item: {
            ...accountKeys.application(record.id),
            ...accountKeys.applicationIndex('pending', createdAt, record.id),
            type: 'application',
            ...record,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    ]);
  } catch (error) {
    if (error instanceof ConditionFailedError && error.index === 0) throw new ApplicationPendingError();
    throw error;
  }
  return record;
}

export async function getApplication(id: string): Promise<ApplicationRecord | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: accountKeys.application(id), ConsistentRead: true }));
  return Item ? fromItem(Item) : null;
}

const INDEX_CURSOR_FIELDS = ['PK', 'SK', 'GSI1PK', 'GSI1SK'] as const;

/** A page of one status's applications, newest first; null for a cursor that is not one of ours. */
export async function listApplications(
  status: ApplicationStatus,
  limit: number,
  cursor: string | undefined,
): Promise<{ applications: ApplicationRecord[]; nextCursor: string | null } | null> {
  const startKey = decodeCursor(cursor, INDEX_CURSOR_FIELDS);
  if (startKey === null || (startKey && startKey.GSI1PK !== accountKeys.applicationsPartition(status))) return null;
  const page = await documentClient.send(
    new QueryCommand({
      TableName: TABLE,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': accountKeys.applicationsPartition(status) },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { applications: (page.Items ?? []).map(fromItem), nextCursor: encodeCursor(page.LastEvaluatedKey) };
}

export type DecisionResult =
  | { state: 'approved'; application: ApplicationRecord; userId: string; accountCreated: boolean }
  | { state: 'rejected'; application: ApplicationRecord }
  | { state: 'no_application' | 'already_decided' | 'no_gym' | 'email_not_verified' };

interface DecisionContext {
  actor: AuditActor;
  requestId: string;
  now: Date;
}

/** The application's update to its decision, conditioned on it still being pending. */
function decide(application: ApplicationRecord, set: Record<string, unknown>, context: DecisionContext): TransactItem {
  const status = set.status as ApplicationStatus;
  const fields: Record<string, unknown> = {
    ...set,
    decidedAt: context.now.toISOString(),
    decidedBy: context.actor.id,
    ...accountKeys.applicationIndex(status, application.createdAt, application.id),
  };
  const names = Object.keys(fields);
  return {
    Update: {
      TableName: TABLE,
      Key: accountKeys.application(application.id),
      UpdateExpression: `SET ${names.map((_, i) => `#f${i} = :f${i}`).join(', ')}`,
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { ...Object.fromEntries(names.map((name, i) => [`#f${i}`, name])), '#status': 'status' },
      ExpressionAttributeValues: { ...Object.fromEntries(names.map((name, i) => [`:f${i}`, fields[name]])), ':pending': 'pending' },
    },
  };
}

/** The catalogue city of an application by name, if it is one. */
function catalogueCityOf(application: ApplicationRecord): City | undefined {
  return CITIES.find(
    (candidate) => candidate.region === application.region && candidate.name.toLowerCase() === application.city.toLowerCase(),
  );
}

/**
 * Where an application's practice is: the gym's pin in the zone the form sent for it (the zone
 * lookup's answer for the pin); else its catalogue city; else (a professional in a city the
 * catalogue lacks) the region's first city, placed there until the panel says where they work, in
 * the applicant's own zone when the form sent it.
 */
function placeOf(application: ApplicationRecord): { latitude: number; longitude: number; timeZone: string } {
  const known = catalogueCityOf(application);
  const city = known ?? CITIES.find((candidate) => candidate.region === application.region)!;
  if (application.location) {
    const { latitude, longitude } = application.location;
    return { latitude, longitude, timeZone: application.timeZone ?? city.timeZone };
  }
  const timeZone = (!known && application.timeZone) || city.timeZone;
  return { latitude: city.latitude, longitude: city.longitude, timeZone };
}

/** A new gym made from a gym's application: unlisted (a draft) until its panel completes and publishes it. */
function draftGym(application: ApplicationRecord, now: Date): GymRecord {
  const place = placeOf(application);
  const at = now.toISOString();
  return {
    id: `partner-${application.id}`,
    name: application.name,
    description: '',
    address: { line1: application.address ?? '', postcode: '' },
    city: application.city,
    region: application.region,
    ...place,
    amenities: [],
    openingHours: STANDARD_OPENING_HOURS,
    priceUsdCents: 1500,
    capacityPerSlot: 20,
    ratingSum: 0,
    ratingCount: 0,
    photos: [
      {
        seed: Number.parseInt(application.id.slice(0, 8), 16),
        palette: ['#0f766e', '#34d399'],
        pattern: 'grid',
        alt: `${application.name}`,
      },
    ],
    draft: true,
    version: 1,
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * Approves a pending application. The account is the existing one of the application's email (given
 * the role) or a new one whose password nobody knows (`unusablePasswordHash`): its partner chooses
 * one through the link mailed with the approval.
 * `gymId` (gyms only) links a catalogue gym instead of the one the application named.
 */
export async function approveApplication(
  id: string,
  input: { gymId?: string; unusablePasswordHash: string },
  context: DecisionContext,
): Promise<DecisionResult> {
  const application = await getApplication(id);
  if (!application) return { state: 'no_application' };
  if (application.status !== 'pending') return { state: 'already_decided' };
  if (application.emailVerifiedAt === null) return { state: 'email_not_verified' };
  const now = context.now.toISOString();
  const existing = await getUserByEmail(application.email);
  const userId = existing?.id ?? randomUUID();
  const role = ROLE_OF[application.kind];

  const items: TransactItem[] = [];
  let gymId: string | null = null;
  if (application.kind === 'gym') {
    const linked = input.gymId ?? application.catalogueGymId;
    if (linked) {
      gymId = linked;
      items.push({ ConditionCheck: { TableName: TABLE, Key: gymKeys.gym(linked), ConditionExpression: 'attribute_exists(PK)' } });
    } else {
      const gym = draftGym(application, context.now);
      gymId = gym.id;
      // A draft is not in member search (gyms/listing.ts).
      items.push({ Put: { TableName: TABLE, Item: gymItem(gym), ConditionExpression: 'attribute_not_exists(PK)' } });
    }
  }
  if (application.kind !== 'gym') {
    const place = placeOf(application);
    items.push(
      draftProfessionalPut({
        userId,
        kind: application.kind,
        name: application.name,
        region: application.region,
        city: application.city,
        ...place,
        specialties: application.specialties as Specialty[],
        languages: application.languages as LanguageCode[],
        certifications: application.certifications,
        now: context.now,
      }),
    );
  }
  const links = { gymIds: [...new Set([...(existing?.gymIds ?? []), ...(gymId ? [gymId] : [])])] };
  if (existing) {
    const roles = existing.roles.includes(role) ? existing.roles : [...existing.roles, role];
    items.push({
      Update: {
        TableName: TABLE,
        Key: keys.user(existing.id),
        UpdateExpression: 'SET #roles = :roles, gymIds = :gymIds',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#roles': 'roles' },
        ExpressionAttributeValues: { ':roles': roles, ':gymIds': links.gymIds },
      },
    });
  } else {
    const user: UserRecord = {
      id: userId,
      email: application.email,
      name: application.kind === 'gym' ? application.contactName : application.name,
      roles: [role],
      ...links,
      isGuest: false,
      xp: 0,
      sweatCoinCents: 0n,
      createdAt: now,
      passwordHash: input.unusablePasswordHash,
      // The applicant opened the link mailed to this address.
      emailVerifiedAt: application.emailVerifiedAt ?? now,
      // Mails to the partner (their notices) are written in the language they applied in.
      ...(application.language ? { language: application.language } : {}),
    };
    items.push(
      {
        Put: {
          TableName: TABLE,
          Item: { ...keys.email(application.email), ...emailSearchIndex(application.email), userId },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Put: {
          TableName: TABLE,
          Item: { ...keys.user(userId), ...nameSearchIndex(user.name, userId), ...user },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    );
  }
  const decision = decide(application, { status: 'approved', userId }, context);
  try {
    await transact([
      decision,
      { Delete: { TableName: TABLE, Key: accountKeys.pendingApplicationEmail(application.email) } },
      ...items,
      { Put: { TableName: TABLE, Item: { ...accountKeys.userApplication(userId, application.id), createdAt: now } } },
      // The gym's partner is told of its bookings and reviews (notices/partner-activity.ts).
      ...(gymId ? [{ Put: { TableName: TABLE, Item: { ...gymKeys.partner(gymId, userId), userId, createdAt: now } } }] : []),
      auditPut({
        actor: context.actor,
        action: 'application.approved',
        target: { type: 'application', id: application.id, name: application.name },
        requestId: context.requestId,
        at: context.now,
        details: { kind: application.kind, role, userId, ...(gymId ? { gymId } : {}) },
      }),
    ]);
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    if (error.index === 0) return { state: 'already_decided' };
    if (application.kind === 'gym' && error.index === 2) return { state: 'no_gym' };
    // The email got an account after it was read: approve again with that account.
    return approveApplication(id, input, context);
  }
  return {
    state: 'approved',
    application: { ...application, status: 'approved', userId, decidedAt: now, decidedBy: context.actor.id },
    userId,
    accountCreated: !existing,
  };
}

export async function rejectApplication(id: string, reason: string, context: DecisionContext): Promise<DecisionResult> {
  const application = await getApplication(id);
  if (!application) return { state: 'no_application' };
  if (application.status !== 'pending') return { state: 'already_decided' };
  try {
    await transact([
      decide(application, { status: 'rejected', rejectionReason: reason }, context),
      { Delete: { TableName: TABLE, Key: accountKeys.pendingApplicationEmail(application.email) } },
      auditPut({
        actor: context.actor,
        action: 'application.rejected',
        target: { type: 'application', id: application.id, name: application.name },
        requestId: context.requestId,
        at: context.now,
        details: { kind: application.kind, reason },
      }),
    ]);
  } catch (error) {
    if (error instanceof ConditionFailedError && error.index === 0) return { state: 'already_decided' };
    throw error;
  }
  return {
    state: 'rejected',
    application: {
      ...application,
      status: 'rejected',
      rejectionReason: reason,
      decidedAt: context.now.toISOString(),
      decidedBy: context.actor.id,
    },
  };
}

/** The gyms a panel shows, by id (missing ids are left out). */
export async function panelGyms(gymIds: readonly string[]): Promise<PanelGym[]> {
  const gyms = await Promise.all(gymIds.map((gymId) => getGym(gymId)));
  return gyms.flatMap((gym) =>
    gym ? [{ id: gym.id, name: gym.name, city: gym.city, region: gym.region as PanelGym['region'], status: gymListingOf(gym) }] : [],
  );
}

export interface ProfessionalSummary {
  id: string;
  kind: 'trainer' | 'nutritionist';
  status: 'draft' | 'published';
  createdAt: string;
}

/** The professional profiles of a user's trainer and nutritionist roles (the professionals feature keeps them). */
export async function ownProfessional(user: UserRecord): Promise<ProfessionalSummary | null> {
  for (const kind of ['trainer', 'nutritionist'] as const) {
    if (!user.roles.includes(kind)) continue;
    const pro = await getOwnProfessional(user.id, kind);
    if (pro) return { id: pro.id, kind, status: pro.published ? 'published' : 'draft', createdAt: pro.createdAt };
  }
  return null;
}
