// The first reads of a page opened at the fitness-center panel (BackOfficeSession.tsx starts them with
// the back-office layout): the partner's home, the desk's gyms and the first gym's desk code, each
// taken by the screen's query (panels/early-read.ts).
import { gymPanelDeskCode, gymPanelGyms } from '@fitchoice/shared/api/routes/gym-panel';
import { partnersPanelMe } from '@fitchoice/shared/api/routes/partners';
import { apiCall } from '../../../api/client';
import { readEarly } from '../../../api/early-read';
import { EARLY_READS, type EarlyDeskCode, earlyDeskCodeKey } from '../../panels/early-read';

async function readDeskCode(gymId: string): Promise<EarlyDeskCode> {
  let cachedCopy = false;
  const answer = await apiCall(gymPanelDeskCode, { params: { gymId } }, { onCachedCopy: () => (cachedCopy = true) });
  return { answer, cachedCopy, receivedAt: Date.now() };
}

export function startFirstReads(): void {
  // The desk shows its code as a QR code first: the drawing's library comes with the reads.
  import('qrcode').catch(() => undefined);
  readEarly(EARLY_READS.partnerHome, () => apiCall(partnersPanelMe, {}));
  // Whether the answer is the service worker's older copy: the desk keeps its own (desk-cache.ts).
  readEarly(EARLY_READS.deskGyms, async () => {
    let cachedCopy = false;
    const answer = await apiCall(gymPanelGyms, {}, { onCachedCopy: () => (cachedCopy = true) });
    // The desk opens on the first gym: its code (for a gym the account works the desk of) as soon as the gyms are known.
    const first = answer.gyms[0];
    if (!cachedCopy && first) readEarly(earlyDeskCodeKey(first.id), () => readDeskCode(first.id));
    return { answer, cachedCopy };
  });
}
