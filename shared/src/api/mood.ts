// The mood tracker's API: a member's own mood entries (private: no other route reads them), and
// the mood AI's advice phrased by a language model where one is configured:
//   GET    /api/mood/entries?from=&to=   -> moodEntriesResponseSchema (not deleted, oldest first)
//   PUT    /api/mood/entries/{id}        moodEntryInputSchema -> saveMoodEntryResponseSchema
//   DELETE /api/mood/entries/{id}        -> 204
//   POST   /api/mood/advice              moodAdviceRequestSchema -> events: coachStreamEventSchema
// An entry's id is made by the app (it is written offline first); another member's id answers 404.
import * as z from 'zod';
import { MOOD_NOTE_MAX, MOOD_TAGS, type MoodEntry } from '../coach/types';
import { coachLocaleSchema, coachStreamEventSchema, recordIdSchema } from './coach';
import { isoDateTimeSchema, plainTextSchema } from './common';
import { calendarDateSchema, checkDateRange } from './dates';
import type { RouteTable } from './route-contract';

const level = (name: string) =>
  z
    .number({ error: `${name} must be a whole number from 1 to 5` })
    .int(`${name} must be a whole number from 1 to 5`)
    .min(1, `${name} must be at least 1`)
    .max(5, `${name} must be at most 5`);

export const moodEntryInputSchema = z.strictObject({
  /** The member's local date of the entry. */
  date: calendarDateSchema,
  mood: level('mood'),
  energy: level('energy'),
  sleep: level('sleep'),
  tags: z
    .array(z.enum(MOOD_TAGS, { error: `tags must be among ${MOOD_TAGS.join(', ')}` }))
    .max(MOOD_TAGS.length)
    .refine((tags) => new Set(tags).size === tags.length, 'tags lists a tag twice'),
  note: plainTextSchema('note', MOOD_NOTE_MAX, { multiline: true, min: 0 }),
  createdAt: isoDateTimeSchema,
  /** The newest edit wins: an older copy arriving late changes nothing. */
  updatedAt: isoDateTimeSchema,
});
export type MoodEntryInput = z.infer<typeof moodEntryInputSchema>;

export const moodEntrySchema: z.ZodType<MoodEntry> = moodEntryInputSchema.extend({ id: recordIdSchema });

/** Days the entries list covers at most. */
export const MOOD_RANGE_MAX_DAYS = 366;

export const moodEntriesQuerySchema = z
  .strictObject({ from: calendarDateSchema.optional(), to: calendarDateSchema.optional() })
  .superRefine((query, ctx) => checkDateRange(query, MOOD_RANGE_MAX_DAYS, ctx));

export const moodEntriesResponseSchema = z.object({ entries: z.array(moodEntrySchema) });

export const saveMoodEntryResponseSchema = z.object({
  /** The entry as stored: this one, or a newer edit already there (then `saved` is false). */
  entry: moodEntrySchema,
  saved: z.boolean(),
});

export const moodAdviceRequestSchema = z.strictObject({
  today: calendarDateSchema,
  locale: coachLocaleSchema,
  entry: z.strictObject({
    mood: level('mood'),
    energy: level('energy'),
    sleep: level('sleep'),
    tags: z.array(z.enum(MOOD_TAGS)).max(MOOD_TAGS.length),
  }),
});

export const moodRoutes = {
  'mood.list': {
    method: 'GET',
    path: '/api/mood/entries',
    guard: 'user',
    summary: "The member's own mood entries in a date range (default: the last 90 days)",
    query: moodEntriesQuerySchema,
    response: moodEntriesResponseSchema,
  },
  'mood.put': {
    method: 'PUT',
    path: '/api/mood/entries/{id}',
    guard: 'user',
    outbox: { label: 'outbox.kind.mood' },
    summary: 'Log or edit a mood entry (the newest edit wins)',
    body: moodEntryInputSchema,
    response: saveMoodEntryResponseSchema,
  },
  'mood.delete': {
    method: 'DELETE',
    path: '/api/mood/entries/{id}',
    guard: 'user',
    outbox: { label: 'outbox.kind.mood-delete' },
    summary: 'Delete a mood entry',
    status: 204,
  },
  'mood.advice': {
    method: 'POST',
    path: '/api/mood/advice',
    guard: 'user',
    summary: "Today's mood suggestions in a language model's words, streamed (the rules' notes without a model)",
    needs: ['coachModel'],
    body: moodAdviceRequestSchema,
    events: coachStreamEventSchema,
  },
} as const satisfies RouteTable;
