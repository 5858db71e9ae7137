// The member's bookings kept on the device, with each one's check-in code, so /bookings and the
// code at the gym door work offline. The server's list replaces the copy whenever it is reachable.
// What is written back is read with toJSON(), plain data: RxDB's doc.get() of an object is a Proxy,
// which a write would post to the other tabs and the service worker (BroadcastChannel) and fail
// with a DataCloneError.
import type { Booking, BookingListResponse, CheckinCodeResponse } from '@fitchoice/shared/api';
import { map, type Observable } from 'rxjs';
import { fetchQueryKey } from '../../api/fetcher';
import type { BookingDoc } from '../../db/gym-collections';
import { type GymDatabase, getGymDatabase } from '../../db/gym-collections';
import { useLocal } from '../gyms/gym-cache';

export interface CachedBooking {
  booking: Booking;
  checkin: CheckinCodeResponse | null;
}

export function cachedBookings$(db: GymDatabase, userId: string): Observable<CachedBooking[]> {
  return db.bookings
    .find({ selector: { userId } })
    .$.pipe(
      map((docs) =>
        docs.map((doc) => ({ booking: doc.get('booking') as Booking, checkin: doc.get('checkin') as CheckinCodeResponse | null })),
      ),
    );
}

export function useCachedBookings(userId: string): CachedBooking[] | undefined {
  return useLocal((db) => cachedBookings$(db, userId), userId);
}

/** Writes one booking the server answered (a booking made, cancelled, checked in), keeping its code. */
export async function cacheBooking(userId: string, booking: Booking, now = Date.now()): Promise<void> {
  const db = await getGymDatabase();
  const existing = await db.bookings.findOne(booking.id).exec();
  await db.bookings.upsert({ id: booking.id, userId, booking, checkin: existing?.toJSON().checkin ?? null, cachedAt: now });
}

/** A check-in the server accepted: the local copy reads attended at once (reviews open with it). */
export async function markAttended(bookingId: string, attendedAt: string): Promise<void> {
  const db = await getGymDatabase();
  await db.bookings
    .findOne(bookingId)
    .incrementalModify((doc) => ({ ...doc, booking: { ...doc.booking, status: 'attended', attendedAt } }));
}

async function get<T>(url: string): Promise<T> {
  return (await fetchQueryKey<T>([url], { on401: 'throw' })) as T;
}

/**
 * Fetches the member's upcoming and past bookings, replaces the local copy with them, and fetches
 * the check-in code of each upcoming booking that has none yet. Returns how many bookings there are.
 */
export async function refreshBookings(userId: string, now = Date.now()): Promise<number> {
  const [upcoming, past] = await Promise.all([
    get<BookingListResponse>('/api/bookings?scope=upcoming'),
    get<BookingListResponse>('/api/bookings?scope=past'),
  ]);
  const db = await getGymDatabase();
  const mine = await db.bookings.find({ selector: { userId } }).exec();
  const codes = new Map(mine.map((doc) => [doc.id, doc.toJSON().checkin]));
  const all = [...upcoming.bookings, ...past.bookings];
  const docs: BookingDoc[] = all.map((booking) => ({
    id: booking.id,
    userId,
    booking,
    checkin: codes.get(booking.id) ?? null,
    cachedAt: now,
  }));
  const missing = upcoming.bookings.filter((b) => !codes.get(b.id));
  const fetched = await Promise.all(
    missing.map((b) => get<CheckinCodeResponse>(`/api/bookings/${encodeURIComponent(b.id)}/checkin-code`).catch(() => null)),
  );
  for (const code of fetched) {
    const doc = code && docs.find((d) => d.id === code.bookingId);
    if (doc) doc.checkin = code;
  }
  const keep = new Set(all.map((b) => b.id));
  await db.bookings.bulkRemove(mine.filter((doc) => !keep.has(doc.id)).map((doc) => doc.id));
  await db.bookings.bulkUpsert(docs);
  return all.length;
}
