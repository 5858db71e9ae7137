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

/**
 * Training away from the gym's desk: a guided or VR workout finished in full (every interval, as the
 * server checks against the program), and a session with a trainer or nutritionist the professional
 * marked attended. Together they earn at most TRAINING_XP_DAILY_CAP a day (a date in the member's
 * streak zone), and a workout earns only if it does not overlap another that earned that day.
 */
export const WORKOUT_XP = 30;
export const SESSION_XP = 50;
export const TRAINING_XP_DAILY_CAP = 100;

/** The day's training XP so far, kept on the member's stats. */
export interface TrainingDay {
  /** The date it counts (YYYY-MM-DD), null before any. */
  day: string | null;
  xp: number;
  /** The [start, end] (ms) of the workouts that earned XP that day. */
  spans: [number, number][];
}

export const NO_TRAINING: TrainingDay = { day: null, xp: 0, spans: [] };

export type TrainingEvent = { kind: 'workout'; day: string; completed: boolean; span: [number, number] } | { kind: 'session'; day: string };

/**
 * The XP a training event earns and the day after it: the rule's XP, cut to what the day's cap
 * leaves. An unfinished workout, or one overlapping a workout that already earned, earns nothing.
 * An event dated before the day kept (an offline log sent late) counts against that day only if it
 * is that day; an older day's cap is not reopened.
 */
export function trainingAward(before: TrainingDay, event: TrainingEvent): { xp: number; after: TrainingDay } {
  if (before.day !== null && event.day < before.day) return { xp: 0, after: before };
  const today: TrainingDay = before.day === event.day ? before : { day: event.day, xp: 0, spans: [] };
  if (event.kind === 'workout') {
    const [start, end] = event.span;
    const overlaps = today.spans.some(([s, e]) => start < e && s < end);
    if (!event.completed || overlaps) return { xp: 0, after: today };
  }
  const xp = Math.max(0, Math.min(event.kind === 'workout' ? WORKOUT_XP : SESSION_XP, TRAINING_XP_DAILY_CAP - today.xp));
  if (xp === 0) return { xp: 0, after: today };
  return {
    xp,
    after: { day: today.day, xp: today.xp + xp, spans: event.kind === 'workout' ? [...today.spans, event.span] : today.spans },
  };
}

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
