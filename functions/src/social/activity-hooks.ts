// What the social feature does when something happens elsewhere: a check-in becomes a post (and a
// completed challenge another) for a member who turned that on, and a new booking gets its
// reminder push 2 hours before. Called by the check-in and booking handlers after their own work
// is done; a failure here is logged and never fails the check-in or the booking.

import { logger } from '../log';
import { scheduleReminder } from '../push/reminder-store';
import { getSettings } from '../users/social-settings';
import { getUser } from '../users/store';
import { isVerified } from '../users/verified-email';
import { createPost } from './posts';

/** How long before a booked visit its reminder is pushed. */
export const REMINDER_BEFORE_MS = 2 * 60 * 60 * 1000;

/** Automatic posts carry the gym's name as their text; the app words them by kind ("Checked in at …"). */
export async function afterCheckin(checkin: {
  userId: string;
  bookingId: string;
  gymName: string;
  challengesWon: number;
  at: string;
}): Promise<void> {
  try {
    const settings = await getSettings(checkin.userId);
    const kinds = [
      ...(settings.autoPost.checkins ? (['checkin'] as const) : []),
      ...(settings.autoPost.challenges && checkin.challengesWon > 0 ? (['challenge'] as const) : []),
    ];
    if (kinds.length === 0) return;
    const member = await getUser(checkin.userId);
    // Automatic posts are friends-only: like a written one, they wait for a confirmed email.
    if (!member || !isVerified(member)) return;
    for (const kind of kinds) {
      await createPost({
        // One per check-in: a replayed check-in cannot post twice.
        id: `${kind}_${checkin.bookingId}`,
        authorId: member.id,
        authorName: member.name,
        kind,
        text: checkin.gymName,
        visibility: 'friends',
        createdAt: checkin.at,
        photo: null,
      });
    }
  } catch (error) {
    logger.warn('An automatic post was not made', { bookingId: checkin.bookingId, error: error as Error });
  }
}

export async function afterBooking(booking: { id: string; userId: string; gymName: string; slotStart: string }, now: Date): Promise<void> {
  const remindAt = Date.parse(booking.slotStart) - REMINDER_BEFORE_MS;
  if (remindAt <= now.getTime()) return;
  try {
    await scheduleReminder({ bookingId: booking.id, userId: booking.userId, gymName: booking.gymName, remindAt: new Date(remindAt) });
  } catch (error) {
    logger.warn('A booking reminder was not scheduled', { bookingId: booking.id, error: error as Error });
  }
}
