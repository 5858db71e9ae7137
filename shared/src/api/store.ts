// The rewards store: rewards bought with SweatCoins, the member's redemptions and their codes, the
// staff marking a code used, and the admins' catalogue:
//   GET    /api/store/rewards?region=               -> storeRewardsResponseSchema (what the member can redeem there)
//   POST   /api/store/redemptions                   redeemRequestSchema -> redeemResponseSchema (201)
//   GET    /api/store/redemptions?cursor=&limit=    -> redemptionListResponseSchema (the member's own, newest first)
//   POST   /api/panel/redemptions/{code}/use        -> useRedemptionResponseSchema (a partner's or admin's desk)
//   GET    /api/admin/rewards                       -> adminRewardListResponseSchema
//   POST   /api/admin/rewards                       rewardInputSchema -> adminRewardResponseSchema (201)
//   PUT    /api/admin/rewards/{id}                  rewardUpdateSchema -> adminRewardResponseSchema
//   DELETE /api/admin/rewards/{id}                  -> adminRewardResponseSchema (retired)
// Send an Idempotency-Key with a redemption (the outbox's UUIDv7): a replay answers the first result.
import * as z from 'zod';
import { coinAmountSchema, isoDateTimeSchema, plainTextSchema } from './common';
import { gymPhotoSchema, regionCodeSchema } from './gyms';
import { pageCursorSchema, pageLimitSchema } from './pages';
import type { RouteTable } from './route-contract';
import { MAX_CODE_VALID_DAYS, MAX_PER_MEMBER_LIMIT, MAX_REDEEM_QUANTITY, REWARD_CATEGORIES } from './store-constants';

export * from './store-constants';

const priceSchema = coinAmountSchema.refine((price) => Number(price) > 0, 'priceCoins must be more than 0');

/** What an admin says about a reward (create, and edit with its version). */
export const rewardInputSchema = z.strictObject({
  title: plainTextSchema('title', 80, { min: 3 }),
  description: plainTextSchema('description', 400, { multiline: true, min: 10 }),
  category: z.enum(REWARD_CATEGORIES, { error: `category must be one of ${REWARD_CATEGORIES.join(', ')}` }),
  /** The price of one in SweatCoins, e.g. "250.00". */
  priceCoins: priceSchema,
  /** How many are left to redeem; null = unlimited. */
  stock: z.number({ error: 'stock must be a whole number or null' }).int('stock must be a whole number').min(0).max(1_000_000).nullable(),
  perMemberLimit: z
    .number({ error: 'perMemberLimit must be a whole number' })
    .int('perMemberLimit must be a whole number')
    .min(1, 'perMemberLimit must be at least 1')
    .max(MAX_PER_MEMBER_LIMIT, `perMemberLimit must be at most ${MAX_PER_MEMBER_LIMIT}`),
  regions: z
    .array(regionCodeSchema)
    .min(1, 'choose at least one region')
    .refine((regions) => new Set(regions).size === regions.length, 'a region is listed twice'),
  /** A code is valid this many days after it is redeemed. */
  codeValidDays: z
    .number({ error: 'codeValidDays must be a whole number' })
    .int('codeValidDays must be a whole number')
    .min(1, 'codeValidDays must be at least 1')
    .max(MAX_CODE_VALID_DAYS, `codeValidDays must be at most ${MAX_CODE_VALID_DAYS}`),
  /** The partner gym where it is used (a day pass, a smoothie at its bar); only its staff mark its codes used. Null: any partner gym. */
  gymId: z.string().min(1).max(64).nullable().optional(),
});
export type RewardInput = z.infer<typeof rewardInputSchema>;

/** An edit replaces every field, on the condition that nobody edited the reward since `version` was read. */
export const rewardUpdateSchema = rewardInputSchema.extend({ version: z.number().int().positive() });

const rewardFields = {
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(REWARD_CATEGORIES),
  priceSweatCoins: coinAmountSchema,
  /** Left to redeem; null = unlimited. */
  stockLeft: z.number().int().nonnegative().nullable(),
  perMemberLimit: z.number().int().positive(),
  regions: z.array(regionCodeSchema),
  codeValidDays: z.number().int().positive(),
  gymId: z.string().nullable(),
  gymName: z.string().nullable(),
  /** Generated art, drawn like a gym's photo. */
  image: gymPhotoSchema,
};

export const storeRewardSchema = z.object({
  ...rewardFields,
  /** How many the member has redeemed (the per-member limit counts these). */
  redeemedByMe: z.number().int().nonnegative(),
});
export type StoreReward = z.infer<typeof storeRewardSchema>;

export const storeRewardsQuerySchema = z.strictObject({ region: regionCodeSchema.optional() });
export const storeRewardsResponseSchema = z.object({ rewards: z.array(storeRewardSchema) });
export type StoreRewardsResponse = z.infer<typeof storeRewardsResponseSchema>;

export const redeemRequestSchema = z.strictObject({
  rewardId: z.string({ error: 'rewardId is required' }).min(1, 'rewardId is required').max(64, 'rewardId is too long'),
  quantity: z
    .number({ error: 'quantity must be a whole number' })
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1')
    .max(MAX_REDEEM_QUANTITY, `quantity must be at most ${MAX_REDEEM_QUANTITY}`)
    .default(1),
});
export type RedeemRequest = z.input<typeof redeemRequestSchema>;

export const REDEMPTION_STATUSES = ['active', 'used', 'expired'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

export const redemptionSchema = z.object({
  id: z.string(),
  rewardId: z.string(),
  rewardTitle: z.string(),
  /** Shown at the desk as text and as a QR code, e.g. "FR-7K2Q-M9XH-4T0B". */
  code: z.string(),
  quantity: z.number().int().positive(),
  /** What it cost in all. */
  sweatCoins: coinAmountSchema,
  gymId: z.string().nullable(),
  gymName: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema,
  /** expired: not used before `expiresAt`. */
  status: z.enum(REDEMPTION_STATUSES),
  usedAt: isoDateTimeSchema.nullable(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

export const redeemResponseSchema = z.object({
  redemption: redemptionSchema,
  /** The member's SweatCoin balance after paying. */
  sweatCoins: coinAmountSchema,
});
export type RedeemResponse = z.infer<typeof redeemResponseSchema>;

export const REDEMPTION_PAGE_DEFAULT = 20;
export const REDEMPTION_PAGE_MAX = 50;
export const redemptionListQuerySchema = z.strictObject({
  cursor: pageCursorSchema.optional(),
  limit: pageLimitSchema(REDEMPTION_PAGE_MAX).optional(),
});
export const redemptionListResponseSchema = z.object({ redemptions: z.array(redemptionSchema), nextCursor: z.string().nullable() });
export type RedemptionListResponse = z.infer<typeof redemptionListResponseSchema>;

export const useRedemptionResponseSchema = z.object({ redemption: redemptionSchema });
export type UseRedemptionResponse = z.infer<typeof useRedemptionResponseSchema>;

export const REWARD_STATUSES = ['active', 'retired'] as const;

export const adminRewardSchema = z.object({
  ...rewardFields,
  status: z.enum(REWARD_STATUSES),
  /** How many were redeemed in all. */
  redeemed: z.number().int().nonnegative(),
  version: z.number().int().positive(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type AdminReward = z.infer<typeof adminRewardSchema>;

export const adminRewardListResponseSchema = z.object({ rewards: z.array(adminRewardSchema) });
export type AdminRewardListResponse = z.infer<typeof adminRewardListResponseSchema>;
export const adminRewardResponseSchema = z.object({ reward: adminRewardSchema });
export type AdminRewardResponse = z.infer<typeof adminRewardResponseSchema>;

const REWARD_CODE_ALPHABET = /^[0-9A-HJKMNP-TV-Z]{12}$/;

/**
 * A typed or scanned reward code in its canonical form "FR-XXXX-XXXX-XXXX", or null when it cannot
 * be one. Forgives case, spaces, dashes, O for 0, I and L for 1.
 */
export function normalizeRewardCode(text: string): string | null {
  const cleaned = text.toUpperCase().replace(/[\s-]/g, '').replace(/^FR/, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!REWARD_CODE_ALPHABET.test(cleaned)) return null;
  return `FR-${cleaned.match(/.{4}/g)!.join('-')}`;
}

export const storeRoutes = {
  'store.rewards': {
    method: 'GET',
    path: '/api/store/rewards',
    guard: 'user',
    summary: 'The rewards offered in a region, with what the member has redeemed',
    query: storeRewardsQuerySchema,
    response: storeRewardsResponseSchema,
  },
  'store.redeem': {
    method: 'POST',
    path: '/api/store/redemptions',
    guard: 'member',
    outbox: { label: 'outbox.kind.redemption' },
    summary: 'Redeem a reward with SweatCoins',
    errors: ['reward_retired', 'out_of_stock', 'limit_reached', 'insufficient_sweatcoins'],
    body: redeemRequestSchema,
    response: redeemResponseSchema,
    status: 201,
  },
  'store.redemptions': {
    method: 'GET',
    path: '/api/store/redemptions',
    guard: 'user',
    summary: "The member's redemptions, newest first",
    query: redemptionListQuerySchema,
    response: redemptionListResponseSchema,
  },
  'store.useCode': {
    method: 'POST',
    path: '/api/panel/redemptions/{code}/use',
    guard: ['gym_partner', 'admin'],
    summary: "Mark a member's reward code used, once",
    errors: ['code_used', 'code_expired'],
    response: useRedemptionResponseSchema,
  },
  'store.adminList': {
    method: 'GET',
    path: '/api/admin/rewards',
    guard: ['admin'],
    summary: 'Every reward of the catalogue, retired ones too',
    response: adminRewardListResponseSchema,
  },
  'store.adminCreate': {
    method: 'POST',
    path: '/api/admin/rewards',
    guard: ['admin'],
    summary: 'Add a reward to the catalogue',
    body: rewardInputSchema,
    response: adminRewardResponseSchema,
    status: 201,
  },
  'store.adminUpdate': {
    method: 'PUT',
    path: '/api/admin/rewards/{id}',
    guard: ['admin'],
    summary: 'Edit a reward',
    errors: ['reward_retired', 'reward_changed'],
    body: rewardUpdateSchema,
    response: adminRewardResponseSchema,
  },
  'store.adminRetire': {
    method: 'DELETE',
    path: '/api/admin/rewards/{id}',
    guard: ['admin'],
    summary: 'Retire a reward (codes already redeemed stay valid)',
    response: adminRewardResponseSchema,
  },
} as const satisfies RouteTable;
