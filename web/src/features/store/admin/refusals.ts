// How the rewards admin words a refused change, in the admin's language: by the answer's `field`
// (shown at that field of the form) and `code` (api/field-errors.ts), never the server's English
// text; a failure without an answer (no connection) by the section's offline message.
import { MAX_CODE_VALID_DAYS, MAX_PER_MEMBER_LIMIT } from '@fitchoice/shared/api';
import { type FieldProblem, type RefusalTable, wordRefusal } from '../../../api/field-errors';
import type { MessageId } from '../../../i18n/messages';
import './messages';

/** The reward form's fields (shared rewardInputSchema) and the wording of each one's refusal. */
export const REWARD_FIELDS = {
  title: 'store.admin.invalid.title',
  description: 'store.admin.invalid.description',
  priceCoins: 'store.admin.invalid.price',
  stock: 'store.admin.invalid.stock',
  perMemberLimit: 'store.admin.invalid.limit',
  codeValidDays: 'store.admin.invalid.validity',
  gymId: 'store.admin.invalid.gym',
  regions: 'store.admin.invalid.regions',
} as const satisfies Record<string, MessageId>;
export type RewardField = keyof typeof REWARD_FIELDS;

/** The codes creating, editing and retiring a reward answer (functions/src/store/handler.ts and the guard). */
const REWARD_ADMIN_REFUSALS = {
  reward_changed: 'store.admin.error.changed',
  reward_retired: 'store.admin.error.retired',
  not_found: 'store.admin.error.notFound',
  unauthorized: 'store.admin.error.forbidden',
  forbidden: 'store.admin.error.forbidden',
  password_change_required: 'store.admin.error.forbidden',
  validation_failed: 'store.admin.invalid.other',
  bad_request: 'store.admin.invalid.other',
} as const satisfies RefusalTable<'store.adminCreate' | 'store.adminUpdate' | 'store.adminRetire'>;

/** The limits some of the messages name. */
export const REWARD_LIMITS = { maxLimit: MAX_PER_MEMBER_LIMIT, maxDays: MAX_CODE_VALID_DAYS };

/** A refused change: at a field of the form when it names one, else the form's alert. */
export function rewardAdminProblemOf(error: unknown): FieldProblem<RewardField> | { field: null; messageId: MessageId } {
  return wordRefusal(error, {
    fields: REWARD_FIELDS,
    codes: REWARD_ADMIN_REFUSALS,
    offline: 'store.admin.error.offline',
    other: 'store.admin.error.other',
  });
}
