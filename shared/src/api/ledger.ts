// GET /api/wallet/ledger: the member's SweatCoin ledger (bought, earned from XP, spent), newest first.
import * as z from 'zod';
import { coinAmountSchema, isoDateTimeSchema } from './common';
import type { RouteTable } from './route-contract';

/** A signed SweatCoin amount with exactly 2 decimals: "1000.00" credited, "-25.00" spent. */
export const signedCoinAmountSchema = z.string().regex(/^-?\d{1,24}\.\d{2}$/, 'Expected a signed SweatCoin amount such as "-12.50"');

export const LEDGER_PAGE_MAX = 100;

export const ledgerQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(LEDGER_PAGE_MAX, `limit must be at most ${LEDGER_PAGE_MAX}`)
    .optional(),
});

/**
 * What moves a SweatCoin balance: bought with ETH, converted from XP, a gym visit paid and refunded,
 * a session with a professional paid and refunded (and what a professional earns from one), a
 * challenge's reward, a store redemption, an avatar part.
 */
export const LEDGER_KINDS = [
  'purchase',
  'xp_conversion',
  'booking',
  'refund',
  'pro_booking',
  'pro_refund',
  'session_earning',
  'challenge',
  'redemption',
  'avatar_part',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  amount: signedCoinAmountSchema,
  /** The balance right after this entry. */
  balanceAfter: coinAmountSchema,
  /** The on-chain (or demo-) transaction hash of a purchase. */
  transactionHash: z.string().nullable(),
  /**
   * What it paid for or came from, by kind: the gym booking (booking, refund), the session
   * (pro_booking, pro_refund, session_earning), the challenge, the redemption, the avatar part; null
   * for purchases and conversions, and for entries written before it was kept.
   */
  refId: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const ledgerResponseSchema = z.object({
  balance: coinAmountSchema,
  entries: z.array(ledgerEntrySchema),
});
export type LedgerResponse = z.infer<typeof ledgerResponseSchema>;

export const ledgerRoutes = {
  'wallet.ledger': {
    method: 'GET',
    path: '/api/wallet/ledger',
    guard: 'user',
    summary: "The member's SweatCoin ledger, newest first",
    query: ledgerQuerySchema,
    response: ledgerResponseSchema,
  },
} as const satisfies RouteTable;
