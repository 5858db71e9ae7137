// Sends the reminders that are due: a booking's, claimed once and pushed only while the booking is
// still booked; and the daily motivation reminder at the time each member chose (in their zone),
// claimed once per local day. In AWS a schedule runs `handler` every few minutes; locally the
// runtime runs `sendDueReminders` on a timer (and tests through a hook).

import { getBooking } from '../bookings/store';
import { markMotivationReminded, motivationRemindersDue } from '../motivation/store';
import { claimReminder, dueReminders } from '../push/reminder-store';
import { pushTo } from '../push/send';
import { currentTime } from '../time/clock';
import { traced } from '../trace';

/** The deployed schedule runs every 5 minutes; a reminder time within the last 15 still counts (a late or missed run). */
const SCHEDULE_WINDOW_MINUTES = 15;

export async function sendDueReminders(now: Date): Promise<number> {
  let sent = 0;
  for (const reminder of await dueReminders(now)) {
    if (!(await claimReminder(reminder))) continue;
    const booking = await getBooking(reminder.bookingId);
    if (booking?.status !== 'booked') continue;
    await pushTo(reminder.userId, { kind: 'booking_reminder', values: { gym: reminder.gymName }, url: '/bookings' });
    sent += 1;
  }
  for (const reminder of await motivationRemindersDue(now, SCHEDULE_WINDOW_MINUTES)) {
    if (!(await markMotivationReminded(reminder.userId, reminder.localDate))) continue;
    await pushTo(reminder.userId, { kind: 'motivation', values: {}, url: '/ai-motivation' });
    sent += 1;
  }
  return sent;
}

/** The scheduled Lambda's entry point. */
export async function handler(): Promise<{ sent: number }> {
  return traced('reminders', async () => ({ sent: await sendDueReminders(currentTime()) }));
}
