// How XP is earned, what a level needs, and how XP turns into SweatCoins: the one place these
// numbers live. GET /api/rewards/rules serves them to the 'how XP works' sheet.
import { XP_PER_SWEATCOIN } from '@fitchoice/shared';

/** XP for checking in at a gym. */
export const CHECKIN_XP = 50;
/** XP for turning up to a booked visit (a check-in completes the booking). */
export const BOOKING_COMPLETED_XP = 25;
/** Extra XP per day of the current streak beyond the first, up to the cap. */
export const STREAK_BONUS_XP_PER_DAY = 10;
export const STREAK_BONUS_XP_CAP = 50;
/** XP for finishing a challenge, by its difficulty. */
export const CHALLENGE_XP = { easy: 100, medium: 200, hard: 400 } as const;
export type ChallengeDifficulty = keyof typeof CHALLENGE_XP;

// The app shows a queued conversion's coins before the server answers, so the rate is shared.
export { XP_PER_SWEATCOIN };
export const MIN_CONVERT_XP = 10;

export interface XpAward {
  reason: 'checkin' | 'booking_completed' | 'streak_bonus' | 'challenge';
  xp: number;
}

/**
 * The XP of a check-in that completes a booking, given the streak length including today. Only the
 * day's first check-in earns XP (booking every hourly slot of a day must not farm XP); later ones
 * still count as visits.
 */
export function checkinAwards(streakDays: number, firstCheckinOfDay: boolean): XpAward[] {
  if (!firstCheckinOfDay) return [];
  const awards: XpAward[] = [
    { reason: 'checkin', xp: CHECKIN_XP },
    { reason: 'booking_completed', xp: BOOKING_COMPLETED_XP },
  ];
  const bonus = streakBonusXp(streakDays);
  if (bonus > 0) awards.push({ reason: 'streak_bonus', xp: bonus });
  return awards;
}

export function streakBonusXp(streakDays: number): number {
  return Math.min(STREAK_BONUS_XP_CAP, Math.max(0, streakDays - 1) * STREAK_BONUS_XP_PER_DAY);
}

export function totalXp(awards: readonly XpAward[]): number {
  return awards.reduce((sum, award) => sum + award.xp, 0);
}

/** Level n starts at XP_PER_LEVEL_STEP x (n-1)^2 XP earned. */
export const XP_PER_LEVEL_STEP = 100;

/**
 * Levels grow with lifetime XP earned (converting XP never lowers a level): level n starts at
 * 100 x (n-1)^2 XP — level 2 at 100, level 3 at 400, level 4 at 900.
 */
export function levelForXp(xpEarned: number): { level: number; levelStartXp: number; nextLevelXp: number } {
  const level = Math.floor(Math.sqrt(Math.max(0, xpEarned) / XP_PER_LEVEL_STEP)) + 1;
  return { level, levelStartXp: XP_PER_LEVEL_STEP * (level - 1) ** 2, nextLevelXp: XP_PER_LEVEL_STEP * level ** 2 };
}

export type ConversionDecision = { ok: true; coinCents: bigint } | { ok: false; message: string };

/** XP -> SweatCoins (in hundredths). Never more XP than the member has. */
export function decideConversion(xp: number, xpBalance: number): ConversionDecision {
  if (!Number.isSafeInteger(xp) || xp < MIN_CONVERT_XP) return { ok: false, message: `Convert at least ${MIN_CONVERT_XP} XP` };
  if (xp > xpBalance) return { ok: false, message: `Not enough XP: you have ${xpBalance} XP` };
  return { ok: true, coinCents: xpToCoinCents(xp) };
}

export function xpToCoinCents(xp: number): bigint {
  return (BigInt(xp) * 100n) / BigInt(XP_PER_SWEATCOIN);
}
