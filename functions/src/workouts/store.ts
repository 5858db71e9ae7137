// Logged guided and VR workouts. A session is logged once: its item is keyed by the session id the
// player made, and written with the member's activity entry, stats counters and the XP it earns in
// one transaction, so a replay (the outbox's, or a second device's) finds it and changes nothing.
// They count toward badges (stats.workouts) and the coach; finished ones earn XP (rewards/xp.ts).
//   USER#<id> / WORKOUT#<sessionId>   the session; GSI1: USERWORKOUTS#<userId> / <finishedAt>#<sessionId>
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { WorkoutSession } from '@fitchoice/shared/api';
import type { ActivitySubject } from '../activity/store';
import { memberRewardItems } from '../challenges/progress';
import { documentClient, TABLE } from '../dynamo/client';
import { ConditionFailedError, retryRaces, TRY_AGAIN, transactOnce } from '../dynamo/transact';
import { gymKeys } from '../keys/gym-keys';
import { keys } from '../keys/keys';
import type { CheckedWorkout } from './workout-log';

export const workoutKeys = {
  workout: (userId: string, sessionId: string) => ({ PK: keys.user(userId).PK, SK: `WORKOUT#${sessionId}` }),
  byMember: (userId: string, finishedAt: string, sessionId: string) => ({
    GSI1PK: workoutKeys.memberPartition(userId),
    GSI1SK: `${finishedAt}#${sessionId}`,
  }),
  memberPartition: (userId: string) => `USERWORKOUTS#${userId}`,
};

function fromItem(item: Record<string, unknown>): WorkoutSession {
  return {
    id: item.id as string,
    programId: item.programId as WorkoutSession['programId'],
    mode: item.mode as WorkoutSession['mode'],
    finishedAt: item.finishedAt as string,
    activeSeconds: Number(item.activeSeconds),
    completedIntervals: Number(item.completedIntervals),
    totalIntervals: Number(item.totalIntervals),
    xpAwarded: Number(item.xpAwarded ?? 0),
  };
}

/**
 * The workout and whether this call logged it (false: it was logged before, and is answered as it
 * was). Logged with its activity entry, the stats' counters and the XP it earns (capped per day,
 * challenges/progress.ts) in one transaction, so a replay finds it and changes nothing.
 */
export async function logWorkout(
  userId: string,
  checked: CheckedWorkout,
  input: { finished: boolean; region: string | null; activity: { title: string; subject: ActivitySubject } },
  now: Date,
): Promise<{ workout: WorkoutSession; created: boolean; totalWorkouts: number }> {
  const finishedMs = Date.parse(checked.finishedAt);
  return retryRaces(async () => {
    const rewards = await memberRewardItems(
      userId,
      {
        region: input.region,
        challengeEvent: null,
        training: {
          atMs: finishedMs,
          // The cap's day is a date in the member's streak zone; before any check-in, in UTC.
          timeZone: 'UTC',
          event: (day) => ({
            kind: 'workout',
            day,
            completed: input.finished,
            span: [finishedMs - checked.activeSeconds * 1000, finishedMs],
          }),
          activity: { id: checked.id, kind: 'workout', ...input.activity },
          statsAdd: { workouts: 1, workoutSeconds: checked.activeSeconds },
        },
      },
      now,
    );
    const workout: WorkoutSession = { ...checked, xpAwarded: rewards.trainingXp };
    try {
      await transactOnce([
        {
          Put: {
            TableName: TABLE,
            Item: {
              ...workoutKeys.workout(userId, workout.id),
              ...workoutKeys.byMember(userId, workout.finishedAt, workout.id),
              ...workout,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        ...rewards.items,
      ]);
      return { workout, created: true, totalWorkouts: await workoutCount(userId) };
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
      // Its stats, balance or scores moved meanwhile: read again.
      if (error.index !== 0) return TRY_AGAIN;
      const { Item } = await documentClient.send(
        new GetCommand({ TableName: TABLE, Key: workoutKeys.workout(userId, workout.id), ConsistentRead: true }),
      );
      return { workout: fromItem(Item!), created: false, totalWorkouts: await workoutCount(userId) };
    }
  });
}

async function workoutCount(userId: string): Promise<number> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: TABLE, Key: gymKeys.stats(userId), ConsistentRead: true, ProjectionExpression: 'workouts' }),
  );
  return Number(Item?.workouts ?? 0);
}

/** The member's workouts, newest first (also what the coach adapts to). */
export async function listWorkouts(userId: string, limit: number): Promise<WorkoutSession[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: TABLE,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': workoutKeys.memberPartition(userId) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map(fromItem);
}
