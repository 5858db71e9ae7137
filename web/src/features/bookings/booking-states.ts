// What /bookings shows, from the server's bookings (cached on the device) and the outbox: a booking
// queued offline is a pending card, a refused one a failed card with its reason (worded by its code); a
// cancellation or check-in waiting to be sent marks its booking. Pure, so each state is tested.
import type { Booking, CheckinCodeResponse, CreateBookingRequest } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { apiPath } from '../../api/client';
import type { CachedBooking } from '../../db/local-bookings';
import type { MessageId } from '../../i18n/messages';
import { isEntryOf, type OutboxEntry } from '../../outbox/entries';
import { bookingRefusalId } from './refusals';

export type QueueState = 'pending' | 'failed';

export interface QueuedBookingRow {
  type: 'queued';
  entry: OutboxEntry<'bookings.create'>;
  request: CreateBookingRequest;
  state: QueueState;
  /** The wording of its refusal, when it failed. */
  error: MessageId | null;
}

export interface BookingRow {
  type: 'booking';
  booking: Booking;
  checkin: CheckinCodeResponse | null;
  /** A cancellation queued for this booking. */
  cancel: { entry: OutboxEntry<typeof routes.bookingsCancel.id>; state: QueueState; error: MessageId | null } | null;
  /** A check-in queued with this booking's code. */
  checkinQueued: { entry: OutboxEntry<'check-in.create'>; state: QueueState; error: MessageId | null } | null;
  canCancel: boolean;
}

export interface BookingsView {
  upcoming: (QueuedBookingRow | BookingRow)[];
  past: BookingRow[];
}

const stateOf = (entry: OutboxEntry): QueueState => (entry.state === 'failed' ? 'failed' : 'pending');
const errorOf = (entry: OutboxEntry) => (entry.state === 'failed' ? bookingRefusalId(entry) : null);

/** Free cancellation: still booked and before `cancellableUntil` (2 h before the start). */
export function canCancel(booking: Booking, now: number): boolean {
  return booking.status === 'booked' && now < Date.parse(booking.cancellableUntil);
}

export function isUpcoming(booking: Booking, now: number): boolean {
  return booking.status === 'booked' && Date.parse(booking.slotEnd) > now;
}

/** The outbox routes /bookings shows: a booking made, a cancellation, a check-in. */
export const BOOKING_VIEW_ROUTES = [routes.bookingsCreate.id, routes.bookingsCancel.id, routes.checkInCreate.id] as const;

/**
 * The local bookings with each answer among `entries` in them where the copy has not caught up yet:
 * the answer is written there (actions.ts, applyAnswer) a moment after its entry is done, and
 * meanwhile a cancelled or checked-in booking must not flip back to booked, nor a new one vanish.
 */
function withAnswers(bookings: readonly CachedBooking[], entries: readonly OutboxEntry[]): readonly CachedBooking[] {
  let shown = bookings;
  const update = (id: string, change: (booking: Booking) => Booking) => {
    shown = shown.map((row) => (row.booking.id === id && row.booking.status === 'booked' ? { ...row, booking: change(row.booking) } : row));
  };
  for (const entry of entries) {
    if (entry.state !== 'done') continue;
    if (isEntryOf(entry, routes.bookingsCreate.id)) {
      const made = entry.response.booking;
      if (!shown.some(({ booking }) => booking.id === made.id)) shown = [...shown, { booking: made, checkin: null }];
    } else if (isEntryOf(entry, routes.bookingsCancel.id)) {
      const cancelled = entry.response.booking;
      update(cancelled.id, () => cancelled);
    } else if (isEntryOf(entry, routes.checkInCreate.id)) {
      const { bookingId, checkedInAt } = entry.response;
      update(bookingId, (booking) => ({ ...booking, status: 'attended', attendedAt: checkedInAt }));
    }
  }
  return shown;
}

/**
 * @param entries the outbox entries of BOOKING_VIEW_ROUTES not yet settled for good (pending,
 *   sending, failed), and those answered since the screen opened (done), whose answers show at once.
 */
export function bookingsView(cached: readonly CachedBooking[], entries: readonly OutboxEntry[], now: number): BookingsView {
  const bookings = withAnswers(cached, entries);
  // The server may list a booking before its entry's answer is stored (the outbox writes answers
  // behind, and a refresh on reconnect can come in between): that entry is the listed booking, not a
  // second card. A failed entry always shows: its refusal is news.
  const listed = new Set(bookings.filter(({ booking }) => booking.status === 'booked').map(({ booking }) => slotKey(booking)));
  const queued: QueuedBookingRow[] = entries
    .filter((e): e is OutboxEntry<'bookings.create'> => isEntryOf(e, 'bookings.create') && e.state !== 'done' && e.body !== null)
    .map((entry) => ({
      type: 'queued' as const,
      entry,
      request: entry.body as CreateBookingRequest,
      state: stateOf(entry),
      error: errorOf(entry),
    }))
    .filter((row) => row.state === 'failed' || !listed.has(slotKey(row.request)));

  const rows: BookingRow[] = bookings.map(({ booking, checkin }) => {
    const cancelEntry = entries.find(
      (e): e is OutboxEntry<typeof routes.bookingsCancel.id> =>
        isEntryOf(e, routes.bookingsCancel.id) && e.state !== 'done' && e.path === cancelPath(booking.id),
    );
    // A check-in names the gym's desk code, not a booking: like the server, it goes to the booking
    // whose check-in window was open when the code was scanned.
    const checkinEntry = entries.find(
      (e): e is OutboxEntry<'check-in.create'> => isEntryOf(e, 'check-in.create') && e.state !== 'done' && checksIn(booking, e),
    );
    return {
      type: 'booking',
      booking,
      checkin,
      cancel: cancelEntry ? { entry: cancelEntry, state: stateOf(cancelEntry), error: errorOf(cancelEntry) } : null,
      checkinQueued: checkinEntry ? { entry: checkinEntry, state: stateOf(checkinEntry), error: errorOf(checkinEntry) } : null,
      canCancel: canCancel(booking, now) && (!cancelEntry || cancelEntry.state === 'failed'),
    };
  });

  const bySlot = (a: { slot: string }, b: { slot: string }) => a.slot.localeCompare(b.slot);
  const upcoming = [
    ...queued.map((row) => ({ row, slot: row.request.slotStart })),
    ...rows.filter((r) => isUpcoming(r.booking, now)).map((row) => ({ row, slot: row.booking.slotStart })),
  ]
    .sort(bySlot)
    .map(({ row }) => row);
  const past = rows.filter((r) => !isUpcoming(r.booking, now)).sort((a, b) => b.booking.slotStart.localeCompare(a.booking.slotStart));
  return { upcoming, past };
}

function checksIn(booking: Booking, entry: OutboxEntry<'check-in.create'>): boolean {
  const at = entry.body?.scannedAt ? Date.parse(entry.body.scannedAt) : entry.createdAt;
  return booking.status === 'booked' && Date.parse(booking.checkinOpensAt) <= at && at <= Date.parse(booking.checkinClosesAt);
}

/** A gym and the instant its slot starts (the request's ISO text and the server's may be written differently). */
function slotKey({ gymId, slotStart }: { gymId: string; slotStart: string }): string {
  return `${gymId} ${Date.parse(slotStart)}`;
}

export function cancelPath(bookingId: string): string {
  return apiPath(routes.bookingsCancel, { params: { id: bookingId } });
}
