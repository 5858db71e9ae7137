// How the analytics dashboard words a refused read, in the staff member's language: by the answer's
// `field` and `code` (api/field-errors.ts), never the server's English text; a failure without an
// answer (no connection) by its offline message.

import type { FeatureRouteId } from '@fitchoice/shared/api/contract';
import { type RefusalTable, wordRefusal } from '../../api/field-errors';
import type { MessageId } from '../../i18n/messages';
import './messages';

/** The query fields the summary and series may be refused for (shared/src/api/analytics.ts, functions/src/analytics/handler.ts). */
const ANALYTICS_FIELDS = {
  from: 'analytics.invalid.range',
  to: 'analytics.invalid.range',
  region: 'analytics.invalid.region',
  gymId: 'analytics.invalid.gym',
  metric: 'analytics.invalid.metric',
} as const satisfies Record<string, MessageId>;

const ANALYTICS_REFUSALS = {
  unauthorized: 'analytics.refused.signedOut',
  forbidden: 'analytics.refused.forbidden',
  password_change_required: 'analytics.refused.password',
  too_many_requests: 'analytics.refused.tooMany',
  validation_failed: 'analytics.invalid.other',
  bad_request: 'analytics.invalid.other',
} as const satisfies RefusalTable<FeatureRouteId<'analytics'>>;

/** The message that words why the figures could not be read. */
export function analyticsProblemOf(error: unknown): MessageId {
  return wordRefusal(error, {
    fields: ANALYTICS_FIELDS,
    codes: ANALYTICS_REFUSALS,
    offline: 'analytics.refused.offline',
    other: 'analytics.refused.other',
  }).messageId;
}
