// Members' avatars and the shop parts they bought.
//   USER#<id> / AVATAR                  the saved avatar (one part id per layer)
//   USER#<id> / AVATARPART#<layer:id>   a shop part bought (once: its put is conditional)
// A shop part is paid in the transaction that records it, with the balance written over the value
// read (never below zero) and a ledger entry, as every SweatCoin change is.
import { BatchGetCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { AVATAR_LAYERS, type AvatarConfig, avatarPartKey } from '@fitchoice/shared';
import { aggregateItems, coinCounts } from '../aggregates/aggregates';
import { documentClient, TABLE } from '../dynamo/client';
import { backoffMs, ConditionFailedError, MAX_RACE_ATTEMPTS, pause, retryRaces, TRY_AGAIN, transactOnce } from '../dynamo/transact';
import { keys } from '../keys/keys';
import { coinChange, readCoinAccount } from '../wallet/ledger';

const avatarKeys = {
  avatar: (userId: string) => ({ PK: keys.user(userId).PK, SK: 'AVATAR' }),
  part: (userId: string, partKey: string) => ({ PK: keys.user(userId).PK, SK: `AVATARPART#${partKey}` }),
  partPrefix: 'AVATARPART#',
};

function configOf(item: Record<string, unknown> | undefined): AvatarConfig | null {
  if (!item) return null;
  return Object.fromEntries(AVATAR_LAYERS.map((layer) => [layer, item[layer] as string])) as AvatarConfig;
}

export async function getAvatar(userId: string): Promise<AvatarConfig | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: avatarKeys.avatar(userId), ConsistentRead: true }));
  return configOf(Item);
}

export async function saveAvatar(userId: string, avatar: AvatarConfig, now: Date): Promise<void> {
  await documentClient.send(
    new PutCommand({ TableName: TABLE, Item: { ...avatarKeys.avatar(userId), userId, ...avatar, updatedAt: now.toISOString() } }),
  );
}

/** Saved avatars of these members (those without one are left out), 100 keys per batch. */
export async function getAvatars(userIds: readonly string[]): Promise<{ userId: string; avatar: AvatarConfig }[]> {
  const found: { userId: string; avatar: AvatarConfig }[] = [];
  for (let start = 0; start < userIds.length; start += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
      [TABLE]: { Keys: userIds.slice(start, start + 100).map((userId) => avatarKeys.avatar(userId)) },
    };
    for (let attempt = 0; request && Object.keys(request).length > 0; attempt++) {
      // DynamoDB hands back what it could not read under load; those keys are asked for again, a bounded number of times.
      if (attempt >= MAX_RACE_ATTEMPTS) throw new Error('BatchGetItem kept leaving avatars unread');
      if (attempt > 0) await pause(backoffMs(attempt));
      const answer = await documentClient.send(new BatchGetCommand({ RequestItems: request }));
      for (const item of answer.Responses?.[TABLE] ?? []) found.push({ userId: item.userId as string, avatar: configOf(item)! });
      request = answer.UnprocessedKeys as typeof request;
    }
  }
  return found;
}

/** The shop parts the member bought, as "layer:id". */
export async function ownedParts(userId: string): Promise<string[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.user(userId).PK, ':prefix': avatarKeys.partPrefix },
      ConsistentRead: true,
    }),
  );
  return Items.map((item) => (item.SK as string).slice(avatarKeys.partPrefix.length));
}

export type BuyPartResult =
  | { state: 'bought'; balanceCents: bigint }
  | { state: 'owned' }
  | { state: 'insufficient'; balanceCents: bigint };

/** Pays `priceCents` for the part once: a second purchase (or a racing one) finds it owned and charges nothing. */
export function buyPart(userId: string, part: { layer: string; id: string }, priceCents: bigint, now: Date): Promise<BuyPartResult> {
  const partKey = avatarPartKey(part as { layer: never; id: string });
  return retryRaces(async () => {
    const [account, { Item: owned }] = await Promise.all([
      readCoinAccount(userId),
      documentClient.send(new GetCommand({ TableName: TABLE, Key: avatarKeys.part(userId, partKey), ConsistentRead: true })),
    ]);
    if (owned) return { state: 'owned' } as const;
    if (account.cents < priceCents) return { state: 'insufficient', balanceCents: account.cents } as const;
    const at = now.toISOString();
    try {
      await transactOnce([
        ...coinChange(userId, account, {
          kind: 'avatar_part',
          amountCents: -priceCents,
          transactionHash: null,
          createdAt: at,
          refId: partKey,
        }),
        {
          Put: {
            TableName: TABLE,
            Item: { ...avatarKeys.part(userId, partKey), layer: part.layer, partId: part.id, priceCents, boughtAt: at },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        ...aggregateItems(at, coinCounts('avatar_part', -priceCents)),
      ]);
      return { state: 'bought', balanceCents: account.cents - priceCents } as const;
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
      // The part's own put (after the balance and ledger items): bought meanwhile. Else the balance moved: read again.
      return error.index === 2 ? ({ state: 'owned' } as const) : TRY_AGAIN;
    }
  });
}
