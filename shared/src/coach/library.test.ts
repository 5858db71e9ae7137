import { describe, expect, it } from 'vitest';
import { instructionsOf } from './instructions';
import { EXERCISES } from './library';
import { searchExercises } from './search';
import { AVOID_TAGS, COACH_LOCALES, EQUIPMENT, LEVELS, MUSCLES, PATTERNS } from './types';

describe('the exercise library', () => {
  it('has at least 120 exercises with unique ids', () => {
    expect(EXERCISES.length).toBeGreaterThanOrEqual(120);
    expect(new Set(EXERCISES.map((exercise) => exercise.id)).size).toBe(EXERCISES.length);
  });

  it.each(EXERCISES.map((exercise) => ({ $case: exercise.id, exercise })))('$case is complete in en, es, fr and pt', ({ exercise }) => {
    for (const locale of COACH_LOCALES) {
      expect(exercise.name[locale].trim().length, `${locale} name`).toBeGreaterThan(2);
      expect(instructionsOf(exercise.id, locale).trim().length, `${locale} instructions`).toBeGreaterThan(30);
    }
    expect(PATTERNS).toContain(exercise.pattern);
    expect(LEVELS).toContain(exercise.level);
    expect(exercise.muscles.length).toBeGreaterThan(0);
    for (const muscle of exercise.muscles) expect(MUSCLES).toContain(muscle);
    for (const item of exercise.equipment) expect(EQUIPMENT).toContain(item);
    for (const tag of exercise.stresses) expect(AVOID_TAGS).toContain(tag);
  });

  it('has every pattern, and something with no equipment and no stress for the basics', () => {
    for (const pattern of PATTERNS)
      expect(
        EXERCISES.some((exercise) => exercise.pattern === pattern),
        pattern,
      ).toBe(true);
    for (const pattern of ['squat', 'push_horizontal', 'core', 'cardio', 'mobility'] as const) {
      expect(
        EXERCISES.some((e) => e.pattern === pattern && e.equipment.length === 0 && e.stresses.length === 0),
        pattern,
      ).toBe(true);
    }
  });
});

describe('searchExercises', () => {
  it('finds by name in the member language, accents ignored', () => {
    expect(searchExercises('sentadilla bulgara', 'es').map((e) => e.id)).toEqual(['bulgarian-split-squat']);
    expect(searchExercises('SOULEVÉ', 'fr').map((e) => e.id)).toContain('barbell-deadlift');
  });

  it('finds by an English name from any language, and narrows by pattern and by what the member can do', () => {
    expect(searchExercises('plank', 'pt').map((e) => e.id)).toContain('plank');
    const pulls = searchExercises('', 'en', { pattern: 'pull_vertical', profile: { equipment: ['band'], avoid: [], level: 'beginner' } });
    expect(pulls.map((e) => e.id)).toEqual(['band-lat-pulldown']);
  });
});
