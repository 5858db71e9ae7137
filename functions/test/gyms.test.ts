// Gym discovery and reviews over real HTTP on the local runtime and DynamoDB Local: search by
// position and region, filters, pagination, details, availability, and the review rules.
import { distanceKm } from '@fitchoice/shared';
import { availabilityResponseSchema, gymSchema, gymSearchResponseSchema, reviewListResponseSchema } from '@fitchoice/shared/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSeededCatalogue } from '../src/gyms/catalogue';
import type { LocalStack } from '../src/local/index';
import { book, codeOf, type Json, setClock, slotAt, staffCheckIn } from './gym-helpers';
import { Client, signUp, startTestStack } from './helpers';

let stack: LocalStack;
let visitor: Client;
beforeAll(async () => {
  stack = await startTestStack();
  visitor = new Client(stack.url);
});
afterAll(async () => {
  await stack?.stop();
});

const london = { latitude: 51.5074, longitude: -0.1278 };

describe('gym search', () => {
  it('lists the gyms near a position, nearest first, within the radius', async () => {
    const answer = await visitor.get(`/api/gyms?lat=${london.latitude}&lon=${london.longitude}&radiusKm=5`);
    expect(answer.status).toBe(200);
    const page = gymSearchResponseSchema.parse(answer.json);
    expect(page.region).toBe('GB');
    expect(page.gyms.length).toBeGreaterThan(0);
    for (const gym of page.gyms) {
      expect(gym.city).toBe('London');
      expect(distanceKm(london, gym.location)).toBeLessThanOrEqual(5);
      expect(gym.distanceKm).toBeCloseTo(distanceKm(london, gym.location), 1);
    }
    const distances = page.gyms.map((g) => g.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it("answers a phone's cache-busted search like any other, and still refuses a parameter no route takes", async () => {
    const query = `lat=${london.latitude}&lon=${london.longitude}&radiusKm=5`;
    const busted = await visitor.get(`/api/gyms?${query}&_cb=1795585681602`);
    expect(busted.status).toBe(200);
    expect(busted.json).toEqual((await visitor.get(`/api/gyms?${query}`)).json);
    expect((await visitor.get(`/api/gyms?${query}&cb=1`)).status).toBe(400);
  });

  it('pages through a whole region with the cursor, each gym once', async () => {
    const ids: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const answer: Json = await visitor.get(`/api/gyms?region=JP&limit=15${cursor ? `&cursor=${cursor}` : ''}`);
      expect(answer.status).toBe(200);
      expect(answer.json.total).toBe(40);
      ids.push(...answer.json.gyms.map((g: Json) => g.id));
      cursor = answer.json.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(ids).size).toBe(40);
    expect(ids.every((id) => id.startsWith('gym-jp-'))).toBe(true);
  });

  it('searches by name and filters by amenities, price and rating', async () => {
    const named = await visitor.get('/api/gyms?region=MX&q=condesa&limit=50');
    expect(named.json.gyms.length).toBeGreaterThan(0);
    expect(named.json.gyms.every((g: Json) => /condesa/i.test(g.name))).toBe(true);
    const filtered = await visitor.get('/api/gyms?region=US&amenities=sauna,pool&maxPriceUsd=30&minRating=3.5&sort=price&limit=50');
    expect(filtered.status).toBe(200);
    for (const gym of filtered.json.gyms) {
      expect(gym.amenities).toEqual(expect.arrayContaining(['sauna', 'pool']));
      expect(gym.priceUsd).toBeLessThanOrEqual(30);
      expect(gym.rating.average).toBeGreaterThanOrEqual(3.5);
    }
  });

  it.each([
    { name: 'no region or position', query: '', field: 'region' },
    { name: 'lat without lon', query: 'lat=51.5', field: 'lon' },
    { name: 'an unknown amenity', query: 'region=US&amenities=helipad', field: 'amenities' },
    { name: 'a limit too large', query: 'region=US&limit=500', field: 'limit' },
    { name: 'distance sort without a position', query: 'region=US&sort=distance', field: 'sort' },
    { name: 'a forged cursor', query: 'region=US&cursor=eyJvIjo1fQ', field: 'cursor' },
    { name: 'a position in no region', query: 'lat=0&lon=0', field: 'region' },
  ])('refuses $name with a message naming the field', async ({ query, field }) => {
    const answer = await visitor.get(`/api/gyms?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.json.field).toMatch(new RegExp(`^${field}`));
    expect(answer.json.error).toMatch(/\w/);
  });
});

describe('catalogue seeding', () => {
  it('adds only new gyms when a later catalogue version is seeded, keeping what reviews and edits changed', async () => {
    const { generateSeededCatalogue, CATALOGUE_VERSION } = await import('../src/gyms/catalogue');
    const { seedCatalogue } = await import('../src/seed/catalogue');
    const before = (await visitor.get('/api/gyms/gym-gb-002')).json;
    const next = generateSeededCatalogue().map((seeded) =>
      seeded.gym.id === 'gym-gb-002' ? { ...seeded, gym: { ...seeded.gym, name: 'Renamed by the generator', ratingCount: 0 } } : seeded,
    );
    const extra = { gym: { ...next[0]!.gym, id: 'gym-us-901', name: 'Brand New Gym' }, reviews: [] };
    expect(await seedCatalogue(next, new Date(), CATALOGUE_VERSION)).toBe(0);
    expect(await seedCatalogue([...next, extra], new Date(), CATALOGUE_VERSION + 1)).toBe(1);
    expect((await visitor.get('/api/gyms/gym-gb-002')).json).toMatchObject({ name: before.name, rating: before.rating });
    expect((await visitor.get('/api/gyms/gym-us-901')).json.name).toBe('Brand New Gym');
  });
});

describe('catalogue ratings', () => {
  // A gym with many seeded reviews in each review language, and one with none.
  const seeded = generateSeededCatalogue();
  const sample = [
    ...['London', 'Paris', 'Madrid', 'São Paulo'].map((city) => seeded.find((s) => s.gym.city === city && s.reviews.length >= 3)!),
    seeded.find((s) => s.reviews.length === 0)!,
  ].map((s) => ({ gymId: s.gym.id, city: s.gym.city, seededReviews: s.reviews.length }));

  it.each(sample)('shows for $gymId ($city) the rating its $seededReviews listed reviews add up to', async ({ gymId, seededReviews }) => {
    const gym = gymSchema.parse((await visitor.get(`/api/gyms/${gymId}`)).json);
    const list = reviewListResponseSchema.parse((await visitor.get(`/api/gyms/${gymId}/reviews?limit=50`)).json);
    expect(gym.rating.count).toBe(seededReviews);
    expect(list.reviews).toHaveLength(seededReviews);
    const sum = list.reviews.reduce((total, review) => total + review.stars, 0);
    expect(gym.rating.average).toBe(seededReviews > 0 ? Math.round((sum / seededReviews) * 10) / 10 : null);
  });

  it('gives every gym of an older catalogue its seeded reviews once, its rating recounted from all its reviews', async () => {
    const { CATALOGUE_VERSION } = await import('../src/gyms/catalogue');
    const { seedCatalogue } = await import('../src/seed/catalogue');
    const { documentClient, TABLE } = await import('../src/dynamo/client');
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const { gymItem } = await import('../src/gyms/store');
    const withReviews = generateSeededCatalogue().find((s) => s.reviews.length >= 3)!;
    const id = 'gym-us-903';
    const upgraded = {
      gym: { ...withReviews.gym, id },
      reviews: withReviews.reviews.map((r, n) => ({ ...r, id: r.id.replace(/^.{8}/, `9030000${n}`), userId: `${r.userId}-903` })),
    };
    // The old catalogue's gym: an imported rating with no reviews behind it.
    await documentClient.send(new PutCommand({ TableName: TABLE, Item: gymItem({ ...upgraded.gym, ratingSum: 53, ratingCount: 11 }) }));
    expect(await seedCatalogue([upgraded], new Date(), CATALOGUE_VERSION + 5)).toBe(0);
    expect(await seedCatalogue([upgraded], new Date(), CATALOGUE_VERSION + 6)).toBe(0);
    const gym = (await visitor.get(`/api/gyms/${id}`)).json;
    const list = reviewListResponseSchema.parse((await visitor.get(`/api/gyms/${id}/reviews?limit=50`)).json);
    expect(gym.rating.count).toBe(upgraded.reviews.length);
    expect(list.reviews.map((r) => r.id).sort()).toEqual(upgraded.reviews.map((r) => r.id).sort());
    expect(list.rating).toEqual(gym.rating);
  });
});

describe('gym page', () => {
  it('shows a gym with hours, amenities, price and rating, and 404s an unknown one', async () => {
    const answer = await visitor.get('/api/gyms/gym-gb-001');
    expect(answer.status).toBe(200);
    const gym = gymSchema.parse(answer.json);
    expect(gym).toMatchObject({ id: 'gym-gb-001', region: 'GB', timeZone: 'Europe/London' });
    expect(gym.priceSweatCoins).toBe((gym.priceUsd * 10).toFixed(2));
    expect((await visitor.get('/api/gyms/gym-xx-999')).status).toBe(404);
  });

  it('lists a day of hourly slots in the gym zone with capacity and booked counts', async () => {
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    const answer = await visitor.get('/api/gyms/gym-jp-001/availability?date=2026-06-02');
    expect(answer.status, answer.text).toBe(200);
    const day = availabilityResponseSchema.parse(answer.json);
    expect(day).toMatchObject({ timeZone: 'Asia/Tokyo', today: '2026-06-01', lastBookableDate: '2026-06-15' });
    expect((await visitor.get('/api/gyms/gym-jp-001/availability')).json.date).toBe('2026-06-01');
    expect(day.slots.length).toBeGreaterThan(5);
    for (const slot of day.slots) {
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(3_600_000);
      expect(slot).toMatchObject({ booked: 0, bookable: true });
      expect(slot.remaining).toBe(slot.capacity);
    }
    expect((await visitor.get('/api/gyms/gym-jp-001/availability?date=2026-07-30')).json.field).toBe('date');
    expect((await visitor.get('/api/gyms/gym-jp-001/availability?date=2026-02-30')).status).toBe(400);
    await setClock(stack.url, null);
  });
});

describe('reviews', () => {
  const gymId = 'gym-au-001';
  const date = '2026-06-10';
  let reviewers: { client: Client; userId: string }[];

  /** A member who booked and checked in at the gym (so may review it). */
  async function visitedMember(name: string) {
    const member = await signUp(stack.url, name);
    await setClock(stack.url, '2026-06-05T00:00:00Z');
    const slot = await slotAt(member.client, gymId, date, '10:00');
    const booking = await book(member.client, gymId, slot.start);
    await setClock(stack.url, slot.start);
    const checkin = await staffCheckIn(stack.url, gymId, await codeOf(member.client, booking.id));
    expect(checkin.status, checkin.text).toBe(200);
    return member;
  }

  beforeAll(async () => {
    reviewers = [];
    for (let i = 0; i < 8; i++) reviewers.push(await visitedMember(`Reviewer ${i}`));
  });

  it('refuses a review from a member who never checked in there', async () => {
    const stranger = await signUp(stack.url, 'Stranger');
    const answer = await stranger.client.post(`/api/gyms/${gymId}/reviews`, { stars: 5, text: 'Looks nice from outside' });
    expect(answer.status).toBe(403);
    expect(answer.json.error).toBe('Only members who checked in at this gym can review it');
  });

  it('keeps the average and count exact when members review at the same time, once each', async () => {
    const before = (await visitor.get(`/api/gyms/${gymId}`)).json.rating;
    const stars = [5, 4, 3, 5, 2, 1, 4, 5];
    const answers = await Promise.all(
      reviewers.map((r, i) => r.client.post(`/api/gyms/${gymId}/reviews`, { stars: stars[i], text: `Visit number ${i} was good` })),
    );
    expect(answers.map((a) => a.status)).toEqual(stars.map(() => 201));
    const after = (await visitor.get(`/api/gyms/${gymId}`)).json.rating;
    expect(after.count).toBe(before.count + stars.length);
    const list = reviewListResponseSchema.parse((await visitor.get(`/api/gyms/${gymId}/reviews?limit=50`)).json);
    expect(list.reviews).toHaveLength(before.count + stars.length);
    expect(list.rating).toEqual(after);
    // The average moved by exactly the new stars: (old sum + new stars) / (old count + 8).
    const oldSum = (before.average ?? 0) * before.count;
    const expected = (oldSum + stars.reduce((a, b) => a + b, 0)) / after.count;
    expect(after.average).toBeCloseTo(expected, 0);

    const again = await reviewers[0]!.client.post(`/api/gyms/${gymId}/reviews`, { stars: 1, text: 'Second thoughts' });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe('You have already reviewed this gym');
    expect((await visitor.get(`/api/gyms/${gymId}`)).json.rating).toEqual(after);
  });

  // Reports and hiding: test/review-moderation.test.ts.
  it('orders by newest and by most helpful; a helpful vote counts once', async () => {
    const list = (await reviewers[0]!.client.get(`/api/gyms/${gymId}/reviews?limit=50`)).json;
    const mine = list.reviews.find((r: Json) => r.mine);
    const target = list.reviews.find((r: Json) => r.authorName === 'Reviewer 7');
    expect(mine).toBeDefined();
    expect((await reviewers[0]!.client.post(`/api/reviews/${mine.id}/helpful`)).status).toBe(403);
    const votes = await Promise.all([1, 2, 2].map((i) => reviewers[i]!.client.post(`/api/reviews/${target.id}/helpful`)));
    expect(votes.map((v) => v.status)).toEqual([200, 200, 200]);
    const helpful = (await visitor.get(`/api/gyms/${gymId}/reviews?order=helpful&limit=1`)).json;
    expect(helpful.reviews[0]).toMatchObject({ id: target.id, helpfulCount: 2 });
    expect(helpful.nextCursor).not.toBeNull();
    expect((await visitor.get(`/api/gyms/${gymId}/reviews?order=newest&cursor=${helpful.nextCursor}`)).status).toBe(400);

    const newest = (await visitor.get(`/api/gyms/${gymId}/reviews?order=newest&limit=50`)).json.reviews.map((r: Json) => r.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());

    expect((await reviewers[6]!.client.post('/api/reviews/bm9wZQ/helpful')).status).toBe(404);
  });

  it('refuses bad review bodies, and guests', async () => {
    const answer = await reviewers[7]!.client.post(`/api/gyms/${gymId}/reviews`, { stars: 6, text: 'x' });
    expect(answer.status).toBe(400);
    expect(answer.json.field).toBe('stars');
    const control = await reviewers[7]!.client.post(`/api/gyms/${gymId}/reviews`, { stars: 4, text: 'bell\u0007' });
    expect(control.json).toMatchObject({ field: 'text', error: 'text must not contain control characters' });
    expect((await reviewers[7]!.client.post(`/api/gyms/${gymId}/reviews`, { stars: 4, text: '   ' })).json.field).toBe('text');
    const guest = new Client(stack.url);
    await guest.post('/api/auth/guest');
    expect((await guest.post(`/api/gyms/${gymId}/reviews`, { stars: 5, text: 'hello' })).status).toBe(403);
  });
});
