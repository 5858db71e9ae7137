// The names of a panel's early reads (api/early-read.ts): layout/first-reads/ starts them, the screens take them.
import type { DeskCodeResponse } from '@fitchoice/shared/api';

/** The desk code of a gym as read early, with when it arrived (its validity counts from then). */
export interface EarlyDeskCode {
  answer: DeskCodeResponse;
  cachedCopy: boolean;
  receivedAt: number;
}
export const earlyDeskCodeKey = (gymId: string) => `gym-panel/desk-code/${gymId}`;

/** The early reads' names (layout/first-reads/ starts them, the screens take them). */
export const EARLY_READS = {
  trainerProfile: 'pro-panel/trainer/profile',
  nutritionistProfile: 'pro-panel/nutritionist/profile',
  deskGyms: 'gym-panel/gyms',
  partnerHome: 'panels/partner-home',
} as const;
