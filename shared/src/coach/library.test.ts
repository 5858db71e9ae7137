import { describe, expect, it } from 'vitest';
import { LANGUAGES, type LanguageCode } from '../regions';
import { ENGLISH_NAMES, EXERCISES } from './library';
import { searchExercises } from './search';
import { LIBRARY_TEXTS } from './texts/index';
import { exerciseNamesIn } from './texts/names';
import { AVOID_TAGS, COACH_LOCALES, EQUIPMENT, LEVELS, MUSCLES, PATTERNS } from './types';

/** The script each language not written in Latin letters uses: its texts hold no Latin word (an English leftover). */
const SCRIPTS: Partial<Record<LanguageCode, RegExp>> = {
  ja: /[\p{Script=Katakana}\p{Script=Hiragana}\p{Script=Han}]/u,
  ko: /\p{Script=Hangul}/u,
  zh: /\p{Script=Han}/u,
  hi: /\p{Script=Devanagari}/u,
  ar: /\p{Script=Arabic}/u,
  ru: /\p{Script=Cyrillic}/u,
};

const IDS = EXERCISES.map((exercise) => exercise.id).sort();
const TEXTS = await Promise.all(COACH_LOCALES.map(async (locale) => ({ locale, ...(await LIBRARY_TEXTS[locale]()) })));

describe('the exercise library', () => {
  it('has at least 120 exercises with unique ids', () => {
    expect(EXERCISES.length).toBeGreaterThanOrEqual(120);
    expect(new Set(EXERCISES.map((exercise) => exercise.id)).size).toBe(EXERCISES.length);
  });

  it.each(EXERCISES.map((exercise) => ({ case: exercise.id, exercise })))('$case is complete', ({ exercise }) => {
    expect(exercise.name.trim().length).toBeGreaterThan(2);
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

describe('the library in each language', () => {
  it.each(TEXTS)('$locale names every exercise and says how to do it, and nothing else', ({ locale, names, instructions }) => {
    expect(Object.keys(names).sort()).toEqual(IDS);
    expect(Object.keys(instructions).sort()).toEqual(IDS);
    for (const id of IDS) {
      expect(names[id]!.trim().length, `${id} name`).toBeGreaterThan(1);
      expect(instructions[id]!.trim().length, `${id} instructions`).toBeGreaterThan(10);
      if (locale !== 'en') expect(instructions[id], `${id} instructions`).not.toBe(TEXTS[0]!.instructions[id]);
      const script = SCRIPTS[locale];
      for (const text of script ? [names[id]!, instructions[id]!] : []) {
        expect(text, `${id} in ${locale}`).toMatch(script!);
        expect(text, `${id} in ${locale}`).not.toMatch(/[A-Za-z]{2,}/);
      }
    }
    // A name points to one exercise: the chat finds exercises by name.
    expect(new Set(Object.values(names)).size).toBe(IDS.length);
    expect(exerciseNamesIn(locale)).toBe(names);
  });

  it('exists in every language the app offers', () => {
    expect([...COACH_LOCALES].sort()).toEqual(LANGUAGES.map((language) => language.code).sort());
  });

  it('reads English names from the library itself', () => {
    expect(TEXTS[0]!.names).toBe(ENGLISH_NAMES);
    expect(ENGLISH_NAMES['goblet-squat']).toBe('Goblet squat');
  });
});

describe('searchExercises', () => {
  it('finds by name in the member language, accents ignored', () => {
    expect(searchExercises('sentadilla bulgara', exerciseNamesIn('es'), 'es').map((e) => e.id)).toEqual(['bulgarian-split-squat']);
    expect(searchExercises('SOULEVÉ', exerciseNamesIn('fr'), 'fr').map((e) => e.id)).toContain('barbell-deadlift');
  });

  it('finds by an English name too, and narrows by pattern and by what the member can do', () => {
    expect(searchExercises('plank', exerciseNamesIn('pt'), 'pt').map((e) => e.id)).toContain('plank');
    const pulls = searchExercises('', ENGLISH_NAMES, 'en', {
      pattern: 'pull_vertical',
      profile: { equipment: ['band'], avoid: [], level: 'beginner' },
    });
    expect(pulls.map((e) => e.id)).toEqual(['band-lat-pulldown']);
  });

  it('lists what the own language names first, sorted by that name', () => {
    const found = searchExercises('press', exerciseNamesIn('pt'), 'pt').map((e) => exerciseNamesIn('pt')[e.id]!);
    const own = found.filter((name) => name.toLowerCase().includes('press'));
    expect(found.slice(0, own.length)).toEqual([...own].sort((a, b) => a.localeCompare(b, 'pt')));
  });
});
