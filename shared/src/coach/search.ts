// Finding exercises by words, in the member's language and in English: the library screen's search
// and the chat's "swap the squats" both read names through here. The names come from the caller
// (texts/: the app loads only the language it shows).
import { suitsProfile } from './equipment';
import { ENGLISH_NAMES, EXERCISES } from './library';
import type { CoachLocale, CoachProfile, Exercise, ExerciseTexts, Muscle, Pattern } from './types';

/** Letters of the scripts written without spaces between words (Chinese, Japanese) or with particles joined to them (Korean). */
const DENSE_LETTERS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
const DENSE = new RegExp(`[${DENSE_LETTERS}]`, 'u');
/** Between a Latin or Cyrillic letter and a Chinese, Japanese or Korean one: "plankのやり方" is two words. */
const SCRIPT_CHANGE = new RegExp(
  `(?<=[\\p{Script=Latin}\\p{Script=Cyrillic}])(?=[${DENSE_LETTERS}])|(?<=[${DENSE_LETTERS}])(?=[\\p{Script=Latin}\\p{Script=Cyrillic}])`,
  'gu',
);

/** The digits members may type in their script (Arabic-Indic, Persian, Devanagari): each block's zero. */
const DIGIT_ZEROS = [0x660, 0x6f0, 0x966];

/**
 * Lower case, words separated by single spaces, and what members type either way made alike:
 * "Sentadilla búlgara!" → "sentadilla bulgara". Accents, Arabic short vowels and hamza seats, the
 * Devanagari nukta and full-width letters go; Arabic, Persian and Devanagari digits become 0-9; a
 * Latin word joined to Chinese, Japanese or Korean is a word of its own.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640\u093c]/g, '')
    .normalize('NFC')
    .replace(/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f]/g, (digit) => {
      const code = digit.charCodeAt(0);
      return String(code - DIGIT_ZEROS.findLast((zero) => zero <= code)!);
    })
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0649/g, '\u064a')
    .replace(/\u0901/g, '\u0902')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .replace(SCRIPT_CHANGE, ' ')
    .trim();
}

/**
 * Whether a normalized message, padded with a space each side, says a normalized phrase: as whole
 * words, or anywhere for a phrase in Chinese, Japanese or Korean.
 */
export function says(message: string, phrase: string): boolean {
  return DENSE.test(phrase) ? message.includes(phrase) : message.includes(` ${phrase} `);
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

/** An Arabic word without its article and the particles joined to it ("بالدمبل" → "دمبل"). */
function bare(word: string): string {
  return word.replace(/^(?:[وف]?[بكل]?ال|[وف]?لل)(?=\p{L}{2})/u, '');
}

function commonPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length++;
  return length;
}

/** The same word, give or take a plural s, an Arabic article or an ending (Russian cases, German and Italian plurals). */
function sameWord(a: string, b: string): boolean {
  const [x, y] = [bare(a), bare(b)];
  if (x === y || x === `${y}s` || y === `${x}s`) return true;
  const shorter = Math.min(x.length, y.length);
  return shorter >= 5 && commonPrefix(x, y) >= Math.max(5, Math.max(x.length, y.length) - 2);
}

/** The longest run of characters two strings share. */
function longestCommonRun(a: string, b: string): string {
  let best = '';
  for (let start = 0; start < b.length; start++) {
    for (let end = b.length; end - start > best.length; end--) {
      const run = b.slice(start, end);
      if (a.includes(run)) {
        best = run;
        break;
      }
    }
  }
  return best;
}

interface ReadMessage {
  /** Normalized, a space each side. */
  padded: string;
  /** Without spaces, for names in Chinese, Japanese and Korean. */
  compact: string;
  /** Its words of four letters or more. */
  words: string[];
}

/**
 * How well a message names an exercise by `name` (normalized): 100 and more for the whole name;
 * otherwise, the words of four letters or more it shares with the name, or, for a name in Chinese,
 * Japanese or Korean, the longest run of characters it shares (two or more with a Chinese character
 * or a Korean syllable, three or more in kana).
 */
function nameScore(message: ReadMessage, name: string): number {
  if (DENSE.test(name)) {
    const compact = name.replaceAll(' ', '');
    if (message.compact.includes(compact)) return 100 + compact.length;
    const run = longestCommonRun(message.compact, compact);
    return run.length >= (/[\p{Script=Han}\p{Script=Hangul}]/u.test(run) ? 2 : 3) ? run.length : 0;
  }
  if (message.padded.includes(` ${name} `)) return 100 + name.length;
  return name.split(' ').filter((word) => word.length >= 4 && message.words.some((said) => sameWord(said, word))).length;
}

/**
 * The exercise a message names, among `candidates` (a plan's exercises first), reading the names in
 * the member's language (`names`) and in English: a whole name wins, then the name sharing the most
 * (nameScore); between equals, the first candidate.
 */
export function exerciseNamedIn(text: string, candidates: readonly Exercise[], names: ExerciseTexts): Exercise | null {
  const normalizedText = normalizeText(text);
  const message: ReadMessage = {
    padded: ` ${normalizedText} `,
    compact: normalizedText.replaceAll(' ', ''),
    words: normalizedText.split(' ').filter((word) => word.length >= 4),
  };
  const tables = namesToRead(names);
  let best: { exercise: Exercise; score: number } | null = null;
  for (const exercise of candidates) {
    let score = 0;
    for (const table of tables) {
      const name = table.get(exercise.id);
      if (name) score = Math.max(score, nameScore(message, name));
    }
    if (score > 0 && (!best || score > best.score)) best = { exercise, score };
  }
  return best?.exercise ?? null;
}
