// The AI coach's API: the member's weekly plan and profile, a plan proposed by the engine (a
// language model where one is configured, else the planner), the chat (answers streamed as
// server-sent events) and its stored messages:
//   GET  /api/coach                      -> coachStateSchema
//   PUT  /api/coach/plan                 planSchema -> savePlanResponseSchema
//   POST /api/coach/plan/propose         proposePlanRequestSchema -> proposePlanResponseSchema
//   POST /api/coach/chat                 coachChatRequestSchema -> events: coachStreamEventSchema
//   GET  /api/coach/messages             -> coachMessagesResponseSchema
//   PUT  /api/coach/messages/{id}        saveCoachMessageSchema -> { message }
// The plan's shape is shared/coach's Plan (this schema checks it on the way in); the safety rules
// (shared/coach/safety.ts) are checked by the handler, which answers 422 with the issues.
import * as z from 'zod';
import { PRESCRIPTION_LIMITS } from '../coach/limits';
import {
  AVOID_TAGS,
  COACH_LOCALES,
  type CoachProfile,
  DAYS_PER_WEEK,
  EQUIPMENT,
  FEELINGS,
  GOALS,
  LEVELS,
  type Note,
  PLAN_ENGINES,
  type Plan,
  SESSION_FOCUSES,
  SESSION_MINUTES,
} from '../coach/types';
import { isoDateTimeSchema, plainTextSchema } from './common';
import { calendarDateSchema } from './dates';
import { pathParamSchema, type RouteTable } from './route-contract';

/** A client-made id (a UUID in the app): the path parameters' form, so any id a path can carry. */
export const recordIdSchema = pathParamSchema;

export const coachLocaleSchema = z.enum(COACH_LOCALES, { error: `locale must be one of ${COACH_LOCALES.join(', ')}` });

export const noteSchema: z.ZodType<Note> = z.strictObject({
  code: z.string().regex(/^[a-z][a-z0-9_.]{0,79}$/, 'code must be a dotted lower-case name'),
  values: z
    .record(z.string().max(40), z.union([z.string().max(200), z.number().finite()]))
    .refine((values) => Object.keys(values).length <= 10, 'At most 10 values')
    .optional(),
  text: plainTextSchema('text', 2000, { multiline: true, min: 0 }).optional(),
});

const distinct = <T>(list: T[]) => new Set(list).size === list.length;

export const coachProfileSchema: z.ZodType<CoachProfile> = z.strictObject({
  goal: z.enum(GOALS, { error: `goal must be one of ${GOALS.join(', ')}` }),
  level: z.enum(LEVELS, { error: `level must be one of ${LEVELS.join(', ')}` }),
  daysPerWeek: z
    .number({ error: 'daysPerWeek must be a whole number' })
    .int('daysPerWeek must be a whole number')
    .min(DAYS_PER_WEEK.min, `daysPerWeek must be at least ${DAYS_PER_WEEK.min}`)
    .max(DAYS_PER_WEEK.max, `daysPerWeek must be at most ${DAYS_PER_WEEK.max}`),
  sessionMinutes: z
    .number({ error: 'sessionMinutes must be a whole number' })
    .int('sessionMinutes must be a whole number')
    .min(SESSION_MINUTES.min, `sessionMinutes must be at least ${SESSION_MINUTES.min}`)
    .max(SESSION_MINUTES.max, `sessionMinutes must be at most ${SESSION_MINUTES.max}`),
  equipment: z.array(z.enum(EQUIPMENT)).max(EQUIPMENT.length).refine(distinct, 'equipment is listed twice'),
  gymId: z.string().max(64).nullable(),
  avoid: z.array(z.enum(AVOID_TAGS)).max(AVOID_TAGS.length).refine(distinct, 'avoid lists a tag twice'),
  days: z.array(z.number().int().min(0).max(6)).max(7).refine(distinct, 'days lists a day twice'),
});

const whole = (range: { min: number; max: number }, name: string) =>
  z
    .number()
    .int(`${name} must be a whole number`)
    .min(range.min, `${name} must be at least ${range.min}`)
    .max(range.max, `${name} must be at most ${range.max}`);

export const planExerciseSchema = z.strictObject({
  exerciseId: z.string().min(1).max(64),
  sets: whole(PRESCRIPTION_LIMITS.sets, 'sets'),
  reps: whole(PRESCRIPTION_LIMITS.reps, 'reps').nullable(),
  seconds: whole(PRESCRIPTION_LIMITS.seconds, 'seconds').nullable(),
  restSeconds: whole(PRESCRIPTION_LIMITS.restSeconds, 'restSeconds'),
  why: noteSchema,
  substitutes: z.array(z.string().min(1).max(64)).max(10),
});

export const planSessionSchema = z.strictObject({
  id: z.string().min(1).max(64),
  date: calendarDateSchema,
  focus: z.enum(SESSION_FOCUSES),
  minutes: z.number().int().min(1).max(240),
  why: noteSchema,
  exercises: z.array(planExerciseSchema).min(1).max(PRESCRIPTION_LIMITS.exercisesPerSession.max),
  done: z.strictObject({ at: isoDateTimeSchema, feeling: z.enum(FEELINGS).nullable() }).nullable(),
  movedFrom: calendarDateSchema.nullable(),
});

export const planSchema: z.ZodType<Plan> = z.strictObject({
  id: recordIdSchema,
  weekStart: calendarDateSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  engine: z.enum(PLAN_ENGINES),
  profile: coachProfileSchema,
  progression: z.number().int().min(0).max(52),
  adjustments: z.array(noteSchema).max(40),
  sessions: z.array(planSessionSchema).max(7),
});

export const coachStateSchema = z.object({
  plan: planSchema.nullable(),
  /** Whether a language model answers the chat and proposes plans (else the planner does, on the device too). */
  model: z.boolean(),
});

export const savePlanResponseSchema = z.object({
  /** The plan now stored: the one sent, or a newer one already there (then `saved` is false). */
  plan: planSchema,
  saved: z.boolean(),
});
export type SavePlanResponse = z.infer<typeof savePlanResponseSchema>;

export const proposePlanRequestSchema = z.strictObject({
  profile: coachProfileSchema,
  /** The member's local date: sessions go on it or later. */
  today: calendarDateSchema,
  locale: coachLocaleSchema,
  progression: z.number().int().min(0).max(52).optional(),
});

export const PLAN_FALLBACKS = ['not_configured', 'invalid', 'unsafe', 'timeout', 'error'] as const;
export type PlanFallback = (typeof PLAN_FALLBACKS)[number];

export const proposePlanResponseSchema = z.object({
  plan: planSchema,
  /** Why the planner's plan was used instead of the model's; null when the model's plan passed. */
  fallback: z.enum(PLAN_FALLBACKS).nullable(),
});

export const CHAT_TEXT_MAX = 500;

export const coachChatRequestSchema = z.strictObject({
  text: plainTextSchema('text', CHAT_TEXT_MAX, { multiline: true }),
  today: calendarDateSchema,
  locale: coachLocaleSchema,
  plan: planSchema.nullable(),
  /** How to do the exercise the member asked about, in their language, from the app's library (the server keeps no instructions). */
  instructions: z.string().max(600, 'instructions are at most 600 characters').optional(),
});

/**
 * One server-sent event of a streamed answer: pieces of the model's text as they come, then
 * `done` with the whole answer (its text, or the rules' note when no model answered).
 */
export const coachStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({
    type: z.literal('done'),
    reply: noteSchema,
    engine: z.enum(PLAN_ENGINES),
  }),
]);
export type CoachStreamEvent = z.infer<typeof coachStreamEventSchema>;

export const CHAT_ROLES = ['member', 'coach'] as const;

export const coachMessageSchema = z.object({
  id: recordIdSchema,
  role: z.enum(CHAT_ROLES),
  /** The member's words; a coach message has a note instead (a model's answer is its `text`). */
  text: z.string().max(CHAT_TEXT_MAX).nullable(),
  note: noteSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type CoachMessage = z.infer<typeof coachMessageSchema>;

export const saveCoachMessageSchema = z
  .strictObject({
    role: z.enum(CHAT_ROLES),
    text: plainTextSchema('text', CHAT_TEXT_MAX, { multiline: true }).nullable(),
    note: noteSchema.nullable(),
    createdAt: isoDateTimeSchema,
  })
  .refine((message) => (message.role === 'member' ? message.text !== null && message.note === null : message.note !== null), {
    message: "A member's message has text; the coach's has a note",
    path: ['note'],
  });

export const coachMessagesResponseSchema = z.object({ messages: z.array(coachMessageSchema) });

export const coachRoutes = {
  'coach.get': {
    method: 'GET',
    path: '/api/coach',
    guard: 'user',
    summary: "The member's current plan, and whether a language model is configured",
    needs: ['coachModel'],
    response: coachStateSchema,
  },
  'coach.savePlan': {
    method: 'PUT',
    path: '/api/coach/plan',
    guard: 'user',
    outbox: { label: 'outbox.kind.coach-plan' },
    summary: "Store the member's plan (the newest copy wins); refused when it breaks a safety rule",
    errors: ['plan_unsafe'],
    body: planSchema,
    response: savePlanResponseSchema,
  },
  'coach.proposePlan': {
    method: 'POST',
    path: '/api/coach/plan/propose',
    guard: 'user',
    summary: "A plan from the engine: the model's if configured and valid, else the planner's",
    needs: ['coachModel'],
    body: proposePlanRequestSchema,
    response: proposePlanResponseSchema,
  },
  'coach.chat': {
    method: 'POST',
    path: '/api/coach/chat',
    guard: 'user',
    summary: "The coach's answer to a chat message, streamed as server-sent events",
    needs: ['coachModel'],
    body: coachChatRequestSchema,
    events: coachStreamEventSchema,
  },
  'coach.messages': {
    method: 'GET',
    path: '/api/coach/messages',
    guard: 'user',
    summary: "The member's chat with the coach, oldest first (the last 200)",
    response: coachMessagesResponseSchema,
  },
  'coach.saveMessage': {
    method: 'PUT',
    path: '/api/coach/messages/{id}',
    guard: 'user',
    outbox: { label: 'outbox.kind.coach-message' },
    summary: 'Store one chat message (once per id)',
    body: saveCoachMessageSchema,
    response: z.object({ message: coachMessageSchema }),
  },
} as const satisfies RouteTable;
