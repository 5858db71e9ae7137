// The member's gym actions (book, cancel, check in, review, mark helpful, report, convert XP) all go
// through the outbox: stored on the device first, sent with their Idempotency-Key now or when the
// connection returns, and shown as pending until the server answers. This module names their kinds,
// queues them, waits briefly for an answer while online, and applies answers to the local copies.
import type { Booking, CancelBookingResponse, CheckinResponse, CreateBookingResponse } from '@fitchoice/shared/api';
import { useEffect, useRef, useState } from 'react';
import { map } from 'rxjs';
import { discardEntry, enqueue, type OutboxEntry, whenSettled } from '../../outbox/outbox';
import { isOffline } from '../../pwa/connectivity';
import { useLocal } from '../gyms/gym-cache';
import { cacheBooking, markAttended } from './booking-cache';

export const ACTION = {
  book: 'booking',
  cancel: 'booking-cancel',
  checkin: 'checkin',
  review: 'review',
  helpful: 'review-helpful',
  report: 'review-report',
  convert: 'xp-convert',
} as const;
export type ActionKind = (typeof ACTION)[keyof typeof ACTION];

export function queueAction(kind: ActionKind, path: string, body: unknown = null): Promise<OutboxEntry> {
  return enqueue(kind, 'POST', path, body);
}

/** How long a screen waits for the server before it says "saved, will be sent when online". */
export const ONLINE_WAIT_MS = 8000;

/**
 * The entry once the server answered it, or null when it is still waiting (offline, or slower than
 * `waitMs`): the action is then safe in the outbox and the screen shows it as pending. Offline is the
 * offline marker's word (pwa/connectivity.ts), which also knows a network that reaches nothing.
 */
export async function answerOf(entry: OutboxEntry, waitMs = ONLINE_WAIT_MS): Promise<OutboxEntry | null> {
  if (isOffline()) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  try {
    return await Promise.race([whenSettled(entry.id), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Like answerOf, for a screen that shows a refusal itself (the check-in, review and conversion
 * forms): a failed entry is removed once answered, so it is not listed again in the outbox sheet.
 */
export async function answerShownHere(entry: OutboxEntry, waitMs = ONLINE_WAIT_MS): Promise<OutboxEntry | null> {
  const answer = await answerOf(entry, waitMs);
  if (answer?.state === 'failed') await discardEntry(answer.id);
  return answer;
}

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

/** The message of a failed entry: the server's own words ("This slot is full; choose another time"). */
export function failureMessage(entry: OutboxEntry): string {
  return entry.lastError ?? String(entry.responseStatus ?? '');
}

/**
 * Applies every gym action the server answers while the screen is open (from this tab, another
 * tab or the service worker) to the local bookings, then lets the screen refresh its reads.
 */
export function useSettledActions(onSettled: (entry: OutboxEntry) => void): void {
  const [since] = useState(Date.now);
  const settled = useLocal(
    (db) =>
      db.outbox
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
