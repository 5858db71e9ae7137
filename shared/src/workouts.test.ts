import { describe, expect, it } from 'vitest';
import {
  isStandingProgram,
  WORKOUT_EXERCISES,
  WORKOUT_PREPARE_SECONDS,
  WORKOUT_PROGRAMS,
  workoutDurationSeconds,
  workoutIntervalCount,
  workoutTimeline,
  workoutWorkSeconds,
} from './workouts';

describe('the workout programs', () => {
  it('are at least 12, each of known exercises, and every exercise is used', () => {
    expect(WORKOUT_PROGRAMS.length).toBeGreaterThanOrEqual(12);
    const known = new Set<string>(WORKOUT_EXERCISES.map((exercise) => exercise.id));
    const used = new Set<string>(WORKOUT_PROGRAMS.flatMap((program) => program.exercises));
    expect([...used].filter((id) => !known.has(id))).toEqual([]);
    expect([...known].filter((id) => !used.has(id))).toEqual([]);
    expect(new Set(WORKOUT_PROGRAMS.map((program) => program.id)).size).toBe(WORKOUT_PROGRAMS.length);
  });

  it('include standing ones for VR, and last between 8 and 30 minutes', () => {
    expect(WORKOUT_PROGRAMS.filter(isStandingProgram).length).toBeGreaterThanOrEqual(3);
    for (const program of WORKOUT_PROGRAMS) {
      expect(workoutDurationSeconds(program)).toBeGreaterThan(8 * 60);
      expect(workoutDurationSeconds(program)).toBeLessThan(30 * 60);
    }
  });
});

describe('workoutTimeline', () => {
  const program = {
    id: 't',
    level: 'beginner',
    equipment: ['none'],
    rounds: 2,
    workSeconds: 40,
    restSeconds: 20,
    roundRestSeconds: 60,
    exercises: ['push-up', 'plank'],
  } as const;

  it('gets ready, then works and rests through each round, with a round rest between rounds and none at the end', () => {
    const timeline = workoutTimeline(program);
    expect(timeline.map((s) => `${s.kind}:${s.round}:${s.exerciseIndex}:${s.duration / 1000}`)).toEqual([
      `prepare:0:0:${WORKOUT_PREPARE_SECONDS}`,
      'work:0:0:40',
      'rest:0:1:20',
      'work:0:1:40',
      'round-rest:1:0:60',
      'work:1:0:40',
      'rest:1:1:20',
      'work:1:1:40',
    ]);
    for (let i = 1; i < timeline.length; i++) expect(timeline[i]!.start).toBe(timeline[i - 1]!.start + timeline[i - 1]!.duration);
    expect(workoutDurationSeconds(program)).toBe(WORKOUT_PREPARE_SECONDS + 40 * 4 + 20 * 2 + 60);
    expect(workoutWorkSeconds(program)).toBe(160);
    expect(workoutIntervalCount(program)).toBe(4);
  });
});
