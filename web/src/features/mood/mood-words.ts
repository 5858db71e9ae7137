// How the mood screens word levels, tags and the mood AI's notes (session focus names come from
// the coach's catalogue).
import type { MoodTag, Note } from '@fitchoice/shared/coach';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { coachWords } from '../coach/words';
import './messages';

export const levelLabel = (intl: IntlShape, level: number) => intl.formatMessage({ id: `mood.level.${level}` as MessageId });
export const scaleLabel = (intl: IntlShape, level: number) => intl.formatMessage({ id: `mood.scale.${level}` as MessageId });
export const tagLabel = (intl: IntlShape, tag: MoodTag) => intl.formatMessage({ id: `mood.tag.${tag}` as MessageId });
export const patternLabel = (intl: IntlShape, pattern: string) => intl.formatMessage({ id: `moodAi.pattern.${pattern}` as MessageId });

/** A mood AI note: its code (mood.session.easy_version → moodAi.note.session_easy_version) with its values worded. */
export function moodNote(intl: IntlShape, note: Note): string {
  if (note.text) return note.text;
  const words = coachWords(intl);
  const values: Record<string, string | number> = { ...note.values };
  if (typeof values.focus === 'string') values.focus = words.label('focus', values.focus).toLowerCase();
  if (typeof values.pattern === 'string') values.pattern = patternLabel(intl, values.pattern);
  return intl.formatMessage({ id: `moodAi.note.${note.code.replace(/^mood\./, '').replace(/\./g, '_')}` as MessageId }, values);
}

/** "Mon 23 Nov" in the language shown. */
export function dayLabel(intl: IntlShape, date: string): string {
  return coachWords(intl).day(date);
}
