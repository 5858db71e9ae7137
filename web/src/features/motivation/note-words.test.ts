// The daily message tells a booked visit's time at the gym, as the booking does, whatever the
// device's own zone.
import { createIntl } from 'react-intl';
import { expect, it } from 'vitest';
import { messagesFor } from '../../i18n/messages';
import { wordNote } from './note-words';

it('words a booked visit at the gym’s time, not the device’s', () => {
  const intl = createIntl({ locale: 'en', messages: messagesFor('en') });
  const note = { code: 'motivation.booking', values: { gym: 'Iron Pulse', at: '2026-12-05T08:00:00.000Z', timeZone: 'Asia/Tokyo' } };
  expect(wordNote(intl, note, null)).toBe('You have Iron Pulse booked for Saturday 5:00 PM. Everything else can wait.');
});
