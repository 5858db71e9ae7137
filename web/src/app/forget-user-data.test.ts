// Logout forgets the member's locally cached data (spec section 4: "all cached data"): gyms and
// bookings, and the coach's plan, chat, mood entries and motivation messages.
import type { Booking, CoachMessage, Gym, MotivationMessage } from '@fitchoice/shared/api';
import type { MoodEntry, Plan } from '@fitchoice/shared/coach';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { getCoachDatabase } from '../db/coach-collections';
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

it("removes the member's coach plan, chat, mood entries and motivation messages", async () => {
  const db = await getCoachDatabase();
  await db.coach_plans.insert({ userId: 'u-1', plan: { id: 'p-1' } as Plan, updatedAt: 1 });
  await db.coach_messages.insert({ id: 'm-1', userId: 'u-1', message: { id: 'm-1' } as CoachMessage, createdAt: 1 });
  await db.mood_entries.insert({ id: 'e-1', userId: 'u-1', date: '2026-11-23', entry: { id: 'e-1' } as MoodEntry, updatedAt: 1 });
  await db.motivation_messages.insert({
    key: 'u-1:2026-11-23',
    userId: 'u-1',
    date: '2026-11-23',
    message: { date: '2026-11-23' } as MotivationMessage,
  });

  await forgetUserData();

  for (const collection of [db.coach_plans, db.coach_messages, db.mood_entries, db.motivation_messages]) {
    expect(await collection.count().exec()).toBe(0);
  }
});
