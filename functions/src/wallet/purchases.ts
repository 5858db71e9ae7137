// SweatCoin purchases: one credit per transaction hash, written together with the ledger entry,
// the new balance and the member's activity entry in one TransactWriteItems (a member's credits that
// arrive together share one).
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { aggregateItemsOfEvents, coinCounts } from '../aggregates/aggregates';
import { documentClient, TABLE } from '../dynamo/client';
import { ConditionFailedError, retryRaces, TRY_AGAIN, type TransactItem, transactOnce } from '../dynamo/transact';
import { gymKeys } from '../keys/gym-keys';
import { keys } from '../keys/keys';
import { type CoinAccount, coinChanges, readCoinAccount } from './ledger';

export interface PurchaseRecord {
  transactionHash: string;
  userId: string;
  walletAddress: string;
  ethAmount: string;
  /** Hundredths of a SweatCoin credited. */
  coinCents: bigint;
  /** The buyer's balance right after this credit, in hundredths. */
  balanceAfterCents: bigint;
  createdAt: string;
}

export type CreditResult = { state: 'credited'; purchase: PurchaseRecord } | { state: 'exists'; purchase: PurchaseRecord };

/** A purchase to credit; `createdAt` is when its request was handled (the ledger orders by its own sequence). */
export type NewPurchase = Omit<PurchaseRecord, 'balanceAfterCents'>;

export async function getPurchase(transactionHash: string): Promise<PurchaseRecord | null> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: TABLE, Key: keys.purchase(transactionHash), ConsistentRead: true }),
  );
  if (!Item) return null;
  return {
    transactionHash: Item.transactionHash as string,
    userId: Item.userId as string,
    walletAddress: Item.walletAddress as string,
    ethAmount: Item.ethAmount as string,
    coinCents: BigInt(Item.coinCents as number | bigint),
    balanceAfterCents: BigInt(Item.balanceAfterCents as number | bigint),
    createdAt: Item.createdAt as string,
  };
}

/**
 * Credits `coinCents` to the user for `transactionHash`, once. The balance is written with a
 * condition on its previous value and ledger position (ledger.ts), so a concurrent change makes the
 * transaction retry with the new one and the ledger's balanceAfter is always exact. A hash already recorded (by anyone)
 * answers `exists` with the first record: the transaction's own condition finds it, so a new
 * purchase costs no read of its hash. `alsoWrite` adds items to the same transaction (the
 * request's stored answer); one whose condition fails throws.
 */
export function creditPurchase(
  input: NewPurchase,
  alsoWrite: (purchase: PurchaseRecord) => TransactItem[] = () => [],
): Promise<CreditResult> {
  return new Promise((resolve, reject) => {
    const queue = waiting.get(input.userId);
    const credit: PendingCredit = { input, alsoWrite, resolve, reject };
    if (queue) {
      queue.push(credit);
      return;
    }
    waiting.set(input.userId, [credit]);
    void creditInTurns(input.userId);
  });
}

interface PendingCredit {
  input: NewPurchase;
  alsoWrite: (purchase: PurchaseRecord) => TransactItem[];
  resolve: (result: CreditResult) => void;
  reject: (error: unknown) => void;
}

/**
 * A user's credits in this process are written one turn after another: they all update the one
 * balance item conditionally, so side by side they would lose the race to each other and be redone.
 * The credits that arrived while a turn was being written go together in the next turn, in one
 * transaction (a member's outbox replays its queued purchases 25 to a request, several requests at
 * once): one transaction for up to GROUP_MAX of them instead of one each. The balance is read once
 * per run of turns: each turn starts from the account the last one committed, and reads it again
 * only when its condition says it moved (another route, another process). Across processes (Lambda
 * containers) the balance's condition still decides.
 */
const waiting = new Map<string, PendingCredit[]>();
/**
 * Credits per transaction: each writes its purchase, ledger entry, activity entry and stored answer
 * (4 items), with the balance and the aggregates (the day's and the running total: 2, or 3 across
 * midnight) within DynamoDB's 100. A group that would pass it fails as a whole and is written one by one.
 */
const GROUP_MAX = 24;

async function creditInTurns(userId: string): Promise<void> {
  const queue = waiting.get(userId)!;
  /** The account as the last committed turn left it; null when it must be read. */
  let account: CoinAccount | null = null;
  while (queue.length > 0) {
    const group = takeGroup(queue);
    try {
      const written = await creditTogether(group, account);
      account = written.after;
      for (const [i, credit] of group.entries()) credit.resolve(written.results[i]!);
    } catch (error) {
      account = null;
      if (group.length === 1) {
        group[0]!.reject(error);
        continue;
      }
      // Some credits failed the group (a hash already recorded, an answer already stored: a batch
      // sent again): each of those is written on its own, for its own answer, and the rest go
      // together again. Failed otherwise (a transaction too large), each is written on its own.
      const failing = error instanceof CreditsFailedError ? group.filter((_, i) => error.positions.has(i)) : group;
      for (const credit of failing)
        await creditTogether([credit], null).then(({ results: [result] }) => credit.resolve(result!), credit.reject);
      if (failing !== group) queue.unshift(...group.filter((credit) => !failing.includes(credit)));
    }
  }
  waiting.delete(userId);
}

/** A group's transaction failed at the conditions of these credits (their positions in the group). */
class CreditsFailedError extends Error {
  constructor(
    readonly positions: ReadonlySet<number>,
    options: { cause: unknown },
  ) {
    super(`The conditions of ${positions.size} credits of a group failed`, options);
    this.name = 'CreditsFailedError';
  }
}

/** The next credits to write together, from the front of the queue: up to GROUP_MAX, and no hash twice (the second then finds the first). */
function takeGroup(queue: PendingCredit[]): PendingCredit[] {
  const hashes = new Set<string>();
  let count = 0;
  while (count < queue.length && count < GROUP_MAX && !hashes.has(queue[count]!.input.transactionHash)) {
    hashes.add(queue[count]!.input.transactionHash);
    count += 1;
  }
  return queue.splice(0, count);
}

/**
 * Writes the credits in one transaction, in order, from `known` (the account the last turn left)
 * or a fresh read; answers each credit's result and the account after them. Throws as the
 * transaction does, a group's failed conditions as CreditsFailedError (see creditInTurns).
 */
async function creditTogether(
  group: readonly PendingCredit[],
  known: CoinAccount | null,
): Promise<{ results: CreditResult[]; after: CoinAccount }> {
  const { userId } = group[0]!.input;
  let start = known;
  return retryRaces(async () => {
    // A known account is tried once: when its condition fails, the balance moved and is read again.
    const before = start ?? (await readCoinAccount(userId));
    start = null;
    let cents = before.cents;
    const purchases = group.map(({ input: { createdAt, ...fields } }): PurchaseRecord => {
      cents += fields.coinCents;
      return { ...fields, balanceAfterCents: cents, createdAt };
    });
    const { balance, entries } = coinChanges(
      userId,
      before,
      purchases.map((purchase) => ({
        kind: 'purchase',
        amountCents: purchase.coinCents,
        transactionHash: purchase.transactionHash,
        createdAt: purchase.createdAt,
      })),
    );
    // The balance first: its condition failing means it moved under us (read again and retry).
    const items: TransactItem[] = [balance];
    /** The index of each credit's purchase item, whose condition fails when the hash is already recorded. */
    const purchaseItemAt: number[] = [];
    /** The position in the group of the credit each item writes for (undefined: the balance, the aggregates). */
    const creditOfItem: (number | undefined)[] = [undefined];
    purchases.forEach((purchase, i) => {
      const activityId = randomUUID();
      purchaseItemAt.push(items.length);
      items.push(
        {
          Put: {
            TableName: TABLE,
            Item: { ...keys.purchase(purchase.transactionHash), ...purchase },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        entries[i]!,
        {
          Put: {
            TableName: TABLE,
            Item: {
              ...gymKeys.activity(userId, purchase.createdAt, activityId),
              id: activityId,
              kind: 'purchase',
              title: 'Bought SweatCoins with ETH',
              createdAt: purchase.createdAt,
              xpDelta: 0,
              xpAfter: null,
              coinDeltaCents: purchase.coinCents,
              coinAfterCents: purchase.balanceAfterCents,
            },
          },
        },
        ...group[i]!.alsoWrite(purchase),
      );
      while (creditOfItem.length < items.length) creditOfItem.push(i);
    });
    items.push(...aggregateItemsOfEvents(purchases.map((p) => ({ at: p.createdAt, counts: coinCounts('purchase', p.coinCents) }))));
    try {
      await transactOnce(items);
      return {
        results: purchases.map((purchase): CreditResult => ({ state: 'credited', purchase })),
        after: { cents, seq: before.seq + purchases.length },
      };
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
      if (error.index === BALANCE_ITEM) return TRY_AGAIN;
      if (group.length > 1) {
        const positions = new Set(error.indexes.flatMap((index) => creditOfItem[index] ?? []));
        throw positions.size > 0 ? new CreditsFailedError(positions, { cause: error }) : error;
      }
      if (error.index !== purchaseItemAt[0]) throw error;
      const existing = await getPurchase(group[0]!.input.transactionHash);
      // Nothing was written: the account stays as it was read.
      if (existing) return { results: [{ state: 'exists', purchase: existing }], after: before };
      // The hash's record vanished again: read again and retry.
      return TRY_AGAIN;
    }
  });
}

/** The index of the balance's condition in a credit's transaction. */
const BALANCE_ITEM = 0;
