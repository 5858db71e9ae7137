// The first read of a page opened at the analytics panel (BackOfficeSession.tsx starts it with the
// back-office layout): the summary of the opening range, taken by the screen's query (analytics/range.ts).
import { analyticsSummary } from '@fitchoice/shared/api/routes/analytics';
import { apiCall } from '../../../api/client';
import { readEarly } from '../../../api/early-read';
import { earlySummaryKey, openingRange } from '../../analytics/range';

export function startFirstReads(): void {
  const query = openingRange();
  readEarly(earlySummaryKey(query), () => apiCall(analyticsSummary, { query }));
}
