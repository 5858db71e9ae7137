// AI motivation's API: the daily message (made once per member and local date, from their own
// data; a model phrases it where one is configured), its history, and the daily reminder's time:
//   GET /api/motivation/today?date=&locale=   -> motivationTodaySchema
//   GET /api/motivation/reminder              -> reminderSchema
//   PUT /api/motivation/reminder              reminderSchema -> reminderSchema
import * as z from 'zod';
import { PLAN_ENGINES } from '../coach/types';
import { coachLocaleSchema, noteSchema } from './coach';
import { calendarDateSchema } from './dates';
import { timeZoneSchema } from './place';
import type { RouteTable } from './route-contract';

export const motivationTodayQuerySchema = z.strictObject({
  /** The member's local date (within a day of the server's, for time zones). */
  date: calendarDateSchema,
  locale: coachLocaleSchema,
});

export const motivationMessageSchema = z.object({
  date: calendarDateSchema,
  note: noteSchema,
  engine: z.enum(PLAN_ENGINES),
  /** The language of the model's text (`note.text`); null for the rules' note, which the app words. */
  locale: coachLocaleSchema.nullable(),
});
export type MotivationMessage = z.infer<typeof motivationMessageSchema>;

export const motivationTodaySchema = z.object({
  message: motivationMessageSchema,
  /** Earlier messages, newest first (the last 30). */
  history: z.array(motivationMessageSchema),
});

export const reminderSchema = z.strictObject({
  enabled: z.boolean(),
  /** Local time of day, "HH:MM". */
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:MM, e.g. "07:30"'),
  timeZone: timeZoneSchema,
});
export type Reminder = z.infer<typeof reminderSchema>;

export const motivationRoutes = {
  'motivation.today': {
    method: 'GET',
    path: '/api/motivation/today',
    guard: 'user',
    summary: "Today's motivation message (made once a day from the member's data) and the earlier ones",
    needs: ['coachModel'],
    query: motivationTodayQuerySchema,
    response: motivationTodaySchema,
  },
  'motivation.getReminder': {
    method: 'GET',
    path: '/api/motivation/reminder',
    guard: 'user',
    summary: 'The daily reminder setting (off at 08:00 UTC until set)',
    response: reminderSchema,
  },
  'motivation.setReminder': {
    method: 'PUT',
    path: '/api/motivation/reminder',
    guard: 'user',
    outbox: { label: 'outbox.kind.motivation-reminder' },
    summary: 'Turn the daily reminder on or off and choose its time',
    body: reminderSchema,
    response: reminderSchema,
  },
} as const satisfies RouteTable;
