// Finding exercises by words, in any of the four languages: the library screen's search and the
// chat's "swap the squats" both read names through here.
import { suitsProfile } from './equipment';
import { EXERCISES } from './library';
import { COACH_LOCALES, type CoachLocale, type CoachProfile, type Exercise, type Muscle, type Pattern } from './types';

/** Lower case, no accents, words separated by single spaces: "Sentadilla búlgara!" → "sentadilla bulgara". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export interface ExerciseFilters {
  pattern?: Pattern;
  muscle?: Muscle;
  /** Only what this member can do (equipment, avoided movements, level). */
  profile?: Pick<CoachProfile, 'equipment' | 'avoid' | 'level'>;
}

const normalizedNames = new Map<string, string[]>(
  EXERCISES.map((exercise) => [exercise.id, COACH_LOCALES.map((locale) => normalizeText(exercise.name[locale]))]),
);

/** Exercises whose name (in `locale` first, then any language) holds every word of the query; filters narrow it. */
export function searchExercises(query: string, locale: CoachLocale, filters: ExerciseFilters = {}): Exercise[] {
  const words = normalizeText(query).split(' ').filter(Boolean);
  const own = COACH_LOCALES.indexOf(locale);
  const matches: { exercise: Exercise; rank: number }[] = [];
  for (const exercise of EXERCISES) {
    if (filters.pattern && exercise.pattern !== filters.pattern) continue;
    if (filters.muscle && !exercise.muscles.includes(filters.muscle)) continue;
    if (filters.profile && !suitsProfile(exercise, filters.profile)) continue;
    const names = normalizedNames.get(exercise.id) ?? [];
    const inOwn = words.every((word) => names[own]?.includes(word));
    const inAny = inOwn || names.some((name) => words.every((word) => name.includes(word)));
    if (words.length > 0 && !inAny) continue;
    matches.push({ exercise, rank: inOwn ? 0 : 1 });
  }
  return matches
    .sort((a, b) => a.rank - b.rank || a.exercise.name[locale].localeCompare(b.exercise.name[locale], locale))
    .map((match) => match.exercise);
}

/**
 * The exercise a message names, among `candidates` (a plan's exercises first): a whole name in
 * any language wins; otherwise the one sharing the most words of four letters or more.
 */
export function exerciseNamedIn(text: string, candidates: readonly Exercise[]): Exercise | null {
  const message = ` ${normalizeText(text)} `;
  const words = new Set(message.split(' ').filter((word) => word.length >= 4));
  let best: { exercise: Exercise; score: number } | null = null;
  for (const exercise of candidates) {
    const names = normalizedNames.get(exercise.id) ?? [];
    let score = 0;
    for (const name of names) {
      if (message.includes(` ${name} `)) score = Math.max(score, 100 + name.length);
      const shared = name
        .split(' ')
        .filter((word) => word.length >= 4 && (words.has(word) || words.has(`${word}s`) || words.has(word.replace(/s$/, ''))));
      score = Math.max(score, shared.length);
    }
    if (score > 0 && (!best || score > best.score)) best = { exercise, score };
  }
  return best?.exercise ?? null;
}
