// Sends the booking reminders that are due: each claimed once, and pushed only while its booking
// is still booked. In AWS a schedule runs `handler` every few minutes; locally the runtime runs
// `sendDueReminders` on a timer (and tests through a hook).
import { currentTime } from '../clock';
import { getBooking } from '../store/bookings';
import { claimReminder, dueReminders } from '../store/reminders';
import { pushTo } from './send';

export async function sendDueReminders(now: Date): Promise<number> {
  let sent = 0;
  for (const reminder of await dueReminders(now)) {
    if (!(await claimReminder(reminder))) continue;
    const booking = await getBooking(reminder.bookingId);
    if (booking?.status !== 'booked') continue;
    await pushTo(reminder.userId, { kind: 'booking_reminder', values: { gym: reminder.gymName }, url: '/bookings' });
    sent += 1;
  }
  return sent;
}

/** The scheduled Lambda's entry point. */
export async function handler(): Promise<{ sent: number }> {
  return { sent: await sendDueReminders(currentTime()) };
}
