// Gyms: the seeded catalogue, reads by id and by region + geohash cells, and reviews with the gym's
// rating kept in the same transaction.
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivitySubject } from '../activity/store';
import { type AuditActor, auditPut } from '../audit/store';
import { documentClient, TABLE } from '../dynamo/client';
import { type PageRequest, queryPage } from '../dynamo/pages';
import { queryAll } from '../dynamo/query-all';
import { ConditionFailedError, retryRaces, TRY_AGAIN, type TransactItem, transact, transactOnce } from '../dynamo/transact';
import { gymKeys } from '../keys/gym-keys';
import type { GymRecord } from './catalogue';
import { isGymListed } from './listing';
import type { ModerationState } from './review-visibility';

const GYM_FIELDS = [
  'id',
  'name',
  'description',
  'address',
  'city',
  'region',
  'latitude',
  'longitude',
  'timeZone',
  'amenities',
  'openingHours',
  'priceUsdCents',
  'capacityPerSlot',
  'ratingSum',
  'ratingCount',
  'photos',
  'closures',
  'slotLengthMinutes',
  'draft',
  'ownerSuspended',
  'adminUnlisted',
  'version',
  'createdAt',
  'updatedAt',
] as const;

/** The gym's item: in its region's member search only while it is listed (listing.ts), else in the admins' list of the others. */
export function gymItem(gym: GymRecord): Record<string, unknown> {
  const index = isGymListed(gym) ? gymKeys.gymIndex(gym.region, gym.latitude, gym.longitude, gym.id) : gymKeys.unlistedIndex(gym.id);
  return { ...gymKeys.gym(gym.id), ...index, type: 'gym', ...gym };
}

function toGym(item: Record<string, unknown>): GymRecord {
  const gym = Object.fromEntries(GYM_FIELDS.map((field) => [field, item[field]])) as unknown as GymRecord;
  return {
    ...gym,
    ratingSum: Number(gym.ratingSum),
    ratingCount: Number(gym.ratingCount),
    // Drafts written before the flag carried `status: 'draft'`.
    draft: gym.draft === true || item.status === 'draft',
    ownerSuspended: gym.ownerSuspended === true,
    adminUnlisted: gym.adminUnlisted ?? null,
  };
}

/**
 * The update of a gym's listing (its owner suspended or restored, an admin's unlisting) over the
 * version it was read at, for a transaction: only the listing fields and the search index change,
 * so a review's rating written meanwhile is kept. Its condition fails when the gym moved meanwhile.
 */
export function gymListingWrite(
  gym: GymRecord,
  change: Pick<GymRecord, 'ownerSuspended' | 'adminUnlisted'>,
  now: Date,
): { item: TransactItem; next: GymRecord } {
  const next: GymRecord = { ...gym, ...change, version: gym.version + 1, updatedAt: now.toISOString() };
  const { GSI1PK, GSI1SK } = gymItem(next) as { GSI1PK: string; GSI1SK: string };
  return {
    next,
    item: {
      Update: {
        TableName: TABLE,
        Key: gymKeys.gym(gym.id),
        UpdateExpression:
          'SET ownerSuspended = :suspended, adminUnlisted = :unlisted, GSI1PK = :pk, GSI1SK = :sk, version = :next, updatedAt = :at',
        ConditionExpression: 'version = :read',
        ExpressionAttributeValues: {
          ':suspended': next.ownerSuspended === true,
          ':unlisted': next.adminUnlisted ?? null,
          ':pk': GSI1PK,
          ':sk': GSI1SK,
          ':next': next.version,
          ':at': next.updatedAt,
          ':read': gym.version,
        },
      },
    },
  };
}

export async function getGym(gymId: string): Promise<GymRecord | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: gymKeys.gym(gymId) }));
  return Item ? toGym(Item) : null;
}

/** Booked counts of the slots that start in [from, to), by slot start. */
export async function bookedCounts(gymId: string, from: string, to: string): Promise<Map<string, number>> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': gymKeys.gym(gymId).PK,
        ':from': `${gymKeys.slotPrefix}${from}`,
        ':to': `${gymKeys.slotPrefix}${to}`,
      },
    }),
  );
  return new Map(Items.map((item) => [(item.SK as string).slice(gymKeys.slotPrefix.length), Number(item.booked ?? 0)]));
}

/**
 * Search candidates are kept per container for 30 s: the catalogue changes rarely, a search's
 * rating may lag a new review by that much, and the gym page and reviews always read fresh.
 */
export const CANDIDATE_CACHE_MS = 30_000;
const CANDIDATE_CACHE_MAX = 500;
const candidateCache = new Map<string, { until: number; gyms: Promise<GymRecord[]> }>();

/**
 * Drops the cached candidates after a partner edits a gym, so this container's searches show the
 * edit at once (locally, the one process; in AWS other containers catch up within CANDIDATE_CACHE_MS).
 */
export function forgetSearchCandidates(): void {
  candidateCache.clear();
}

/** Every gym members cannot find now: drafts, and gyms unlisted by an admin or with a suspended owner. */
export async function unlistedGyms(): Promise<GymRecord[]> {
  const items = await queryAll({
    TableName: TABLE,
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': gymKeys.unlistedPartition },
  });
  return items.map(toGym);
}

/** The region's gyms, all of them or only those in the given geohash cells. */
export function gymsInRegion(region: string, cells: readonly string[] | null): Promise<GymRecord[]> {
  const key = `${region}|${cells?.join(',') ?? '*'}`;
  const now = Date.now();
  const cached = candidateCache.get(key);
  if (cached && cached.until > now) return cached.gyms;
  if (candidateCache.size >= CANDIDATE_CACHE_MAX) candidateCache.delete(candidateCache.keys().next().value!);
  const gyms = queryRegion(region, cells);
  candidateCache.set(key, { until: now + CANDIDATE_CACHE_MS, gyms });
  gyms.catch(() => candidateCache.delete(key));
  return gyms;
}

async function queryRegion(region: string, cells: readonly string[] | null): Promise<GymRecord[]> {
  const partition = gymKeys.regionPartition(region);
  const queries =
    cells === null
      ? [{ expression: 'GSI1PK = :pk', values: { ':pk': partition } }]
      : cells.map((cell) => ({ expression: 'GSI1PK = :pk AND begins_with(GSI1SK, :cell)', values: { ':pk': partition, ':cell': cell } }));
  const pages = await Promise.all(
    queries.map((q) =>
      queryAll({ TableName: TABLE, IndexName: 'GSI1', KeyConditionExpression: q.expression, ExpressionAttributeValues: q.values }),
    ),
  );
  return pages.flat().map(toGym);
}

export interface ReviewRecord {
  id: string;
  gymId: string;
  userId: string;
  authorName: string;
  stars: number;
  text: string;
  createdAt: string;
  helpfulCount: number;
  /** Every report, for the moderators. */
  reportCount: number;
  /** The gym's public reply (the fitness-centre panel). */
  reply: { text: string; repliedAt: string } | null;
  /** The reports that weigh toward hiding it (`reportReview`). */
  reportWeight: number;
  /** An admin's decision, when there is one (review-visibility.ts). */
  moderation?: ModerationState;
}

function toReview(item: Record<string, unknown>): ReviewRecord {
  return {
    id: item.reviewId as string,
    gymId: item.gymId as string,
    userId: item.userId as string,
    authorName: item.authorName as string,
    stars: Number(item.stars),
    text: item.text as string,
    createdAt: item.createdAt as string,
    helpfulCount: Number(item.helpfulCount ?? 0),
    reportCount: Number(item.reportCount ?? 0),
    reply: item.replyText ? { text: item.replyText as string, repliedAt: item.repliedAt as string } : null,
    reportWeight: Number(item.reportWeight ?? 0),
    ...(item.moderation === 'hidden' || item.moderation === 'shown' ? { moderation: item.moderation } : {}),
  };
}

/** The two new items of a review (the review and the pointer its id names), each put only if new. */
export function reviewPuts(review: ReviewRecord): TransactItem[] {
  return [
    {
      Put: {
        TableName: TABLE,
        Item: {
          ...gymKeys.review(review.gymId, review.userId),
          ...gymKeys.reviewIndex(review),
          type: 'review',
          reviewId: review.id,
          ...review,
          // A partner's reply is written by its own route, never with the review.
          reply: undefined,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Put: {
        TableName: TABLE,
        Item: { ...gymKeys.reviewPointer(review.id), gymId: review.gymId, authorId: review.userId },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  ];
}

/** Every review of a gym, hidden ones too (they count in its rating). */
export async function allReviews(gymId: string): Promise<ReviewRecord[]> {
  const items = await queryAll({
    TableName: TABLE,
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': gymKeys.reviewsPartition(gymId) },
  });
  return items.map(toReview);
}

/**
 * A page of a gym's reviews that fewer than `hideAfterReports` members reported, newest first or
 * most helpful first (each order has its index, so a page reads about as many reviews as it shows).
 */
export async function listReviews(
  gymId: string,
  order: 'newest' | 'helpful',
  hideAfterReports: number,
  page: PageRequest,
): Promise<{ reviews: ReviewRecord[]; nextCursor: string | null }> {
  const partition = gymKeys.reviewsPartition(gymId);
  const [index, pk, sk] = order === 'newest' ? ['GSI1', 'GSI1PK', 'GSI1SK'] : ['GSI2', 'GSI2PK', 'GSI2SK'];
  const { items, nextCursor } = await queryPage(
    {
      TableName: TABLE,
      IndexName: index,
      KeyConditionExpression: `${pk} = :pk`,
      // review-visibility.ts as a filter: an admin's decision wins, else enough weighed reports hide it.
      FilterExpression: 'moderation = :shown OR (attribute_not_exists(moderation) AND reportWeight < :hide)',
      ExpressionAttributeValues: { ':pk': partition, ':hide': hideAfterReports, ':shown': 'shown' },
      ScanIndexForward: false,
    },
    page,
    {
      names: ['PK', 'SK', pk, sk],
      accepts: (key) => key[pk] === partition && key.PK === gymKeys.gym(gymId).PK && key.SK!.startsWith(gymKeys.reviewPrefix),
    },
  );
  return { reviews: items.map(toReview), nextCursor };
}

/** The review an id names (ids are random: they tell nothing of the gym or the author). */
export async function getReviewById(reviewId: string): Promise<ReviewRecord | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: gymKeys.reviewPointer(reviewId) }));
  return Item ? getReview(Item.gymId as string, Item.authorId as string) : null;
}

export async function getReview(gymId: string, userId: string): Promise<ReviewRecord | null> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: TABLE, Key: gymKeys.review(gymId, userId), ConsistentRead: true }),
  );
  return Item ? toReview(Item) : null;
}

/** Whether the member checked in at the gym (it is what lets them review it, too). */
export async function hasVisited(userId: string, gymId: string): Promise<boolean> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: TABLE, Key: gymKeys.visited(userId, gymId), ProjectionExpression: 'PK' }),
  );
  return Item !== undefined;
}

export type CreateReviewResult =
  | { state: 'created'; review: ReviewRecord; rating: { sum: number; count: number } }
  | { state: 'not_visited' | 'already_reviewed' | 'no_gym' };

/**
 * One review per member per gym, only after a check-in there. The review, the gym's rating sum and
 * count (atomic ADDs, so concurrent reviews never lose one), the member's review count and the
 * activity entry are written in one transaction.
 */
export async function createReview(input: {
  gymId: string;
  gymName: string;
  userId: string;
  authorName: string;
  stars: number;
  text: string;
  now: Date;
}): Promise<CreateReviewResult> {
  const createdAt = input.now.toISOString();
  const review: ReviewRecord = {
    id: randomUUID(),
    gymId: input.gymId,
    userId: input.userId,
    authorName: input.authorName,
    stars: input.stars,
    text: input.text,
    createdAt,
    helpfulCount: 0,
    reportCount: 0,
    reply: null,
    reportWeight: 0,
  };
  const activityId = randomUUID();
  try {
    await transact([
      {
        ConditionCheck: { TableName: TABLE, Key: gymKeys.visited(input.userId, input.gymId), ConditionExpression: 'attribute_exists(PK)' },
      },
      ...reviewPuts(review),
      {
        Update: {
          TableName: TABLE,
          Key: gymKeys.gym(input.gymId),
          UpdateExpression: 'ADD ratingSum :stars, ratingCount :one',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':stars': input.stars, ':one': 1 },
        },
      },
      {
        Update: {
          TableName: TABLE,
          Key: gymKeys.stats(input.userId),
          UpdateExpression: 'ADD reviews :one',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
      {
        Put: {
          TableName: TABLE,
          Item: {
            ...gymKeys.activity(input.userId, createdAt, activityId),
            id: activityId,
            kind: 'review',
            title: `Reviewed ${input.gymName} (${input.stars}★)`,
            subject: { gymName: input.gymName, stars: input.stars } satisfies ActivitySubject,
            createdAt,
            xpDelta: 0,
            coinDeltaCents: 0,
            gymId: input.gymId,
          },
        },
      },
    ]);
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    return { state: (['not_visited', 'already_reviewed', 'already_reviewed', 'no_gym'] as const)[error.index] ?? 'no_gym' };
  }
  const gym = await documentClient.send(
    new GetCommand({
      TableName: TABLE,
      Key: gymKeys.gym(input.gymId),
      ConsistentRead: true,
      ProjectionExpression: 'ratingSum, ratingCount',
    }),
  );
  return { state: 'created', review, rating: { sum: Number(gym.Item?.ratingSum ?? 0), count: Number(gym.Item?.ratingCount ?? 0) } };
}

export type VoteResult = { state: 'counted' | 'already'; count: number } | { state: 'no_review' };

/**
 * Adds one member's helpful vote to a review, once per member. The vote also moves the review in the
 * most-helpful order (its index key holds the count), so the count is written over the value read
 * and a vote that lost a race to another reads again.
 */
export async function markHelpful(review: ReviewRecord, userId: string, now: Date): Promise<VoteResult> {
  let current: ReviewRecord | null = review;
  return retryRaces(async () => {
    if (!current) return { state: 'no_review' } as const;
    const helpful = current.helpfulCount + 1;
    try {
      await transactOnce([
        {
          Put: {
            TableName: TABLE,
            Item: {
              ...gymKeys.helpfulVote(review.id, userId),
              ...gymKeys.voterIndex(userId, now.toISOString()),
              createdAt: now.toISOString(),
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        {
          Update: {
            TableName: TABLE,
            Key: gymKeys.review(review.gymId, review.userId),
            UpdateExpression: 'SET helpfulCount = :after, GSI2SK = :order',
            ConditionExpression: 'helpfulCount = :before',
            ExpressionAttributeValues: {
              ':after': helpful,
              ':before': current.helpfulCount,
              ':order': gymKeys.reviewIndex({ ...current, helpfulCount: helpful }).GSI2SK,
            },
          },
        },
      ]);
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
      const after = await getReview(review.gymId, review.userId);
      if (error.index === 0) return after ? { state: 'already', count: after.helpfulCount } : { state: 'no_review' };
      // The review is gone, or its count moved meanwhile: read again and retry.
      current = after;
      return TRY_AGAIN;
    }
    const after = await getReview(review.gymId, review.userId);
    return { state: 'counted', count: after ? after.helpfulCount : 0 };
  });
}

export interface ReportInput {
  review: ReviewRecord;
  reporterId: string;
  /** The reporter's network (http/network.ts): of several reports from one, one may weigh. */
  network: string;
  /** Whether the reporter's account may weigh at all (old enough, checked in at this gym). */
  mayWeigh: boolean;
  reason: string;
  details: string | undefined;
  now: Date;
  /** The report's update of the review's moderation case (moderation/store.ts `moderationReport`). */
  queued: TransactItem;
}

/**
 * Records one member's report (once per member) and puts the review in the moderators' queue. The
 * report weighs 1 toward hiding the review when the reporter may weigh and no report from the same
 * network weighed before, else 0; the review's counts change in the same transaction.
 */
export async function reportReview(input: ReportInput): Promise<'counted' | 'already' | 'no_review'> {
  const { review, now } = input;
  for (let weighs = input.mayWeigh; ; weighs = false) {
    const items: TransactItem[] = [
      {
        Put: {
          TableName: TABLE,
          Item: {
            ...gymKeys.report(review.id, input.reporterId),
            ...gymKeys.reporterIndex(input.reporterId, now.toISOString()),
            createdAt: now.toISOString(),
            reason: input.reason,
            details: input.details,
            network: input.network,
            weight: weighs ? 1 : 0,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Update: {
          TableName: TABLE,
          Key: gymKeys.review(review.gymId, review.userId),
          UpdateExpression: 'ADD reportCount :one, reportWeight :weight',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':one': 1, ':weight': weighs ? 1 : 0 },
        },
      },
      // The admin panel's moderation queue: the review's case, opened or reopened by every report.
      input.queued,
    ];
    if (weighs) {
      items.push({
        Put: {
          TableName: TABLE,
          Item: { ...gymKeys.reportNetwork(review.id, input.network), reporterId: input.reporterId, createdAt: now.toISOString() },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      });
    }
    try {
      await transact(items);
      return 'counted';
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
      if (error.index === 0) return 'already';
      if (error.index === 1) return 'no_review';
      // Another report from this network weighed already: this one is queued without weight.
    }
  }
}

export type AdminUnlistingResult = { state: 'done'; gym: GymRecord } | { state: 'no_gym' } | { state: 'unchanged' };

/**
 * An admin unlists a gym (with why) or undoes it, with the audit entry in the same transaction; a
 * gym changed meanwhile is read again. 'unchanged': it already was so.
 */
export function setAdminUnlisting(
  gymId: string,
  unlisting: { reason: string } | null,
  audit: { actor: AuditActor; requestId: string; at: Date },
): Promise<AdminUnlistingResult> {
  return retryRaces(async () => {
    const gym = await getGym(gymId);
    if (!gym) return { state: 'no_gym' as const };
    if ((gym.adminUnlisted !== null && gym.adminUnlisted !== undefined) === (unlisting !== null)) return { state: 'unchanged' as const };
    const adminUnlisted = unlisting ? { at: audit.at.toISOString(), by: audit.actor.name, reason: unlisting.reason } : null;
    const { item, next } = gymListingWrite(gym, { ownerSuspended: gym.ownerSuspended === true, adminUnlisted }, audit.at);
    try {
      await transactOnce([
        item,
        auditPut({
          actor: audit.actor,
          action: unlisting ? 'gym.unlisted' : 'gym.relisted',
          target: { type: 'gym', id: gym.id, name: gym.name },
          requestId: audit.requestId,
          at: audit.at,
          details: unlisting ? { reason: unlisting.reason } : {},
        }),
      ]);
    } catch (error) {
      if (error instanceof ConditionFailedError && error.index === 0) return TRY_AGAIN;
      throw error;
    }
    forgetSearchCandidates();
    return { state: 'done' as const, gym: next };
  });
}
