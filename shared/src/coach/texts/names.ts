// Every language's exercise names, for the server: the chat reads a member's words with them and
// the model is told the names in the member's language. The how-tos are left out (the app sends
// the one a chat answer needs), so a handler's bundle carries only the names.
import { ENGLISH_NAMES } from '../library';
import type { CoachLocale, ExerciseTexts } from '../types';
import { names as ar } from './ar';
import { names as de } from './de';
import { names as es } from './es';
import { names as fr } from './fr';
import { names as hi } from './hi';
import { names as it } from './it';
import { names as ja } from './ja';
import { names as ko } from './ko';
import { names as pt } from './pt';
import { names as ru } from './ru';
import { names as zh } from './zh';

const NAMES: Readonly<Record<CoachLocale, ExerciseTexts>> = { en: ENGLISH_NAMES, es, fr, pt, de, it, ja, ko, zh, hi, ar, ru };

/** The exercise names in `locale`, by exercise id. */
export function exerciseNamesIn(locale: CoachLocale): ExerciseTexts {
  return NAMES[locale];
}
