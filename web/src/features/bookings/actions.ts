// The member's booking actions (book, cancel, check in) and the XP conversion go through the outbox:
// stored on the device first, sent with their Idempotency-Key now or when the connection returns,
// and shown as pending until the server answers (outbox/answer.ts waits for it). This module names
// their kinds and applies their answers to the local copy of the bookings.
import type { Booking, CancelBookingResponse, CheckinResponse, CreateBookingResponse } from '@fitchoice/shared/api';
import { useEffect, useRef, useState } from 'react';
import { map } from 'rxjs';
import { getDatabase } from '../../db/database';
import { useLiveQuery } from '../../db/live-query';
import type { OutboxEntry } from '../../outbox/outbox';
import { ACTION } from './action-kinds';
import { cacheBooking, markAttended } from './booking-cache';

/** The booking a done book or cancel entry answered with, if any. */
export function bookingOf(entry: OutboxEntry): Booking | null {
  if (entry.state !== 'done') return null;
  if (entry.kind === ACTION.book) return (entry.response as CreateBookingResponse | null)?.booking ?? null;
  if (entry.kind === ACTION.cancel) return (entry.response as CancelBookingResponse | null)?.booking ?? null;
  return null;
}

/** Copies a settled booking, cancellation or check-in into the local bookings right away. */
export async function applyAnswer(entry: OutboxEntry): Promise<void> {
  const booking = bookingOf(entry);
  if (booking) await cacheBooking(entry.userId, booking);
  if (entry.kind === ACTION.checkin && entry.state === 'done') {
    const { bookingId, checkedInAt } = entry.response as CheckinResponse;
    await markAttended(bookingId, checkedInAt);
  }
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
        .find({ selector: { state: 'done', kind: { $in: Object.values(ACTION) }, settledAt: { $gte: since } } })
        .$.pipe(map((docs) => docs.map((doc) => doc.toJSON() as OutboxEntry))),
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
