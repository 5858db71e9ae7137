// @vitest-environment node
// The bookings kept on the device: a booking the server answers again keeps the check-in code
// fetched before, and what is written is plain data, which RxDB posts to the other tabs and the
// service worker (a Proxy read with doc.get() failed there with a DataCloneError on every load).
// A booking's check-in code reaches the device with the booking, whatever a list read does meanwhile.
import { STORAGE_KEYS } from '@fitchoice/shared';
import type { Booking, CheckinCodeResponse } from '@fitchoice/shared/api';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { type GymDatabase, getGymDatabase } from '../../db/gym-collections';
import { setRecord } from '../../db/records';
import { closeDatabase, openTestDatabase } from '../../db/test-database';
import { enqueue } from '../../outbox/outbox';
import { startHttpServer, type TestHttpServer } from '../../test/http-server';
import { testMember } from '../../test/member';
import { cacheBooking, fetchCodeOfNewBooking, keepReadBookings, refreshBookings } from './booking-cache';

const START = Date.parse('2026-11-24T14:00:00Z');
const booking: Booking = {
  id: 'b1',
  gymId: 'gym-us-001',
  gymName: 'Forge',
  gymCity: 'New York',
  timeZone: 'America/New_York',
  slotStart: new Date(START).toISOString(),
  slotEnd: new Date(START + 3600_000).toISOString(),
  localDate: '2026-11-24',
  localTime: '09:00',
  status: 'booked',
  payWith: 'card',
  priceUsd: 20,
  paidSweatCoins: '0.00',
  refundedSweatCoins: '0.00',
  cancellableUntil: new Date(START - 7200_000).toISOString(),
  checkinOpensAt: new Date(START - 900_000).toISOString(),
  checkinClosesAt: new Date(START + 3600_000).toISOString(),
  createdAt: new Date(START - 86_400_000).toISOString(),
  cancelledAt: null,
  attendedAt: null,
};
const code: CheckinCodeResponse = {
  bookingId: 'b1',
  code: 'FC-7K2QM-9XH4T-ABCDE-FGHJK',
  validFrom: booking.checkinOpensAt,
  validUntil: booking.checkinClosesAt,
};

const member = testMember();

let db: GymDatabase;
let server: TestHttpServer;
/** The list reads the server answered: `<scope> <cursor or first>`. */
const listReads: string[] = [];
const json = (body: unknown) => JSON.stringify(body);

beforeAll(async () => {
  server = await startHttpServer();
  // The app calls its own origin with relative URLs; here that origin is the test server.
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => realFetch(new URL(url, server.url), init));
  server.on('/api/bookings/b1/checkin-code', (_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(json(code)));
  server.on('/api/bookings', (req, res) => {
    const query = new URL(req.url ?? '', server.url).searchParams;
    listReads.push(`${query.get('scope')} ${query.get('cursor') ?? 'first'}`);
    const upcoming = query.get('scope') === 'upcoming';
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(json({ bookings: upcoming ? [booking] : [], nextCursor: null }));
  });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await server.close();
});
beforeEach(async () => {
  await openTestDatabase();
  await setRecord(STORAGE_KEYS.authUser, member);
  db = await getGymDatabase();
  server.arrived.length = 0;
  listReads.length = 0;
});
afterEach(async () => {
  await closeDatabase();
});

const codeRequests = () => server.arrived.filter((request) => request.path.endsWith('/checkin-code')).length;

it('keeps the check-in code when the server answers the booking again, writing plain data', async () => {
  await db.bookings.insert({ id: 'b1', userId: 'u1', booking, checkin: code, cachedAt: 1 });
  const stored = await db.bookings.findOne('b1').exec();
  expect(stored?.get('checkin')).toEqual(code); // a Proxy over the code, equal by value

  await cacheBooking('u1', { ...booking, status: 'cancelled' });

  const updated = await db.bookings.findOne('b1').exec();
  const written = updated?.toJSON();
  expect(written?.booking.status).toBe('cancelled');
  expect(written?.checkin).toEqual(code);
  expect(structuredClone(written)).toEqual(written); // what the other tabs receive
});

it('an answer older than the local copy leaves it; a newer one replaces it', async () => {
  await db.bookings.insert({ id: 'b1', userId: 'u1', booking: { ...booking, status: 'cancelled' }, checkin: null, cachedAt: 2000 });
  await cacheBooking('u1', booking, 1000); // answered before the copy was read: the copy knows better
  expect((await db.bookings.findOne('b1').exec())?.get('booking').status).toBe('cancelled');
  await cacheBooking('u1', booking, 3000);
  expect((await db.bookings.findOne('b1').exec())?.get('booking').status).toBe('booked');
});

it('fetches a new booking’s check-in code once and keeps it; a cancelled booking’s is not asked for', async () => {
  await cacheBooking('u1', booking);
  await fetchCodeOfNewBooking('b1');
  expect((await db.bookings.findOne('b1').exec())?.toJSON().checkin).toEqual(code);
  await fetchCodeOfNewBooking('b1');
  expect(codeRequests()).toBe(1);

  await db.bookings.findOne('b1').incrementalModify((doc) => ({ ...doc, checkin: null, booking: { ...doc.booking, status: 'cancelled' } }));
  await fetchCodeOfNewBooking('b1');
  expect(codeRequests()).toBe(1);
});

it('a booking answered while the list was being read keeps its copy and still gets its code', async () => {
  // The booking's answer came after the read started: the local copy (from the answer) stays as it is.
  const readStartedAt = Date.now();
  const entry = await enqueue('bookings.create', '/api/bookings', { gymId: booking.gymId, slotStart: booking.slotStart, payWith: 'card' });
  await db.outbox
    .findOne(entry.id)
    .incrementalModify((doc) => ({ ...doc, state: 'done', responseStatus: 201, response: { booking }, settledAt: readStartedAt + 1 }));
  await cacheBooking('u1', booking, readStartedAt + 1);

  await refreshBookings('u1', readStartedAt);

  const kept = (await db.bookings.findOne('b1').exec())?.toJSON();
  expect(kept?.cachedAt).toBe(readStartedAt + 1);
  expect(kept?.checkin).toEqual(code);
});

it('keeps the pages home read, asking only for the upcoming pages after them, and the codes missing', async () => {
  // On the device: a visit the server no longer lists (cancelled elsewhere, then gone from the pages).
  await db.bookings.insert({ id: 'gone', userId: 'u1', booking: { ...booking, id: 'gone' }, checkin: null, cachedAt: 1 });
  const read = {
    upcoming: { bookings: [{ ...booking, id: 'b0', slotStart: new Date(START - 3600_000).toISOString() }], nextCursor: 'page-2' },
    past: { bookings: [{ ...booking, id: 'p1', status: 'attended' as const }], nextCursor: null },
  };

  expect(await keepReadBookings('u1', read, Date.now())).toEqual({ pastCursor: null });

  expect(listReads).toEqual(['upcoming page-2']);
  const kept = (await db.bookings.find().exec()).map((doc) => doc.toJSON());
  expect(kept.map((doc) => doc.id).sort()).toEqual(['b0', 'b1', 'p1']);
  // The upcoming visits' codes were asked for (the server knows b1's only); a past visit's is not.
  expect(kept.find((doc) => doc.id === 'b1')?.checkin).toEqual(code);
  expect(
    server.arrived
      .map((request) => request.path)
      .filter((path) => path.endsWith('/checkin-code'))
      .sort(),
  ).toEqual(['/api/bookings/b0/checkin-code', '/api/bookings/b1/checkin-code']);
});
