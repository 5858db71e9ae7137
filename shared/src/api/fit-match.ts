// Fit match: opt in with a training profile, get suggestions among opted-in members (ranked by
// overlap of area and gyms, times and goals; never an exact location), like or pass; a mutual like
// is a match and opens a chat.
//   GET/PUT/DELETE /api/fit-match/profile     (PUT opts in, DELETE opts out at once)
//   GET  /api/fit-match/suggestions           -> suggestionsResponseSchema
//   POST /api/fit-match/{userId}/like         -> {matched, conversationId}
//   POST /api/fit-match/{userId}/pass         -> 204
//   GET  /api/fit-match/matches, DELETE /api/fit-match/matches/{userId}
import * as z from 'zod';
import { isoDateTimeSchema } from './common';
import { FIT_GOALS, FIT_LEVELS, LOOKING_FOR, TRAINING_TIMES } from './fit-match-constants';
import { regionCodeSchema } from './gyms';
import type { RouteTable } from './route-contract';

export * from './fit-match-constants';

export const fitProfileRequestSchema = z.strictObject({
  goals: z.array(z.enum(FIT_GOALS)).min(1, 'Choose at least one goal').max(FIT_GOALS.length),
  level: z.enum(FIT_LEVELS, { error: `level must be one of ${FIT_LEVELS.join(', ')}` }),
  /** Your area: the region you train in. */
  region: regionCodeSchema,
  /** The gyms you usually go to (ids from the gym search). */
  gymIds: z.array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)).max(5, 'At most 5 gyms'),
  times: z.array(z.enum(TRAINING_TIMES)).min(1, 'Choose when you train').max(TRAINING_TIMES.length),
  lookingFor: z.array(z.enum(LOOKING_FOR)).min(1, 'Choose what you are looking for').max(LOOKING_FOR.length),
});
export type FitProfileRequest = z.infer<typeof fitProfileRequestSchema>;

export const fitProfileSchema = fitProfileRequestSchema.extend({ updatedAt: isoDateTimeSchema });
export const fitProfileResponseSchema = z.object({ profile: fitProfileSchema.nullable() });
export type FitProfileResponse = z.infer<typeof fitProfileResponseSchema>;

export const suggestionSchema = z.object({
  userId: z.string(),
  name: z.string(),
  level: z.enum(FIT_LEVELS),
  goals: z.array(z.enum(FIT_GOALS)),
  times: z.array(z.enum(TRAINING_TIMES)),
  lookingFor: z.array(z.enum(LOOKING_FOR)),
  /** Same area; no place finer than the region is ever shown. */
  sameArea: z.boolean(),
  sharedGyms: z.number().int().nonnegative(),
  sharedTimes: z.array(z.enum(TRAINING_TIMES)),
  sharedGoals: z.array(z.enum(FIT_GOALS)),
  score: z.number().nonnegative(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestionsResponseSchema = z.object({ suggestions: z.array(suggestionSchema) });
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;

export const likeResponseSchema = z.object({ matched: z.boolean(), conversationId: z.string().nullable() });

export const matchesResponseSchema = z.object({
  matches: z.array(z.object({ userId: z.string(), name: z.string(), conversationId: z.string(), matchedAt: isoDateTimeSchema })),
});
export type MatchesResponse = z.infer<typeof matchesResponseSchema>;

export const fitMatchRoutes = {
  'fit-match.profile': {
    method: 'GET',
    path: '/api/fit-match/profile',
    guard: 'member',
    summary: 'Your fit match profile (null when you have not opted in)',
    response: fitProfileResponseSchema,
  },
  'fit-match.saveProfile': {
    method: 'PUT',
    path: '/api/fit-match/profile',
    guard: 'member',
    outbox: { label: 'outbox.kind.fit-match-profile' },
    summary: 'Opt in to fit match with a profile, or change it',
    body: fitProfileRequestSchema,
    response: fitProfileResponseSchema,
  },
  'fit-match.optOut': {
    method: 'DELETE',
    path: '/api/fit-match/profile',
    guard: 'member',
    outbox: { label: 'outbox.kind.fit-match-opt-out' },
    summary: 'Opt out: nobody is shown you any more',
    status: 204,
  },
  'fit-match.suggestions': {
    method: 'GET',
    path: '/api/fit-match/suggestions',
    guard: 'member',
    summary: 'Workout partners for you, best first',
    errors: ['fit_match_not_opted_in'],
    response: suggestionsResponseSchema,
  },
  'fit-match.like': {
    method: 'POST',
    path: '/api/fit-match/{userId}/like',
    guard: 'member',
    outbox: { label: 'outbox.kind.fit-match-like' },
    summary: 'Like a suggestion; a mutual like is a match',
    errors: ['fit_match_not_opted_in'],
    needs: ['fanOut', 'push'],
    response: likeResponseSchema,
  },
  'fit-match.pass': {
    method: 'POST',
    path: '/api/fit-match/{userId}/pass',
    guard: 'member',
    outbox: { label: 'outbox.kind.fit-match-pass' },
    summary: 'Pass on a suggestion',
    status: 204,
  },
  'fit-match.matches': {
    method: 'GET',
    path: '/api/fit-match/matches',
    guard: 'member',
    summary: 'Your matches',
    response: matchesResponseSchema,
  },
  'fit-match.unmatch': {
    method: 'DELETE',
    path: '/api/fit-match/matches/{userId}',
    guard: 'member',
    outbox: { label: 'outbox.kind.fit-match-unmatch' },
    summary: 'Unmatch',
    status: 204,
  },
} as const satisfies RouteTable;
