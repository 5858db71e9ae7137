// The member's bookings kept on the device, with each one's check-in code, so /bookings and the
// code at the gym door work offline. The server's list replaces the copy whenever it is reachable.
// What is written back is read with toJSON(), plain data: RxDB's doc.get() of an object is a Proxy,
// which a write would post to the other tabs and the service worker (BroadcastChannel) and fail
// with a DataCloneError.
import { BOOKING_PAGE_MAX, type Booking, type BookingListResponse, type CheckinCodeResponse } from '@fitchoice/shared/api';
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

/** Past visits fetched at a time; older ones come with "Show earlier visits". */
export const PAST_PAGE = 20;

const listPath = (scope: 'upcoming' | 'past', limit: number, cursor: string | null) =>
  `/api/bookings?scope=${scope}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;

/** Every upcoming booking (a few pages at most: they end within the booking horizon). */
async function allUpcoming(): Promise<Booking[]> {
  const bookings: Booking[] = [];
  let cursor: string | null = null;
  do {
    const page: BookingListResponse = await get<BookingListResponse>(listPath('upcoming', BOOKING_PAGE_MAX, cursor));
    bookings.push(...page.bookings);
    cursor = page.nextCursor;
  } while (cursor);
  return bookings;
}

/**
 * Fetches the member's upcoming bookings and the latest page of past ones, replaces the local copy of
 * what they cover with them (older past visits already on the device stay), and fetches the check-in
 * code of each upcoming booking that has none yet. Answers the cursor of the next past page, if any.
 */
export async function refreshBookings(userId: string, now = Date.now()): Promise<{ pastCursor: string | null }> {
  const [upcoming, past] = await Promise.all([allUpcoming(), get<BookingListResponse>(listPath('past', PAST_PAGE, null))]);
  const db = await getGymDatabase();
  const mine = await db.bookings.find({ selector: { userId } }).exec();
  const codes = new Map(mine.map((doc) => [doc.id, doc.toJSON().checkin as CheckinCodeResponse | null]));
  const all = [...upcoming, ...past.bookings];
  const docs: BookingDoc[] = all.map((booking) => ({
    id: booking.id,
    userId,
    booking,
    checkin: codes.get(booking.id) ?? null,
    cachedAt: now,
  }));
  const missing = upcoming.filter((b) => !codes.get(b.id));
  const fetched = await Promise.all(
    missing.map((b) => get<CheckinCodeResponse>(`/api/bookings/${encodeURIComponent(b.id)}/checkin-code`).catch(() => null)),
  );
  for (const code of fetched) {
    const doc = code && docs.find((d) => d.id === code.bookingId);
    if (doc) doc.checkin = code;
  }
  // The answers cover every visit from the oldest past one fetched on (all of them on the last page).
  const oldest = past.nextCursor ? past.bookings.at(-1)?.slotStart : undefined;
  const covered = (doc: BookingDoc) => oldest === undefined || doc.booking.slotStart >= oldest;
  const keep = new Set(all.map((b) => b.id));
  await db.bookings.bulkRemove(mine.filter((doc) => covered(doc.toJSON() as BookingDoc) && !keep.has(doc.id)).map((doc) => doc.id));
  await db.bookings.bulkUpsert(docs);
  return { pastCursor: past.nextCursor };
}

/** The next page of past visits, kept on the device like the rest; answers the cursor after it. */
export async function loadEarlierBookings(userId: string, cursor: string, now = Date.now()): Promise<string | null> {
  const page = await get<BookingListResponse>(listPath('past', PAST_PAGE, cursor));
  const db = await getGymDatabase();
  await db.bookings.bulkUpsert(page.bookings.map((booking) => ({ id: booking.id, userId, booking, checkin: null, cachedAt: now })));
  return page.nextCursor;
}
