// Logout forgets the member's locally cached gyms and bookings (spec section 4: "all cached data").
import type { Booking, Gym } from '@fitchoice/shared/api';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { getGymDatabase } from '../db/gym-collections';
import { closeDatabase, openTestDatabase } from '../db/test-database';
import { forgetUserData } from './forget-user-data';

beforeEach(async () => {
  await openTestDatabase();
});
afterEach(closeDatabase);

it('removes the cached bookings and gyms', async () => {
  const db = await getGymDatabase();
  await db.gyms.insert({ id: 'gym-us-001', region: 'US', gym: { id: 'gym-us-001' } as Gym, cachedAt: 1 });
  await db.bookings.insert({ id: 'b-1', userId: 'u-1', booking: { id: 'b-1' } as Booking, checkin: null, cachedAt: 1 });

  await forgetUserData();

  expect(await db.gyms.count().exec()).toBe(0);
  expect(await db.bookings.count().exec()).toBe(0);
});
