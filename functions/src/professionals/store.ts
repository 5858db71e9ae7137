// Professionals: the seeded catalogue and partners' profiles (one item each, with their rules and
// certifications, edited under a version condition), the directory's candidates, reviews with the
// rating kept in the same transaction, and the admin's certification checks with their audit item.
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { LanguageCode, RegionCode } from '@fitchoice/shared';
import type { AvailabilityRules, CertificationStatus, ProfessionalKind, Specialty } from '@fitchoice/shared/api';
import { DEFAULT_CANCELLATION_CUTOFF_HOURS } from '@fitchoice/shared/api';
import { documentClient, TABLE } from '../dynamo/client';
import { isConditionFailed } from '../dynamo/errors';
import { queryAll } from '../dynamo/query-all';
import { ConditionFailedError, type TransactItem, transact } from '../dynamo/transact';
import { professionalIdOf, proKeys } from '../keys/pro-keys';
import { replyToReview } from '../reviews/reply';
import { isListed } from './listing';

export interface CertificationRecord {
  id: string;
  name: string;
  issuer: string;
  number: string;
  status: CertificationStatus;
  /** The uploaded document in file storage; null for the catalogue's. */
  documentKey: string | null;
  submittedAt: string;
  reviewedAt: string | null;
  rejectionReason: string | null;
}

export type PhotoRecord =
  | { kind: 'art'; seed: number; palette: [string, string]; pattern: 'waves' | 'grid' | 'rings' | 'stripes' | 'dots'; alt: string }
  | { kind: 'upload'; key: string; alt: string };

export interface ProfessionalGym {
  id: string;
  name: string;
  city: string;
  latitude: number;
  longitude: number;
}

export interface ProfessionalRecord {
  id: string;
  kind: ProfessionalKind;
  /** The partner's account; null for a catalogue professional. */
  userId: string | null;
  name: string;
  headline: string;
  bio: string;
  photo: PhotoRecord;
  specialties: Specialty[];
  languages: LanguageCode[];
  certifications: CertificationRecord[];
  ratingSum: number;
  ratingCount: number;
  city: string;
  region: RegionCode;
  latitude: number;
  longitude: number;
  gyms: ProfessionalGym[];
  video: boolean;
  /** The professional's choice to be in the directory (listing.ts adds what else it takes). */
  published: boolean;
  /** The owner's account is suspended: unlisted until it is restored. */
  suspended?: boolean;
  availability: AvailabilityRules;
  version: number;
  createdAt: string;
  updatedAt: string;
}

const FIELDS = [
  'id',
  'kind',
  'userId',
  'name',
  'headline',
  'bio',
  'photo',
  'specialties',
  'languages',
  'certifications',
  'ratingSum',
  'ratingCount',
  'city',
  'region',
  'latitude',
  'longitude',
  'gyms',
  'video',
  'published',
  'suspended',
  'availability',
  'version',
  'createdAt',
  'updatedAt',
] as const;

export function professionalItem(pro: ProfessionalRecord): Record<string, unknown> {
  return { ...proKeys.professional(pro.id), ...proKeys.listing(pro.kind, isListed(pro), pro.id), type: 'professional', ...pro };
}

function toProfessional(item: Record<string, unknown>): ProfessionalRecord {
  const pro = Object.fromEntries(FIELDS.map((field) => [field, item[field]])) as unknown as ProfessionalRecord;
  return {
    ...pro,
    userId: pro.userId ?? null,
    suspended: pro.suspended === true,
    ratingSum: Number(pro.ratingSum),
    ratingCount: Number(pro.ratingCount),
    latitude: Number(pro.latitude),
    longitude: Number(pro.longitude),
    version: Number(pro.version),
  };
}

export async function getProfessional(proId: string): Promise<ProfessionalRecord | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: proKeys.professional(proId), ConsistentRead: true }));
  return Item ? toProfessional(Item) : null;
}

/** A partner's own profile of a kind. */
export function getOwnProfessional(userId: string, kind: ProfessionalKind): Promise<ProfessionalRecord | null> {
  return getProfessional(professionalIdOf(userId, kind));
}

/** A kind's professionals that are listed (members find them), or those that are not. */
export async function listProfessionals(kind: ProfessionalKind, listed: boolean): Promise<ProfessionalRecord[]> {
  const items = await queryAll({
    TableName: TABLE,
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': proKeys.listingPartition(kind, listed) },
  });
  return items.map(toProfessional);
}

/**
 * The directory's candidates (every listed professional of a kind), kept per container for 30 s as
 * the gym search does: a search's rating may lag a new review by that much; a profile reads fresh.
 */
export const DIRECTORY_CACHE_MS = 30_000;
const directoryCache = new Map<ProfessionalKind, { at: number; pros: Promise<ProfessionalRecord[]> }>();

export function directoryCandidates(kind: ProfessionalKind, nowMs: number = Date.now()): Promise<ProfessionalRecord[]> {
  const cached = directoryCache.get(kind);
  if (cached && nowMs - cached.at < DIRECTORY_CACHE_MS) return cached.pros;
  // The rule again over the index: an item written before the rule had its key is held to it too.
  const pros = listProfessionals(kind, true).then((listed) => listed.filter(isListed));
  directoryCache.set(kind, { at: nowMs, pros });
  pros.catch(() => directoryCache.delete(kind));
  return pros;
}

/** The rules a new profile starts with: weekdays 09:00-17:00 in its zone, one hour, a day's notice. */
export function defaultAvailability(timeZone: string): AvailabilityRules {
  const day = [{ start: '09:00', end: '17:00' }];
  return {
    timeZone,
    weekly: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: [], sun: [] },
    overrides: [],
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 15,
    minimumNoticeMinutes: 24 * 60,
    bookingWindowDays: 30,
    sessionOptions: [{ lengthMinutes: 60, priceUsd: 50 }],
    dailyMax: 6,
    cancellationCutoffHours: DEFAULT_CANCELLATION_CUTOFF_HOURS,
  };
}

export interface DraftProfessional {
  userId: string;
  kind: ProfessionalKind;
  name: string;
  region: RegionCode;
  city: string;
  /** IANA zone; the region's main zone when unknown. */
  timeZone: string;
  latitude?: number;
  longitude?: number;
  specialties?: Specialty[];
  languages?: LanguageCode[];
  certifications?: { name: string; issuer: string; number: string }[];
  now: Date;
}

/**
 * The Put of a partner's draft profile (not listed until they publish it from their panel), for the
 * approval's own transaction; `createDraftProfessional` writes it alone. A second draft for the
 * same user and kind fails its condition.
 */
export function draftProfessionalPut(input: DraftProfessional): TransactItem {
  const at = input.now.toISOString();
  const id = professionalIdOf(input.userId, input.kind);
  const record: ProfessionalRecord = {
    id,
    kind: input.kind,
    userId: input.userId,
    name: input.name,
    headline: '',
    bio: '',
    photo: {
      kind: 'art',
      seed: [...id].reduce((sum, c) => sum + c.charCodeAt(0), 0),
      palette: ['#11998e', '#38ef7d'],
      pattern: 'rings',
      alt: input.name,
    },
    specialties: input.specialties ?? [],
    languages: input.languages ?? ['en'],
    certifications: (input.certifications ?? []).map((cert) => ({
      id: randomUUID(),
      ...cert,
      status: 'pending',
      documentKey: null,
      submittedAt: at,
      reviewedAt: null,
      rejectionReason: null,
    })),
    ratingSum: 0,
    ratingCount: 0,
    city: input.city,
    region: input.region,
    latitude: input.latitude ?? 0,
    longitude: input.longitude ?? 0,
    gyms: [],
    video: true,
    published: false,
    availability: defaultAvailability(input.timeZone),
    version: 1,
    createdAt: at,
    updatedAt: at,
  };
  return { Put: { TableName: TABLE, Item: professionalItem(record), ConditionExpression: 'attribute_not_exists(PK)' } };
}

/** Creates a partner's draft profile; answers the profile (the existing one if there already is one). */
export async function createDraftProfessional(input: DraftProfessional): Promise<ProfessionalRecord> {
  const put = draftProfessionalPut(input);
  try {
    await documentClient.send(new PutCommand(put.Put as ConstructorParameters<typeof PutCommand>[0]));
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
  return (await getProfessional(professionalIdOf(input.userId, input.kind)))!;
}

export class StaleVersionError extends Error {
  constructor() {
    super('The profile was changed meanwhile');
    this.name = 'StaleVersionError';
  }
}

/**
 * The write of a changed profile over the version it was read at (bumping it), for a transaction;
 * its condition fails when the profile moved meanwhile. Ratings move only with reviews (ADD), so a
 * profile write never writes over one.
 */
export function professionalWrite(pro: ProfessionalRecord, now: Date): { item: TransactItem; next: ProfessionalRecord } {
  const next: ProfessionalRecord = { ...pro, version: pro.version + 1, updatedAt: now.toISOString() };
  const { ratingSum: _sum, ratingCount: _count, ...rest } = professionalItem(next);
  const names = Object.keys(rest).filter((name) => name !== 'PK' && name !== 'SK');
  return {
    next,
    item: {
      Update: {
        TableName: TABLE,
        Key: proKeys.professional(pro.id),
        UpdateExpression: `SET ${names.map((_, i) => `#f${i} = :f${i}`).join(', ')}`,
        ConditionExpression: '#version = :read',
        ExpressionAttributeNames: { ...Object.fromEntries(names.map((name, i) => [`#f${i}`, name])), '#version': 'version' },
        ExpressionAttributeValues: { ...Object.fromEntries(names.map((name, i) => [`:f${i}`, rest[name]])), ':read': pro.version },
      },
    },
  };
}

/** After a profile write: this container's directory shows the change at once (others within DIRECTORY_CACHE_MS). */
export function forgetDirectory(): void {
  directoryCache.clear();
}

/**
 * Writes a changed profile over the version it was read at (bumping it), with any other items in
 * the same transaction (an audit entry). Throws StaleVersionError when it moved meanwhile.
 */
export async function saveProfessional(pro: ProfessionalRecord, now: Date, extra: TransactItem[] = []): Promise<ProfessionalRecord> {
  const { item, next } = professionalWrite(pro, now);
  try {
    await transact([item, ...extra]);
  } catch (error) {
    if (error instanceof ConditionFailedError && error.index === 0) throw new StaleVersionError();
    throw error;
  }
  forgetDirectory();
  return next;
}

/** Re-reads and applies `change` until its write lands on the version it read (admins and partners may edit at once). */
export async function updateProfessional(
  proId: string,
  now: Date,
  change: (pro: ProfessionalRecord) => { pro: ProfessionalRecord; extra?: TransactItem[] } | null,
): Promise<ProfessionalRecord | null> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const current = await getProfessional(proId);
    if (!current) return null;
    const changed = change(current);
    if (!changed) return current;
    try {
      return await saveProfessional(changed.pro, now, changed.extra);
    } catch (error) {
      if (!(error instanceof StaleVersionError)) throw error;
    }
  }
  throw new StaleVersionError();
}

export interface ProReviewRecord {
  proId: string;
  userId: string;
  authorName: string;
  stars: number;
  text: string;
  createdAt: string;
  /** The start of the attended session it reviews; null for reviews written before it was kept. */
  attendedAt: string | null;
  /** The professional's public reply. */
  reply: { text: string; repliedAt: string } | null;
}

function toProReview(proId: string, item: Record<string, unknown>): ProReviewRecord {
  return {
    proId,
    userId: item.userId as string,
    authorName: item.authorName as string,
    stars: Number(item.stars),
    text: item.text as string,
    createdAt: item.createdAt as string,
    attendedAt: (item.attendedAt as string | null | undefined) ?? null,
    reply: item.replyText ? { text: item.replyText as string, repliedAt: item.repliedAt as string } : null,
  };
}

export async function listProReviews(proId: string): Promise<ProReviewRecord[]> {
  const items = await queryAll({
    TableName: TABLE,
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': proKeys.professional(proId).PK, ':prefix': proKeys.reviewPrefix },
  });
  return items.map((item) => toProReview(proId, item)).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export async function getProReview(proId: string, userId: string): Promise<ProReviewRecord | null> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: TABLE, Key: proKeys.review(proId, userId), ConsistentRead: true }),
  );
  return Item ? toProReview(proId, Item) : null;
}

/** Sets (or replaces) the professional's public reply to a review; false when there is no such review. */
export function setProReviewReply(proId: string, userId: string, text: string, now: Date): Promise<boolean> {
  return replyToReview(proKeys.review(proId, userId), text, now);
}

/**
 * Whether a member completed a session with a professional, whether they reviewed them since, and
 * the start of the last session completed (kept from when reviews began to name it).
 */
export async function sessionDone(
  userId: string,
  proId: string,
): Promise<{ done: boolean; reviewed: boolean; lastSessionStart: string | null }> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: TABLE, Key: proKeys.sessionDone(userId, proId), ConsistentRead: true }),
  );
  return {
    done: Item !== undefined,
    reviewed: Item?.reviewed === true,
    lastSessionStart: (Item?.lastSessionStart as string | undefined) ?? null,
  };
}

/** The professionals a member has reviewed. */
export async function reviewedProfessionals(userId: string): Promise<Set<string>> {
  const items = await queryAll({
    TableName: TABLE,
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': proKeys.sessionDonePrefix },
  });
  return new Set(items.filter((item) => item.reviewed === true).map((item) => (item.SK as string).slice(proKeys.sessionDonePrefix.length)));
}

export type ProReviewResult =
  | { state: 'created'; review: ProReviewRecord; rating: { sum: number; count: number } }
  | { state: 'no_session' | 'already_reviewed' };

/**
 * One review per member who completed a session: the review, the marker's `reviewed` flag (its
 * condition: a completed session and no review yet) and the rating's ADDs in one transaction.
 */
export async function createProReview(
  input: Omit<ProReviewRecord, 'createdAt' | 'attendedAt' | 'reply'> & { now: Date },
): Promise<ProReviewResult> {
  const done = await sessionDone(input.userId, input.proId);
  const review: ProReviewRecord = {
    proId: input.proId,
    userId: input.userId,
    authorName: input.authorName,
    stars: input.stars,
    text: input.text,
    createdAt: input.now.toISOString(),
    attendedAt: done.lastSessionStart,
    reply: null,
  };
  try {
    await transact([
      {
        Update: {
          TableName: TABLE,
          Key: proKeys.sessionDone(input.userId, input.proId),
          UpdateExpression: 'SET reviewed = :yes',
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(reviewed)',
          ExpressionAttributeValues: { ':yes': true },
        },
      },
      {
        Put: {
          TableName: TABLE,
          Item: { ...proKeys.review(input.proId, input.userId), ...review, reply: undefined },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Update: {
          TableName: TABLE,
          Key: proKeys.professional(input.proId),
          UpdateExpression: 'ADD ratingSum :stars, ratingCount :one',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':stars': input.stars, ':one': 1 },
        },
      },
    ]);
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    if (error.index === 0)
      return (await sessionDone(input.userId, input.proId)).done ? { state: 'already_reviewed' } : { state: 'no_session' };
    return { state: 'already_reviewed' };
  }
  const pro = await getProfessional(input.proId);
  return { state: 'created', review, rating: { sum: pro?.ratingSum ?? input.stars, count: pro?.ratingCount ?? 1 } };
}
