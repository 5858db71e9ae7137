// A motivation message in the reader's words: the model's own text when it wrote in their language,
// else the rules' message with its values worded (the goal's name, the booked visit's time).
import type { Note } from '@fitchoice/shared/coach';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { coachLocaleOf, coachWords } from '../coach/words';
import './messages';

export function wordNote(intl: IntlShape, note: Note, locale: string | null): string {
  if (note.text && locale === coachLocaleOf(intl.locale)) return note.text;
  const values: Record<string, string | number> = { ...note.values };
  if (typeof values.goal === 'string') values.goal = coachWords(intl).label('goal', values.goal).toLowerCase();
  // A visit's time is the gym's, as the booking shows it (a message stored before it carried the zone: this device's).
  if (typeof values.at === 'string') {
    const timeZone = typeof values.timeZone === 'string' ? values.timeZone : undefined;
    values.at = intl.formatDate(values.at, { timeZone, weekday: 'long', hour: 'numeric', minute: '2-digit' });
  }
  return intl.formatMessage({ id: `motivation.note.${note.code.replace(/^motivation\./, '')}` as MessageId }, values);
}
