// Friends: friend requests, friendships and blocks (the settings are users/social-settings.ts).
// A request and a friendship are one item on each member's side, written in one transaction, so
// each member lists theirs with one query. Names are copied onto the items when they are written.
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Relation, SocialSettings } from '@fitchoice/shared/api';
import type { ActivitySubject } from '../activity/store';
import { documentClient, TABLE } from '../dynamo/client';
import { queryAll } from '../dynamo/query-all';
import { ConditionFailedError, type TransactItem, transact } from '../dynamo/transact';
import { gymKeys } from '../keys/gym-keys';
import { socialKeys } from '../keys/social-keys';

export interface Person {
  id: string;
  name: string;
}

function queryPrefix(
  pk: string,
  prefix: string,
  { limit, consistent = false }: { limit?: number; consistent?: boolean } = {},
): Promise<Record<string, unknown>[]> {
  return queryAll(
    {
      TableName: TABLE,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
      ConsistentRead: consistent,
      ...(limit ? { Limit: limit } : {}),
    },
    limit,
  );
}

async function exists(key: { PK: string; SK: string }): Promise<boolean> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: TABLE, Key: key, ConsistentRead: true, ProjectionExpression: 'PK' }),
  );
  return Item !== undefined;
}

const userPk = (userId: string) => `USER#${userId}`;
const suffixOf = (item: Record<string, unknown>, prefix: string) => (item.SK as string).slice(prefix.length);

/** Findable members whose name starts with `prefix` (case-insensitive). */
export async function findableByName(prefix: string, limit: number): Promise<Person[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: TABLE,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :prefix)',
      ExpressionAttributeValues: { ':pk': socialKeys.findablePartition, ':prefix': prefix.toLowerCase() },
      Limit: limit,
    }),
  );
  return Items.map((item) => ({ id: (item.PK as string).slice('USER#'.length), name: item.name as string }));
}

/**
 * Both directions of blocking: the ids this member must never see, nor be seen by. One strongly
 * consistent query of the member's block items (usually none), so a block applies at once: a chat
 * send checks it beside reading the conversation.
 */
export async function hiddenIdsOf(userId: string): Promise<Set<string>> {
  const items = await queryPrefix(userPk(userId), socialKeys.anyBlockPrefix, { consistent: true });
  return new Set(items.map((item) => (item.SK as string).slice((item.SK as string).indexOf('#') + 1)));
}

/** Whether either member blocked the other. */
export async function blockedBetween(a: string, b: string): Promise<boolean> {
  const [blocked, blockedBy] = await Promise.all([exists(socialKeys.block(a, b)), exists(socialKeys.blockedBy(a, b))]);
  return blocked || blockedBy;
}

export async function areFriends(a: string, b: string): Promise<boolean> {
  return exists(socialKeys.friend(a, b));
}

/** The member's friends' ids: the leaderboards' friends scope and the feed read these. */
export async function friendIdsOf(userId: string): Promise<string[]> {
  const items = await queryPrefix(userPk(userId), socialKeys.friendPrefix);
  return items.map((item) => suffixOf(item, socialKeys.friendPrefix));
}

export async function relationOf(meId: string, otherId: string): Promise<Relation> {
  if (meId === otherId) return 'self';
  const [friend, requested, incoming] = await Promise.all([
    exists(socialKeys.friend(meId, otherId)),
    exists(socialKeys.requestOut(meId, otherId)),
    exists(socialKeys.requestIn(meId, otherId)),
  ]);
  return friend ? 'friend' : requested ? 'requested' : incoming ? 'incoming' : 'none';
}

function friendshipPuts(a: Person, b: Person, since: string): TransactItem[] {
  return [
    { Put: { TableName: TABLE, Item: { ...socialKeys.friend(a.id, b.id), name: b.name, since } } },
    { Put: { TableName: TABLE, Item: { ...socialKeys.friend(b.id, a.id), name: a.name, since } } },
  ];
}

export type RequestResult = { state: 'pending' } | { state: 'accepted' } | { state: 'already_friends' };

/**
 * Asks `to` to be friends. If `to` had already asked `from`, this accepts that request instead
 * (both wanted it); asking twice changes nothing.
 */
export async function requestFriendship(from: Person, to: Person, now: Date): Promise<RequestResult> {
  const at = now.toISOString();
  if (await areFriends(from.id, to.id)) return { state: 'already_friends' };
  if (await exists(socialKeys.requestIn(from.id, to.id))) {
    const accepted = await acceptRequest(to.id, from.id, { me: from, other: to }, now);
    if (accepted) return { state: 'accepted' };
  }
  try {
    await transact([
      {
        Put: {
          TableName: TABLE,
          Item: { ...socialKeys.requestIn(to.id, from.id), name: from.name, createdAt: at },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      { Put: { TableName: TABLE, Item: { ...socialKeys.requestOut(from.id, to.id), name: to.name, createdAt: at } } },
    ]);
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
  }
  return { state: 'pending' };
}

/** `me` accepts the request `from` sent: the request goes and the friendship is made, once. */
export async function acceptRequest(from: string, to: string, people: { me: Person; other: Person }, now: Date): Promise<boolean> {
  const me = people.me.id === to ? people.me : people.other;
  const sender = people.me.id === from ? people.me : people.other;
  try {
    await transact([
      { Delete: { TableName: TABLE, Key: socialKeys.requestIn(to, from), ConditionExpression: 'attribute_exists(PK)' } },
      { Delete: { TableName: TABLE, Key: socialKeys.requestOut(from, to) } },
      ...friendshipPuts(me, sender, now.toISOString()),
    ]);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedError && error.index === 0) return false;
    throw error;
  }
}

/** Removes a request (declined by its receiver or cancelled by its sender). */
export async function dropRequest(from: string, to: string): Promise<void> {
  await transact([
    { Delete: { TableName: TABLE, Key: socialKeys.requestIn(to, from) } },
    { Delete: { TableName: TABLE, Key: socialKeys.requestOut(from, to) } },
  ]);
}

export async function removeFriendship(a: string, b: string): Promise<void> {
  await transact([
    { Delete: { TableName: TABLE, Key: socialKeys.friend(a, b) } },
    { Delete: { TableName: TABLE, Key: socialKeys.friend(b, a) } },
  ]);
}

/**
 * `me` blocks `other`: in one transaction the block (on both sides), and every friendship, request
 * and fit match between them goes.
 */
export async function block(me: Person, other: Person, now: Date): Promise<void> {
  const del = (key: { PK: string; SK: string }): TransactItem => ({ Delete: { TableName: TABLE, Key: key } });
  await transact([
    { Put: { TableName: TABLE, Item: { ...socialKeys.block(me.id, other.id), name: other.name, createdAt: now.toISOString() } } },
    { Put: { TableName: TABLE, Item: { ...socialKeys.blockedBy(other.id, me.id), createdAt: now.toISOString() } } },
    del(socialKeys.friend(me.id, other.id)),
    del(socialKeys.friend(other.id, me.id)),
    del(socialKeys.requestIn(me.id, other.id)),
    del(socialKeys.requestOut(other.id, me.id)),
    del(socialKeys.requestIn(other.id, me.id)),
    del(socialKeys.requestOut(me.id, other.id)),
    del(socialKeys.match(me.id, other.id)),
    del(socialKeys.match(other.id, me.id)),
    del(socialKeys.fitPair(me.id, other.id)),
  ]);
}

export async function unblock(meId: string, otherId: string): Promise<void> {
  await transact([
    { Delete: { TableName: TABLE, Key: socialKeys.block(meId, otherId) } },
    { Delete: { TableName: TABLE, Key: socialKeys.blockedBy(otherId, meId) } },
  ]);
}

export interface FriendLists {
  friends: (Person & { since: string })[];
  incoming: { from: Person; createdAt: string }[];
  outgoing: { to: Person; createdAt: string }[];
  blocked: Person[];
}

export async function listFriends(userId: string): Promise<FriendLists> {
  const pk = userPk(userId);
  const [friends, incoming, outgoing, blocked] = await Promise.all([
    queryPrefix(pk, socialKeys.friendPrefix),
    queryPrefix(pk, socialKeys.requestInPrefix),
    queryPrefix(pk, socialKeys.requestOutPrefix),
    queryPrefix(pk, socialKeys.blockPrefix),
  ]);
  const person = (item: Record<string, unknown>, prefix: string): Person => ({ id: suffixOf(item, prefix), name: item.name as string });
  return {
    friends: friends.map((item) => ({ ...person(item, socialKeys.friendPrefix), since: item.since as string })),
    incoming: incoming.map((item) => ({ from: person(item, socialKeys.requestInPrefix), createdAt: item.createdAt as string })),
    outgoing: outgoing.map((item) => ({ to: person(item, socialKeys.requestOutPrefix), createdAt: item.createdAt as string })),
    blocked: blocked.map((item) => person(item, socialKeys.blockPrefix)),
  };
}

export interface SharedActivity {
  id: string;
  kind: 'checkin' | 'challenge' | 'session';
  /** Codes and values only: the app words the entry by its kind. */
  gymName: string | null;
  at: string;
}

/** A member's latest activity entries, as far as they share them (check-ins, challenges won, sessions). */
export async function sharedActivityOf(userId: string, share: SocialSettings['share'], limit: number): Promise<SharedActivity[]> {
  if (!share.checkins && !share.challenges && !share.sessions) return [];
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': gymKeys.activityPrefix },
      ScanIndexForward: false,
      Limit: limit * 2,
    }),
  );
  const entries: SharedActivity[] = [];
  for (const item of Items) {
    const at = item.createdAt as string;
    const gymName = (item.subject as ActivitySubject | undefined)?.gymName ?? null;
    if (item.kind === 'checkin' && share.checkins) entries.push({ id: item.id as string, kind: 'checkin', gymName, at });
    if (item.kind === 'session' && share.sessions) entries.push({ id: item.id as string, kind: 'session', gymName, at });
    if (item.kind === 'checkin' && share.challenges) {
      const won = ((item.awards as { reason: string }[] | undefined) ?? []).filter((award) => award.reason === 'challenge').length;
      if (won > 0) entries.push({ id: `${item.id as string}-challenge`, kind: 'challenge', gymName, at });
    }
  }
  return entries.slice(0, limit);
}

/** Whether the two matched in fit match (fit-match/store.ts writes matches), and their conversation. */
export async function getMatch(userId: string, otherId: string): Promise<{ conversationId: string } | null> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: TABLE, Key: socialKeys.match(userId, otherId), ConsistentRead: true }),
  );
  return Item ? { conversationId: Item.conversationId as string } : null;
}
