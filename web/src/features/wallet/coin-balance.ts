// The member's SweatCoin balance as every screen shows it (the header and the wallet): the balance
// the server last sent with the session (the stored copy offline), moved by what the outbox's
// actions will move once the server has them — a visit paid with SweatCoins, an XP conversion, a
// purchase — marked pending. One source, so two screens never show two balances.
import { formatCoinCents, parseCoinsToCents, XP_PER_SWEATCOIN } from '@fitchoice/shared';
import type { User } from '@fitchoice/shared/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { map, type Observable, switchMap } from 'rxjs';
import { sessionQuery } from '../../api/queries';
import { type GymDatabase, getGymDatabase } from '../../db/gym-collections';
import { useLiveQuery } from '../../db/live-query';
import { entryOf, isEntryOf, type OutboxEntry } from '../../outbox/outbox';
import { ledgerQuery } from './queries';

const COIN_ROUTES = ['bookings.create', 'rewards.convert', 'wallet.purchase'] as const;

/** What a coin-moving action adds to the balance, in hundredths; null when it moves none. */
export function coinCentsOf(entry: OutboxEntry, priceOfGym: (gymId: string) => string | null): bigint | null {
  if (entry.body === null) return null;
  if (isEntryOf(entry, 'bookings.create')) {
    const { payWith, gymId } = entry.body ?? {};
    const price = payWith === 'sweatcoins' && gymId ? priceOfGym(gymId) : null;
    return price === null ? null : -parseCoinsToCents(price);
  }
  if (isEntryOf(entry, 'rewards.convert') && entry.body) return (BigInt(Math.trunc(entry.body.xp)) * 100n) / BigInt(XP_PER_SWEATCOIN);
  if (isEntryOf(entry, 'wallet.purchase') && entry.body) return parseCoinsToCents(entry.body.sweatCoinsAmount);
  return null;
}

interface Pending {
  cents: bigint;
  count: number;
  /** Some action was answered after the session was read: the session is read again. */
  landed: boolean;
}

/**
 * The coin-moving actions not yet in the session's balance: those waiting or being sent, and those
 * answered after `sessionReadAt` (counted until the session is read again, so the shown balance
 * never jumps back in between). Refused ones moved nothing.
 */
function pending$(db: GymDatabase, sessionReadAt: number): Observable<Pending> {
  return db.outbox.find({ selector: { route: { $in: [...COIN_ROUTES] }, state: { $in: ['pending', 'sending', 'done'] } } }).$.pipe(
    map((docs) => docs.map(entryOf).filter((entry) => entry.state !== 'done' || (entry.settledAt ?? 0) > sessionReadAt)),
    switchMap(async (entries) => {
      const gymIds = entries.flatMap((entry) => (isEntryOf(entry, 'bookings.create') && entry.body ? [entry.body.gymId] : []));
      const gyms = gymIds.length > 0 ? await db.gyms.findByIds(gymIds).exec() : new Map();
      const priceOf = (gymId: string) => (gyms.get(gymId)?.get('gym')?.priceSweatCoins as string | undefined) ?? null;
      let cents = 0n;
      let count = 0;
      for (const entry of entries) {
        const moved = coinCentsOf(entry, priceOf);
        if (moved === null) continue;
        cents += moved;
        count += 1;
      }
      return { cents, count, landed: entries.some((entry) => entry.state === 'done') };
    }),
  );
}

export interface CoinBalance {
  /** The balance once every pending action is in, e.g. "795.00". */
  coins: string;
  /** What the pending actions move, signed ("-25.00"), or null when nothing is pending. */
  pending: string | null;
  pendingCount: number;
}

export function useCoinBalance(user: User): CoinBalance {
  const queryClient = useQueryClient();
  const sessionReadAt = useQuery({ ...sessionQuery, enabled: false }).dataUpdatedAt;
  const pending = useLiveQuery(async () => pending$(await getGymDatabase(), sessionReadAt), String(sessionReadAt));
  const landed = pending?.landed ?? false;
  useEffect(() => {
    if (!landed) return;
    void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: ledgerQuery.queryKey });
  }, [landed, queryClient]);
  return useMemo(() => {
    const cents = pending?.count ? pending.cents : 0n;
    return {
      coins: formatCoinCents(parseCoinsToCents(user.sweatCoins) + cents),
      pending: pending?.count ? formatCoinCents(cents) : null,
      pendingCount: pending?.count ?? 0,
    };
  }, [user.sweatCoins, pending]);
}
