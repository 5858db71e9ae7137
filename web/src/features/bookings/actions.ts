// The member's booking actions (book, cancel, check in) and the XP conversion go through the outbox:
// stored on the device first, sent with their Idempotency-Key now or when the connection returns,
// and shown as pending until the server answers (outbox/answer.ts waits for it). This module names
// their routes and applies their answers to the local copy of the bookings.
import type { Booking } from '@fitchoice/shared/api';
import { bookingsCancel, bookingsCreate, checkInCreate, rewardsConvert } from '@fitchoice/shared/api/routes';
import { useEffect, useRef, useState } from 'react';
import { map } from 'rxjs';
import { getDatabase } from '../../db/database';
import { useLiveQuery } from '../../db/live-query';
import { entryOf, isEntryOf, type OutboxEntry } from '../../outbox/outbox';
import { cacheBooking, markAttended } from './booking-cache';

/** The booking a done book or cancel entry answered with, if any. */
export function bookingOf(entry: OutboxEntry): Booking | null {
  if (entry.state !== 'done' || !isEntryOf(entry, bookingsCreate.id, bookingsCancel.id)) return null;
  return entry.response.booking;
}

/** The routes whose answers the bookings screens follow: the booking actions, and the XP conversion. */
const BOOKING_ROUTES = [bookingsCreate.id, bookingsCancel.id, checkInCreate.id, rewardsConvert.id] as const;

/** Copies a settled booking, cancellation or check-in into the local bookings right away. */
export async function applyAnswer(entry: OutboxEntry): Promise<void> {
  const booking = bookingOf(entry);
  if (booking) await cacheBooking(entry.userId, booking);
  if (isEntryOf(entry, checkInCreate.id) && entry.state === 'done')
    await markAttended(entry.response.bookingId, entry.response.checkedInAt);
}

/**
 * Applies every booking action the server answers while the screen is open (from this tab, another
 * tab or the service worker) to the local bookings, then lets the screen refresh its reads.
 */
export function useSettledActions(onSettled: (entry: OutboxEntry) => void): void {
  const [since] = useState(Date.now);
  const settled = useLiveQuery(
    async () =>
      (await getDatabase()).outbox
        .find({ selector: { state: 'done', route: { $in: [...BOOKING_ROUTES] }, settledAt: { $gte: since } } })
        .$.pipe(map((docs) => docs.map(entryOf))),
    String(since),
  );
  const seen = useRef(new Set<string>());
  const latest = useRef(onSettled);
  latest.current = onSettled;
  useEffect(() => {
    for (const entry of settled ?? []) {
      if (seen.current.has(entry.id)) continue;
      seen.current.add(entry.id);
      void applyAnswer(entry).then(() => latest.current(entry));
    }
  }, [settled]);
}
