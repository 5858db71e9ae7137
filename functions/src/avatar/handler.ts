// The avatar studio: GET and PUT /api/profile/avatar, POST /api/avatar/purchases (a shop part,
// paid once in SweatCoins) and GET /api/avatars?ids= (avatars to draw beside members' names).
// Only the session's member's avatar is ever written; an avatar must be of known parts (the
// contract's schema) that the member has unlocked (badges, level, parts bought).
import { type AvatarConfig, type AvatarUnlockState, avatarPart, avatarProblem, formatCoinCents } from '@fitchoice/shared';
import type { AvatarResponse, AvatarsResponse } from '@fitchoice/shared/api';
import { avatarRoutes } from '@fitchoice/shared/api';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../errors';
import { createHandler } from '../http/handler';
import { badgesFor } from '../rewards/badges';
import { getStats } from '../rewards/store';
import { levelForXp } from '../rewards/xp';
import type { UserRecord } from '../users/store';
import { buyPart, getAvatar, getAvatars, ownedParts, saveAvatar } from './store';

async function unlockStateOf(userId: string): Promise<AvatarUnlockState> {
  const [stats, owned] = await Promise.all([getStats(userId), ownedParts(userId)]);
  return {
    badges: badgesFor({ ...stats, bestStreak: stats.streak.best })
      .filter((badge) => badge.earned)
      .map((badge) => badge.id),
    level: levelForXp(stats.xpEarned).level,
    owned,
  };
}

function answer(avatar: AvatarConfig | null, unlocks: AvatarUnlockState, sweatCoinCents: bigint): AvatarResponse {
  return {
    avatar,
    unlocks: { badges: [...unlocks.badges], level: unlocks.level, owned: [...unlocks.owned] },
    sweatCoins: formatCoinCents(sweatCoinCents),
  };
}

export const handler = createHandler(avatarRoutes, {
  'avatar.get': {
    async run({ user }) {
      const [avatar, unlocks] = await Promise.all([getAvatar(user.id), unlockStateOf(user.id)]);
      return { statusCode: 200, body: answer(avatar, unlocks, user.sweatCoinCents) };
    },
  },

  'avatar.save': {
    async run({ body, user, now }) {
      const me = user as UserRecord;
      const avatar = body as AvatarConfig;
      const unlocks = await unlockStateOf(me.id);
      const problem = avatarProblem(avatar, unlocks);
      if (problem?.reason === 'unknown') throw new InvalidInputError(`${problem.layer} is not a known part`, { field: problem.layer });
      if (problem) {
        throw new ForbiddenError(`${problem.layer}: this part is locked; unlock it first`, 'avatar_part_locked', { field: problem.layer });
      }
      await saveAvatar(me.id, avatar, now);
      return { statusCode: 200, body: answer(avatar, unlocks, me.sweatCoinCents) };
    },
  },

  'avatar.buy': {
    async run({ body, user, now }) {
      const part = avatarPart(body.layer, body.partId);
      if (!part) throw new NotFoundError('No such avatar part');
      if (part.unlock?.kind !== 'coins') {
        throw new ConflictError('This part is not sold; it unlocks with a badge or a level', 'avatar_part_not_for_sale');
      }
      const result = await buyPart(user.id, part, BigInt(part.unlock.priceCents), now);
      if (result.state === 'owned') throw new ConflictError('You already own this part', 'avatar_part_owned');
      if (result.state === 'insufficient') {
        throw new ConflictError(
          `Not enough SweatCoins: this part costs ${formatCoinCents(BigInt(part.unlock.priceCents))} and you have ${formatCoinCents(result.balanceCents)}`,
          'insufficient_sweatcoins',
        );
      }
      const [avatar, unlocks] = await Promise.all([getAvatar(user.id), unlockStateOf(user.id)]);
      return { statusCode: 201, body: answer(avatar, unlocks, result.balanceCents) };
    },
  },

  'avatar.list': {
    profile: false,
    async run({ query }) {
      const body: AvatarsResponse = { avatars: await getAvatars(query.ids) };
      return { statusCode: 200, body };
    },
  },
});
