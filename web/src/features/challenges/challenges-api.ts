// The challenges' reads, and joining, leaving and making a challenge with friends: queued in the
// outbox before the screen says anything, so a join made on the gym's bad Wi-Fi is not lost (the
// server makes a second join one membership, and a creation's Idempotency-Key one challenge).
import type { RegionCode } from '@fitchoice/shared';
import type { ChallengeLeaderboardResponse, ChallengesResponse, JoinableChallenge } from '@fitchoice/shared/api';
import type { BodyIn } from '@fitchoice/shared/api/contract';
import * as routes from '@fitchoice/shared/api/routes';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiCall, apiPath, apiQueryKey } from '../../api/client';
import { enqueueCall } from '../../api/enqueue-call';
import { entriesNewerThan, isEntryOf, type OutboxEntry } from '../../outbox/entries';
import { useAnswers, useEntriesOf } from '../../outbox/hooks';

export type ChallengeAction = 'join' | 'leave';

export const challengesQuery = (region: RegionCode) =>
  queryOptions<ChallengesResponse>({
    queryKey: apiQueryKey(routes.challengesList, { query: { region } }),
    // A join or leave answered after this read started is kept over what the read says.
    queryFn: async ({ signal }) => {
      // The worker's cached copy is older than any answer still in the outbox.
      let readAt = Date.now();
      const list = await apiCall(routes.challengesList, { query: { region } }, { signal, onCachedCopy: () => (readAt = 0) });
      return withAnswersSince(list, readAt);
    },
    staleTime: 0,
  });

/**
 * The list read from `readAt` (0: an older copy, the worker's) with each join or leave answered
 * since in it: GET /api/challenges's, and GET /api/home's challenges seeding it.
 */
export async function withAnswersSince(list: ChallengesResponse, readAt: number): Promise<ChallengesResponse> {
  const answered = (await entriesNewerThan(JOIN_OR_LEAVE, readAt)).flatMap((entry) => (entry.state === 'done' ? [entry] : []));
  return answered.reduce((current, entry) => withAnswer(current, entry.response.challenge), list);
}

const JOIN_OR_LEAVE = [routes.challengesJoin.id, routes.challengesLeave.id] as const;

/** The list with a join's or leave's answer in it: the challenge as the server answered it. */
export function withAnswer(list: ChallengesResponse, challenge: JoinableChallenge): ChallengesResponse {
  return { ...list, joinable: list.joinable.map((c) => (c.id === challenge.id ? challenge : c)) };
}

/**
 * The joins, leaves and friend challenges waiting or refused, and the list as the screen shows it:
 * with every join or leave answered since the screen opened in it (a list read before an answer
 * says otherwise until it is read again, which each answer starts).
 */
export function useChallengesShown(list: ChallengesResponse | undefined, queryClient: QueryClient) {
  const entries = useEntriesOf(CHALLENGE_ROUTES);
  useAnswers(JOIN_OR_LEAVE, () => void refreshChallenges(queryClient));
  return useMemo(() => {
    const queued = entries.filter((entry) => entry.state !== 'done');
    const answered = entries.flatMap((entry) =>
      entry.state === 'done' && isEntryOf(entry, ...JOIN_OR_LEAVE) ? [entry.response.challenge] : [],
    );
    return { queued, list: list && answered.reduce(withAnswer, list) };
  }, [entries, list]);
}

const isChallengeList = (query: { queryKey: readonly unknown[] }) => String(query.queryKey[0]).startsWith(routes.challengesList.path);

export const challengeBoardQuery = (challengeId: string) =>
  queryOptions<ChallengeLeaderboardResponse>({
    queryKey: apiQueryKey(routes.challengesLeaderboard, { params: { id: challengeId } }),
    staleTime: 0,
  });

const routeOf = { join: routes.challengesJoin, leave: routes.challengesLeave } as const;

/** The routes of a challenge's join and leave, and of making one with friends. */
const CHALLENGE_ROUTES = [routes.challengesJoin.id, routes.challengesLeave.id, routes.challengesCreate.id] as const;

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
  // The keys are URLs: the list (with its region) and each challenge's board.
  await queryClient.invalidateQueries({ predicate: isChallengeList });
}
