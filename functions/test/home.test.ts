// GET /api/home over real HTTP on the local runtime and DynamoDB Local: who may ask it (a member;
// not a visitor or a guest), its query checked by the shared schema, and its answer: exactly what
// the routes it stands for answer the same member at the same time (the upcoming and past bookings,
// the stats, the region's challenges, the viewer's position), so the app can seed their caches with it.
import { homeResponseSchema } from '@fitchoice/shared/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { book, buyCoins, checkInNow, type Json, setClock, slotAt } from './gym-helpers';
import { Client, signUp, startTestStack } from './helpers';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await setClock(stack.url, null);
  await stack?.stop();
});

/** CloudFront's viewer headers, as it adds them to every request it forwards. */
const PLACED = { 'CloudFront-Viewer-Latitude': '40.71280', 'CloudFront-Viewer-Longitude': '-74.00600' };
const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function guest(): Promise<Client> {
  const client = new Client(stack.url);
  expect((await client.post('/api/auth/guest')).status).toBe(201);
  return client;
}

describe('GET /api/home', () => {
  it.each([
    { caller: 'a visitor', client: async () => new Client(stack.url), status: 401, code: 'unauthorized' },
    { caller: 'a guest', client: guest, status: 403, code: 'forbidden' },
    { caller: 'a member', client: async () => (await signUp(stack.url)).client, status: 200, code: undefined },
  ])('answers $caller $status', async ({ client, status, code }) => {
    const answer = await (await client()).get('/api/home?region=US');
    expect(answer.status, answer.text).toBe(status);
    if (code) expect(answer.json.code).toBe(code);
    else expect(homeResponseSchema.parse(answer.json).upcoming.bookings).toEqual([]);
  });

  it.each([
    { name: 'a region that is none', query: 'region=XX', field: 'region' },
    { name: 'an unknown parameter', query: 'limit=5', field: 'limit' },
  ])('answers 400 naming the field for $name', async ({ query, field }) => {
    const { client } = await signUp(stack.url);
    const answer = await client.get(`/api/home?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.json.field).toBe(field);
  });

  it('answers what the bookings, stats, challenges and location routes answer the same member', async () => {
    await setClock(stack.url, null);
    const { client } = await signUp(stack.url, 'Homer');
    await buyCoins(client);
    expect((await client.post('/api/challenges/gym-explorer/join')).status).toBe(200);
    const gymId = 'gym-us-007';
    // A visit checked in (stats, a streak, the challenge's progress), one to come, one cancelled.
    const visited = await book(client, gymId, (await slotAt(client, gymId, dayAfter(2), '10:00')).start, 'sweatcoins');
    await setClock(stack.url, visited.slotStart);
    await checkInNow(stack.url, client, visited);
    await book(client, gymId, (await slotAt(client, gymId, dayAfter(3), '10:00')).start);
    const cancelled = await book(client, gymId, (await slotAt(client, gymId, dayAfter(4), '10:00')).start);
    expect((await client.post(`/api/bookings/${cancelled.id}/cancel`)).status).toBe(200);

    const read = async (path: string, headers: Record<string, string> = {}): Promise<Json> => {
      const answer = await client.get(path, { headers });
      expect([200, 204], `${path}: ${answer.text}`).toContain(answer.status);
      return answer.status === 204 ? null : answer.json;
    };
    const home = homeResponseSchema.parse(await read('/api/home?region=US', PLACED));
    expect(home).toEqual({
      upcoming: await read('/api/bookings?scope=upcoming&limit=50'),
      past: await read('/api/bookings?scope=past&limit=20'),
      stats: await read('/api/profile/stats'),
      challenges: await read('/api/challenges?region=US'),
      location: await read('/api/location/ip', PLACED),
    });
    expect(home.upcoming.bookings.map((b) => b.status)).toEqual(['booked']);
    expect(home.past.bookings.map((b) => b.status).sort()).toEqual(['attended', 'cancelled']);
    expect(home.stats.checkins).toBe(1);
    expect(home.challenges.joinable.find((c) => c.id === 'gym-explorer')?.me?.progress).toBe(1);
    expect(home.location).toEqual({ latitude: 40.7128, longitude: -74.006 });

    // Without a region: every region's challenges, as GET /api/challenges; no viewer headers: no position (locally).
    const anywhere = await read('/api/home');
    expect(anywhere.challenges).toEqual(await read('/api/challenges'));
    expect(anywhere.location).toBeNull();
  });
});
