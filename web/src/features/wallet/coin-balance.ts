// The member's SweatCoin balance as every screen shows it (the header, the wallet, the store and its
// redeem dialog, the avatar studio): the balance the server last sent with the session (the stored
// copy offline), moved by what every action still in the outbox will move once the server has it
// (a visit paid with SweatCoins, a session, a redemption, an avatar part, a purchase, an XP
// conversion, the refund of a cancellation), marked pending. One source, so two screens never show two balances.
import { formatCoinCents, parseCoinsToCents } from '@fitchoice/shared';
import type { User } from '@fitchoice/shared/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { RxDocument } from 'rxdb';
import { sessionQuery } from '../../api/queries';
import { getDatabase } from '../../db/database';
import { useLiveQuery } from '../../db/live-query';
import type { OutboxDoc } from '../../db/schemas';
import { ledgerQuery } from './queries';

/** What spending `price` (times `count`) moves the balance by, for an outbox entry's `coins`: "-25.00". */
export function coinsSpent(price: string, count = 1): string {
  return formatCoinCents(-parseCoinsToCents(price) * BigInt(count));
}

/** An entry's signed `coins` ("-25.00", "10.50") in hundredths. */
function signedCents(coins: string): bigint {
  return coins.startsWith('-') ? -parseCoinsToCents(coins.slice(1)) : parseCoinsToCents(coins);
}

interface Pending {
  cents: bigint;
  count: number;
  /** Some action was answered after the session was read: the session is read again. */
  landed: boolean;
}

/**
 * What the actions not yet in the session's balance move it by: those waiting or being sent, and
 * those answered after `sessionReadAt` (counted until the session is read again, so the shown
 * balance never jumps back in between), each by the amount the screen that queued it priced it
 * (its `coins`). Refused ones moved nothing.
 */
function pendingOf(docs: readonly RxDocument<OutboxDoc>[], sessionReadAt: number): Pending {
  let cents = 0n;
  let count = 0;
  let landed = false;
  for (const doc of docs) {
    if (doc.coins === null || (doc.state === 'done' && (doc.settledAt ?? 0) <= sessionReadAt)) continue;
    cents += signedCents(doc.coins);
    count += 1;
    landed ||= doc.state === 'done';
  }
  return { cents, count, landed };
}

export interface CoinBalance {
  /** The balance once every pending action is in, e.g. "795.00". */
  coins: string;
  /** What the pending actions move, signed ("-25.00"), or null when nothing is pending. */
  pending: string | null;
  pendingCount: number;
}

/** The balance shown to `user` (null for no member: a guest or no session). */
export function useCoinBalance(user: User): CoinBalance;
export function useCoinBalance(user: User | null): CoinBalance | null;
export function useCoinBalance(user: User | null): CoinBalance | null {
  const queryClient = useQueryClient();
  const sessionReadAt = useQuery({ ...sessionQuery, enabled: false }).dataUpdatedAt;
  const docs = useLiveQuery(
    async () => (await getDatabase()).outbox.find({ selector: { state: { $in: ['pending', 'sending', 'done'] } } }).$,
    'coins',
  );
  const pending = useMemo(() => (docs ? pendingOf(docs, sessionReadAt) : undefined), [docs, sessionReadAt]);
  const landed = pending?.landed ?? false;
  useEffect(() => {
    if (!landed) return;
    void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: ledgerQuery.queryKey });
  }, [landed, queryClient]);
  const sweatCoins = user?.sweatCoins ?? null;
  return useMemo(() => {
    if (sweatCoins === null) return null;
    const cents = pending?.count ? pending.cents : 0n;
    return {
      coins: formatCoinCents(parseCoinsToCents(sweatCoins) + cents),
      pending: pending?.count ? formatCoinCents(cents) : null,
      pendingCount: pending?.count ?? 0,
    };
  }, [sweatCoins, pending]);
}
