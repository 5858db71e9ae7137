// Wallets linked to accounts (Sign-In with Ethereum, handler.ts): the nonce given for
// a message (one use, TTL), the wallet's owner (one account per wallet, for good) and the account's
// list of its wallets, written in one transaction with the nonce's use.
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE } from '../dynamo/client';
import { ConditionFailedError, retryRaces, type TransactItem, transactOnce } from '../dynamo/transact';
import { epochSeconds, keys } from '../keys/keys';

export interface WalletNonce {
  nonce: string;
  userId: string;
  /** Lower-cased. */
  address: string;
  /** The message the wallet is to sign, exactly. */
  message: string;
  expiresAt: Date;
}

export async function saveWalletNonce(nonce: WalletNonce): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: TABLE,
      Item: {
        ...keys.walletNonce(nonce.nonce),
        userId: nonce.userId,
        address: nonce.address,
        message: nonce.message,
        expiresAt: epochSeconds(nonce.expiresAt.getTime()),
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** The nonce as given, or null when unknown or expired (DynamoDB's TTL deletes late). */
export async function getWalletNonce(nonce: string, now: Date): Promise<WalletNonce | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: keys.walletNonce(nonce), ConsistentRead: true }));
  if (!Item || Number(Item.expiresAt) <= epochSeconds(now.getTime())) return null;
  return {
    nonce,
    userId: Item.userId as string,
    address: Item.address as string,
    message: Item.message as string,
    expiresAt: new Date(Number(Item.expiresAt) * 1000),
  };
}

export type LinkOutcome = 'linked' | 'nonce_used' | 'wallet_taken';

/**
 * Links the nonce's wallet to its user, using up the nonce, in one transaction: a nonce links once,
 * and a wallet already linked to another account stays with it. Linking one's own wallet again is fine.
 */
export async function linkWallet(nonce: WalletNonce, now: Date): Promise<LinkOutcome> {
  const linkedAt = now.toISOString();
  const items: TransactItem[] = [
    {
      Delete: {
        TableName: TABLE,
        Key: keys.walletNonce(nonce.nonce),
        ConditionExpression: 'attribute_exists(PK) AND userId = :user',
        ExpressionAttributeValues: { ':user': nonce.userId },
      },
    },
    {
      Put: {
        TableName: TABLE,
        Item: { ...keys.walletOwner(nonce.address), userId: nonce.userId, linkedAt },
        ConditionExpression: 'attribute_not_exists(PK) OR userId = :user',
        ExpressionAttributeValues: { ':user': nonce.userId },
      },
    },
    { Put: { TableName: TABLE, Item: { ...keys.userWallet(nonce.userId, nonce.address), address: nonce.address, linkedAt } } },
  ];
  return retryRaces(async () => {
    try {
      await transactOnce(items);
      return 'linked' as const;
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
      return error.index === 0 ? ('nonce_used' as const) : ('wallet_taken' as const);
    }
  });
}

/** The account a wallet is linked to, or null. */
export async function walletOwner(address: string): Promise<string | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: keys.walletOwner(address), ConsistentRead: true }));
  return (Item?.userId as string | undefined) ?? null;
}

/** The user's linked wallets, lower-cased. */
export async function walletsOf(userId: string): Promise<string[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.user(userId).PK, ':prefix': keys.userWalletPrefix },
      ConsistentRead: true,
    }),
  );
  return Items.map((item) => item.address as string);
}
