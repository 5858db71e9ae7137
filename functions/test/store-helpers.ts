// Scenario builders for the rewards store and challenges tests (as Cal.com's bookingScenario):
// staff with roles, members with SweatCoins, rewards and challenges made through the admin API, and
// visits (a booking paid with SweatCoins, checked in with the gym's desk code).
import { expect } from 'vitest';
import { confirmFromMail } from './account-helpers';
import { book, buyCoins, gymCodeOf, type Json, setClock, slotAt } from './gym-helpers';
import { type Client, signUp } from './helpers';

/** A signed-up account given staff roles straight on its user item (the stack runs in this process). */
export async function staff(baseUrl: string, roles: string[], gymIds: string[] = [], name = 'Sam Staff'): Promise<Client> {
  const account = await signUp(baseUrl, name);
  const { setUserRoles } = await import('../src/users/store');
  await setUserRoles(account.userId, roles, gymIds);
  return account.client;
}

/**
 * A member holding 1000.00 SweatCoins per purchase (demo purchases, as a member buys them), who
 * confirmed their email through the mailed link (redeeming needs it) unless `verified` is false.
 */
export async function memberWithCoins(
  baseUrl: string,
  name = 'Member',
  purchases = 1,
  { verified = true }: { verified?: boolean } = {},
): Promise<{ client: Client; userId: string; email: string }> {
  const { client, userId, email } = await signUp(baseUrl, name);
  if (verified) await confirmFromMail(baseUrl, email);
  for (let i = 0; i < purchases; i++) await buyCoins(client);
  return { client, userId, email };
}

export function rewardBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Recovery smoothie',
    description: 'A recovery smoothie from the gym bar after your workout.',
    category: 'food',
    priceCoins: '100.00',
    stock: 10,
    perMemberLimit: 3,
    regions: ['US', 'GB'],
    codeValidDays: 14,
    gymId: null,
    ...overrides,
  };
}

export async function addReward(admin: Client, overrides: Record<string, unknown> = {}): Promise<Json> {
  const answer = await admin.post('/api/admin/rewards', rewardBody(overrides));
  expect(answer.status, answer.text).toBe(201);
  return answer.json.reward;
}

export function challengeBody(startsAt: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Two days this month',
    description: 'Check in on 2 different days before the month is out.',
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 30 * 86_400_000).toISOString(),
    measure: 'checkin_days',
    target: 2,
    rewardXp: 300,
    rewardCoins: '40.00',
    region: null,
    ...overrides,
  };
}

export async function addChallenge(admin: Client, startsAt: string, overrides: Record<string, unknown> = {}): Promise<Json> {
  const answer = await admin.post('/api/admin/challenges', challengeBody(startsAt, overrides));
  expect(answer.status, answer.text).toBe(201);
  return answer.json.challenge;
}

/** Books the slot at `localTime` on the gym's `date`, paid with SweatCoins (so the member's own scan checks it in). */
export async function bookVisit(client: Client, gymId: string, date: string, localTime: string): Promise<Json> {
  return book(client, gymId, (await slotAt(client, gymId, date, localTime)).start, 'sweatcoins');
}

/** Moves the clock 5 minutes into the visit and checks in with its gym's desk code; answers the check-in. */
export async function visitNow(baseUrl: string, client: Client, booking: Json): Promise<Json> {
  await setClock(baseUrl, new Date(Date.parse(booking.slotStart) + 5 * 60_000).toISOString());
  const answer = await client.post('/api/checkins', { gymCode: await gymCodeOf(baseUrl, booking.gymId) });
  expect(answer.status, answer.text).toBe(200);
  return answer.json;
}
