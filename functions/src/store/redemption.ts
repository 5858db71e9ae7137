// Redeeming a reward: whether a member may (the reward still offered, in stock, within the member's
// limit, enough SweatCoins), what it costs, the code given for it and when that code expires. The
// transaction (store/redemptions.ts) enforces the same rules under conditions; this decides the
// answer a member is given.
import { randomBytes } from 'node:crypto';
import { toBase32 } from '../bookings/checkin-code';
import { DAY_MS } from '../time/time-zones';

export type RedemptionRefusal = 'retired' | 'out_of_stock' | 'limit_reached' | 'insufficient';
export type RedemptionDecision = { ok: true; costCents: bigint } | { ok: false; reason: RedemptionRefusal; costCents: bigint };

export interface RedemptionCheck {
  status: 'active' | 'retired';
  priceCents: bigint;
  /** Left to redeem; null = unlimited. */
  stock: number | null;
  perMemberLimit: number;
  /** How many the member has redeemed before. */
  redeemedByMe: number;
  balanceCents: bigint;
  quantity: number;
}

/** Checked in this order: a member is told first what no balance could fix. */
export function decideRedemption(check: RedemptionCheck): RedemptionDecision {
  const costCents = check.priceCents * BigInt(check.quantity);
  if (check.status !== 'active') return { ok: false, reason: 'retired', costCents };
  if (check.stock !== null && check.stock < check.quantity) return { ok: false, reason: 'out_of_stock', costCents };
  if (check.redeemedByMe + check.quantity > check.perMemberLimit) return { ok: false, reason: 'limit_reached', costCents };
  if (check.balanceCents < costCents) return { ok: false, reason: 'insufficient', costCents };
  return { ok: true, costCents };
}

/** A new code: "FR-" and 12 random Crockford base32 characters (60 bits), grouped in fours. Unguessable, short enough to read out. */
export function newRewardCode(): string {
  return `FR-${toBase32(randomBytes(8), 12).match(/.{4}/g)!.join('-')}`;
}

export function codeExpiresAt(redeemedAtMs: number, validDays: number): string {
  return new Date(redeemedAtMs + validDays * DAY_MS).toISOString();
}

export type RedemptionStatus = 'active' | 'used' | 'expired';

/** A code is used once it is marked at a desk, expired when its time ran out before that. */
export function redemptionStatus(redemption: { usedAt: string | null; expiresAt: string }, nowMs: number): RedemptionStatus {
  if (redemption.usedAt !== null) return 'used';
  return nowMs >= Date.parse(redemption.expiresAt) ? 'expired' : 'active';
}
