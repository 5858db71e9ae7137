// The member's booking actions (book, cancel, check in) and the XP conversion go through the outbox:
// stored on the device first, sent with their Idempotency-Key now or when the connection returns,
// and shown as pending until the server answers (outbox/answer.ts waits for it). This module names
// their routes and applies their answers to the local copy of the bookings.
import type { Booking } from '@fitchoice/shared/api';
import { bookingsCancel, bookingsCreate, checkInCreate, rewardsConvert } from '@fitchoice/shared/api/routes';
import { useState } from 'react';
import { isEntryOf, type OutboxEntry } from '../../outbox/entries';
import { useAnswers } from '../../outbox/hooks';
import { cacheBooking, fetchCodeOfNewBooking, markAttended } from './booking-cache';

/** The booking a done book or cancel entry answered with, if any. */
export function bookingOf(entry: OutboxEntry): Booking | null {
  if (entry.state !== 'done' || !isEntryOf(entry, bookingsCreate.id, bookingsCancel.id)) return null;
  return entry.response.booking;
}

/** The routes whose answers the bookings screens follow: the booking actions, and the XP conversion. */
const BOOKING_ROUTES = [bookingsCreate.id, bookingsCancel.id, checkInCreate.id, rewardsConvert.id] as const;

/**
 * Copies a settled booking, cancellation or check-in into the local bookings, unless the local
 * copy was read from the server after the answer came (it has the answer's effect, and maybe more).
 * A new booking's check-in code is fetched with it (once: a copy with a code is left alone).
 */
export async function applyAnswer(entry: OutboxEntry): Promise<void> {
  const at = entry.settledAt ?? Date.now();
  const booking = bookingOf(entry);
  if (booking) await cacheBooking(entry.userId, booking, at);
  if (booking && isEntryOf(entry, bookingsCreate.id)) void fetchCodeOfNewBooking(booking.id).catch(() => undefined);
  if (isEntryOf(entry, checkInCreate.id) && entry.state === 'done')
    await markAttended(entry.response.bookingId, entry.response.checkedInAt, at);
}

/**
 * Applies every booking action the server has answered to the local bookings: those answered while
 * the screen is open (from this tab, another tab or the service worker), and those answered while
 * it was not (kept a day in the outbox), so a copy read before an answer never shows instead of it.
 * `onSettled` hears of the ones answered while it is open: the screen then refreshes its reads.
 */
export function useSettledActions(onSettled: (entry: OutboxEntry) => void): void {
  const [openedAt] = useState(Date.now);
  useAnswers(
    BOOKING_ROUTES,
    (entry) =>
      void applyAnswer(entry).then(() => {
        if ((entry.settledAt ?? 0) >= openedAt) onSettled(entry);
      }),
    0,
  );
}
