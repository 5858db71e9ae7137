// Lists a member pages through — the activity history, bookings, a gym's reviews — come `limit` at a
// time with an opaque cursor, in order, each item once, and a page reads about as many items as it
// shows however long the list (counted by a proxy in front of DynamoDB Local); a cursor that is not
// one this list gave is refused.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { type DynamoDbProxy, startDynamoDbProxy } from './dynamodb-proxy';
import { book, buyCoins, codeOf, type Json, setClock, slotAt, staffCheckIn } from './gym-helpers';
import { type Client, signUp, startTestStack } from './helpers';

let proxy: DynamoDbProxy;
let stack: LocalStack;
beforeAll(async () => {
  proxy = await startDynamoDbProxy(inject('dynamodbEndpoint'));
  stack = await startTestStack({ dynamodbEndpoint: proxy.url });
});
afterAll(async () => {
  if (stack) await setClock(stack.url, null);
  await stack?.stop();
  await proxy?.stop();
});

/** Reads every page of `path` (a list answering `field` and `nextCursor`), noting what each page read from the table. */
async function pages(client: Client, path: string, field: string): Promise<{ pages: Json[][]; itemsRead: number[] }> {
  const result: { pages: Json[][]; itemsRead: number[] } = { pages: [], itemsRead: [] };
  let cursor: string | null = null;
  do {
    proxy.takeItemsRead();
    const answer = await client.get(`${path}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(answer.status, answer.text).toBe(200);
    result.itemsRead.push(proxy.takeItemsRead());
    result.pages.push(answer.json[field]);
    cursor = answer.json.nextCursor;
    expect(result.pages.length).toBeLessThan(50);
  } while (cursor);
  return result;
}

const at = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

describe('the activity history', () => {
  it('comes a page at a time, newest first, each entry once, reading about a page from the table', async () => {
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    const { client } = await signUp(stack.url, 'Pager');
    for (let i = 0; i < 3; i++) await buyCoins(client);
    const visits = [];
    for (let hour = 6; hour < 16; hour++) {
      const slot = await slotAt(client, 'gym-us-013', '2026-06-05', `${String(hour).padStart(2, '0')}:00`);
      await setClock(stack.url, at('2026-06-01T00:00:00Z', hour));
      visits.push(await book(client, 'gym-us-013', slot.start, 'sweatcoins'));
    }
    for (const visit of visits.slice(0, 4)) expect((await client.post(`/api/bookings/${visit.id}/cancel`)).status).toBe(200);

    const all = (await client.get('/api/activity?limit=100')).json.entries;
    expect(all).toHaveLength(3 + 10 + 4);
    expect(all.filter((e: Json) => e.kind === 'purchase')).toHaveLength(3);
    const paged = await pages(client, '/api/activity?limit=5', 'entries');
    expect(paged.pages.map((p) => p.length)).toEqual([5, 5, 5, 2]);
    expect(paged.pages.flat().map((e: Json) => e.id)).toEqual(all.map((e: Json) => e.id));
    const times = all.map((e: Json) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    for (const read of paged.itemsRead) expect(read).toBeLessThanOrEqual(6);
  });

  it('refuses a cursor it did not give, naming it', async () => {
    const { client } = await signUp(stack.url, 'Prober');
    const other = await signUp(stack.url, 'Other');
    await buyCoins(other.client);
    await buyCoins(other.client);
    const theirs = (await other.client.get('/api/activity?limit=1')).json.nextCursor;
    expect(theirs).toEqual(expect.any(String));
    const forged = Buffer.from(JSON.stringify({ PK: 'USER#x', SK: 'LEDGER#000000000001' })).toString('base64url');
    for (const cursor of [theirs, forged, 'bm90IGpzb24', 'a'.repeat(2000), '%7B%7D']) {
      const answer = await client.get(`/api/activity?cursor=${cursor}`);
      expect(answer.status, cursor).toBe(400);
      expect(answer.json.field).toBe('cursor');
    }
  });
});

describe('the bookings list', () => {
  it('pages upcoming visits soonest first and the rest latest first, each once, reading about a page', async () => {
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    const { client } = await signUp(stack.url, 'Booker');
    const visits = [];
    for (let day = 2; day <= 9; day++)
      for (const time of ['07:00', '19:00'])
        visits.push(await book(client, 'gym-us-013', (await slotAt(client, 'gym-us-013', `2026-06-0${day}`, time)).start));
    const cancelled = visits.at(-1)!;
    expect((await client.post(`/api/bookings/${cancelled.id}/cancel`)).status).toBe(200);
    await setClock(stack.url, visits[8]!.slotEnd); // the first 9 visits have ended

    const upcoming = await pages(client, '/api/bookings?scope=upcoming&limit=3', 'bookings');
    expect(upcoming.pages.flat().map((b: Json) => b.id)).toEqual(visits.slice(9, -1).map((b) => b.id));
    const past = await pages(client, '/api/bookings?scope=past&limit=3', 'bookings');
    expect(past.pages.flat().map((b: Json) => b.id)).toEqual([cancelled, ...visits.slice(0, 9).reverse()].map((b) => b.id));
    expect(past.pages.map((p) => p.length)).toEqual([3, 3, 3, 1]);
    for (const read of upcoming.itemsRead) expect(read).toBeLessThanOrEqual(5);
    // The latest page of the past skips the visits still to come: a bounded read, never the whole list.
    for (const read of past.itemsRead) expect(read).toBeLessThan(visits.length);

    const other = await signUp(stack.url, 'Someone else');
    await book(other.client, 'gym-us-013', (await slotAt(other.client, 'gym-us-013', '2026-06-11', '07:00')).start);
    await book(other.client, 'gym-us-013', (await slotAt(other.client, 'gym-us-013', '2026-06-12', '07:00')).start);
    const theirs = (await other.client.get('/api/bookings?scope=upcoming&limit=1')).json.nextCursor;
    for (const cursor of [theirs, 'e30', '!!']) {
      const answer = await client.get(`/api/bookings?scope=upcoming&cursor=${cursor}`);
      expect(answer.status, cursor).toBe(400);
      expect(answer.json.field).toBe('cursor');
    }
    expect((await client.get('/api/bookings?limit=51')).json.field).toBe('limit');
  });
});

describe('a gym’s reviews', () => {
  const gymId = 'gym-au-002';

  /** A member who checked in at the gym (by the staff) and reviewed it at `when`. */
  async function reviewer(name: string, when: string, stars: number): Promise<{ client: Client; reviewId: string; authorId: string }> {
    const member = await signUp(stack.url, name);
    await setClock(stack.url, '2026-06-05T00:00:00Z');
    const slot = await slotAt(member.client, gymId, '2026-06-10', '10:00');
    const booking = await book(member.client, gymId, slot.start);
    await setClock(stack.url, slot.start);
    expect((await staffCheckIn(stack.url, gymId, await codeOf(member.client, booking.id))).status).toBe(200);
    await setClock(stack.url, when);
    const answer = await member.client.post(`/api/gyms/${gymId}/reviews`, { stars, text: `${name} says hello` });
    expect(answer.status, answer.text).toBe(201);
    return { client: member.client, reviewId: answer.json.review.id, authorId: member.userId };
  }

  /**
   * Hides a review as weighted reports do (review-moderation.test.ts makes those: accounts 14 days
   * old, checked in at the gym, one per network), written straight onto the review: here only the
   * list's paging around a hidden review matters.
   */
  async function hide(gym: string, authorId: string): Promise<void> {
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { documentClient, TABLE } = await import('../src/dynamo/client');
    const { gymKeys } = await import('../src/keys/gym-keys');
    const { REVIEW_HIDE_AFTER_REPORTS } = await import('@fitchoice/shared/api');
    await documentClient.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: gymKeys.review(gym, authorId),
        UpdateExpression: 'SET reportWeight = :weight',
        ExpressionAttributeValues: { ':weight': REVIEW_HIDE_AFTER_REPORTS },
      }),
    );
  }

  it('pages newest first and most helpful first, a hidden review left out, a vote moving a review up', async () => {
    const reviews = [];
    for (let i = 0; i < 7; i++) reviews.push(await reviewer(`Reviewer ${i}`, `2026-06-10T1${i}:30:00.000Z`, 1 + (i % 5)));
    const ids = reviews.map((r) => r.reviewId);
    const [oldest, , third, , fifth] = ids;
    const voters = await Promise.all(Array.from({ length: 3 }, (_, i) => signUp(stack.url, `Voter ${i}`)));
    for (const voter of voters) expect((await voter.client.post(`/api/reviews/${oldest}/helpful`)).status).toBe(200);
    await voters[0]!.client.post(`/api/reviews/${third}/helpful`);
    await hide(gymId, reviews[4]!.authorId);

    const visible = ids.filter((id) => id !== fifth);
    const newest = await pages(reviews[0]!.client, `/api/gyms/${gymId}/reviews?order=newest&limit=2`, 'reviews');
    expect(newest.pages.flat().map((r: Json) => r.id)).toEqual([...visible].reverse());
    const helpful = await pages(reviews[0]!.client, `/api/gyms/${gymId}/reviews?order=helpful&limit=2`, 'reviews');
    expect(helpful.pages.flat().map((r: Json) => [r.id, r.helpfulCount])).toEqual([
      [oldest, 3],
      [third, 1],
      ...[...visible]
        .reverse()
        .filter((id) => id !== oldest && id !== third)
        .map((id) => [id, 0]),
    ]);
    for (const read of [...newest.itemsRead, ...helpful.itemsRead]) expect(read).toBeLessThanOrEqual(4);

    const newestCursor = (await reviews[0]!.client.get(`/api/gyms/${gymId}/reviews?order=newest&limit=1`)).json.nextCursor;
    for (const [path, cursor] of [
      [`/api/gyms/${gymId}/reviews?order=helpful`, newestCursor],
      [`/api/gyms/gym-au-003/reviews?order=newest`, newestCursor],
      [`/api/gyms/${gymId}/reviews?order=newest`, 'W10'],
    ]) {
      const answer = await reviews[0]!.client.get(`${path}&cursor=${cursor}`);
      expect(answer.status, path).toBe(400);
      expect(answer.json.field).toBe('cursor');
    }
  });

  it('counts 20 helpful votes cast at once, each once, and moves the review to the top', async () => {
    const target = await reviewer('Popular', '2026-06-09T08:00:00.000Z', 5);
    const voters = await Promise.all(Array.from({ length: 20 }, (_, i) => signUp(stack.url, `Fan ${i}`)));
    const answers = await Promise.all(voters.map((voter) => voter.client.post(`/api/reviews/${target.reviewId}/helpful`)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(Math.max(...answers.map((a) => a.json.helpfulCount))).toBe(20);
    const top = (await target.client.get(`/api/gyms/${gymId}/reviews?order=helpful&limit=1`)).json.reviews[0];
    expect(top).toMatchObject({ id: target.reviewId, helpfulCount: 20 });
  });
});
