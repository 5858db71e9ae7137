// Helpers for the gym, booking and rewards integration tests: the test clock, finding gyms and
// slots through the API, booking and checking in.
import { expect } from 'vitest';
import { type Answer, type Client, send } from './helpers';

/** Moves the handlers' clock (test hooks); null returns to the real clock. */
export async function setClock(baseUrl: string, now: string | null): Promise<void> {
  const answer = await send(baseUrl, '/__test/clock', { method: 'POST', body: { now } });
  expect(answer.status).toBe(200);
}

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
export type Json = any;

/** The first gym of a search. */
export async function findGym(client: Client, query: string): Promise<Json> {
  const answer = await client.get(`/api/gyms?${query}`);
  expect(answer.status, answer.text).toBe(200);
  expect(answer.json.gyms.length).toBeGreaterThan(0);
  return answer.json.gyms[0];
}

/** The slot of a gym that starts at `localTime` on `date` (gym's local date). */
export async function slotAt(client: Client, gymId: string, date: string, localTime: string): Promise<Json> {
  const answer = await client.get(`/api/gyms/${gymId}/availability?date=${date}`);
  expect(answer.status, answer.text).toBe(200);
  const slot = answer.json.slots.find((s: Json) => s.localTime === localTime);
  expect(slot, `no ${localTime} slot on ${date}`).toBeDefined();
  return slot;
}

export async function book(client: Client, gymId: string, slotStart: string, payWith: 'card' | 'sweatcoins' = 'card'): Promise<Json> {
  const answer = await client.post('/api/bookings', { gymId, slotStart, payWith });
  expect(answer.status, answer.text).toBe(201);
  return answer.json.booking;
}

export async function codeOf(client: Client, bookingId: string): Promise<string> {
  const answer = await client.get(`/api/bookings/${bookingId}/checkin-code`);
  expect(answer.status, answer.text).toBe(200);
  return answer.json.code;
}

/** The code the gym's desk shows now, by the handlers' clock (a test hook: the panel shows it to its partners only). */
export async function gymCodeOf(baseUrl: string, gymId: string): Promise<string> {
  const answer = await send(baseUrl, `/__test/gym-code?gymId=${encodeURIComponent(gymId)}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.json.code;
}

/** The member scans the desk code of `booking`'s gym now; expects success unless told otherwise. */
export async function checkInNow(baseUrl: string, client: Client, booking: Json, options: { expectOk?: boolean } = {}): Promise<Answer> {
  const answer = await client.post('/api/checkins', { gymCode: await gymCodeOf(baseUrl, booking.gymId) });
  if (options.expectOk !== false) expect(answer.status, answer.text).toBe(200);
  return answer;
}

/**
 * The gym's staff check a member in with the member's booking code: a test hook calling what the
 * panel's route calls, answering the member's check-in with XP and streak.
 */
export function staffCheckIn(baseUrl: string, gymId: string, code: string): Promise<Answer> {
  return send(baseUrl, '/__test/staff-checkin', { method: 'POST', body: { gymId, code } });
}

/** Gives the member SweatCoins the way a member gets them: a demo purchase (0.01 ETH = 1000.00). */
let purchases = 0;
export async function buyCoins(client: Client): Promise<void> {
  purchases += 1;
  const answer = await client.post('/api/web3/crypto-purchase', {
    walletAddress: '0x1234567890abcdef1234567890abcdef1234abcd',
    ethAmount: '0.01',
    sweatCoinsAmount: '1000.00',
    transactionHash: `demo-${Date.now()}${String(purchases).padStart(3, '0')}`,
  });
  expect(answer.status, answer.text).toBe(200);
}
