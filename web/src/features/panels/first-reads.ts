// The first reads of a page opened at a panel, started as soon as this module runs (BackOfficeSession
// loads it with the back-office layout, on a page opened at a panel in a browser that may be signed
// in): what the panel's first screen shows from the server, each taken by the screen's query
// (early-read.ts). An admin's look at someone else's panel (?gym=, ?professional=) reads other
// things, and is left to the screen.
import * as routes from '@fitchoice/shared/api/routes';
import { apiCall } from '../../api/client';
import { earlySummaryKey, openingRange } from '../analytics/range';
import { EARLY_READS, readEarly } from './early-read';

export function startFirstReads(pathname: string, search: string): void {
  if (new URLSearchParams(search).size > 0) return;
  switch (pathname) {
    case '/trainer-panel':
      readEarly(EARLY_READS.trainerProfile, () => apiCall(routes.proPanelTrainerProfile, {}));
      return;
    case '/nutritionist-panel':
      readEarly(EARLY_READS.nutritionistProfile, () => apiCall(routes.proPanelNutritionistProfile, {}));
      return;
    case '/analytics': {
      const query = openingRange();
      readEarly(earlySummaryKey(query), () => apiCall(routes.analyticsSummary, { query }));
      return;
    }
    case '/fitness-center-panel':
      readEarly(EARLY_READS.partnerHome, () => apiCall(routes.partnersPanelMe, {}));
      // Whether the answer is the service worker's older copy: the desk keeps its own (desk-cache.ts).
      readEarly(EARLY_READS.deskGyms, async () => {
        let cachedCopy = false;
        const answer = await apiCall(routes.gymPanelGyms, {}, { onCachedCopy: () => (cachedCopy = true) });
        return { answer, cachedCopy };
      });
      return;
  }
}
