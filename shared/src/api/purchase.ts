// POST /api/web3/crypto-purchase: SweatCoins bought with ETH (spec sections 3 and 7).
import * as z from 'zod';
import { isAddress, parseEthToWei, sweatCoinsForEth } from '../wallet';
import { coinAmountSchema } from './common';
import { CHAIN_TRANSACTION_HASH, DEMO_TRANSACTION_HASH } from './purchase-hash';
import type { RouteTable } from './route-contract';

export * from './purchase-hash';

/**
 * The step of ETH amounts: what buys exactly 0.01 SweatCoins (1e11 wei). An amount between two steps
 * would buy a rounded number of coins (0.00000005 ETH rounded up to 0.01 coins, worth twice what was
 * paid), so only whole steps are accepted; the least purchase is one step.
 */
export const MIN_PURCHASE_ETH = '0.0000001';
const WEI_PER_COIN_CENT = 10n ** 11n;

export const ethAmountSchema = z
  .string({ error: 'ethAmount must be a decimal string such as "0.01"' })
  .regex(/^\d{1,30}(\.\d{1,18})?$/, 'ethAmount must be a decimal string with at most 18 decimals')
  .refine((eth) => weiOrNull(eth) !== 0n, 'ethAmount must be greater than 0')
  .refine((eth) => {
    const wei = weiOrNull(eth);
    return wei === null || wei === 0n || wei >= WEI_PER_COIN_CENT;
  }, `ethAmount is too small to buy any SweatCoins: buy at least ${MIN_PURCHASE_ETH} ETH (0.01 SweatCoins)`)
  .refine((eth) => {
    const wei = weiOrNull(eth);
    return wei === null || wei < WEI_PER_COIN_CENT || wei % WEI_PER_COIN_CENT === 0n;
  }, `ethAmount must be a whole number of ${MIN_PURCHASE_ETH} ETH steps (0.01 SweatCoins each), so the coins are exact`);

/** The amount in wei, or null when it is not a decimal at all (the regex above reports that). */
function weiOrNull(eth: string): bigint | null {
  try {
    return parseEthToWei(eth);
  } catch {
    return null;
  }
}

export const cryptoPurchaseRequestSchema = z
  .strictObject({
    walletAddress: z.string().refine(isAddress, 'walletAddress must be a 0x-prefixed 20-byte hex address'),
    ethAmount: ethAmountSchema,
    sweatCoinsAmount: coinAmountSchema,
    transactionHash: z
      .string()
      .refine(
        (hash) => DEMO_TRANSACTION_HASH.test(hash) || CHAIN_TRANSACTION_HASH.test(hash),
        'transactionHash must be a 0x-prefixed 32-byte hex hash (or demo-<timestamp> in demo mode)',
      ),
  })
  .superRefine((body, ctx) => {
    let expected: string;
    try {
      expected = sweatCoinsForEth(body.ethAmount);
    } catch {
      return; // ethAmount's own rule reports it
    }
    if (expected !== normaliseCoins(body.sweatCoinsAmount)) {
      ctx.addIssue({
        code: 'custom',
        path: ['sweatCoinsAmount'],
        message: `sweatCoinsAmount must be ethAmount x 100000 (${expected})`,
      });
    }
  });
export type CryptoPurchaseRequest = z.infer<typeof cryptoPurchaseRequestSchema>;

function normaliseCoins(coins: string): string {
  const [whole = '0', fraction = ''] = coins.split('.');
  return `${BigInt(whole)}.${fraction.padEnd(2, '0')}`;
}

export const cryptoPurchaseResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** The member's SweatCoin balance after the credit. */
  balance: coinAmountSchema.optional(),
});
export type CryptoPurchaseResponse = z.infer<typeof cryptoPurchaseResponseSchema>;

/** GET /api/config: what the app needs to know about purchases, read from the server, not the build. */
export const PURCHASE_MODES = ['demo', 'chain'] as const;
export type PurchaseMode = (typeof PURCHASE_MODES)[number];

export const appConfigResponseSchema = z.object({
  purchaseMode: z.enum(PURCHASE_MODES),
  treasuryAddress: z.string().nullable(),
  chainId: z.number().int().positive().nullable(),
});
export type AppConfigResponse = z.infer<typeof appConfigResponseSchema>;

export const purchaseRoutes = {
  'wallet.purchase': {
    method: 'POST',
    path: '/api/web3/crypto-purchase',
    guard: 'member',
    outbox: { label: 'outbox.kind.purchase', batch: true },
    summary: 'Credit SweatCoins bought with ETH',
    errors: ['wallet_not_linked'],
    body: cryptoPurchaseRequestSchema,
    response: cryptoPurchaseResponseSchema,
  },
  'config.get': {
    method: 'GET',
    path: '/api/config',
    guard: 'public',
    summary: 'How purchases work on this deployment',
    response: appConfigResponseSchema,
  },
} as const satisfies RouteTable;
