// @vitest-environment node
// The bookings kept on the device: a booking the server answers again keeps the check-in code
// fetched before, and what is written is plain data, which RxDB posts to the other tabs and the
// service worker (a Proxy read with doc.get() failed there with a DataCloneError on every load).
import type { Booking, CheckinCodeResponse } from '@fitchoice/shared/api';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { type GymDatabase, getGymDatabase } from '../../db/gym-collections';
import { closeDatabase, openTestDatabase } from '../../db/test-database';
import { cacheBooking } from './booking-cache';

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

let db: GymDatabase;

beforeEach(async () => {
  await openTestDatabase();
  db = await getGymDatabase();
});
afterEach(async () => {
  await closeDatabase();
});

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
