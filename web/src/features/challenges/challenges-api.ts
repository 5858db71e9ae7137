// The challenges' reads, and joining, leaving and making a challenge with friends: queued in the
// outbox before the screen says anything, so a join made on the gym's bad Wi-Fi is not lost (the
// server makes a second join one membership, and a creation's Idempotency-Key one challenge).
import type { RegionCode } from '@fitchoice/shared';
import type { ChallengeLeaderboardResponse, ChallengesResponse } from '@fitchoice/shared/api';
import type { BodyIn } from '@fitchoice/shared/api/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiPath, apiQueryKey, routes } from '../../api/client';
import { enqueueCall } from '../../api/enqueue-call';
import type { OutboxEntry } from '../../outbox/outbox';

export type ChallengeAction = 'join' | 'leave';

export const challengesQuery = (region: RegionCode) =>
  queryOptions<ChallengesResponse>({ queryKey: apiQueryKey(routes.challengesList, { query: { region } }), staleTime: 0 });

export const challengeBoardQuery = (challengeId: string) =>
  queryOptions<ChallengeLeaderboardResponse>({
    queryKey: apiQueryKey(routes.challengesLeaderboard, { params: { id: challengeId } }),
    staleTime: 0,
  });

const routeOf = { join: routes.challengesJoin, leave: routes.challengesLeave } as const;

/** The routes of a challenge's join and leave, and of making one with friends. */
export const CHALLENGE_ROUTES = [routes.challengesJoin.id, routes.challengesLeave.id, routes.challengesCreate.id] as const;

export function queueChallengeAction(action: ChallengeAction, challengeId: string) {
  return enqueueCall(routeOf[action], { params: { id: challengeId } });
}

/** A private challenge with friends, queued like a join: the outbox's Idempotency-Key makes it once. */
export function queueFriendChallenge(body: BodyIn<'challenges.create'>) {
  return enqueueCall(routes.challengesCreate, { body });
}

/** The join or leave of this challenge still in the outbox, if any (the newest). */
export function queuedActionOf(
  entries: readonly OutboxEntry[],
  challengeId: string,
): { action: ChallengeAction; entry: OutboxEntry } | null {
  for (const action of ['join', 'leave'] as const) {
    const path = apiPath(routeOf[action], { params: { id: challengeId } });
    const entry = entries.filter((e) => e.route === routeOf[action].id && e.path === path && e.state !== 'done').at(-1);
    if (entry) return { action, entry };
  }
  return null;
}

/** After a join, a leave or a check-in: the lists, the boards and the header's XP and SweatCoins. */
export async function refreshChallenges(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({
    // The keys are URLs: the list (with its region) and each challenge's board.
    predicate: (query) => String(query.queryKey[0]).startsWith(routes.challengesList.path),
  });
}
