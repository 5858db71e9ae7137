// The member's history: one activity entry per change it describes (check-ins, bookings,
// cancellations, conversions, reviews, purchases, redemptions, workouts), written by the feature
// that makes the change in that change's transaction, and listed here newest first.
import { TABLE } from '../dynamo/client';
import { type PageRequest, queryPage } from '../dynamo/pages';
import { gymKeys } from '../keys/gym-keys';
import { keys } from '../keys/keys';

/**
 * What an activity entry is about, for the app to word it in the member's language; `title` is the
 * server's English, kept for entries written before subjects (and for admins).
 */
export interface ActivitySubject {
  gymName?: string;
  slotStart?: string;
  timeZone?: string;
  stars?: number;
  /** A redemption's reward (the app words a seeded one by id) and how many; the reward's gym is `gymName`. */
  reward?: { id: string; title: string };
  quantity?: number;
  /** The challenges a completion paid (the app words a preset one by id). */
  challenges?: { id: string; title: string }[];
  /** A finished workout: its program, how it was played, its minutes. */
  programId?: string;
  mode?: 'guided' | 'vr';
  minutes?: number;
  /** A session's professional (its time is `slotStart`, in their `timeZone`). */
  professionalName?: string;
}

export interface ActivityRecord {
  id: string;
  kind: string;
  title: string;
  subject: ActivitySubject | null;
  createdAt: string;
  xpDelta: number;
  xpAfter: number | null;
  coinDeltaCents: bigint;
  coinAfterCents: bigint | null;
  bookingId: string | null;
  gymId: string | null;
}

const optionalBigInt = (value: unknown) => (value === undefined || value === null ? null : BigInt(value as number | bigint));

/**
 * A page of the member's history, newest first: the activity entries, written with every change they
 * describe (check-ins, bookings, cancellations, conversions, reviews, purchases).
 */
export async function listActivity(userId: string, page: PageRequest): Promise<{ records: ActivityRecord[]; nextCursor: string | null }> {
  const pk = keys.user(userId).PK;
  const { items, nextCursor } = await queryPage(
    {
      TableName: TABLE,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': gymKeys.activityPrefix },
      ScanIndexForward: false,
    },
    page,
    { names: ['PK', 'SK'], accepts: (key) => key.PK === pk && key.SK!.startsWith(gymKeys.activityPrefix) },
  );
  const records = items.map(
    (item): ActivityRecord => ({
      id: item.id as string,
      kind: item.kind as string,
      title: item.title as string,
      subject: (item.subject as ActivitySubject | undefined) ?? null,
      createdAt: item.createdAt as string,
      xpDelta: Number(item.xpDelta ?? 0),
      xpAfter: item.xpAfter === undefined || item.xpAfter === null ? null : Number(item.xpAfter),
      coinDeltaCents: BigInt((item.coinDeltaCents as number | bigint | undefined) ?? 0),
      coinAfterCents: optionalBigInt(item.coinAfterCents),
      bookingId: (item.bookingId as string | undefined) ?? null,
      gymId: (item.gymId as string | undefined) ?? null,
    }),
  );
  return { records, nextCursor };
}
