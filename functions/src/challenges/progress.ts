// What a completed event pays toward the joinable challenges a member joined, as items for the
// event's own transaction (rewards/store.ts holds the XP credit).
import { randomUUID } from 'node:crypto';
import type { ActivitySubject } from '../activity/store';
import { TABLE } from '../dynamo/client';
import type { TransactItem } from '../dynamo/transact';
import { gymKeys } from '../keys/gym-keys';
import { balances, balanceUpdate, getStats, scorePuts, statsUpdate } from '../rewards/store';
import type { ChallengeEvent } from './joinable-challenges';
import { type ChallengeProgress, progressOnEvent } from './store';

/**
 * For a feature whose event counts toward joinable challenges (a professional session completed):
 * the items that move the member's challenges and, when the event completes one, pay its reward —
 * the XP (with the stats, the leaderboards and an activity entry) and the SweatCoins (with a ledger
 * entry). Put them in the TransactWriteItems that records the event, which must itself happen once
 * (a status flipped under a condition), and must not touch the member's profile or stats itself.
 * Call it inside that write's `retryRaces` attempt: the items are conditioned on what they read, so
 * a failed condition at one of their indexes means a race was lost: answer TRY_AGAIN and read again.
 */
export async function challengeProgressItems(
  userId: string,
  event: ChallengeEvent,
  at: Date,
): Promise<{ items: TransactItem[]; coinCents: bigint }> {
  const joined: ChallengeProgress = await progressOnEvent(userId, event, at);
  if (joined.completed.length === 0) return { items: joined.items, coinCents: 0n };
  const atIso = at.toISOString();
  const [user, stats] = await Promise.all([balances(userId), getStats(userId)]);
  const xp = joined.completed.reduce((sum, challenge) => sum + challenge.xp, 0);
  const cents = joined.completed.reduce((sum, challenge) => sum + challenge.cents, 0n);
  const activityId = randomUUID();
  const items: TransactItem[] = [
    ...joined.items,
    ...balanceUpdate(userId, user, { xp, cents, createdAt: atIso }),
    statsUpdate(userId, stats.version, { xpEarned: stats.xpEarned + xp }),
    {
      Put: {
        TableName: TABLE,
        Item: {
          ...gymKeys.activity(userId, atIso, activityId),
          id: activityId,
          kind: 'challenge',
          title: `Completed ${joined.completed.map((challenge) => challenge.title).join(', ')}`,
          subject: {
            challenges: joined.completed.map((challenge) => ({ id: challenge.challengeId, title: challenge.title })),
          } satisfies ActivitySubject,
          createdAt: atIso,
          xpDelta: xp,
          xpAfter: user.xp + xp,
          coinDeltaCents: cents,
          coinAfterCents: cents > 0n ? user.coins.cents + cents : null,
        },
      },
    },
    ...(xp > 0 ? await scorePuts(userId, user.name, event.region, xp, at.getTime()) : []),
  ];
  return { items, coinCents: cents };
}
