// Fit match: opted-in profiles (on an index only while opted in, so opting out hides a member at
// once), likes and passes, and matches. Whether a like is mutual is decided by one atomic ADD to
// the pair's item: of two members liking each other at the same moment, exactly one update sees
// both names, and that one makes the match.
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { FitProfileRequest } from '@fitchoice/shared/api';
import { documentClient, TABLE } from '../dynamo/client';
import { queryAll } from '../dynamo/query-all';
import { transact } from '../dynamo/transact';
import { socialKeys } from '../keys/social-keys';

export interface FitProfileRecord extends FitProfileRequest {
  userId: string;
  name: string;
  updatedAt: string;
}

function profileOf(item: Record<string, unknown>): FitProfileRecord {
  return {
    userId: item.userId as string,
    name: item.name as string,
    goals: item.goals as FitProfileRecord['goals'],
    level: item.level as FitProfileRecord['level'],
    region: item.region as FitProfileRecord['region'],
    gymIds: (item.gymIds as string[]) ?? [],
    times: item.times as FitProfileRecord['times'],
    lookingFor: item.lookingFor as FitProfileRecord['lookingFor'],
    updatedAt: item.updatedAt as string,
  };
}

export async function getFitProfile(userId: string): Promise<FitProfileRecord | null> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: TABLE, Key: socialKeys.fitProfile(userId), ConsistentRead: true }),
  );
  return Item ? profileOf(Item) : null;
}

export async function saveFitProfile(profile: FitProfileRecord): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: TABLE,
      Item: { ...socialKeys.fitProfile(profile.userId), ...profile, ...socialKeys.fitIndex(profile.region, profile.userId) },
    }),
  );
}

export async function deleteFitProfile(userId: string): Promise<void> {
  await documentClient.send(new DeleteCommand({ TableName: TABLE, Key: socialKeys.fitProfile(userId) }));
}

/** Every opted-in profile (the candidates of suggestions), up to `limit`. */
export async function optedInProfiles(limit: number): Promise<FitProfileRecord[]> {
  const items = await queryAll(
    {
      TableName: TABLE,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': socialKeys.fitPartition },
    },
    limit,
  );
  return items.map(profileOf);
}

/** The members this member liked or passed on. */
export async function seenBy(userId: string): Promise<Set<string>> {
  const items = await queryAll({
    TableName: TABLE,
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': socialKeys.fitSeenPrefix },
    ProjectionExpression: 'SK',
  });
  return new Set(items.map((item) => (item.SK as string).slice(socialKeys.fitSeenPrefix.length)));
}

export async function pass(userId: string, otherId: string, now: Date): Promise<void> {
  await documentClient.send(
    new PutCommand({ TableName: TABLE, Item: { ...socialKeys.fitSeen(userId, otherId), choice: 'pass', at: now.toISOString() } }),
  );
}

/** Records the like; answers true when the other had liked this member too (a match, decided once). */
export async function like(userId: string, otherId: string, now: Date): Promise<boolean> {
  await documentClient.send(
    new PutCommand({ TableName: TABLE, Item: { ...socialKeys.fitSeen(userId, otherId), choice: 'like', at: now.toISOString() } }),
  );
  const { Attributes } = await documentClient
    .send(
      new UpdateCommand({
        TableName: TABLE,
        Key: socialKeys.fitPair(userId, otherId),
        UpdateExpression: 'ADD likedBy :me',
        ConditionExpression: 'attribute_not_exists(likedBy) OR NOT contains(likedBy, :meId)',
        ExpressionAttributeValues: { ':me': new Set([userId]), ':meId': userId },
        ReturnValues: 'ALL_NEW',
      }),
    )
    .catch((error: unknown) => {
      // Liked before: nothing changes (and the match, if any, was made then).
      if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return { Attributes: undefined };
      throw error;
    });
  const likedBy = Attributes?.likedBy as Set<string> | undefined;
  return Boolean(likedBy?.has(otherId) && likedBy.has(userId));
}

export async function saveMatch(
  a: { id: string; name: string },
  b: { id: string; name: string },
  conversationId: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await transact([
    { Put: { TableName: TABLE, Item: { ...socialKeys.match(a.id, b.id), name: b.name, conversationId, matchedAt: at } } },
    { Put: { TableName: TABLE, Item: { ...socialKeys.match(b.id, a.id), name: a.name, conversationId, matchedAt: at } } },
  ]);
}

export async function listMatches(userId: string): Promise<{ userId: string; name: string; conversationId: string; matchedAt: string }[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': socialKeys.matchPrefix },
    }),
  );
  return Items.map((item) => ({
    userId: (item.SK as string).slice(socialKeys.matchPrefix.length),
    name: item.name as string,
    conversationId: item.conversationId as string,
    matchedAt: item.matchedAt as string,
  }));
}

/** Unmatching removes the match on both sides and the pair's likes (they may like again later). */
export async function unmatch(userId: string, otherId: string): Promise<void> {
  await transact([
    { Delete: { TableName: TABLE, Key: socialKeys.match(userId, otherId) } },
    { Delete: { TableName: TABLE, Key: socialKeys.match(otherId, userId) } },
    { Delete: { TableName: TABLE, Key: socialKeys.fitPair(userId, otherId) } },
  ]);
}
