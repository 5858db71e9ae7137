// Logged guided and VR workouts. A session is logged once: its item is keyed by the session id the
// player made, and written with the member's activity entry and stats counters in one transaction,
// so a replay (the outbox's, or a second device's) finds it and changes nothing. Workouts earn no
// XP and write no leaderboard score: they count toward badges (stats.workouts) and the coach.
//   USER#<id> / WORKOUT#<sessionId>   the session; GSI1: USERWORKOUTS#<userId> / <finishedAt>#<sessionId>
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { WorkoutSession } from '@fitchoice/shared/api';
import type { ActivitySubject } from '../activity/store';
import { documentClient, TABLE } from '../dynamo/client';
import { ConditionFailedError, transact } from '../dynamo/transact';
import { gymKeys } from '../keys/gym-keys';
import { keys } from '../keys/keys';

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
  };
}

/** The workout and whether this call logged it (false: it was logged before, and is answered as it was). */
export async function logWorkout(
  userId: string,
  workout: WorkoutSession,
  activity: { title: string; subject: ActivitySubject },
): Promise<{ workout: WorkoutSession; created: boolean; totalWorkouts: number }> {
  try {
    await transact([
      {
        Put: {
          TableName: TABLE,
          Item: { ...workoutKeys.workout(userId, workout.id), ...workoutKeys.byMember(userId, workout.finishedAt, workout.id), ...workout },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Put: {
          TableName: TABLE,
          Item: {
            ...gymKeys.activity(userId, workout.finishedAt, workout.id),
            id: workout.id,
            kind: 'workout',
            title: activity.title,
            subject: activity.subject,
            createdAt: workout.finishedAt,
            xpDelta: 0,
            xpAfter: null,
            coinDeltaCents: 0,
            coinAfterCents: null,
          },
        },
      },
      {
        // An ADD, not the version-checked stats write of XP changes: it touches only these two
        // counters, which no XP change reads.
        Update: {
          TableName: TABLE,
          Key: gymKeys.stats(userId),
          UpdateExpression: 'ADD workouts :one, workoutSeconds :seconds',
          ExpressionAttributeValues: { ':one': 1, ':seconds': workout.activeSeconds },
        },
      },
    ]);
    return { workout, created: true, totalWorkouts: await workoutCount(userId) };
  } catch (error) {
    if (!(error instanceof ConditionFailedError) || error.index !== 0) throw error;
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: TABLE, Key: workoutKeys.workout(userId, workout.id), ConsistentRead: true }),
    );
    return { workout: fromItem(Item!), created: false, totalWorkouts: await workoutCount(userId) };
  }
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
