// Challenges: GET /api/challenges (this week's and the joinable ones), POST /api/challenges (a
// member's private one with invited friends), POST /api/challenges/{id}/join and /leave, GET /api/challenges/{id}/leaderboard; the admins' GET and POST /api/admin/challenges and
// DELETE /api/admin/challenges/{id}. A joined challenge moves with the member's verified events and
// pays its reward in the transaction of the event that completes it (progress.ts).
import { randomUUID } from 'node:crypto';
import { parseCoinsToCents } from '@fitchoice/shared';
import {
  type AdminChallengeListResponse,
  type AdminChallengeResponse,
  CHALLENGE_LEADERBOARD_SIZE,
  type ChallengeLeaderboardResponse,
  type ChallengeResponse,
  challengeRoutes,
  MAX_OPEN_CHALLENGES,
  type PrivateChallengeInput,
} from '@fitchoice/shared/api';
import { auditPut } from '../audit/store';
import type { TransactItem } from '../dynamo/transact';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors';
import { friendIdsOf } from '../friends/store';
import { createHandler } from '../http/handler';
import { getStats } from '../rewards/store';
import { DAY_MS } from '../time/time-zones';
import type { UserRecord } from '../users/store';
import { challengeList } from './list';
import {
  boardKeyOf,
  type ChallengeRecord,
  challengeBoard,
  countAhead,
  createChallenge,
  createPrivateChallenge,
  getChallenge,
  getMembership,
  isInvited,
  joinChallenge,
  leaveChallenge,
  listPublicChallenges,
  type MembershipRecord,
  retireChallenge,
} from './store';
import { toAdminChallenge, toJoinableChallenge } from './views';

/** A challenge the member may see: a public one, one they take part in, or a private one a friend invited them to. */
async function visibleChallenge(
  challengeId: string,
  userId: string,
): Promise<{ challenge: ChallengeRecord; membership: MembershipRecord | null }> {
  const [challenge, membership] = await Promise.all([getChallenge(challengeId), getMembership(userId, challengeId)]);
  const visible = challenge && (challenge.visibility === 'public' || membership || (await isInvited(userId, challengeId)));
  if (!visible) throw new NotFoundError('No such challenge');
  return { challenge, membership };
}

const tooMany = () =>
  new ConflictError(`You are already in ${MAX_OPEN_CHALLENGES} challenges: finish or leave one to join another`, 'too_many_challenges');

/** A member's challenge with friends: it starts now and pays nothing. */
function privateChallenge(input: PrivateChallengeInput, owner: { id: string; name: string }, now: Date): ChallengeRecord {
  return {
    id: randomUUID(),
    title: input.title,
    description: input.description,
    startsAt: now.toISOString(),
    endsAt: new Date(now.getTime() + input.days * DAY_MS).toISOString(),
    measure: input.measure,
    target: input.target,
    region: null,
    rewardXp: 0,
    rewardCents: 0n,
    visibility: 'private',
    owner,
    status: 'active',
    participants: 1,
    createdAt: now.toISOString(),
  };
}

/** An admin's change to a public challenge, for the transaction that makes it. */
function challengeAudit(
  action: 'challenge.created' | 'challenge.retired',
  challenge: { id: string; title: string },
  context: { user: UserRecord; requestId: string; now: Date },
): TransactItem {
  return auditPut({
    actor: { id: context.user.id, name: context.user.name },
    action,
    target: { type: 'challenge', id: challenge.id, name: challenge.title },
    requestId: context.requestId,
    at: context.now,
  });
}

export const handler = createHandler(challengeRoutes, {
  'challenges.list': {
    async run({ query, user, now }) {
      const body = await challengeList(user.id, query.region, now, getStats(user.id));
      return { statusCode: 200, body };
    },
  },

  'challenges.create': {
    async run({ body, user, now, storeAnswer }) {
      const friends = new Set(await friendIdsOf(user.id));
      const stranger = body.friendIds.find((id) => !friends.has(id));
      if (stranger !== undefined) {
        throw new InvalidInputError('Only your friends can be invited to your challenge', { field: 'friendIds' });
      }
      const owner = { id: user.id, name: user.name };
      const challenge = privateChallenge(body, owner, now);
      const reply = (membership: MembershipRecord) => ({
        statusCode: 201,
        body: { challenge: toJoinableChallenge(challenge, membership, now) } satisfies ChallengeResponse,
      });
      const result = await createPrivateChallenge(owner, challenge, body.friendIds, now, (membership) =>
        storeAnswer ? [storeAnswer(reply(membership))] : [],
      );
      if (result.state === 'too_many') throw tooMany();
      return { ...reply(result.membership), storedInTransaction: storeAnswer !== null };
    },
  },

  'challenges.join': {
    async run({ params, user, now }) {
      await visibleChallenge(params.id, user.id);
      const result = await joinChallenge({ id: user.id, name: user.name }, params.id, now);
      switch (result.state) {
        case 'not_found':
          throw new NotFoundError('No such challenge');
        case 'ended':
          throw new ConflictError('This challenge has ended', 'challenge_ended');
        case 'retired':
          throw new ConflictError('This challenge is no longer open to new members', 'challenge_closed');
        case 'too_many':
          throw tooMany();
      }
      const challenge = (await getChallenge(params.id))!;
      const body: ChallengeResponse = { challenge: toJoinableChallenge(challenge, result.membership, now) };
      return { statusCode: 200, body };
    },
  },

  'challenges.leave': {
    async run({ params, user, now }) {
      await visibleChallenge(params.id, user.id);
      const result = await leaveChallenge(user.id, params.id);
      if (result.state === 'completed') {
        throw new ConflictError('You completed this challenge; it stays with its reward', 'challenge_completed');
      }
      const challenge = (await getChallenge(params.id))!;
      const body: ChallengeResponse = { challenge: toJoinableChallenge(challenge, null, now) };
      return { statusCode: 200, body };
    },
  },

  'challenges.leaderboard': {
    async run({ params, user }) {
      const { challenge, membership } = await visibleChallenge(params.id, user.id);
      const rows = await challengeBoard(challenge.id, CHALLENGE_LEADERBOARD_SIZE);
      const entries = rows.map((row, index) => ({
        rank: index + 1,
        userId: row.userId,
        name: row.name,
        progress: row.progress,
        completed: row.completed,
        isMe: row.userId === user.id,
      }));
      const listed = entries.find((entry) => entry.isMe);
      const me = listed
        ? { rank: listed.rank, progress: listed.progress }
        : membership
          ? { rank: (await countAhead(challenge.id, boardKeyOf(membership))) + 1, progress: membership.progress.count }
          : null;
      const body: ChallengeLeaderboardResponse = { challengeId: challenge.id, target: challenge.target, entries, me };
      return { statusCode: 200, body };
    },
  },

  'challenges.adminList': {
    async run({ now }) {
      const challenges = await listPublicChallenges();
      // Newest first: the one just made is on top.
      const newest = challenges.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const body: AdminChallengeListResponse = { challenges: newest.map((c) => toAdminChallenge(c, now)) };
      return { statusCode: 200, body };
    },
  },

  'challenges.adminCreate': {
    async run({ body, now, user, requestId }) {
      if (Date.parse(body.endsAt) <= now.getTime()) {
        throw new InvalidInputError('endsAt must be in the future', { field: 'endsAt' });
      }
      const challenge: ChallengeRecord = {
        id: randomUUID(),
        title: body.title,
        description: body.description,
        startsAt: new Date(body.startsAt).toISOString(),
        endsAt: new Date(body.endsAt).toISOString(),
        measure: body.measure,
        target: body.target,
        region: body.region,
        rewardXp: body.rewardXp,
        rewardCents: parseCoinsToCents(body.rewardCoins),
        visibility: 'public',
        owner: null,
        status: 'active',
        participants: 0,
        createdAt: now.toISOString(),
      };
      await createChallenge(challenge, [challengeAudit('challenge.created', challenge, { user: user, requestId, now })]);
      const response: AdminChallengeResponse = { challenge: toAdminChallenge(challenge, now) };
      return { statusCode: 201, body: response };
    },
  },

  'challenges.adminRetire': {
    async run({ params, now, user, requestId }) {
      const found = await getChallenge(params.id);
      if (found?.visibility !== 'public') throw new NotFoundError('No such challenge');
      const challenge = (await retireChallenge(params.id, (current) =>
        challengeAudit('challenge.retired', current, { user: user, requestId, now }),
      ))!;
      const body: AdminChallengeResponse = { challenge: toAdminChallenge(challenge, now) };
      return { statusCode: 200, body };
    },
  },
});
