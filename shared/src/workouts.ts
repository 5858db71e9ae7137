// The guided workout programs: follow-along sessions "in the style of" well-known training
// approaches (never a real person's name or likeness), each a sequence of exercises played as
// work/rest intervals over rounds. Pure data and arithmetic, shared by the app (the player) and the
// server (which checks a logged workout against its program). The words (names, instructions) are
// in the app's catalogues, by id.
//
// The exercises are the programs' own until the coach's exercise library exists: each carries
// `libraryId` (null for now) so a program can point at the library's exercise later without
// changing its sequence.

export type WorkoutEquipment = 'none' | 'mat' | 'dumbbells' | 'kettlebell' | 'jump-rope' | 'bench' | 'pull-up-bar';
export type WorkoutLevel = 'beginner' | 'intermediate' | 'advanced';

export interface WorkoutExercise {
  id: string;
  /** What the exercise needs (any one of them); 'none' for bodyweight. */
  equipment: readonly WorkoutEquipment[];
  muscles: readonly string[];
  /** Done on one's feet in a small space (no floor work): playable in a VR headset. */
  standing: boolean;
  /** The coach's library id of the same movement, once the library exists. */
  libraryId: string | null;
}

const exercise = (id: string, equipment: WorkoutEquipment[], muscles: string[], standing: boolean): WorkoutExercise => ({
  id,
  equipment,
  muscles,
  standing,
  libraryId: null,
});

export const WORKOUT_EXERCISES = [
  exercise('jumping-jacks', ['none'], ['full-body'], true),
  exercise('high-knees', ['none'], ['legs', 'cardio'], true),
  exercise('butt-kicks', ['none'], ['legs', 'cardio'], true),
  exercise('bodyweight-squat', ['none'], ['quads', 'glutes'], true),
  exercise('jump-squat', ['none'], ['quads', 'glutes', 'cardio'], true),
  exercise('reverse-lunge', ['none'], ['quads', 'glutes'], true),
  exercise('glute-bridge', ['mat'], ['glutes', 'hamstrings'], false),
  exercise('push-up', ['none'], ['chest', 'triceps'], false),
  exercise('pike-push-up', ['none'], ['shoulders', 'triceps'], false),
  exercise('tricep-dip', ['bench'], ['triceps'], false),
  exercise('plank', ['mat'], ['core'], false),
  exercise('side-plank', ['mat'], ['core', 'obliques'], false),
  exercise('mountain-climber', ['none'], ['core', 'cardio'], false),
  exercise('burpee', ['none'], ['full-body', 'cardio'], false),
  exercise('bicycle-crunch', ['mat'], ['core', 'obliques'], false),
  exercise('dead-bug', ['mat'], ['core'], false),
  exercise('superman', ['mat'], ['back', 'glutes'], false),
  exercise('skater-hop', ['none'], ['legs', 'cardio'], true),
  exercise('a-skip', ['none'], ['legs', 'cardio'], true),
  exercise('wall-sit', ['none'], ['quads'], false),
  exercise('calf-raise', ['none'], ['calves'], true),
  exercise('dumbbell-press', ['dumbbells'], ['shoulders', 'triceps'], true),
  exercise('dumbbell-row', ['dumbbells', 'kettlebell'], ['back', 'biceps'], true),
  exercise('dumbbell-curl', ['dumbbells'], ['biceps'], true),
  exercise('goblet-squat', ['kettlebell', 'dumbbells'], ['quads', 'glutes'], true),
  exercise('kettlebell-swing', ['kettlebell'], ['glutes', 'hamstrings', 'back'], true),
  exercise('jump-rope', ['jump-rope'], ['calves', 'cardio'], true),
  exercise('shadow-boxing', ['none'], ['shoulders', 'cardio'], true),
  exercise('bear-crawl', ['none'], ['full-body'], false),
  exercise('downward-dog', ['mat'], ['hamstrings', 'shoulders', 'mobility'], false),
  exercise('worlds-greatest-stretch', ['mat'], ['hips', 'mobility'], false),
  exercise('cat-cow', ['mat'], ['back', 'mobility'], false),
  exercise('hollow-hold', ['mat'], ['core'], false),
  exercise('pull-up', ['pull-up-bar'], ['back', 'biceps'], false),
] as const satisfies readonly WorkoutExercise[];

export type WorkoutExerciseId = (typeof WORKOUT_EXERCISES)[number]['id'];

export interface WorkoutProgram {
  id: string;
  level: WorkoutLevel;
  /** Everything the program needs; 'none' alone means bodyweight anywhere. */
  equipment: readonly WorkoutEquipment[];
  rounds: number;
  workSeconds: number;
  restSeconds: number;
  /** The rest between rounds (in place of the last exercise's rest). */
  roundRestSeconds: number;
  exercises: readonly WorkoutExerciseId[];
}

export const WORKOUT_PROGRAMS = [
  {
    id: 'superhero-upper',
    level: 'intermediate',
    equipment: ['dumbbells', 'bench'],
    rounds: 3,
    workSeconds: 40,
    restSeconds: 20,
    roundRestSeconds: 60,
    exercises: ['push-up', 'dumbbell-press', 'dumbbell-row', 'pike-push-up', 'tricep-dip', 'dumbbell-curl'],
  },
  {
    id: 'sprinter-legs',
    level: 'advanced',
    equipment: ['none'],
    rounds: 3,
    workSeconds: 40,
    restSeconds: 20,
    roundRestSeconds: 60,
    exercises: ['a-skip', 'jump-squat', 'reverse-lunge', 'skater-hop', 'calf-raise', 'high-knees'],
  },
  {
    id: 'boxer-conditioning',
    level: 'intermediate',
    equipment: ['jump-rope', 'mat'],
    rounds: 4,
    workSeconds: 45,
    restSeconds: 15,
    roundRestSeconds: 60,
    exercises: ['jump-rope', 'shadow-boxing', 'burpee', 'mountain-climber', 'plank'],
  },
  {
    id: 'dancer-core',
    level: 'beginner',
    equipment: ['mat'],
    rounds: 3,
    workSeconds: 40,
    restSeconds: 20,
    roundRestSeconds: 45,
    exercises: ['dead-bug', 'side-plank', 'glute-bridge', 'bicycle-crunch', 'superman'],
  },
  {
    id: 'yogi-flow',
    level: 'beginner',
    equipment: ['mat'],
    rounds: 2,
    workSeconds: 45,
    restSeconds: 15,
    roundRestSeconds: 30,
    exercises: ['cat-cow', 'downward-dog', 'worlds-greatest-stretch', 'glute-bridge', 'superman'],
  },
  {
    id: 'marathoner-strength',
    level: 'intermediate',
    equipment: ['mat'],
    rounds: 3,
    workSeconds: 40,
    restSeconds: 20,
    roundRestSeconds: 60,
    exercises: ['wall-sit', 'reverse-lunge', 'calf-raise', 'glute-bridge', 'side-plank', 'plank'],
  },
  {
    id: 'fighter-hiit',
    level: 'advanced',
    equipment: ['none'],
    rounds: 4,
    workSeconds: 30,
    restSeconds: 15,
    roundRestSeconds: 60,
    exercises: ['shadow-boxing', 'jump-squat', 'high-knees', 'jumping-jacks', 'skater-hop'],
  },
  {
    id: 'gymnast-core',
    level: 'advanced',
    equipment: ['mat', 'pull-up-bar'],
    rounds: 3,
    workSeconds: 30,
    restSeconds: 30,
    roundRestSeconds: 60,
    exercises: ['hollow-hold', 'pull-up', 'bear-crawl', 'pike-push-up', 'superman'],
  },
  {
    id: 'strongman-kettlebell',
    level: 'intermediate',
    equipment: ['kettlebell', 'mat'],
    rounds: 3,
    workSeconds: 40,
    restSeconds: 20,
    roundRestSeconds: 60,
    exercises: ['kettlebell-swing', 'goblet-squat', 'dumbbell-row', 'reverse-lunge', 'plank'],
  },
  {
    id: 'action-star-hotel',
    level: 'beginner',
    equipment: ['none'],
    rounds: 2,
    workSeconds: 40,
    restSeconds: 20,
    roundRestSeconds: 45,
    exercises: ['jumping-jacks', 'bodyweight-squat', 'push-up', 'reverse-lunge', 'mountain-climber'],
  },
  {
    id: 'footballer-agility',
    level: 'intermediate',
    equipment: ['none'],
    rounds: 3,
    workSeconds: 35,
    restSeconds: 25,
    roundRestSeconds: 60,
    exercises: ['high-knees', 'skater-hop', 'butt-kicks', 'reverse-lunge', 'jump-squat'],
  },
  {
    id: 'beach-abs',
    level: 'beginner',
    equipment: ['mat'],
    rounds: 3,
    workSeconds: 30,
    restSeconds: 20,
    roundRestSeconds: 40,
    exercises: ['bicycle-crunch', 'dead-bug', 'plank', 'mountain-climber', 'hollow-hold'],
  },
  {
    id: 'dance-cardio',
    level: 'beginner',
    equipment: ['none'],
    rounds: 3,
    workSeconds: 45,
    restSeconds: 15,
    roundRestSeconds: 45,
    exercises: ['jumping-jacks', 'butt-kicks', 'shadow-boxing', 'bodyweight-squat', 'calf-raise'],
  },
] as const satisfies readonly WorkoutProgram[];

export type WorkoutProgramId = (typeof WORKOUT_PROGRAMS)[number]['id'];
export const WORKOUT_PROGRAM_IDS = WORKOUT_PROGRAMS.map((program) => program.id) as [WorkoutProgramId, ...WorkoutProgramId[]];

/** The countdown before the first exercise. */
export const WORKOUT_PREPARE_SECONDS = 10;

export function getWorkoutProgram(id: string): WorkoutProgram | undefined {
  return WORKOUT_PROGRAMS.find((program) => program.id === id);
}

export function getWorkoutExercise(id: string): WorkoutExercise | undefined {
  return WORKOUT_EXERCISES.find((exercise) => exercise.id === id);
}

/** One stretch of a session's timeline. Offsets and durations are in milliseconds from the start. */
export interface WorkoutSegment {
  kind: 'prepare' | 'work' | 'rest' | 'round-rest';
  /** The exercise done (work) or coming next (prepare, rest, round-rest). */
  exerciseIndex: number;
  /** 0-based round. */
  round: number;
  start: number;
  duration: number;
}

/** The session as intervals: get ready, then each round's exercises with rests between, no rest after the last. */
export function workoutTimeline(program: WorkoutProgram): WorkoutSegment[] {
  const segments: WorkoutSegment[] = [];
  let start = 0;
  const push = (kind: WorkoutSegment['kind'], exerciseIndex: number, round: number, seconds: number) => {
    segments.push({ kind, exerciseIndex, round, start, duration: seconds * 1000 });
    start += seconds * 1000;
  };
  push('prepare', 0, 0, WORKOUT_PREPARE_SECONDS);
  const count = program.exercises.length;
  for (let round = 0; round < program.rounds; round++) {
    for (let index = 0; index < count; index++) {
      push('work', index, round, program.workSeconds);
      const lastOfRound = index === count - 1;
      if (lastOfRound && round === program.rounds - 1) continue;
      if (lastOfRound) push('round-rest', 0, round + 1, program.roundRestSeconds);
      else push('rest', index + 1, round, program.restSeconds);
    }
  }
  return segments;
}

/** The whole session, in seconds. */
export function workoutDurationSeconds(program: WorkoutProgram): number {
  const last = workoutTimeline(program).at(-1)!;
  return (last.start + last.duration) / 1000;
}

/** The seconds of exercise (work intervals) in a full session. */
export function workoutWorkSeconds(program: WorkoutProgram): number {
  return program.rounds * program.exercises.length * program.workSeconds;
}

/** The work intervals of a full session. */
export function workoutIntervalCount(program: WorkoutProgram): number {
  return program.rounds * program.exercises.length;
}

/** A program done standing in a small space (no floor work): the VR workouts. */
export function isStandingProgram(program: WorkoutProgram): boolean {
  return program.exercises.every((id) => getWorkoutExercise(id)?.standing === true);
}
