// The workout player's timing, with no React and no timers: where a session is, given the wall
// clock. Position is derived from the time now, not counted by ticks, so a tab the browser
// throttled in the background (or a phone that slept) catches up the moment it looks again; pause,
// skip and back are recorded so the exercise actually done can be told from the time skipped.
import type { WorkoutSegment } from '@fitchoice/shared';

export interface PlayerState {
  /** Wall-clock ms when the session started. */
  startedAt: number;
  /** Wall-clock ms when paused; null while playing. */
  pausedAt: number | null;
  /** Paused time before the current pause. */
  pausedMs: number;
  /** Where skip and back moved the position (timeline ms from, to), in order. */
  jumps: readonly { from: number; to: number }[];
}

export function startPlayer(now: number): PlayerState {
  return { startedAt: now, pausedAt: null, pausedMs: 0, jumps: [] };
}

export function totalMs(timeline: readonly WorkoutSegment[]): number {
  const last = timeline.at(-1);
  return last ? last.start + last.duration : 0;
}

/** Ms into the timeline at `now` (never past its end). */
export function elapsedAt(timeline: readonly WorkoutSegment[], state: PlayerState, now: number): number {
  const paused = state.pausedMs + (state.pausedAt === null ? 0 : now - state.pausedAt);
  const shift = state.jumps.reduce((sum, jump) => sum + jump.to - jump.from, 0);
  return Math.min(totalMs(timeline), Math.max(0, now - state.startedAt - paused + shift));
}

export function pausePlayer(state: PlayerState, now: number): PlayerState {
  return state.pausedAt === null ? { ...state, pausedAt: now } : state;
}

export function resumePlayer(state: PlayerState, now: number): PlayerState {
  return state.pausedAt === null ? state : { ...state, pausedAt: null, pausedMs: state.pausedMs + now - state.pausedAt };
}

export function segmentIndexAt(timeline: readonly WorkoutSegment[], elapsed: number): number {
  const index = timeline.findIndex((segment) => elapsed < segment.start + segment.duration);
  return index === -1 ? timeline.length - 1 : index;
}

export interface Position {
  index: number;
  segment: WorkoutSegment;
  /** Ms left in the segment. */
  remainingMs: number;
  elapsed: number;
  finished: boolean;
}

export function positionAt(timeline: readonly WorkoutSegment[], state: PlayerState, now: number): Position {
  const elapsed = elapsedAt(timeline, state, now);
  const index = segmentIndexAt(timeline, elapsed);
  const segment = timeline[index]!;
  return {
    index,
    segment,
    remainingMs: Math.max(0, segment.start + segment.duration - elapsed),
    elapsed,
    finished: elapsed >= totalMs(timeline),
  };
}

function jumpTo(timeline: readonly WorkoutSegment[], state: PlayerState, now: number, target: number): PlayerState {
  const from = elapsedAt(timeline, state, now);
  return from === target ? state : { ...state, jumps: [...state.jumps, { from, to: target }] };
}

/** To the next interval's start (the end, from the last one). */
export function skipForward(timeline: readonly WorkoutSegment[], state: PlayerState, now: number): PlayerState {
  const index = segmentIndexAt(timeline, elapsedAt(timeline, state, now));
  const next = timeline[index + 1];
  return jumpTo(timeline, state, now, next ? next.start : totalMs(timeline));
}

/** Back to this interval's start, or to the one before when this one has only just begun (as a music player's back). */
export const BACK_RESTARTS_AFTER_MS = 3000;
export function skipBack(timeline: readonly WorkoutSegment[], state: PlayerState, now: number): PlayerState {
  const elapsed = elapsedAt(timeline, state, now);
  const index = segmentIndexAt(timeline, elapsed);
  const current = timeline[index]!;
  const target = elapsed - current.start > BACK_RESTARTS_AFTER_MS || index === 0 ? current.start : timeline[index - 1]!.start;
  return jumpTo(timeline, state, now, target);
}

/** The stretches of the timeline actually played (not jumped over), merged. */
function playedRanges(timeline: readonly WorkoutSegment[], state: PlayerState, now: number): [number, number][] {
  const ranges: [number, number][] = [];
  let from = 0;
  for (const jump of state.jumps) {
    ranges.push([from, jump.from]);
    from = jump.to;
  }
  ranges.push([from, elapsedAt(timeline, state, now)]);
  const sorted = ranges.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

export interface SessionSummary {
  /** Seconds of work intervals played (skipped time does not count). */
  activeSeconds: number;
  /** Work intervals played to their end. */
  completedIntervals: number;
}

export function summarize(timeline: readonly WorkoutSegment[], state: PlayerState, now: number): SessionSummary {
  const played = playedRanges(timeline, state, now);
  let activeMs = 0;
  let completed = 0;
  for (const segment of timeline) {
    if (segment.kind !== 'work') continue;
    const end = segment.start + segment.duration;
    for (const [a, b] of played) activeMs += Math.max(0, Math.min(b, end) - Math.max(a, segment.start));
    if (played.some(([a, b]) => a < end && end <= b)) completed += 1;
  }
  return { activeSeconds: Math.floor(activeMs / 1000), completedIntervals: completed };
}

export type Cue =
  | { type: 'segment'; index: number; kind: WorkoutSegment['kind'] }
  | { type: 'countdown'; secondsLeft: 1 | 2 | 3 }
  | { type: 'finish' };

/** Longer than a few ticks between two looks: the tab was in the background or the device slept. */
export const CATCH_UP_GAP_MS = 2500;

/**
 * What the member should hear between two looks at the clock: each interval that began (and the
 * 3-2-1 before each change), and the end. After a gap (a backgrounded tab catching up) only the
 * latest change is said, not every beep that was missed.
 */
export function cuesBetween(timeline: readonly WorkoutSegment[], from: number, to: number): Cue[] {
  if (to <= from) return [];
  const total = totalMs(timeline);
  const cues: { at: number; cue: Cue }[] = [];
  timeline.forEach((segment, index) => {
    if (index > 0 && segment.start > from && segment.start <= to)
      cues.push({ at: segment.start, cue: { type: 'segment', index, kind: segment.kind } });
    const end = segment.start + segment.duration;
    for (const secondsLeft of [3, 2, 1] as const) {
      const at = end - secondsLeft * 1000;
      if (at > from && at <= to && at > segment.start) cues.push({ at, cue: { type: 'countdown', secondsLeft } });
    }
  });
  if (total > from && total <= to) cues.push({ at: total, cue: { type: 'finish' } });
  cues.sort((a, b) => a.at - b.at);
  if (to - from > CATCH_UP_GAP_MS) {
    const changes = cues.filter(({ cue }) => cue.type !== 'countdown');
    return changes.length > 0 ? [changes.at(-1)!.cue] : [];
  }
  return cues.map(({ cue }) => cue);
}
