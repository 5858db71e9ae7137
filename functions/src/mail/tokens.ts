// One-time links mailed to a member: reset a password, confirm an email, confirm a new email,
// confirm a partner application's email, an approved partner's first sign-in. The link carries 256 random bits; the table keeps only
// their SHA-256 (`TOKEN#<hash>`), with the purpose, the account and address concerned, and an
// expiry (TTL, and checked on use). A user's tokens are also listed in the user's partition
// (`TOKENREF#<hash>`) so deleting the account finds them. Using a token deletes it in the
// transaction that does what it allows, conditioned on it still being there and unexpired:
// single use, whatever the concurrency.
import { createHash, randomBytes } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE } from '../dynamo/client';
import { type TransactItem, transact } from '../dynamo/transact';
import { accountKeys } from '../keys/account-keys';
import { epochSeconds } from '../keys/keys';

export type TokenPurpose = 'reset-password' | 'verify-email' | 'change-email' | 'confirm-application' | 'partner-welcome';

export interface TokenRecord {
  purpose: TokenPurpose;
  userId: string | null;
  /** The address the link was mailed to. */
  email: string;
  applicationId: string | null;
  createdAt: string;
  /** Epoch seconds. */
  expiresAt: number;
}

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  'reset-password': 30 * 60 * 1000,
  'verify-email': 24 * 60 * 60 * 1000,
  'change-email': 24 * 60 * 60 * 1000,
  'confirm-application': 7 * 24 * 60 * 60 * 1000,
  /** An approved partner's first sign-in: the link sets their password and signs them in. */
  'partner-welcome': 7 * 24 * 60 * 60 * 1000,
};

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Makes a token: answers the secret for the link (kept nowhere) and stores its hash. */
export async function issueToken(
  input: { purpose: TokenPurpose; userId: string | null; email: string; applicationId?: string },
  now: Date,
  /** Items written with the token (an admin's audit entry for a link sent again). */
  extra: TransactItem[] = [],
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const hash = tokenHash(token);
  const expiresAt = epochSeconds(now.getTime() + TOKEN_LIFETIME_MS[input.purpose]);
  const record: TokenRecord = {
    purpose: input.purpose,
    userId: input.userId,
    email: input.email,
    applicationId: input.applicationId ?? null,
    createdAt: now.toISOString(),
    expiresAt,
  };
  await transact([
    { Put: { TableName: TABLE, Item: { ...accountKeys.token(hash), ...record }, ConditionExpression: 'attribute_not_exists(PK)' } },
    ...(input.userId ? [{ Put: { TableName: TABLE, Item: { ...accountKeys.tokenRef(input.userId, hash), expiresAt } } }] : []),
    ...extra,
  ]);
  return token;
}

/** The live token a link carries, or null (malformed, unknown, used, expired). */
export async function findToken(token: string, now: Date): Promise<(TokenRecord & { hash: string }) | null> {
  if (!TOKEN_FORMAT.test(token)) return null;
  const hash = tokenHash(token);
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: accountKeys.token(hash), ConsistentRead: true }));
  if (!Item || Number(Item.expiresAt) <= epochSeconds(now.getTime())) return null;
  return {
    hash,
    purpose: Item.purpose as TokenPurpose,
    userId: (Item.userId as string | null) ?? null,
    email: Item.email as string,
    applicationId: (Item.applicationId as string | null) ?? null,
    createdAt: Item.createdAt as string,
    expiresAt: Number(Item.expiresAt),
  };
}

/**
 * The items that spend a token, for the transaction that does what it allows: the token's delete
 * (first: its condition failing means used or expired meanwhile) and its reference's.
 */
export function spendToken(token: TokenRecord & { hash: string }, now: Date): TransactItem[] {
  return [
    {
      Delete: {
        TableName: TABLE,
        Key: accountKeys.token(token.hash),
        ConditionExpression: 'attribute_exists(PK) AND expiresAt > :now AND purpose = :purpose',
        ExpressionAttributeValues: { ':now': epochSeconds(now.getTime()), ':purpose': token.purpose },
      },
    },
    ...(token.userId ? [{ Delete: { TableName: TABLE, Key: accountKeys.tokenRef(token.userId, token.hash) } }] : []),
  ];
}
