// How the coach's codes and ids read in the member's language: notes (a model's own text as it
// is), exercise names and instructions from the library's texts, goals, muscles, dates. The coach's
// screens read them with the library's texts loaded (useCoachWords, library-texts.ts); the mood and
// motivation screens word notes without them.
import {
  COACH_LOCALES,
  type CoachLocale,
  ENGLISH_NAMES,
  type ExerciseTexts,
  exerciseById,
  type LibraryTexts,
  type Note,
} from '@fitchoice/shared/coach';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import './messages';

/** The coach's language for the Intl locale shown ('ar-EG' → 'ar'); English for any other. */
export function coachLocaleOf(locale: string): CoachLocale {
  const code = locale.slice(0, 2);
  return COACH_LOCALES.find((known) => known === code) ?? 'en';
}

/** Each list's message ids, written out so the catalogue checks see every id in use. */
const LABEL_IDS = {
  goal: (value: string) => `coach.goal.${value}`,
  level: (value: string) => `coach.level.${value}`,
  equipment: (value: string) => `coach.equipment.${value}`,
  avoid: (value: string) => `coach.avoid.${value}`,
  focus: (value: string) => `coach.focus.${value}`,
  muscle: (value: string) => `coach.muscle.${value}`,
  pattern: (value: string) => `coach.pattern.${value}`,
  feeling: (value: string) => `coach.feeling.${value}`,
} as const;

export interface CoachWords {
  locale: CoachLocale;
  /** The exercise names the member reads (English until the language's texts are in). */
  names: ExerciseTexts;
  exerciseName(id: string): string;
  instructions(id: string): string;
  /** 'Mon 23 Nov' in the language shown. */
  day(date: string): string;
  note(note: Note): string;
  label(prefix: keyof typeof LABEL_IDS, value: string): string;
}

/** The words for `intl`'s language; `texts` are the library's in that language (without them: English names, no how-tos). */
export function coachWords(intl: IntlShape, texts?: LibraryTexts): CoachWords {
  const locale = coachLocaleOf(intl.locale);
  const names = texts?.names ?? ENGLISH_NAMES;
  const instructions = (id: string) => texts?.instructions[id] ?? '';
  const exerciseName = (id: string) => names[id] ?? id;
  const label: CoachWords['label'] = (prefix, value) => intl.formatMessage({ id: LABEL_IDS[prefix](value) as MessageId });
  const day = (date: string) =>
    intl.formatDate(new Date(`${date}T12:00:00Z`), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const value = (name: string, raw: string | number): string | number => {
    if (typeof raw === 'number') return raw;
    if (['exercise', 'from', 'to'].includes(name) && exerciseById(raw)) return exerciseName(raw);
    if (['date', 'from', 'to'].includes(name) && /^\d{4}-\d{2}-\d{2}$/.test(raw)) return day(raw);
    if (name === 'goal') return label('goal', raw);
    if (name === 'muscle') return label('muscle', raw).toLowerCase();
    if (name === 'focus') return label('focus', raw);
    return raw;
  };
  return {
    locale,
    names,
    exerciseName,
    instructions,
    day,
    label,
    note(note) {
      if (note.text) return note.text;
      const values = Object.fromEntries(Object.entries(note.values ?? {}).map(([name, raw]) => [name, value(name, raw)]));
      if (note.code === 'chat.explain' && typeof note.values?.exercise === 'string')
        values.instructions = instructions(note.values.exercise);
      return intl.formatMessage({ id: `coach.note.${note.code.replace(/\./g, '_')}` as MessageId }, values);
    },
  };
}
