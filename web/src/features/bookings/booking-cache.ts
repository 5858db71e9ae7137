// The member's bookings kept on the device, with each one's check-in code, so /bookings and the
// code at the gym door work offline. The server's list replaces the copy whenever it is reachable,
// except where the outbox knows better than that read (keptOverRead).
// What is written back is read with toJSON(), plain data: RxDB's doc.get() of an object is a Proxy,
// which a write would post to the other tabs and the service worker (BroadcastChannel) and fail
// with a DataCloneError.
import { BOOKING_PAGE_MAX, type Booking, type BookingListResponse, type CheckinCodeResponse, HOME_PAST_LIMIT } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { apiCall, apiPath } from '../../api/client';
import { type BookingDoc, getGymDatabase } from '../../db/gym-collections';
import { entriesNewerThan, isEntryOf } from '../../outbox/entries';

/**
 * Writes one booking the server answered at `answeredAt` (a booking made, cancelled, checked in),
 * keeping its code; a copy read from the server after that is newer and stays.
 */
export async function cacheBooking(userId: string, booking: Booking, answeredAt = Date.now()): Promise<void> {
  const db = await getGymDatabase();
  const existing = await db.bookings.findOne(booking.id).exec();
  if (existing && existing.cachedAt > answeredAt) return;
  await db.bookings.upsert({ id: booking.id, userId, booking, checkin: existing?.toJSON().checkin ?? null, cachedAt: answeredAt });
}

/** A check-in the server accepted: the local copy reads attended at once (reviews open with it). */
export async function markAttended(bookingId: string, attendedAt: string, answeredAt = Date.now()): Promise<void> {
  const db = await getGymDatabase();
  await db.bookings
    .findOne(bookingId)
    .incrementalModify((doc) =>
      doc.cachedAt > answeredAt ? doc : { ...doc, booking: { ...doc.booking, status: 'attended', attendedAt }, cachedAt: answeredAt },
    );
}

/** Keeps a check-in code on its booking's local copy, unless that copy has one already or is gone. */
async function keepCode(code: CheckinCodeResponse): Promise<void> {
  const db = await getGymDatabase();
  await db.bookings.findOne(code.bookingId).incrementalModify((doc) => (doc.checkin ? doc : { ...doc, checkin: code }));
}

/**
 * Fetches the check-in code of a booking the server has just made, so it is on the device before the
 * member reaches the gym's door (and its bad Wi-Fi), whether or not a list refresh follows.
 */
export async function fetchCodeOfNewBooking(bookingId: string): Promise<void> {
  const db = await getGymDatabase();
  const doc = await db.bookings.findOne(bookingId).exec();
  if (!doc || doc.checkin || doc.booking.status !== 'booked') return;
  await keepCode(await apiCall(routes.bookingsCheckinCode, { params: { id: bookingId } }));
}

/** Past visits fetched at a time (home's page of them too); older ones come with "Show earlier visits". */
export const PAST_PAGE = HOME_PAST_LIMIT;

/** The server did not answer in time and the service worker answered with its older copy: the device's is as good. */
export class CachedCopyOnly extends Error {
  override name = 'CachedCopyOnly';
}

/** A page of bookings from the server itself (the worker's cached copy throws CachedCopyOnly). */
const listPage = (scope: 'upcoming' | 'past', limit: number, cursor: string | null): Promise<BookingListResponse> =>
  apiCall(
    routes.bookingsList,
    { query: { scope, limit, cursor: cursor ?? undefined } },
    {
      onCachedCopy: () => {
        throw new CachedCopyOnly('The bookings came from the service worker’s cache');
      },
    },
  );

/** Every upcoming booking (a few pages at most: they end within the booking horizon), from `first` when a page is in hand. */
async function allUpcoming(first?: BookingListResponse): Promise<Booking[]> {
  const bookings: Booking[] = [...(first?.bookings ?? [])];
  let cursor: string | null = first ? first.nextCursor : null;
  if (!first) {
    const page = await listPage('upcoming', BOOKING_PAGE_MAX, null);
    bookings.push(...page.bookings);
    cursor = page.nextCursor;
  }
  while (cursor) {
    const page: BookingListResponse = await listPage('upcoming', BOOKING_PAGE_MAX, cursor);
    bookings.push(...page.bookings);
    cursor = page.nextCursor;
  }
  return bookings;
}

/**
 * Fetches the member's upcoming bookings and the latest page of past ones, replaces the local copy of
 * what they cover with them (older past visits already on the device stay), and fetches the check-in
 * code of each upcoming booking that has none yet. Answers the cursor of the next past page, if any.
 */
export async function refreshBookings(userId: string, now = Date.now()): Promise<{ pastCursor: string | null }> {
  const [upcoming, past] = await Promise.all([allUpcoming(), listPage('past', PAST_PAGE, null)]);
  return keepBookings(userId, upcoming, past, now);
}

/**
 * What refreshBookings does with pages read elsewhere (GET /api/home answers the first upcoming page
 * and the latest past one, read from `readAt`): the rest of the upcoming pages are fetched, then the
 * local copy is replaced as there. Answers the cursor of the next past page, if any.
 */
export async function keepReadBookings(
  userId: string,
  read: { upcoming: BookingListResponse; past: BookingListResponse },
  readAt: number,
): Promise<{ pastCursor: string | null }> {
  return keepBookings(userId, await allUpcoming(read.upcoming), read.past, readAt);
}

async function keepBookings(
  userId: string,
  upcoming: Booking[],
  past: BookingListResponse,
  now: number,
): Promise<{ pastCursor: string | null }> {
  const db = await getGymDatabase();
  const mine = await db.bookings.find({ selector: { userId } }).exec();
  const codes = new Map(mine.map((doc) => [doc.id, doc.toJSON().checkin as CheckinCodeResponse | null]));
  const isOurs = await keptOverRead(now);
  const all = [...upcoming, ...past.bookings].filter((booking) => !isOurs(booking.id));
  const docs: BookingDoc[] = all.map((booking) => ({
    id: booking.id,
    userId,
    booking,
    checkin: codes.get(booking.id) ?? null,
    cachedAt: now,
  }));
  const missing = upcoming.filter((b) => !codes.get(b.id));
  const fetched = await Promise.all(missing.map((b) => apiCall(routes.bookingsCheckinCode, { params: { id: b.id } }).catch(() => null)));
  for (const code of fetched) {
    const doc = code && docs.find((d) => d.id === code.bookingId);
    if (doc) doc.checkin = code;
  }
  // The answers cover every visit from the oldest past one fetched on (all of them on the last page).
  const oldest = past.nextCursor ? past.bookings.at(-1)?.slotStart : undefined;
  const covered = (doc: BookingDoc) => oldest === undefined || doc.booking.slotStart >= oldest;
  const keep = new Set(all.map((b) => b.id));
  await db.bookings.bulkRemove(
    mine.filter((doc) => covered(doc.toJSON() as BookingDoc) && !keep.has(doc.id) && !isOurs(doc.id)).map((doc) => doc.id),
  );
  await db.bookings.bulkUpsert(docs);
  // A booking answered since this read started keeps its local copy, and gets its code on it.
  const kept = fetched.filter((code): code is CheckinCodeResponse => code !== null && !docs.some((doc) => doc.id === code.bookingId));
  await Promise.all(kept.map(keepCode));
  return { pastCursor: past.nextCursor };
}

/**
 * Whether a read started at `readStartedAt` must leave a booking's local copy alone: a cancellation
 * still waiting, or a booking, cancellation or check-in answered since (the answer is in the local
 * copy already). The read may have been answered before them, or from the worker's cache.
 */
async function keptOverRead(readStartedAt: number): Promise<(bookingId: string) => boolean> {
  const newer = await entriesNewerThan([routes.bookingsCreate.id, routes.bookingsCancel.id, routes.checkInCreate.id], readStartedAt);
  const answered = new Set<string>();
  const cancels = new Set<string>();
  for (const entry of newer) {
    if (isEntryOf(entry, routes.bookingsCancel.id)) cancels.add(entry.path);
    if (entry.state !== 'done') continue;
    if (isEntryOf(entry, routes.bookingsCreate.id, routes.bookingsCancel.id)) answered.add(entry.response.booking.id);
    if (isEntryOf(entry, routes.checkInCreate.id)) answered.add(entry.response.bookingId);
  }
  return (bookingId) => answered.has(bookingId) || cancels.has(apiPath(routes.bookingsCancel, { params: { id: bookingId } }));
}

/** The next page of past visits, kept on the device like the rest; answers the cursor after it. */
export async function loadEarlierBookings(userId: string, cursor: string, now = Date.now()): Promise<string | null> {
  const page = await listPage('past', PAST_PAGE, cursor);
  const db = await getGymDatabase();
  await db.bookings.bulkUpsert(page.bookings.map((booking) => ({ id: booking.id, userId, booking, checkin: null, cachedAt: now })));
  return page.nextCursor;
}
