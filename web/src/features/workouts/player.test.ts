// The player's timing against a fake clock: intervals, pause, skip and back, and a tab that was in
// the background catching up.
import { WORKOUT_PREPARE_SECONDS, type WorkoutProgram, workoutTimeline } from '@fitchoice/shared';
import { describe, expect, it } from 'vitest';
import { cuesBetween, pausePlayer, positionAt, resumePlayer, skipBack, skipForward, startPlayer, summarize, totalMs } from './player';

const program: WorkoutProgram = {
  id: 'test',
  level: 'beginner',
  equipment: ['none'],
  rounds: 2,
  workSeconds: 40,
  restSeconds: 20,
  roundRestSeconds: 60,
  exercises: ['push-up', 'plank'],
};
const timeline = workoutTimeline(program);
const T0 = 1_000_000;
const s = (seconds: number) => T0 + seconds * 1000;
const PREP = WORKOUT_PREPARE_SECONDS;

describe('the player', () => {
  it('walks through get ready, work, rest and the round rest by the clock', () => {
    const state = startPlayer(T0);
    expect(positionAt(timeline, state, s(0))).toMatchObject({ index: 0, remainingMs: PREP * 1000 });
    expect(positionAt(timeline, state, s(PREP + 5)).segment).toMatchObject({ kind: 'work', exerciseIndex: 0, round: 0 });
    expect(positionAt(timeline, state, s(PREP + 5)).remainingMs).toBe(35_000);
    expect(positionAt(timeline, state, s(PREP + 45)).segment).toMatchObject({ kind: 'rest', exerciseIndex: 1 });
    expect(positionAt(timeline, state, s(PREP + 101)).segment).toMatchObject({ kind: 'round-rest', round: 1 });
    expect(positionAt(timeline, state, s(PREP + 161)).segment).toMatchObject({ kind: 'work', round: 1, exerciseIndex: 0 });
    const end = totalMs(timeline) / 1000;
    expect(positionAt(timeline, state, s(end - 1)).finished).toBe(false);
    expect(positionAt(timeline, state, s(end))).toMatchObject({ finished: true, remainingMs: 0 });
    expect(positionAt(timeline, state, s(end + 600)).elapsed).toBe(totalMs(timeline));
  });

  it('stands still while paused and goes on from there', () => {
    let state = pausePlayer(startPlayer(T0), s(PREP + 10));
    expect(positionAt(timeline, state, s(PREP + 500)).remainingMs).toBe(30_000);
    state = resumePlayer(state, s(PREP + 500));
    expect(positionAt(timeline, state, s(PREP + 505)).remainingMs).toBe(25_000);
    // Pausing twice, or resuming while playing, changes nothing.
    expect(resumePlayer(state, s(PREP + 600))).toBe(state);
    const paused = pausePlayer(state, s(PREP + 506));
    expect(pausePlayer(paused, s(PREP + 700))).toBe(paused);
  });

  it('catches up after the tab was in the background: the position is the clock’s, and only the latest change is said', () => {
    const state = startPlayer(T0);
    const before = positionAt(timeline, state, s(PREP + 2));
    // The browser throttled timers for 75 s; the next look lands in the second exercise.
    const after = positionAt(timeline, state, s(PREP + 77));
    expect(after.segment).toMatchObject({ kind: 'work', exerciseIndex: 1, round: 0 });
    expect(after.remainingMs).toBe(23_000);
    expect(cuesBetween(timeline, before.elapsed, after.elapsed)).toEqual([{ type: 'segment', index: 3, kind: 'work' }]);
  });

  it('says 3-2-1 before each change and names the interval that begins, in order', () => {
    const workStart = timeline[1]!.start;
    const cues = cuesBetween(timeline, workStart - 3500, workStart - 2000);
    expect(cues).toEqual([
      { type: 'countdown', secondsLeft: 3 },
      { type: 'countdown', secondsLeft: 2 },
    ]);
    expect(cuesBetween(timeline, workStart - 1500, workStart)).toEqual([
      { type: 'countdown', secondsLeft: 1 },
      { type: 'segment', index: 1, kind: 'work' },
    ]);
    const end = totalMs(timeline);
    expect(cuesBetween(timeline, end - 200, end)).toEqual([{ type: 'finish' }]);
    expect(cuesBetween(timeline, 5000, 5000)).toEqual([]);
  });

  it('skips to the next interval and back to this one’s start, or the one before when it has only just begun', () => {
    let state = startPlayer(T0);
    state = skipForward(timeline, state, s(3));
    expect(positionAt(timeline, state, s(3)).segment.kind).toBe('work');
    state = skipForward(timeline, state, s(13));
    expect(positionAt(timeline, state, s(13))).toMatchObject({ index: 2, remainingMs: 20_000 });
    state = skipBack(timeline, state, s(14));
    expect(positionAt(timeline, state, s(14)).index).toBe(1);
    state = skipBack(timeline, state, s(24));
    expect(positionAt(timeline, state, s(24))).toMatchObject({ index: 1, remainingMs: 40_000 });
  });

  it('counts only the exercise actually done: skipped work is not active time and not a completed interval', () => {
    let state = startPlayer(T0);
    // Play get ready and the first work interval to its end, then skip the rest and the second exercise.
    const afterFirst = s(PREP + 40);
    state = skipForward(timeline, state, afterFirst); // rest -> next work
    state = skipForward(timeline, state, afterFirst); // second work -> round rest
    state = skipForward(timeline, state, afterFirst); // round rest -> round 2, first work
    const done = s(PREP + 40 + 40);
    expect(summarize(timeline, state, done)).toEqual({ activeSeconds: 80, completedIntervals: 2 });
    // Going back over a played interval does not count it twice.
    state = skipBack(timeline, state, done);
    state = skipBack(timeline, state, done);
    expect(summarize(timeline, state, done + 40_000).activeSeconds).toBeLessThanOrEqual(120);
  });

  it('counts a whole session played through', () => {
    const state = startPlayer(T0);
    expect(summarize(timeline, state, s(totalMs(timeline) / 1000 + 30))).toEqual({ activeSeconds: 160, completedIntervals: 4 });
  });
});
