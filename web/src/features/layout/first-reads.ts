// The first reads of a page opened at a panel, started as soon as this module runs (BackOfficeSession
// loads it with the back-office layout, on a page opened at a panel in a browser that may be signed
// in): what the panel's first screen shows from the server, each taken by the screen's query
// (early-read.ts). An admin's look at someone else's panel (?gym=, ?professional=) reads other
// things, and is left to the screen.
import * as routes from '@fitchoice/shared/api/routes';
import { apiCall } from '../../api/client';
import { readEarly } from '../../api/early-read';
import { earlySummaryKey, openingRange } from '../analytics/range';
import { EARLY_READS, type EarlyDeskCode, earlyDeskCodeKey } from '../panels/early-read';

async function readDeskCode(gymId: string): Promise<EarlyDeskCode> {
  let cachedCopy = false;
  const answer = await apiCall(routes.gymPanelDeskCode, { params: { gymId } }, { onCachedCopy: () => (cachedCopy = true) });
  return { answer, cachedCopy, receivedAt: Date.now() };
}

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
      // The desk shows its code as a QR code first: the drawing's library comes with the reads.
      import('qrcode').catch(() => undefined);
      readEarly(EARLY_READS.partnerHome, () => apiCall(routes.partnersPanelMe, {}));
      // Whether the answer is the service worker's older copy: the desk keeps its own (desk-cache.ts).
      readEarly(EARLY_READS.deskGyms, async () => {
        let cachedCopy = false;
        const answer = await apiCall(routes.gymPanelGyms, {}, { onCachedCopy: () => (cachedCopy = true) });
        // The desk opens on the first gym: its code (for a gym the account works the desk of) as soon as the gyms are known.
        const first = answer.gyms[0];
        if (!cachedCopy && first) readEarly(earlyDeskCodeKey(first.id), () => readDeskCode(first.id));
        return { answer, cachedCopy };
      });
      return;
  }
}
