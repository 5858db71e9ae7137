// Checking in: the booking marked attended, with the XP, streak, weekly and joinable challenges
// and leaderboard scores it pays, and the staff's audit entry when the desk checks a member in, in
// one transaction (rewards/store.ts holds the XP credit).
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Coordinates } from '@fitchoice/shared';
import type { ActivitySubject } from '../activity/store';
import { aggregateItems, coinCounts } from '../aggregates/aggregates';
import { type BookingRecord, getBooking } from '../bookings/store';
import { NO_CHALLENGE_PROGRESS, progressOnEvent } from '../challenges/store';
import { documentClient, TABLE } from '../dynamo/client';
import { ConditionFailedError, retryRaces, TRY_AGAIN, type TransactItem, transactOnce } from '../dynamo/transact';
import { gymKeys } from '../keys/gym-keys';
import { balances, balanceUpdate, getStats, scorePuts, statsUpdate } from '../rewards/store';
import { checkinDayOf, type StreakState } from '../rewards/streak';
import { challengeXpFor, recordChallengeCheckin } from '../rewards/weekly-challenges';
import { checkinAwards, totalXp, type XpAward } from '../rewards/xp';
import { isoWeekKey } from '../time/leaderboard-period';
import { isImpossibleTravel } from './travel';

export type CheckinResult =
  | { state: 'checked_in'; awards: XpAward[]; xp: number; xpEarned: number; streak: StreakState; at: string }
  /** Faster than a plane from the member's previous check-in (travel.ts): nothing written. */
  | { state: 'impossible_travel' }
  | { state: 'not_booked'; booking: BookingRecord | null };

/**
 * Marks the booking attended at `at` (once: the condition on its status makes a second check-in
 * fail) and awards the check-in's XP: the day's awards on the first check-in of a streak day
 * (rewards/streak.ts: days are dates in the streak's zone), the weekly challenges it completes, and
 * the rewards of the joined challenges it completes (their XP, and SweatCoins with a ledger entry).
 * Guests earn no XP, so they never reach a leaderboard.
 */
export async function checkIn(
  booking: BookingRecord,
  at: Date,
  gym: Coordinates,
  /** Written in the same transaction (the staff's audit entry). */
  extra: TransactItem[] = [],
): Promise<CheckinResult> {
  const atIso = at.toISOString();
  const place = { at: atIso, latitude: gym.latitude, longitude: gym.longitude };
  return retryRaces(async () => {
    const [stats, user, visited] = await Promise.all([
      getStats(booking.userId),
      balances(booking.userId),
      documentClient.send(new GetCommand({ TableName: TABLE, Key: gymKeys.visited(booking.userId, booking.gymId), ConsistentRead: true })),
    ]);
    // Judged against the check-in the stats were read with: the stats' version condition below
    // makes two racing check-ins take turns, so the second is judged against the first.
    if (isImpossibleTravel(stats.lastCheckin, place)) return { state: 'impossible_travel' as const };
    const { streak, day, timeZone, firstOfDay } = checkinDayOf(stats.streak, stats.streakTimeZone, at.getTime(), booking.timeZone);
    const challenges = recordChallengeCheckin(stats.challengeWeek, isoWeekKey(at.getTime()), {
      day,
      gymId: booking.gymId,
      streak: streak.current,
    });
    const joined = user.isGuest
      ? NO_CHALLENGE_PROGRESS
      : await progressOnEvent(
          booking.userId,
          { kind: 'checkin', day, gymId: booking.gymId, region: booking.gymRegion, streak: streak.current },
          at,
        );
    const awards: XpAward[] = user.isGuest
      ? []
      : [
          ...checkinAwards(streak.current, firstOfDay),
          ...challenges.completed.map((challenge) => ({ reason: 'challenge' as const, xp: challengeXpFor(challenge) })),
          ...joined.completed
            .filter((challenge) => challenge.xp > 0)
            .map((challenge) => ({ reason: 'challenge' as const, xp: challenge.xp })),
        ];
    const gain = totalXp(awards);
    const coinGain = joined.completed.reduce((sum, challenge) => sum + challenge.cents, 0n);
    const xpAfter = user.xp + gain;
    const firstVisit = !visited.Item;
    const activityId = randomUUID();
    const items: TransactItem[] = [
      {
        Update: {
          TableName: TABLE,
          Key: gymKeys.booking(booking.id),
          UpdateExpression: 'SET #status = :attended, attendedAt = :at',
          ConditionExpression: '#status = :booked',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':attended': 'attended', ':booked': 'booked', ':at': atIso },
        },
      },
      ...balanceUpdate(booking.userId, user, {
        xp: gain,
        cents: coinGain,
        createdAt: atIso,
        challengeId: joined.completed.find((challenge) => challenge.cents > 0n)?.challengeId,
      }),
      statsUpdate(booking.userId, stats.version, {
        xpEarned: stats.xpEarned + gain,
        checkins: stats.checkins + 1,
        gymsVisited: stats.gymsVisited + (firstVisit ? 1 : 0),
        streakCurrent: streak.current,
        streakBest: streak.best,
        streakLastDay: streak.lastDay,
        streakGraceDay: streak.graceDay,
        streakTimeZone: timeZone,
        challengeWeek: challenges.progress,
        // The latest in time stays: a scan queued offline may arrive after a later one.
        lastCheckin: stats.lastCheckin && stats.lastCheckin.at > atIso ? stats.lastCheckin : place,
      }),
      // Written once, on the first visit (a racing first visit fails it and retries as a repeat):
      // a repeat visit has nothing to change in it.
      ...(firstVisit
        ? [
            {
              Put: {
                TableName: TABLE,
                Item: { ...gymKeys.visited(booking.userId, booking.gymId), gymId: booking.gymId, firstVisitAt: atIso },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
          ]
        : []),
      {
        Put: {
          TableName: TABLE,
          Item: {
            ...gymKeys.activity(booking.userId, atIso, activityId),
            id: activityId,
            kind: 'checkin',
            title: `Checked in at ${booking.gymName}`,
            subject: { gymName: booking.gymName } satisfies ActivitySubject,
            createdAt: atIso,
            xpDelta: gain,
            xpAfter,
            coinDeltaCents: coinGain,
            coinAfterCents: coinGain > 0n ? user.coins.cents + coinGain : null,
            bookingId: booking.id,
            gymId: booking.gymId,
            awards,
          },
        },
      },
      ...joined.items,
      ...(gain > 0 ? await scorePuts(booking.userId, user.name, booking.gymRegion, gain, at.getTime()) : []),
      ...aggregateItems(
        atIso,
        { checkins: 1, ...(coinGain > 0n ? coinCounts('challenge', coinGain) : {}) },
        { gymId: booking.gymId, region: booking.gymRegion, timeZone: booking.timeZone },
      ),
      ...extra,
    ];
    try {
      await transactOnce(items);
      return { state: 'checked_in', awards, xp: xpAfter, xpEarned: stats.xpEarned + gain, streak, at: atIso };
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
      if (error.index === 0) {
        return { state: 'not_booked', booking: await getBooking(booking.id) };
      }
      // Balances, stats, challenges or scores moved meanwhile: read again and retry.
      return TRY_AGAIN;
    }
  });
}
