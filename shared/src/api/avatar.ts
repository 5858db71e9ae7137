// The avatar studio:
//   GET  /api/profile/avatar     -> avatarResponseSchema (the member's avatar and what they have unlocked)
//   PUT  /api/profile/avatar     avatarSchema -> avatarResponseSchema (known parts only; locked ones 403)
//   POST /api/avatar/purchases   buyAvatarPartRequestSchema -> 201 avatarResponseSchema (a shop part, paid once in SweatCoins)
//   GET  /api/avatars?ids=a,b    -> avatarsResponseSchema (members' avatars, to draw them beside their names)
import * as z from 'zod';
import { AVATAR_LAYERS, AVATAR_PARTS, type AvatarLayer } from '../avatar';
import { coinAmountSchema } from './common';
import type { RouteTable } from './route-contract';
import { pathParamSchema } from './route-contract';

const idsOf = (layer: AvatarLayer) => AVATAR_PARTS.filter((part) => part.layer === layer).map((part) => part.id) as [string, ...string[]];

/** An avatar: one known part per layer. */
export const avatarSchema = z.strictObject(
  Object.fromEntries(AVATAR_LAYERS.map((layer) => [layer, z.enum(idsOf(layer), { error: `${layer} is not a known part` })])) as Record<
    AvatarLayer,
    z.ZodEnum<Record<string, string>>
  >,
);
export type Avatar = z.infer<typeof avatarSchema>;

export const avatarResponseSchema = z.object({
  /** Null until the member saves one. */
  avatar: avatarSchema.nullable(),
  unlocks: z.object({
    badges: z.array(z.string()),
    level: z.number().int().positive(),
    /** Shop parts bought, as "layer:id". */
    owned: z.array(z.string()),
  }),
  sweatCoins: coinAmountSchema,
});
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;

export const buyAvatarPartRequestSchema = z.strictObject({
  layer: z.enum(AVATAR_LAYERS, { error: 'layer is not an avatar layer' }),
  partId: z.string({ error: 'partId is required' }).min(1, 'partId is required').max(64, 'partId is too long'),
});

export const AVATARS_PER_REQUEST = 50;

export const avatarsQuerySchema = z.strictObject({
  ids: z
    .string({ error: 'ids is required' })
    .transform((text) => [...new Set(text.split(',').filter(Boolean))])
    .pipe(
      z
        .array(pathParamSchema)
        .min(1, 'ids needs at least one user id')
        .max(AVATARS_PER_REQUEST, `ids takes at most ${AVATARS_PER_REQUEST} user ids`),
    ),
});

export const avatarsResponseSchema = z.object({
  /** Only members who saved an avatar; the others show their initials. */
  avatars: z.array(z.object({ userId: z.string(), avatar: avatarSchema })),
});
export type AvatarsResponse = z.infer<typeof avatarsResponseSchema>;

export const avatarRoutes = {
  'avatar.get': {
    method: 'GET',
    path: '/api/profile/avatar',
    guard: 'user',
    summary: "The member's avatar and unlocked parts",
    response: avatarResponseSchema,
  },
  'avatar.save': {
    method: 'PUT',
    path: '/api/profile/avatar',
    guard: 'user',
    outbox: { label: 'outbox.kind.avatar-save' },
    summary: "Save the member's avatar (known, unlocked parts only)",
    errors: ['avatar_part_locked'],
    body: avatarSchema,
    response: avatarResponseSchema,
  },
  'avatar.buy': {
    method: 'POST',
    path: '/api/avatar/purchases',
    guard: 'member',
    outbox: { label: 'outbox.kind.avatar-buy' },
    summary: 'Buy a shop part with SweatCoins (once)',
    errors: ['avatar_part_not_for_sale', 'avatar_part_owned', 'insufficient_sweatcoins'],
    body: buyAvatarPartRequestSchema,
    response: avatarResponseSchema,
    status: 201,
  },
  'avatar.list': {
    method: 'GET',
    path: '/api/avatars',
    guard: 'user',
    summary: "Members' avatars by user id",
    query: avatarsQuerySchema,
    response: avatarsResponseSchema,
  },
} as const satisfies RouteTable;
