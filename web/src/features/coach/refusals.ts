// How a refused coach plan is worded by its code (api/field-errors.ts), in the member's language,
// in the outbox sheet. The server's English text is never shown.
import type { OwnRefusalTable } from '../../api/field-errors';
import './messages';

export const COACH_REFUSALS = { plan_unsafe: 'coach.refused.unsafe' } as const satisfies OwnRefusalTable<'coach.savePlan'>;
