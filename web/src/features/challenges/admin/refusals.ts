// How the challenges admin words a refused change, in the admin's language: by the answer's `field`
// (shown at that field of the form) and `code` (api/field-errors.ts), never the server's English
// text; a failure without an answer (no connection) by the section's offline message.
import { MAX_CHALLENGE_DAYS, MAX_CHALLENGE_XP } from '@fitchoice/shared/api';
import { type FieldProblem, type RefusalTable, wordRefusal } from '../../../api/field-errors';
import type { MessageId } from '../../../i18n/messages';
import '../messages';

/** The challenge form's fields shown with their own problem (shared challengeInputSchema). */
export const CHALLENGE_FIELDS = {
  title: 'challenges.admin.invalid.title',
  description: 'challenges.admin.invalid.description',
  startsAt: 'challenges.admin.invalid.startsAt',
  endsAt: 'challenges.admin.invalid.endsAt',
  target: 'challenges.admin.invalid.target',
  rewardXp: 'challenges.admin.invalid.reward',
  rewardCoins: 'challenges.admin.invalid.coins',
} as const satisfies Record<string, MessageId>;
export type ChallengeField = keyof typeof CHALLENGE_FIELDS;

/** The codes creating and retiring a challenge answer (functions/src/challenges/handler.ts and the guard). */
const CHALLENGE_ADMIN_REFUSALS = {
  not_found: 'challenges.admin.error.notFound',
  unauthorized: 'challenges.admin.error.forbidden',
  forbidden: 'challenges.admin.error.forbidden',
  password_change_required: 'challenges.admin.error.forbidden',
  validation_failed: 'challenges.admin.invalid.other',
  bad_request: 'challenges.admin.invalid.other',
} as const satisfies RefusalTable<'challenges.adminCreate' | 'challenges.adminRetire'>;

/** The limits some of the messages name. */
export const CHALLENGE_LIMITS = { maxDays: MAX_CHALLENGE_DAYS, maxXp: MAX_CHALLENGE_XP };

/** A refused change: at a field of the form when it names one, else the form's (or the row's) alert. */
export function challengeAdminProblemOf(error: unknown): FieldProblem<ChallengeField> | { field: null; messageId: MessageId } {
  return wordRefusal(error, {
    fields: CHALLENGE_FIELDS,
    codes: CHALLENGE_ADMIN_REFUSALS,
    offline: 'challenges.admin.error.offline',
    other: 'challenges.admin.error.other',
  });
}
