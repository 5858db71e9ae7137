// How a refused fit match like is worded by its code (api/field-errors.ts), in the member's
// language, in the outbox sheet. The server's English text is never shown.
import type { OwnRefusalTable } from '../../api/field-errors';
import './messages';

export const FIT_MATCH_REFUSALS = {
  fit_match_not_opted_in: 'fitMatch.refused.notOptedIn',
} as const satisfies OwnRefusalTable<'fit-match.like' | 'fit-match.pass' | 'fit-match.unmatch'>;
