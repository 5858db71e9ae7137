// Joinable challenges: a goal counted from verified events inside the challenge's dates (and its
// region, when it has one), from the moment the member joined. An event moves each open challenge
// of the member's at most once, and the event that reaches the target completes it: its reward is
// paid in that event's own transaction (progress.ts), so it is paid once.
import type { ChallengeMeasure } from '@fitchoice/shared/api';

export interface ChallengeRules {
  measure: ChallengeMeasure;
  target: number;
  startsAt: string;
  endsAt: string;
  /** Only events in this region count; null: everywhere. */
  region: string | null;
}

/**
 * A verified event: a check-in (the day it counts on, the gym, the streak after it) or a
 * professional session completed; `region` is where it happened (the gym's, the professional's).
 */
export type ChallengeEvent =
  | { kind: 'checkin'; day: string; gymId: string; region: string; streak: number }
  | { kind: 'session'; region: string };

export interface MemberProgress {
  /** Toward the target: days, gyms, sessions, or the best streak (never past the target). */
  count: number;
  /** The days or gyms already counted (checkin_days, distinct_gyms), so one counts once. */
  seen: string[];
  completedAt: string | null;
}

export const NO_PROGRESS: MemberProgress = { count: 0, seen: [], completedAt: null };

export type ChallengeState = 'upcoming' | 'open' | 'ended';

export function challengeState(rules: Pick<ChallengeRules, 'startsAt' | 'endsAt'>, nowMs: number): ChallengeState {
  if (nowMs < Date.parse(rules.startsAt)) return 'upcoming';
  return nowMs < Date.parse(rules.endsAt) ? 'open' : 'ended';
}

/** Whether an event at `atMs` counts toward the challenge: inside its dates, after joining, in its region, of its kind. */
export function eventCounts(rules: ChallengeRules, joinedAt: string, event: ChallengeEvent, atMs: number): boolean {
  if (challengeState(rules, atMs) !== 'open' || atMs < Date.parse(joinedAt)) return false;
  if (rules.region !== null && event.region !== rules.region) return false;
  return event.kind === 'session' ? rules.measure === 'sessions_completed' : rules.measure !== 'sessions_completed';
}

/** What the event adds under the challenge's measure. */
function counted(rules: ChallengeRules, before: MemberProgress, event: ChallengeEvent): Pick<MemberProgress, 'count' | 'seen'> {
  if (event.kind === 'session') return { count: before.count + 1, seen: before.seen };
  if (rules.measure === 'streak') return { count: Math.max(before.count, event.streak), seen: before.seen };
  const value = rules.measure === 'checkin_days' ? event.day : event.gymId;
  if (before.seen.includes(value)) return before;
  return { count: before.count + 1, seen: [...before.seen, value] };
}

/**
 * The member's progress after an event, whether it moved, and whether this event completed the
 * challenge. A completed challenge never moves again.
 */
export function advanceChallenge(
  rules: ChallengeRules,
  joinedAt: string,
  before: MemberProgress,
  event: ChallengeEvent,
  atMs: number,
): { progress: MemberProgress; moved: boolean; completed: boolean } {
  if (before.completedAt !== null || !eventCounts(rules, joinedAt, event, atMs))
    return { progress: before, moved: false, completed: false };
  const next = counted(rules, before, event);
  const count = Math.min(rules.target, next.count);
  if (count === before.count) return { progress: before, moved: false, completed: false };
  const completed = count >= rules.target;
  return { progress: { count, seen: next.seen, completedAt: completed ? new Date(atMs).toISOString() : null }, moved: true, completed };
}
