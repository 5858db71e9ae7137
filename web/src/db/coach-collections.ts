// The coach's collections in the app's local database, added on first use like the gyms': the
// member's plan, their chat with the coach, their mood entries and their daily motivation messages.
// Written here first (offline included) and sent through the outbox; the server's copies are pulled
// in when it is reachable. Every document carries its member's userId: another member signing in
// on this device never sees them, and logout clears them (app/forget-user-data.ts).
import type { CoachMessage, MotivationMessage } from '@fitchoice/shared/api';
import type { MoodEntry, Plan } from '@fitchoice/shared/coach';
import type { RxCollection, RxJsonSchema } from 'rxdb';
import type { FitChoiceDatabase } from './database';
import { removeEvery, withCollections } from './feature-collections';

const time = { type: 'number', minimum: 0, maximum: 1e15, multipleOf: 1 } as const;

export interface CoachPlanDoc {
  /** One current plan per member: keyed by the member. */
  userId: string;
  plan: Plan;
  /** The plan's updatedAt in ms (the newest copy wins when syncing). */
  updatedAt: number;
}

export const coachPlanSchema: RxJsonSchema<CoachPlanDoc> = {
  title: 'coach plans',
  version: 0,
  primaryKey: 'userId',
  type: 'object',
  properties: { userId: { type: 'string', maxLength: 64 }, plan: { type: 'object' }, updatedAt: time },
  required: ['userId', 'plan', 'updatedAt'],
};

export interface CoachMessageDoc {
  id: string;
  userId: string;
  message: CoachMessage;
  createdAt: number;
}

export const coachMessageSchema: RxJsonSchema<CoachMessageDoc> = {
  title: 'coach messages',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    userId: { type: 'string', maxLength: 64 },
    message: { type: 'object' },
    createdAt: time,
  },
  required: ['id', 'userId', 'message', 'createdAt'],
  indexes: ['userId'],
};

export interface MoodEntryDoc {
  id: string;
  userId: string;
  date: string;
  entry: MoodEntry;
  /** The entry's updatedAt in ms. */
  updatedAt: number;
}

export const moodEntrySchema: RxJsonSchema<MoodEntryDoc> = {
  title: 'mood entries',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    userId: { type: 'string', maxLength: 64 },
    date: { type: 'string', maxLength: 10 },
    entry: { type: 'object' },
    updatedAt: time,
  },
  required: ['id', 'userId', 'date', 'entry', 'updatedAt'],
  indexes: ['userId'],
};

export interface MotivationDoc {
  /** `<userId>:<date>` */
  key: string;
  userId: string;
  date: string;
  message: MotivationMessage;
}

export const motivationSchema: RxJsonSchema<MotivationDoc> = {
  title: 'motivation messages',
  version: 0,
  primaryKey: 'key',
  type: 'object',
  properties: {
    key: { type: 'string', maxLength: 80 },
    userId: { type: 'string', maxLength: 64 },
    date: { type: 'string', maxLength: 10 },
    message: { type: 'object' },
  },
  required: ['key', 'userId', 'date', 'message'],
  indexes: ['userId'],
};

export type CoachCollections = {
  coach_plans: RxCollection<CoachPlanDoc>;
  coach_messages: RxCollection<CoachMessageDoc>;
  mood_entries: RxCollection<MoodEntryDoc>;
  motivation_messages: RxCollection<MotivationDoc>;
};
export type CoachDatabase = FitChoiceDatabase & CoachCollections;

/** The app's database with the coach's collections, added on first use. */
export const getCoachDatabase = withCollections<CoachCollections>('coach_plans', {
  coach_plans: { schema: coachPlanSchema, migrationStrategies: {} },
  coach_messages: { schema: coachMessageSchema, migrationStrategies: {} },
  mood_entries: { schema: moodEntrySchema, migrationStrategies: {} },
  motivation_messages: { schema: motivationSchema, migrationStrategies: {} },
});

/** Logout forgets the member's plan, chat, moods and messages on this device (spec section 4). */
export async function clearCoachData(): Promise<void> {
  const db = await getCoachDatabase();
  await Promise.all([
    removeEvery(db.coach_plans),
    removeEvery(db.coach_messages),
    removeEvery(db.mood_entries),
    removeEvery(db.motivation_messages),
  ]);
}
