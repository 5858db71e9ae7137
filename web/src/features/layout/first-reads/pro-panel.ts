// The first read of a page opened at a professional's own panel (BackOfficeSession.tsx starts it with
// the back-office layout): the profile its first tab shows, taken by the screen's query (panels/early-read.ts).
import { proPanelNutritionistProfile, proPanelTrainerProfile } from '@fitchoice/shared/api/routes/pro-panel';
import { apiCall } from '../../../api/client';
import { readEarly } from '../../../api/early-read';
import { EARLY_READS } from '../../panels/early-read';

export function startFirstReads(pathname: string): void {
  if (pathname === '/trainer-panel') readEarly(EARLY_READS.trainerProfile, () => apiCall(proPanelTrainerProfile, {}));
  else readEarly(EARLY_READS.nutritionistProfile, () => apiCall(proPanelNutritionistProfile, {}));
}
