// What an event away from the gym's desk pays the member, as items for the event's own transaction:
// its training XP (a finished workout, an attended session: rewards/xp.ts, capped per day) and what
// it completes of the joinable challenges the member joined (rewards/store.ts holds the XP credit).
import { randomUUID } from 'node:crypto';
import type { ActivitySubject } from '../activity/store';
import { TABLE } from '../dynamo/client';
import type { TransactItem } from '../dynamo/transact';
import { gymKeys } from '../keys/gym-keys';
import { balances, balanceUpdate, getStats, scorePuts, statsUpdate } from '../rewards/store';
import { type TrainingEvent, trainingAward } from '../rewards/xp';
import { localDateOf } from '../time/time-zones';
import type { ChallengeEvent } from './joinable-challenges';
import { type ChallengeProgress, progressOnEvent } from './store';

/** A training event and the activity entry that records it (its XP is filled in here). */
export interface TrainingCredit {
  /** When it happened; its day for the cap is a date in the member's streak zone, else in `timeZone`. */
  atMs: number;
  timeZone: string;
  /** The event, given the day it counts on. */
  event: (day: string) => TrainingEvent;
  activity: { id: string; kind: string; title: string; subject: ActivitySubject; bookingId?: string };
  /** Counters the event adds to the member's stats (workouts logged, their seconds). */
  statsAdd?: Record<string, number>;
}

export interface MemberRewards {
  items: TransactItem[];
  /** SweatCoins the challenges completed pay (the earner's aggregate counts them). */
  coinCents: bigint;
  /** XP the training itself earned (after the day's cap). */
  trainingXp: number;
}

/**
 * The items that record a training event (its activity entry and stats, with the XP it earns) and
 * move the member's joinable challenges by `challengeEvent`, paying any it completes — the XP (with
 * the stats, the leaderboards and activity entries) and the SweatCoins (with a ledger entry). Put
 * them in the TransactWriteItems that records the event, which must itself happen once (a status
 * flipped, an item put, under a condition), and must not touch the member's profile or stats itself.
 * Call it inside that write's `retryRaces` attempt: the items are conditioned on what they read, so
 * a failed condition at one of their indexes means a race was lost: answer TRY_AGAIN and read again.
 * Guests earn no XP.
 */
export async function memberRewardItems(
  userId: string,
  /** `region`: the boards its XP counts on beside everyone's (none: everyone's only). */
  input: { region: string | null; challengeEvent: ChallengeEvent | null; training: TrainingCredit | null },
  at: Date,
): Promise<MemberRewards> {
  const joined: ChallengeProgress = input.challengeEvent
    ? await progressOnEvent(userId, input.challengeEvent, at)
    : { items: [], completed: [] };
  const { training } = input;
  if (!training && joined.completed.length === 0) return { items: joined.items, coinCents: 0n, trainingXp: 0 };
  const atIso = at.toISOString();
  const [user, stats] = await Promise.all([balances(userId), getStats(userId)]);
  const award = training
    ? trainingAward(stats.training, training.event(localDateOf(training.atMs, stats.streakTimeZone ?? training.timeZone)))
    : { xp: 0, after: stats.training };
  const trainingXp = user.isGuest ? 0 : award.xp;
  const challengeXp = joined.completed.reduce((sum, challenge) => sum + challenge.xp, 0);
  const cents = joined.completed.reduce((sum, challenge) => sum + challenge.cents, 0n);
  const xp = trainingXp + challengeXp;
  const items: TransactItem[] = [
    ...joined.items,
    ...(xp > 0 || cents > 0n
      ? balanceUpdate(userId, user, {
          xp,
          cents,
          createdAt: atIso,
          challengeId: joined.completed.find((challenge) => challenge.cents > 0n)?.challengeId,
        })
      : []),
    statsUpdate(
      userId,
      stats.version,
      { xpEarned: stats.xpEarned + xp, ...(trainingXp > 0 ? { training: award.after } : {}) },
      training?.statsAdd,
    ),
  ];
  if (training) {
    const { id, kind, title, subject, bookingId } = training.activity;
    const createdAt = new Date(training.atMs).toISOString();
    items.push({
      Put: {
        TableName: TABLE,
        Item: {
          ...gymKeys.activity(userId, createdAt, id),
          id,
          kind,
          title,
          subject,
          createdAt,
          xpDelta: trainingXp,
          xpAfter: trainingXp > 0 ? user.xp + trainingXp : null,
          coinDeltaCents: 0,
          coinAfterCents: null,
          ...(bookingId ? { bookingId } : {}),
        },
      },
    });
  }
  if (joined.completed.length > 0) {
    const activityId = randomUUID();
    items.push({
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
          xpDelta: challengeXp,
          xpAfter: user.xp + xp,
          coinDeltaCents: cents,
          coinAfterCents: cents > 0n ? user.coins.cents + cents : null,
        },
      },
    });
  }
  if (xp > 0) items.push(...(await scorePuts(userId, user.name, input.region, xp, at.getTime())));
  return { items, coinCents: cents, trainingXp };
}
