// Review reports over real HTTP on DynamoDB Local: every report reaches the moderators' queue, and
// a review is hidden only by reports fresh accounts cannot fake (accounts 14+ days old that checked
// in at that gym, one per network). Review ids are random: they name neither gym nor author.
import { randomBytes, randomUUID } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { confirmFromMail } from './account-helpers';
import { setClock } from './gym-helpers';
import { Client, signUp, startTestStack } from './helpers';

const GYM = 'gym-au-001';
const T0 = new Date('2026-03-01T09:00:00.000Z');
const days = (n: number) => new Date(T0.getTime() + n * 86_400_000).toISOString();

let stack: LocalStack;
let store: typeof import('../src/gyms/store');
let documentClient: typeof import('../src/dynamo/client').documentClient;
let TABLE: string;
let gymKeys: typeof import('../src/keys/gym-keys').gymKeys;

beforeAll(async () => {
  stack = await startTestStack();
  // Only now: the store reads DYNAMODB_ENDPOINT, which the stack sets, when it loads.
  store = await import('../src/gyms/store');
  ({ documentClient, TABLE } = await import('../src/dynamo/client'));
  ({ gymKeys } = await import('../src/keys/gym-keys'));
});
afterAll(async () => {
  await stack?.stop();
});
afterEach(async () => {
  await setClock(stack.url, null);
});

interface Member {
  client: Client;
  userId: string;
  email: string;
}

/**
 * The world of a test, as data: members who signed up on `joined` (days after T0), from a network
 * of their own or a given one, who checked in at the gym when `visited`. A check-in is written as
 * the check-in flow leaves it (USER#id / VISITED#gym): how one is made is the bookings tests' business.
 */
async function member(options: { joined: number; visited: boolean; network?: string }): Promise<Member> {
  await setClock(stack.url, days(options.joined));
  const { client, userId, email } = await signUp(stack.url, `Member ${randomBytes(2).toString('hex')}`);
  const onNetwork = new Client(stack.url, { 'x-forwarded-for': options.network ?? `192.168.${randomBytes(2).join('.')}` });
  onNetwork.sid = client.sid;
  if (options.visited) {
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    await documentClient.send(
      new PutCommand({ TableName: TABLE, Item: { ...gymKeys.visited(userId, GYM), gymId: GYM, firstVisitAt: days(options.joined) } }),
    );
  }
  return { client: onNetwork, userId, email };
}

async function reviewBy(author: Member, text: string): Promise<string> {
  const answer = await author.client.post(`/api/gyms/${GYM}/reviews`, { stars: 1, text });
  expect(answer.status, answer.text).toBe(201);
  return answer.json.review.id;
}

async function isListed(reviewId: string): Promise<boolean> {
  const list = await new Client(stack.url).get(`/api/gyms/${GYM}/reviews?limit=50`);
  return list.json.reviews.some((review: { id: string }) => review.id === reviewId);
}

async function report(reporter: Member, reviewId: string): Promise<void> {
  const answer = await reporter.client.post(`/api/reviews/${reviewId}/report`, { reason: 'fake' });
  expect(answer.status, answer.text).toBe(200);
}

/** The review, when the admin panel's moderation queue has an open case for it. */
async function queued(reviewId: string) {
  const { listModeration } = await import('../src/moderation/store');
  const page = await listModeration('open', 100, undefined);
  return page?.items.some((item) => item.targetId === reviewId) ? store.getReviewById(reviewId) : undefined;
}

describe('reports', () => {
  it('lets three brand-new accounts that checked in queue a review for moderators, not hide it', async () => {
    const author = await member({ joined: 0, visited: true });
    const reviewId = await reviewBy(author, 'Great gym, rude staff');
    const fresh = await Promise.all([1, 2, 3].map(() => member({ joined: 20, visited: true })));
    await setClock(stack.url, days(21));
    for (const reporter of fresh) await report(reporter, reviewId);
    expect(await isListed(reviewId)).toBe(true);
    expect(await queued(reviewId)).toMatchObject({ id: reviewId, reportCount: 3, reportWeight: 0, userId: author.userId });
  });

  it('hides a review once three established members who checked in there report it from three networks', async () => {
    const author = await member({ joined: 0, visited: true });
    const reviewId = await reviewBy(author, 'Terrible, never again');
    const sharedNetwork = '203.0.113.9';
    const sameNetwork = await Promise.all([1, 2, 3].map(() => member({ joined: 0, visited: true, network: sharedNetwork })));
    const neverThere = await member({ joined: 0, visited: false });
    const elsewhere = await Promise.all([1, 2].map(() => member({ joined: 0, visited: true })));
    await setClock(stack.url, days(30));
    // Three from one network weigh as one; an old account that never checked in there not at all.
    for (const reporter of [...sameNetwork, neverThere]) await report(reporter, reviewId);
    expect(await isListed(reviewId)).toBe(true);
    await report(elsewhere[0]!, reviewId);
    expect(await isListed(reviewId)).toBe(true);
    await report(elsewhere[1]!, reviewId);
    expect(await isListed(reviewId)).toBe(false);
    expect(await queued(reviewId)).toMatchObject({ reportCount: 6, reportWeight: 3 });
  });

  it('counts 20 parallel reports of one member once', async () => {
    const author = await member({ joined: 0, visited: true });
    const reviewId = await reviewBy(author, 'Smells of old socks');
    const reporter = await member({ joined: 0, visited: true });
    await setClock(stack.url, days(30));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => reporter.client.post(`/api/reviews/${reviewId}/report`, { reason: 'spam' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await queued(reviewId)).toMatchObject({ reportCount: 1, reportWeight: 1 });
  });
});

describe('a reporter who deletes the account', () => {
  /** Every item on the table's GSI1 partition `pk`. */
  async function indexed(pk: string) {
    const { QueryCommand } = await import('@aws-sdk/lib-dynamodb');
    const page = await documentClient.send(
      new QueryCommand({
        TableName: TABLE,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': pk },
      }),
    );
    return page.Items ?? [];
  }
  async function item(key: { PK: string; SK: string }) {
    const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
    return (await documentClient.send(new GetCommand({ TableName: TABLE, Key: key, ConsistentRead: true }))).Item;
  }
  async function deleteAccount(who: Member) {
    const deleted = await who.client.post('/api/account/delete', { password: 'correct horse battery' });
    expect(deleted.status, deleted.text).toBe(200);
  }

  it('takes their review reports with them (in the archive before); the review keeps its counts and the queue goes on', async () => {
    const author = await member({ joined: 0, visited: true });
    const reviewId = await reviewBy(author, 'Loud music, broken lockers');
    const network = `198.51.100.${randomBytes(1)[0]}`;
    const reporter = await member({ joined: 0, visited: true, network });
    const other = await member({ joined: 0, visited: true });
    await setClock(stack.url, days(30));
    await report(reporter, reviewId);
    await report(other, reviewId);
    const archive = (await reporter.client.get('/api/account/export')).json.data;
    expect(archive.reviewReports).toEqual([expect.objectContaining({ reviewId, reason: 'fake', details: null })]);
    expect((await item(gymKeys.reportNetwork(reviewId, network)))?.reporterId).toBe(reporter.userId);

    await deleteAccount(reporter);

    expect(await item(gymKeys.report(reviewId, reporter.userId))).toBeUndefined();
    expect(await indexed(gymKeys.reporterPartition(reporter.userId))).toEqual([]);
    // The network's one weighed report keeps its place, naming nobody.
    const weighed = await item(gymKeys.reportNetwork(reviewId, network));
    expect(weighed).toBeDefined();
    expect(weighed).not.toHaveProperty('reporterId');
    expect(await item(gymKeys.report(reviewId, other.userId))).toBeDefined();
    expect(await queued(reviewId)).toMatchObject({ reportCount: 2, reportWeight: 2 });
    // The queue goes on: a third report counts and hides the review.
    const third = await member({ joined: 0, visited: true });
    await setClock(stack.url, days(30));
    await report(third, reviewId);
    expect(await queued(reviewId)).toMatchObject({ reportCount: 3, reportWeight: 3 });
    expect(await isListed(reviewId)).toBe(false);
  });

  it('takes the helpful votes they gave (in the archive before); the reviews keep their counts and their place', async () => {
    const author = await member({ joined: 0, visited: true });
    const reviewId = await reviewBy(author, 'Great coaches, spotless showers');
    const voter = await member({ joined: 0, visited: true });
    const other = await member({ joined: 0, visited: true });
    for (const who of [voter, other]) expect((await who.client.post(`/api/reviews/${reviewId}/helpful`)).status).toBe(200);
    const archive = (await voter.client.get('/api/account/export')).json.data;
    expect(archive.helpfulVotes).toEqual([{ reviewId, createdAt: expect.any(String) }]);
    expect((await other.client.get('/api/account/export')).json.data.helpfulVotes).toEqual([{ reviewId, createdAt: expect.any(String) }]);

    await deleteAccount(voter);

    expect(await item(gymKeys.helpfulVote(reviewId, voter.userId))).toBeUndefined();
    expect(await indexed(gymKeys.voterPartition(voter.userId))).toEqual([]);
    expect(await item(gymKeys.helpfulVote(reviewId, other.userId))).toBeDefined();
    const review = await item(gymKeys.review(GYM, author.userId));
    expect(review).toMatchObject({ helpfulCount: 2, GSI2SK: expect.stringMatching(/^0000000002#/) });
  });

  it('takes reports, votes, kudos and comments written before their indexes too, once the backfill has indexed them', async () => {
    const { DeleteCommand, PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const { socialKeys } = await import('../src/keys/social-keys');
    const { backfillIndexes } = await import('../src/account/backfill-indexes');
    const author = await member({ joined: 0, visited: true });
    const reviewId = await reviewBy(author, 'Dusty mats');
    const reporter = await member({ joined: 0, visited: true });
    // Posting and commenting need a confirmed email (its link lives a day).
    for (const who of [author, reporter]) await confirmFromMail(stack.url, who.email);
    await setClock(stack.url, days(30));
    await report(reporter, reviewId);
    expect((await reporter.client.post(`/api/reviews/${reviewId}/helpful`)).status).toBe(200);
    const post = await author.client.post('/api/posts', { clientId: randomUUID(), text: 'New rack is in', visibility: 'public' });
    expect(post.status, post.text).toBe(201);
    const postId: string = post.json.post.id;
    expect((await reporter.client.post(`/api/posts/${postId}/kudos`)).status).toBe(200);
    const comment = await reporter.client.post(`/api/posts/${postId}/comments`, { clientId: uuidv7(), text: 'Finally!' });
    expect(comment.status, comment.text).toBe(201);
    expect((await reporter.client.post(`/api/posts/${postId}/report`, { reason: 'spam' })).status).toBe(200);
    // As the app wrote them before the indexes existed: the same items without their GSI1 keys.
    const keysOf = [
      gymKeys.report(reviewId, reporter.userId),
      gymKeys.helpfulVote(reviewId, reporter.userId),
      socialKeys.report(postId, `post_${postId}`, reporter.userId),
      socialKeys.kudos(postId, reporter.userId),
      socialKeys.comment(postId, comment.json.comment.id),
    ];
    for (const key of keysOf) {
      const { GSI1PK, GSI1SK: _sk, ...unindexed } = (await item(key))!;
      expect(GSI1PK).toBeDefined();
      await documentClient.send(new DeleteCommand({ TableName: TABLE, Key: key }));
      await documentClient.send(new PutCommand({ TableName: TABLE, Item: unindexed }));
    }
    const before = (await reporter.client.get('/api/account/export')).json.data;
    expect([before.reviewReports, before.helpfulVotes, before.reports, before.reactions.kudos]).toEqual([[], [], [], []]);

    expect((await backfillIndexes()).indexed).toBeGreaterThanOrEqual(keysOf.length);
    for (const key of keysOf) expect((await item(key))?.GSI1PK).toBeDefined();
    const archive = (await reporter.client.get('/api/account/export')).json.data;
    expect(archive.reviewReports).toEqual([expect.objectContaining({ reviewId })]);
    expect(archive.helpfulVotes).toEqual([expect.objectContaining({ reviewId })]);
    expect(archive.reports).toEqual([expect.objectContaining({ postId, reason: 'spam' })]);
    expect(archive.reactions.kudos).toEqual([expect.objectContaining({ postId })]);

    await deleteAccount(reporter);

    for (const key of keysOf) expect(await item(key)).toBeUndefined();
    expect((await author.client.get(`/api/posts/${postId}`)).json.post).toMatchObject({ kudosCount: 0, commentCount: 0 });
    expect(await queued(reviewId)).toMatchObject({ reportCount: 1 });
  });
});

describe('review ids', () => {
  it('are random: they name neither the gym nor the author, and the old gym+author form finds nothing', async () => {
    const author = await member({ joined: 0, visited: true });
    const reviewId = await reviewBy(author, 'Clean and friendly');
    expect(reviewId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(reviewId).not.toContain(author.userId);
    const oldForm = Buffer.from(`${GYM}\n${author.userId}`).toString('base64url');
    const other = await member({ joined: 0, visited: true });
    expect((await other.client.post(`/api/reviews/${oldForm}/helpful`)).status).toBe(404);
    expect((await other.client.post(`/api/reviews/${reviewId}/helpful`)).json).toEqual({ reviewId, helpfulCount: 1 });
  });
});
