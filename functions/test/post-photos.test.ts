// A post's optional photo over real HTTP on DynamoDB Local and the local file storage: the upload,
// who may see it, what a post may not name (nothing uploaded, another member's photo, a photo
// already in a post), a photo claimed once under 20 racing posts, deleting the post deleting it, and
// the sweep that removes photos uploaded a day ago that no post took.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { send, startTestStack } from './helpers';
import { fakePicture, type Json, type ScenarioMember, socialScenario, uploadPostPhoto } from './social-helpers';

let stack: LocalStack;

beforeAll(async () => {
  stack = await startTestStack({ seedCatalogue: false });
});

afterAll(async () => {
  await stack?.stop();
});

const withPhoto = (photo: { id: string; alt?: string }, visibility: 'public' | 'friends' | 'private' = 'friends') => ({
  clientId: randomUUID(),
  text: 'Leg day done',
  visibility,
  photo,
});

async function feedOf(member: ScenarioMember): Promise<Json[]> {
  const answer = await member.client.get('/api/feed?limit=50');
  expect(answer.status, answer.text).toBe(200);
  return answer.json.posts;
}

describe('photos in posts', () => {
  it('shows a friend both copies with the alt text; a stranger cannot see the post', async () => {
    const s = await socialScenario(stack.url, { members: ['Ana', 'Bo', 'Cy'], friends: [['Ana', 'Bo']] });
    const feed = fakePicture(120_000, 'image/webp');
    const thumb = fakePicture(9_000, 'image/webp');
    const photoId = await uploadPostPhoto(s.Ana, { feed, thumb, contentType: 'image/webp' });
    const created = await s.Ana.client.post('/api/posts', withPhoto({ id: photoId, alt: 'A barbell on the rack' }));
    expect(created.status, created.text).toBe(201);
    expect(created.json.post.photo.alt).toBe('A barbell on the rack');

    const seen = (await feedOf(s.Bo)).find((post) => post.id === created.json.post.id);
    expect(seen.photo.alt).toBe('A barbell on the rack');
    for (const [url, bytes] of [
      [seen.photo.url, feed],
      [seen.photo.thumbUrl, thumb],
    ] as const) {
      const read = await fetch(new URL(url, stack.url));
      expect(read.status).toBe(200);
      expect(read.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await read.arrayBuffer()).equals(bytes)).toBe(true);
    }
    expect((await s.Cy.client.get(`/api/posts/${created.json.post.id}`)).status).toBe(404);
    expect((await feedOf(s.Cy)).some((post) => post.id === created.json.post.id)).toBe(false);
  });

  it('answers no alt when the author wrote none (the app says whose photo it is), and posts without a photo carry none', async () => {
    const s = await socialScenario(stack.url, { members: ['Di'] });
    const photoId = await uploadPostPhoto(s.Di);
    const created = await s.Di.client.post('/api/posts', withPhoto({ id: photoId, alt: '   ' }));
    expect(created.status, created.text).toBe(201);
    expect(created.json.post.photo.alt).toBeNull();
    const plain = await s.Di.client.post('/api/posts', { clientId: randomUUID(), text: 'No photo', visibility: 'private' });
    expect(plain.json.post.photo).toBeUndefined();
  });

  it('refuses uploads of another type or too big, before anything is signed', async () => {
    const s = await socialScenario(stack.url, { members: ['Ed'] });
    for (const [body, field] of [
      [{ contentType: 'image/gif', size: 1000, thumbSize: 100 }, 'contentType'],
      [{ contentType: 'application/pdf', size: 1000, thumbSize: 100 }, 'contentType'],
      [{ contentType: 'image/jpeg', size: 3 * 1024 * 1024, thumbSize: 100 }, 'size'],
      [{ contentType: 'image/jpeg', size: 1000, thumbSize: 300 * 1024 }, 'thumbSize'],
      [{ contentType: 'image/jpeg', size: 0, thumbSize: 100 }, 'size'],
      [{ contentType: 'image/jpeg', size: 1000, thumbSize: 100, key: 'uploads/posts/x/y/feed' }, undefined],
    ] as const) {
      const answer = await s.Ed.client.post('/api/posts/photos', body);
      expect(answer.status, answer.text).toBe(400);
      if (field) expect(answer.json.field).toBe(field);
    }
    // Bytes other than those signed for are refused by the storage itself.
    const tickets = await s.Ed.client.post('/api/posts/photos', { contentType: 'image/jpeg', size: 1000, thumbSize: 100 });
    const put = await fetch(new URL(tickets.json.feed.url, stack.url), {
      method: 'PUT',
      body: fakePicture(5000),
      headers: tickets.json.feed.headers,
    });
    expect(put.status).toBe(400);
  });

  it('refuses a post naming a photo not uploaded, half uploaded, uploaded by someone else or not the picture it says, and stores nothing', async () => {
    const s = await socialScenario(stack.url, { members: ['Fay', 'Gus'], friends: [['Fay', 'Gus']] });
    const gusPhoto = await uploadPostPhoto(s.Gus);
    const halfUploaded = await uploadPostPhoto(s.Fay, { copies: ['feed'] });
    // A page's bytes declared as a picture: what the file starts with decides, not the declared type.
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>'.padEnd(4000, ' '));
    const htmlAsPng = await uploadPostPhoto(s.Fay, { feed: html, thumb: fakePicture(400, 'image/png'), contentType: 'image/png' });
    const jpegAsPng = await uploadPostPhoto(s.Fay, { contentType: 'image/png' });
    for (const id of ['nothingWasUploadedHere', gusPhoto, halfUploaded, htmlAsPng, jpegAsPng]) {
      const body = withPhoto({ id });
      const answer = await s.Fay.client.post('/api/posts', body);
      expect(answer.status, answer.text).toBe(400);
      expect(answer.json.field).toBe('photo.id');
      expect((await s.Fay.client.get(`/api/posts/${body.clientId}`)).status).toBe(404);
    }
    const badId = await s.Fay.client.post('/api/posts', withPhoto({ id: '../../etc/passwd' }));
    expect(badId.status).toBe(400);
    expect((await feedOf(s.Gus)).filter((post) => post.author.id === s.Fay.userId)).toEqual([]);
    // Gus's own photo is still his to post.
    expect((await s.Gus.client.post('/api/posts', withPhoto({ id: gusPhoto }))).status).toBe(201);
  });

  it('gives a photo to one post only: 20 racing posts naming it make one, and a replay answers that post', async () => {
    const s = await socialScenario(stack.url, { members: ['Hal'] });
    const photoId = await uploadPostPhoto(s.Hal);
    const bodies = Array.from({ length: 20 }, () => withPhoto({ id: photoId }, 'private'));
    const answers = await Promise.all(bodies.map((body) => s.Hal.client.post('/api/posts', body)));
    const made = answers.filter((answer) => answer.status === 201);
    expect(made).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.json.code)).toEqual(Array(19).fill('photo_taken'));
    const winner = bodies.find((body) => body.clientId === made[0]!.json.post.id)!;
    // The outbox sends the same post again, ten times at once: still that one post.
    const replays = await Promise.all(Array.from({ length: 10 }, () => s.Hal.client.post('/api/posts', winner)));
    expect(replays.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(new Set(replays.map((answer) => answer.json.post.id))).toEqual(new Set([winner.clientId]));
    expect((await feedOf(s.Hal)).filter((post) => post.photo)).toHaveLength(1);
  });

  it('deletes the photo with its post', async () => {
    const s = await socialScenario(stack.url, { members: ['Ivy'] });
    const photoId = await uploadPostPhoto(s.Ivy);
    const created = await s.Ivy.client.post('/api/posts', withPhoto({ id: photoId }));
    const { url, thumbUrl } = created.json.post.photo;
    expect((await send(stack.url, url)).status).toBe(200);
    expect((await s.Ivy.client.call(`/api/posts/${created.json.post.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await send(stack.url, url)).status).toBe(404);
    expect((await send(stack.url, thumbUrl)).status).toBe(404);
    // A new post cannot pick the deleted photo up again.
    expect((await s.Ivy.client.post('/api/posts', withPhoto({ id: photoId }))).status).toBe(400);
  });
});

describe('the sweep of unclaimed photos', () => {
  /** The photo's files in the local storage (the copies and their content types). */
  const filesOf = (authorId: string, photoId: string) => {
    const folder = join(process.env.FILES_DIR!, 'uploads', 'posts', authorId, photoId);
    return existsSync(folder) ? readdirSync(folder) : [];
  };
  /** Makes the photo's files look written this long ago. */
  const age = (authorId: string, photoId: string, ms: number) => {
    const then = new Date(Date.now() - ms);
    for (const name of filesOf(authorId, photoId))
      utimesSync(join(process.env.FILES_DIR!, 'uploads', 'posts', authorId, photoId, name), then, then);
  };

  it('deletes a photo no post took once it is a day old, and keeps a posted one and a fresh one', async () => {
    // Imported now: the store reads its endpoint when it loads (the stack runs in this process).
    const { sweepUnclaimedPhotos, UNCLAIMED_PHOTO_MAX_AGE_MS } = await import('../src/social/photo-sweep');
    const s = await socialScenario(stack.url, { members: ['Jo'] });
    const stale = await uploadPostPhoto(s.Jo);
    const halfStale = await uploadPostPhoto(s.Jo, { copies: ['feed'] });
    const posted = await uploadPostPhoto(s.Jo);
    const fresh = await uploadPostPhoto(s.Jo);
    const post = await s.Jo.client.post('/api/posts', withPhoto({ id: posted }));
    expect(post.status, post.text).toBe(201);
    const dayAndAnHour = UNCLAIMED_PHOTO_MAX_AGE_MS + 60 * 60 * 1000;
    for (const photoId of [stale, halfStale, posted]) age(s.Jo.userId, photoId, dayAndAnHour);
    // Just under a day old is not yet abandoned.
    age(s.Jo.userId, fresh, UNCLAIMED_PHOTO_MAX_AGE_MS - 60 * 1000);

    expect(await sweepUnclaimedPhotos(new Date())).toBe(2);

    expect(filesOf(s.Jo.userId, stale)).toEqual([]);
    expect(filesOf(s.Jo.userId, halfStale)).toEqual([]);
    expect(filesOf(s.Jo.userId, posted)).toHaveLength(4);
    expect((await send(stack.url, post.json.post.photo.url)).status).toBe(200);
    expect((await send(stack.url, post.json.post.photo.thumbUrl)).status).toBe(200);
    // A post can no longer name the swept photo, and still can the fresh one.
    const late = await s.Jo.client.post('/api/posts', withPhoto({ id: stale }));
    expect(late.status).toBe(400);
    expect(late.json.field).toBe('photo.id');
    expect((await s.Jo.client.post('/api/posts', withPhoto({ id: fresh }))).status).toBe(201);
    // Posted photos stay however old they get (other tests' unposted ones go now).
    await sweepUnclaimedPhotos(new Date(Date.now() + dayAndAnHour));
    expect(filesOf(s.Jo.userId, posted)).toHaveLength(4);
    expect(filesOf(s.Jo.userId, fresh)).toHaveLength(4);
  });

  it('races 20 posts naming an abandoned photo: one post takes it and keeps its files, or the sweep deletes it and no post has it', async () => {
    const { sweepUnclaimedPhotos, UNCLAIMED_PHOTO_MAX_AGE_MS } = await import('../src/social/photo-sweep');
    const s = await socialScenario(stack.url, { members: ['Kai'] });
    const photoId = await uploadPostPhoto(s.Kai);
    age(s.Kai.userId, photoId, UNCLAIMED_PHOTO_MAX_AGE_MS + 60 * 60 * 1000);
    const [swept, ...answers] = await Promise.all([
      sweepUnclaimedPhotos(new Date()),
      ...Array.from({ length: 20 }, () => s.Kai.client.post('/api/posts', withPhoto({ id: photoId }))),
    ]);
    const created = answers.filter((answer) => answer.status === 201);
    // The others were refused: the photo was taken (409) or its files were gone (400).
    expect(answers.filter((answer) => answer.status !== 201).every((answer) => [400, 409].includes(answer.status))).toBe(true);
    expect(created.length).toBeLessThanOrEqual(1);
    if (created.length === 1) {
      expect(filesOf(s.Kai.userId, photoId)).toHaveLength(4);
      expect((await send(stack.url, created[0]!.json.post.photo.url)).status).toBe(200);
    } else {
      expect(swept).toBeGreaterThanOrEqual(1);
      expect(filesOf(s.Kai.userId, photoId)).toEqual([]);
    }
  });
});
