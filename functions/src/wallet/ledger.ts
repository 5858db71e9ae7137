// The SweatCoin ledger: one item per balance change under the member's partition, written in the
// same transaction as the balance. Entries are numbered by a per-member sequence kept on the
// profile next to the balance and taken under the same condition, so the ledger lists changes in
// the order they committed and each entry's balanceAfter follows from the one before it, whatever
// time the requests carried.
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { LedgerKind } from '@fitchoice/shared/api';
import { documentClient, TABLE } from '../dynamo/client';
import type { TransactItem } from '../dynamo/transact';
import { keys } from '../keys/keys';

export interface LedgerRecord {
  id: string;
  /** The entry's place in the member's ledger: 1, 2, 3, ... in commit order. */
  seq: number;
  /** What moved the balance: one of LEDGER_KINDS ('purchase', 'xp_conversion', 'booking', 'refund', ...). */
  kind: LedgerKind;
  /** Signed hundredths: credits positive, spending negative. */
  amountCents: bigint;
  balanceAfterCents: bigint;
  transactionHash: string | null;
  /**
   * What it paid for or came from: a gym booking's or a session's id, a redemption's, an avatar
   * part's, a challenge's (null for purchases, which have their hash, conversions, and entries
   * written before it was kept).
   */
  refId: string | null;
  /** When the request that made the change was handled (for display; the order is `seq`). */
  createdAt: string;
}

/** A member's SweatCoin balance (hundredths) and the number of their last ledger entry, read together. */
export interface CoinAccount {
  cents: bigint;
  seq: number;
}

/** The member's balance and ledger position, read consistently; a missing profile is an error. */
export async function readCoinAccount(userId: string): Promise<CoinAccount> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: TABLE, Key: keys.user(userId), ConsistentRead: true, ProjectionExpression: 'sweatCoinCents, ledgerSeq' }),
  );
  if (!Item) throw new Error(`No profile for user ${userId}`);
  return coinAccountOf(Item);
}

/** The coin account held on a profile item read with `sweatCoinCents` and `ledgerSeq`. */
export function coinAccountOf(profile: Record<string, unknown>): CoinAccount {
  return { cents: BigInt((profile.sweatCoinCents as number | bigint | undefined) ?? 0), seq: Number(profile.ledgerSeq ?? 0) };
}

/** More of the profile to change in the balance's own update (e.g. the XP a conversion spends). */
export interface ProfileChange {
  set: string;
  condition: string;
  values: Record<string, unknown>;
}

/**
 * The balance update and its ledger entry, for a TransactWriteItems. The balance is written over the
 * exact value read and the entry takes the next sequence number, on the condition that neither moved
 * since `before` was read (the caller reads again and retries when it fails: index 0 of these items).
 */
export function coinChange(userId: string, before: CoinAccount, entry: LedgerChange, profile: ProfileChange | null = null): TransactItem[] {
  const { balance, entries } = coinChanges(userId, before, [entry], profile);
  return [balance, ...entries];
}

/** What a ledger entry records of its change; its id, number and balance after are given when it is written. */
export type LedgerChange = Pick<LedgerRecord, 'kind' | 'amountCents' | 'transactionHash' | 'createdAt'> & { refId?: string };

/**
 * Several changes of one member's balance in one transaction: one update of the balance, from the
 * exact value read to the value after the last change, and one ledger entry per change, numbered
 * on from `before` in the given order, each with the balance after it. The same conditions as
 * coinChange: the transaction fails at the balance when it moved since `before` was read.
 */
export function coinChanges(
  userId: string,
  before: CoinAccount,
  changes: readonly LedgerChange[],
  profile: ProfileChange | null = null,
): { balance: TransactItem; entries: TransactItem[] } {
  let cents = before.cents;
  const entries = changes.map((change, i): TransactItem => {
    cents += change.amountCents;
    const record: LedgerRecord = {
      id: randomUUID(),
      seq: before.seq + 1 + i,
      ...change,
      refId: change.refId ?? null,
      balanceAfterCents: cents,
    };
    return {
      Put: {
        TableName: TABLE,
        Item: { ...keys.ledgerEntry(userId, record.seq), ...record },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    };
  });
  const seq = before.seq + changes.length;
  const balance: TransactItem = {
    Update: {
      TableName: TABLE,
      Key: keys.user(userId),
      UpdateExpression: `SET sweatCoinCents = :after, ledgerSeq = :seq${profile ? `, ${profile.set}` : ''}`,
      ConditionExpression: [
        'sweatCoinCents = :before',
        before.seq === 0 ? 'attribute_not_exists(ledgerSeq)' : 'ledgerSeq = :seqBefore',
        ...(profile ? [profile.condition] : []),
      ].join(' AND '),
      ExpressionAttributeValues: {
        ':after': cents,
        ':before': before.cents,
        ':seq': seq,
        ...(before.seq === 0 ? {} : { ':seqBefore': before.seq }),
        ...profile?.values,
      },
    },
  };
  return { balance, entries };
}

/** The user's ledger, newest first. */
export async function listLedger(userId: string, limit: number): Promise<LedgerRecord[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.user(userId).PK, ':prefix': keys.ledgerPrefix },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map((item) => ({
    id: item.id as string,
    seq: Number(item.seq),
    kind: item.kind as LedgerKind,
    amountCents: BigInt(item.amountCents as number | bigint),
    balanceAfterCents: BigInt(item.balanceAfterCents as number | bigint),
    transactionHash: (item.transactionHash as string | null | undefined) ?? null,
    refId: (item.refId as string | null | undefined) ?? null,
    createdAt: item.createdAt as string,
  }));
}
