// "Add to calendar": a session as an .ics file (the `ics` package, loaded on the click). Times are
// written in UTC ("…Z"), which every calendar shows in its owner's zone; the professional's own
// zone and wall time are in the description.
import type { ProBooking } from '@fitchoice/shared/api';
import { createEvent } from 'ics';

export function sessionIcs(booking: ProBooking, text: { title: string; description: string; location: string }): string {
  const start = new Date(booking.start);
  const { error, value } = createEvent({
    uid: `${booking.id}@fitchoice`,
    title: text.title,
    description: text.description,
    location: text.location,
    start: [start.getUTCFullYear(), start.getUTCMonth() + 1, start.getUTCDate(), start.getUTCHours(), start.getUTCMinutes()],
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: booking.lengthMinutes },
    status: 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('Could not make the calendar file');
  return value;
}
