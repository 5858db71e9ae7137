// Finding exercises by words, in the member's language and in English: the library screen's search
// and the chat's "swap the squats" both read names through here. The names come from the caller
// (texts/: the app loads only the language it shows).
import { suitsProfile } from './equipment';
import { ENGLISH_NAMES, EXERCISES } from './library';
import type { CoachLocale, CoachProfile, Exercise, ExerciseTexts, Muscle, Pattern } from './types';

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

const normalized = new WeakMap<ExerciseTexts, ReadonlyMap<string, string>>();

/** A language's names, normalized once. */
function normalizedNames(names: ExerciseTexts): ReadonlyMap<string, string> {
  let map = normalized.get(names);
  if (!map) {
    map = new Map(Object.entries(names).map(([id, name]) => [id, normalizeText(name)]));
    normalized.set(names, map);
  }
  return map;
}

/** The names a member's words are read against, normalized: their language's, then English. */
function namesToRead(names: ExerciseTexts): ReadonlyMap<string, string>[] {
  return (names === ENGLISH_NAMES ? [names] : [names, ENGLISH_NAMES]).map(normalizedNames);
}

/**
 * Exercises whose name (in the member's language, `names`, first, then in English) holds every word
 * of the query, sorted by their name in `locale`; filters narrow it.
 */
export function searchExercises(query: string, names: ExerciseTexts, locale: CoachLocale, filters: ExerciseFilters = {}): Exercise[] {
  const words = normalizeText(query).split(' ').filter(Boolean);
  const [own, ...others] = namesToRead(names);
  const matches: { exercise: Exercise; rank: number }[] = [];
  for (const exercise of EXERCISES) {
    if (filters.pattern && exercise.pattern !== filters.pattern) continue;
    if (filters.muscle && !exercise.muscles.includes(filters.muscle)) continue;
    if (filters.profile && !suitsProfile(exercise, filters.profile)) continue;
    const holds = (table: ReadonlyMap<string, string> | undefined) => words.every((word) => table?.get(exercise.id)?.includes(word));
    const inOwn = holds(own);
    if (words.length > 0 && !inOwn && !others.some(holds)) continue;
    matches.push({ exercise, rank: inOwn ? 0 : 1 });
  }
  const nameOf = (exercise: Exercise) => names[exercise.id] ?? exercise.name;
  return matches
    .sort((a, b) => a.rank - b.rank || nameOf(a.exercise).localeCompare(nameOf(b.exercise), locale))
    .map((match) => match.exercise);
}

/**
 * The exercise a message names, among `candidates` (a plan's exercises first), reading the names in
 * the member's language (`names`) and in English: a whole name wins; otherwise the one sharing the
 * most words of four letters or more.
 */
export function exerciseNamedIn(text: string, candidates: readonly Exercise[], names: ExerciseTexts): Exercise | null {
  const message = ` ${normalizeText(text)} `;
  const words = new Set(message.split(' ').filter((word) => word.length >= 4));
  const tables = namesToRead(names);
  let best: { exercise: Exercise; score: number } | null = null;
  for (const exercise of candidates) {
    let score = 0;
    for (const table of tables) {
      const name = table.get(exercise.id);
      if (!name) continue;
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
