// The social feature over real HTTP and the real-time socket, on DynamoDB Local: friends and
// blocking, post visibility, the confirmed-email gate on posting, kudos, comments and moderation,
// chat order and exactly-once sends, catching up on reconnect, fit match, push delivery and dead
// subscriptions, and the friends leaderboard.

import { randomUUID } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { confirmFromMail } from './account-helpers';
import { send, signUp, startTestStack } from './helpers';
import {
  browserPushKeys,
  type Json,
  SETTINGS_OFF,
  SocketClient,
  socialScenario,
  startConversation,
  startTestPushService,
  type TestPushService,
} from './social-helpers';

let stack: LocalStack;

beforeAll(async () => {
  stack = await startTestStack({ seedCatalogue: false });
});

afterAll(async () => {
  await stack?.stop();
});

const post = (text: string, visibility: 'public' | 'friends' | 'private') => ({ clientId: randomUUID(), text, visibility });

describe('friends', () => {
  it('finds only members who allow it, by name or email, never a blocked one', async () => {
    const tag = randomUUID().slice(0, 6);
    const s = await socialScenario(stack.url, {
      members: [`Zod${tag}`, `Zoe${tag}`, `Zora${tag}`, `Ann${tag}`],
      findable: [`Zoe${tag}`, `Zora${tag}`],
      blocks: [[`Zora${tag}`, `Ann${tag}`]],
    });
    const ann = s[`Ann${tag}`]!;
    const byName = await ann.client.get(`/api/members?q=zo`);
    expect(byName.status).toBe(200);
    const names = byName.json.members.map((m: Json) => m.name);
    expect(names).toContain(`Zoe${tag}`);
    expect(names).not.toContain(`Zod${tag}`);
    expect(names).not.toContain(`Zora${tag}`);
    const byEmail = await ann.client.get(`/api/members?q=${encodeURIComponent(s[`Zoe${tag}`]!.email)}`);
    expect(byEmail.json.members).toEqual([{ id: s[`Zoe${tag}`]!.userId, name: `Zoe${tag}`, relation: 'none' }]);
    const hiddenEmail = await ann.client.get(`/api/members?q=${encodeURIComponent(s[`Zod${tag}`]!.email)}`);
    expect(hiddenEmail.json.members).toEqual([]);
    expect((await ann.client.get('/api/members?q=a')).status).toBe(400);
  });

  it('requests, declines, cancels, accepts and removes; asking back accepts', async () => {
    const s = await socialScenario(stack.url, { members: ['Ana', 'Ben', 'Cy'] });
    const { Ana: ana, Ben: ben, Cy: cy } = s;
    const asked = await ana.client.post('/api/friends/requests', { userId: ben.userId });
    expect(asked.status).toBe(201);
    expect(asked.json.request).toEqual({ id: `${ana.userId}_${ben.userId}`, state: 'pending' });
    expect((await ben.client.get('/api/friends')).json.incoming).toEqual([
      { id: asked.json.request.id, from: { id: ana.userId, name: 'Ana' }, createdAt: expect.any(String) },
    ]);
    // Declined by Ben: gone for both.
    expect((await ben.client.call(`/api/friends/requests/${asked.json.request.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await ana.client.get('/api/friends')).json.outgoing).toEqual([]);
    // Cancelled by its sender.
    const again = await ana.client.post('/api/friends/requests', { userId: ben.userId });
    expect((await ana.client.call(`/api/friends/requests/${again.json.request.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await ben.client.get('/api/friends')).json.incoming).toEqual([]);
    // Nobody else may accept or drop it.
    const third = await ana.client.post('/api/friends/requests', { userId: ben.userId });
    expect((await cy.client.post(`/api/friends/requests/${third.json.request.id}/accept`)).status).toBe(404);
    expect((await ana.client.post(`/api/friends/requests/${third.json.request.id}/accept`)).status).toBe(404);
    // Ben asking back accepts.
    const back = await ben.client.post('/api/friends/requests', { userId: ana.userId });
    expect(back.json.request.state).toBe('accepted');
    expect((await ana.client.get('/api/friends')).json.friends).toEqual([{ id: ben.userId, name: 'Ben', since: expect.any(String) }]);
    expect((await ana.client.post('/api/friends/requests', { userId: ben.userId })).status).toBe(409);
    expect((await ben.client.call(`/api/friends/${ana.userId}`, { method: 'DELETE' })).status).toBe(204);
    expect((await ana.client.get('/api/friends')).json.friends).toEqual([]);
  });

  it('refuses bad input and changes nothing', async () => {
    const { Ana: ana } = await socialScenario(stack.url, { members: ['Ana'] });
    expect((await ana!.client.post('/api/friends/requests', {})).json.field).toBe('userId');
    expect((await ana!.client.post('/api/friends/requests', { userId: ana!.userId })).status).toBe(400);
    expect((await ana!.client.post('/api/friends/requests', { userId: randomUUID() })).status).toBe(404);
    expect((await ana!.client.post('/api/friends/requests', { userId: 'x', extra: 1 })).status).toBe(400);
    expect((await ana!.client.get('/api/friends')).json).toEqual({ friends: [], incoming: [], outgoing: [], blocked: [] });
    const guest = new (await import('./helpers')).Client(stack.url);
    await guest.post('/api/auth/guest');
    expect((await guest.get('/api/friends')).status).toBe(403);
    expect((await send(stack.url, '/api/friends')).status).toBe(401);
  });

  it('blocking ends the friendship and refuses requests both ways', async () => {
    const { Ana: ana, Ben: ben } = await socialScenario(stack.url, {
      members: ['Ana', 'Ben'],
      friends: [['Ana', 'Ben']],
      blocks: [['Ana', 'Ben']],
      findable: ['Ana'],
    });
    expect((await ben!.client.get('/api/friends')).json.friends).toEqual([]);
    expect((await ana!.client.get('/api/friends')).json.blocked).toEqual([{ id: ben!.userId, name: 'Ben' }]);
    expect((await ben!.client.post('/api/friends/requests', { userId: ana!.userId })).status).toBe(403);
    expect((await ana!.client.post('/api/friends/requests', { userId: ben!.userId })).status).toBe(403);
    expect((await ben!.client.get(`/api/members/${ana!.userId}`)).status).toBe(404);
    expect((await ana!.client.call(`/api/users/${ben!.userId}/block`, { method: 'DELETE' })).status).toBe(204);
    expect((await ben!.client.get(`/api/members/${ana!.userId}`)).json.relation).toBe('none');
  });

  it('shows the card of a member who chose not to be found only to those who already know them', async () => {
    const s = await socialScenario(stack.url, { members: ['Ana', 'Ben', 'Cy', 'Dee'], friends: [['Ana', 'Ben']], findable: ['Dee'] });
    const stranger = await s.Cy.client.get(`/api/members/${s.Ana.userId}`);
    expect(stranger.status).toBe(404);
    expect(stranger.text).not.toContain('Ana');
    expect((await s.Ben.client.get(`/api/members/${s.Ana.userId}`)).json).toMatchObject({ name: 'Ana', relation: 'friend' });
    expect((await s.Cy.client.get(`/api/members/${s.Dee.userId}`)).json).toMatchObject({ name: 'Dee', relation: 'none' });
    // Asked by the hidden member, the asker knows them: both sides see the card.
    expect((await s.Ana.client.post('/api/friends/requests', { userId: s.Cy.userId })).status).toBe(201);
    expect((await s.Cy.client.get(`/api/members/${s.Ana.userId}`)).json.relation).toBe('incoming');
  });

  it("lists friends' activity only as each shares it", async () => {
    const { Ana: ana } = await socialScenario(stack.url, { members: ['Ana', 'Ben'], friends: [['Ana', 'Ben']] });
    const answer = await ana!.client.get('/api/friends/activity');
    expect(answer.status).toBe(200);
    expect(answer.json.entries).toEqual([]);
  });
});

describe('the feed', () => {
  it('shows public, friends and only-me posts to exactly who may see them, and nothing across a block', async () => {
    const s = await socialScenario(stack.url, {
      members: ['Author', 'Friend', 'Stranger', 'Blocked'],
      friends: [
        ['Author', 'Friend'],
        ['Author', 'Blocked'],
      ],
      blocks: [['Author', 'Blocked']],
    });
    const author = s.Author!;
    const ids: Record<string, string> = {};
    for (const visibility of ['public', 'friends', 'private'] as const) {
      const created = await author.client.post('/api/posts', post(`a ${visibility} post`, visibility));
      expect(created.status, created.text).toBe(201);
      ids[visibility] = created.json.post.id;
    }
    const sees = async (name: keyof typeof s) => {
      const feed = await s[name]!.client.get('/api/feed?limit=50');
      expect(feed.status).toBe(200);
      const mine = feed.json.posts.filter((p: Json) => p.author.id === author.userId).map((p: Json) => p.visibility);
      const direct = await Promise.all(
        (['public', 'friends', 'private'] as const).map(async (v) => [v, (await s[name]!.client.get(`/api/posts/${ids[v]}`)).status]),
      );
      return { feed: mine.sort(), direct: Object.fromEntries(direct) };
    };
    expect(await sees('Author')).toEqual({ feed: ['friends', 'private', 'public'], direct: { public: 200, friends: 200, private: 200 } });
    expect(await sees('Friend')).toEqual({ feed: ['friends', 'public'], direct: { public: 200, friends: 200, private: 404 } });
    expect(await sees('Stranger')).toEqual({ feed: ['public'], direct: { public: 200, friends: 404, private: 404 } });
    expect(await sees('Blocked')).toEqual({ feed: [], direct: { public: 404, friends: 404, private: 404 } });
    // A friends-only post cannot be given kudos or commented by a non-friend either.
    expect((await s.Stranger!.client.post(`/api/posts/${ids.friends}/kudos`)).status).toBe(404);
    expect((await s.Stranger!.client.post(`/api/posts/${ids.friends}/comments`, { clientId: randomUUID(), text: 'hi' })).status).toBe(404);
  });

  it('needs a confirmed email to post beyond yourself: refused and nothing stored until the member confirms; only-me posts and guests aside', async () => {
    const s = await socialScenario(stack.url, {
      members: ['Unconfirmed', 'Her friend'],
      friends: [['Unconfirmed', 'Her friend']],
      unverified: ['Unconfirmed'],
    });
    const member = s.Unconfirmed!;
    const publicPost = post('my first public post', 'public');
    const key = uuidv7();
    for (const body of [publicPost, post('for my friends', 'friends')]) {
      const refused = await member.client.post('/api/posts', body, { idempotencyKey: body === publicPost ? key : uuidv7() });
      expect(refused.status, refused.text).toBe(403);
      expect(refused.json.code).toBe('email_not_verified');
      expect((await member.client.get(`/api/posts/${body.clientId}`)).status).toBe(404);
    }
    const note = await member.client.post('/api/posts', post('a note to myself', 'private'));
    expect(note.status, note.text).toBe(201);
    const hers = async () =>
      (await s['Her friend']!.client.get('/api/feed?limit=50')).json.posts.filter((p: Json) => p.author.id === member.userId);
    expect(await hers()).toEqual([]);

    const guest = new (await import('./helpers')).Client(stack.url);
    await guest.post('/api/auth/guest');
    expect((await guest.post('/api/posts', post('a guest speaks', 'public'))).status).toBe(403);

    // The refusal was not kept as the key's answer: the queued post goes out once she confirms.
    await confirmFromMail(stack.url, member.email);
    const posted = await member.client.post('/api/posts', publicPost, { idempotencyKey: key });
    expect(posted.status, posted.text).toBe(201);
    expect((await hers()).map((p: Json) => p.id)).toEqual([publicPost.clientId]);
  });

  it('stores text as written, once per clientId, and refuses what breaks the limits', async () => {
    const { Ana: ana } = await socialScenario(stack.url, { members: ['Ana'] });
    const body = post('<b>bold</b> & https://example.com/x?a=1', 'public');
    const answers = await Promise.all(Array.from({ length: 5 }, () => ana!.client.post('/api/posts', body)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json.post.id))).toEqual(new Set([body.clientId]));
    expect(answers[0]!.json.post.text).toBe('<b>bold</b> & https://example.com/x?a=1');
    const feed = await ana!.client.get('/api/feed');
    expect(feed.json.posts.filter((p: Json) => p.id === body.clientId)).toHaveLength(1);
    expect((await ana!.client.post('/api/posts', post('x'.repeat(2001), 'public'))).json.field).toBe('text');
    expect((await ana!.client.post('/api/posts', post('   ', 'public'))).status).toBe(400);
    expect((await ana!.client.post('/api/posts', { ...post('hi', 'public'), visibility: 'everyone' })).json.field).toBe('visibility');
    expect((await ana!.client.post('/api/posts', { ...post('hi', 'public'), clientId: 'nope' })).json.field).toBe('clientId');
  });

  it('pages newest first with a cursor, without gaps or repeats', async () => {
    const { Pager: pager } = await socialScenario(stack.url, { members: ['Pager'] });
    const made: string[] = [];
    for (let i = 0; i < 7; i++) {
      const created = await pager!.client.post('/api/posts', post(`post ${i}`, 'private'));
      made.push(created.json.post.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page: Json = await pager!.client.get(`/api/feed?limit=3${query}`);
      expect(page.status).toBe(200);
      seen.push(...page.json.posts.filter((p: Json) => p.author.id === pager!.userId).map((p: Json) => p.id));
      cursor = page.json.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...made].reverse());
    expect((await pager!.client.get('/api/feed?cursor=bad!')).status).toBe(400);
  });

  it('pages exactly the posts a viewer may see, whichever friends posted lately, a friend with no post head included', async () => {
    const s = await socialScenario(stack.url, {
      members: ['Viewer', 'Often', 'Rarely', 'Quiet', 'Legacy', 'Stranger', 'Blocker'],
      friends: [
        ['Viewer', 'Often'],
        ['Viewer', 'Rarely'],
        ['Viewer', 'Quiet'],
        ['Viewer', 'Legacy'],
      ],
      blocks: [['Blocker', 'Viewer']],
    });
    type Name = keyof typeof s;
    // Public posts older and newer than the friends' few, so a page's floor falls between them.
    const plan: [Name, 'public' | 'friends' | 'private'][] = [];
    for (let i = 0; i < 8; i++) {
      plan.push(['Stranger', 'public'], ['Often', i % 2 ? 'friends' : 'public'], ['Stranger', 'public']);
      if (i === 2) plan.push(['Legacy', 'friends'], ['Rarely', 'friends'], ['Often', 'private'], ['Blocker', 'public']);
    }
    plan.push(['Rarely', 'private']);
    const made: Json[] = [];
    for (const [name, visibility] of plan) {
      const created = await s[name].client.post('/api/posts', post(`${name} ${visibility}`, visibility));
      expect(created.status, created.text).toBe(201);
      made.push(created.json.post);
    }
    // Legacy posted before post heads were kept: the feed must still read them.
    const { DeleteCommand } = await import('@aws-sdk/lib-dynamodb');
    const { documentClient, TABLE } = await import('../src/dynamo/client');
    const { socialKeys } = await import('../src/keys/social-keys');
    await documentClient.send(new DeleteCommand({ TableName: TABLE, Key: socialKeys.postHead(s.Legacy.userId) }));

    const friendIds = new Set(['Often', 'Rarely', 'Quiet', 'Legacy'].map((name) => s[name as Name].userId));
    const expected = made
      .filter((p) => p.author.id !== s.Blocker.userId)
      .filter((p) => p.visibility === 'public' || (p.visibility === 'friends' && friendIds.has(p.author.id)))
      .sort((a, b) => (`${a.createdAt}#${a.id}` < `${b.createdAt}#${b.id}` ? 1 : -1))
      .map((p) => p.id);
    const ours = new Set(made.map((p) => p.id));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Json = await s.Viewer.client.get(`/api/feed?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status, page.text).toBe(200);
      seen.push(...page.json.posts.map((p: Json) => p.id).filter((id: string) => ours.has(id)));
      cursor = page.json.nextCursor;
    } while (cursor);
    expect(seen).toEqual(expected);

    // Reading gave Legacy and Quiet (who never posted) heads; their new posts still come first.
    const later = [
      (await s.Quiet.client.post('/api/posts', post('Quiet, at last', 'friends'))).json.post.id,
      (await s.Legacy.client.post('/api/posts', post('Legacy again', 'friends'))).json.post.id,
    ];
    const first: Json = await s.Viewer.client.get('/api/feed?limit=3');
    expect(first.json.posts.map((p: Json) => p.id).slice(0, 2)).toEqual([...later].reverse());
  });

  it('counts kudos once per member, toggles them, and deletes only your own post', async () => {
    const { Ana: ana, Ben: ben } = await socialScenario(stack.url, { members: ['Ana', 'Ben'], friends: [['Ana', 'Ben']] });
    const id = (await ana!.client.post('/api/posts', post('kudos please', 'friends'))).json.post.id;
    const given = await Promise.all(Array.from({ length: 10 }, () => ben!.client.post(`/api/posts/${id}/kudos`)));
    expect(given.every((answer) => answer.status === 200)).toBe(true);
    expect((await ana!.client.get(`/api/posts/${id}`)).json.post.kudosCount).toBe(1);
    expect((await ben!.client.get(`/api/posts/${id}`)).json.post.kudosByMe).toBe(true);
    expect((await ben!.client.call(`/api/posts/${id}/kudos`, { method: 'DELETE' })).json).toEqual({
      postId: id,
      kudosCount: 0,
      kudosByMe: false,
    });
    expect((await ben!.client.call(`/api/posts/${id}/kudos`, { method: 'DELETE' })).json.kudosCount).toBe(0);
    expect((await ben!.client.call(`/api/posts/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await ana!.client.call(`/api/posts/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await ben!.client.get(`/api/posts/${id}`)).status).toBe(404);
  });

  it('keeps comments once per clientId, in order, and the count with them', async () => {
    const { Ana: ana, Ben: ben } = await socialScenario(stack.url, { members: ['Ana', 'Ben'] });
    const id = (await ana!.client.post('/api/posts', post('comment on me', 'public'))).json.post.id;
    const first = { clientId: uuidv7(), text: 'first' };
    await Promise.all(Array.from({ length: 5 }, () => ben!.client.post(`/api/posts/${id}/comments`, first)));
    await ana!.client.post(`/api/posts/${id}/comments`, { clientId: uuidv7(), text: 'second' });
    const comments = await ana!.client.get(`/api/posts/${id}/comments`);
    expect(comments.json.comments.map((c: Json) => [c.author.name, c.text])).toEqual([
      ['Ben', 'first'],
      ['Ana', 'second'],
    ]);
    expect((await ana!.client.get(`/api/posts/${id}`)).json.post.commentCount).toBe(2);
  });

  it('queues reports for the admins, hides after three reporters, and an admin decides with an audit', async () => {
    const s = await socialScenario(stack.url, { members: ['Poster', 'R1', 'R2', 'R3', 'Admin'] });
    const id = (await s.Poster!.client.post('/api/posts', post('something rude', 'public'))).json.post.id;
    const commentId = uuidv7();
    await s.R1!.client.post(`/api/posts/${id}/comments`, { clientId: commentId, text: 'a rude comment' });
    for (const name of ['R1', 'R1', 'R2'] as const) {
      expect((await s[name]!.client.post(`/api/posts/${id}/report`, { reason: 'offensive' })).status).toBe(200);
    }
    expect((await s.Poster!.client.post(`/api/posts/${id}/report`, { reason: 'spam' })).status).toBe(403);
    expect((await s.R3!.client.post(`/api/posts/${id}/report`, { reason: 'weird' })).json.field).toBe('reason');
    expect((await s.R3!.client.get(`/api/posts/${id}`)).status).toBe(200);
    await s.R3!.client.post(`/api/posts/${id}/comments/${commentId}/report`, { reason: 'spam' });
    await s.R3!.client.post(`/api/posts/${id}/report`, { reason: 'spam' });
    // Three different members: hidden for everyone, its author too.
    expect((await s.R3!.client.get(`/api/posts/${id}`)).status).toBe(404);
    expect((await s.Poster!.client.get(`/api/posts/${id}`)).status).toBe(404);
    expect((await s.Admin!.client.get('/api/admin/moderation')).status).toBe(403);
    // Imported now: the store's DynamoDB client reads the stack's endpoint when it loads.
    const { setUserRoles } = await import('../src/users/store');
    await setUserRoles(s.Admin!.userId, ['member', 'admin']);
    const queue = await s.Admin!.client.get('/api/admin/moderation?state=open');
    const mine = queue.json.items.filter((item: Json) => item.postId === id);
    expect(mine.map((item: Json) => [item.targetKind, item.reports, item.reasons])).toEqual([
      ['post', 3, ['offensive', 'spam']],
      ['comment', 1, ['spam']],
    ]);
    const dismissed = await s.Admin!.client.post(`/api/admin/moderation/post_${id}`, { action: 'dismiss' });
    expect(dismissed.json.item.state).toBe('dismissed');
    expect((await s.R3!.client.get(`/api/posts/${id}`)).status).toBe(200);
    const hidden = await s.Admin!.client.post(`/api/admin/moderation/comment_${id}_${commentId}`, { action: 'hide' });
    expect(hidden.json.item.state).toBe('hidden');
    expect((await s.R3!.client.get(`/api/posts/${id}/comments`)).json.comments).toEqual([]);
  });
});

describe('chat', () => {
  it('lets only members read and write, refuses non-friends and blocked members', async () => {
    const s = await socialScenario(stack.url, {
      members: ['Ana', 'Ben', 'Eve', 'Cy'],
      friends: [
        ['Ana', 'Ben'],
        ['Ana', 'Cy'],
      ],
    });
    const conversation = await startConversation(s.Ana!, [s.Ben!]);
    expect(await startConversation(s.Ben!, [s.Ana!])).toBe(conversation);
    expect((await s.Eve!.client.get(`/api/conversations/${conversation}/messages`)).status).toBe(404);
    expect((await s.Eve!.client.post(`/api/conversations/${conversation}/messages`, { clientId: uuidv7(), text: 'hi' })).status).toBe(404);
    expect((await s.Eve!.client.post('/api/conversations', { memberIds: [s.Ana!.userId] })).status).toBe(403);
    const group = await s.Ana!.client.post('/api/conversations', { memberIds: [s.Ben!.userId, s.Cy!.userId], name: 'Lifters' });
    expect(group.json.conversation.kind).toBe('group');
    await s.Ben!.client.post(`/api/users/${s.Ana!.userId}/block`);
    expect((await s.Ana!.client.post(`/api/conversations/${conversation}/messages`, { clientId: uuidv7(), text: 'hi' })).status).toBe(403);
    expect((await s.Ben!.client.post(`/api/conversations/${conversation}/messages`, { clientId: uuidv7(), text: 'hi' })).status).toBe(403);
    expect((await s.Ana!.client.post('/api/conversations', { memberIds: Array.from({ length: 20 }, () => randomUUID()) })).json.field).toBe(
      'memberIds',
    );
  });

  it('stores a clientId sent 10 times at once as one message', async () => {
    const s = await socialScenario(stack.url, { members: ['Ana', 'Ben'], friends: [['Ana', 'Ben']] });
    const conversation = await startConversation(s.Ana!, [s.Ben!]);
    const body = { clientId: uuidv7(), text: 'once' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => s.Ana!.client.post(`/api/conversations/${conversation}/messages`, body)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.json.message.seq))).toEqual(new Set([1]));
    const read = await s.Ben!.client.get(`/api/conversations/${conversation}/messages`);
    expect(read.json.messages.map((m: Json) => m.text)).toEqual(['once']);
    expect(read.json.lastSeq).toBe(1);
  });

  it('stores a message the outbox sends 30 times at once with one Idempotency-Key once, answering each alike', async () => {
    const s = await socialScenario(stack.url, { members: ['Ana', 'Ben'], friends: [['Ana', 'Ben']] });
    const conversation = await startConversation(s.Ana!, [s.Ben!]);
    const body = { clientId: uuidv7(), text: 'once' };
    const idempotencyKey = uuidv7();
    const send = () => s.Ana!.client.post(`/api/conversations/${conversation}/messages`, body, { idempotencyKey });
    const answers = await Promise.all(Array.from({ length: 30 }, send));
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(201));
    for (const answer of answers) expect(answer.json).toEqual(answers[0]!.json);
    expect((await send()).json).toEqual(answers[0]!.json);
    const read = await s.Ben!.client.get(`/api/conversations/${conversation}/messages`);
    expect(read.json.messages.map((m: Json) => m.text)).toEqual(['once']);
    // The key is still checked.
    const malformed = await s.Ana!.client.post(`/api/conversations/${conversation}/messages`, body, { idempotencyKey: 'has spaces' });
    expect([malformed.status, malformed.json.field]).toEqual([400, 'Idempotency-Key']);
  });

  it('orders 20 messages sent by two members at once the same for both, live and fetched', async () => {
    const s = await socialScenario(stack.url, { members: ['Ana', 'Ben'], friends: [['Ana', 'Ben']] });
    const conversation = await startConversation(s.Ana!, [s.Ben!]);
    const [anaSocket, benSocket] = await Promise.all([SocketClient.open(stack.url, s.Ana!), SocketClient.open(stack.url, s.Ben!)]);
    try {
      const sends = Array.from({ length: 20 }, (_, i) => {
        const sender = i % 2 === 0 ? s.Ana! : s.Ben!;
        return sender.client.post(`/api/conversations/${conversation}/messages`, { clientId: uuidv7(), text: `${sender.name} ${i}` });
      });
      const answers = await Promise.all(sends);
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
      expect(answers.map((a) => a.json.message.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      const live = async (socket: SocketClient) =>
        (await socket.waitFor((e) => e.type === 'message' && e.message.conversationId === conversation, 20))
          .sort((a, b) => a.message.seq - b.message.seq)
          .map((e) => `${e.message.seq}:${e.message.text}`);
      const fetched = async (name: 'Ana' | 'Ben') =>
        (await s[name]!.client.get(`/api/conversations/${conversation}/messages`)).json.messages.map((m: Json) => `${m.seq}:${m.text}`);
      const [anaLive, benLive, anaFetched, benFetched] = await Promise.all([
        live(anaSocket),
        live(benSocket),
        fetched('Ana'),
        fetched('Ben'),
      ]);
      expect(anaLive).toHaveLength(20);
      expect(benLive).toEqual(anaLive);
      expect(anaFetched).toEqual(anaLive);
      expect(benFetched).toEqual(anaLive);
    } finally {
      await Promise.all([anaSocket.close(), benSocket.close()]);
    }
  });

  it('sends a reconnecting socket what it missed, in order, and marks delivered and read', async () => {
    const s = await socialScenario(stack.url, { members: ['Ana', 'Ben'], friends: [['Ana', 'Ben']] });
    const conversation = await startConversation(s.Ana!, [s.Ben!]);
    const first = await SocketClient.open(stack.url, s.Ben!);
    await s.Ana!.client.post(`/api/conversations/${conversation}/messages`, { clientId: uuidv7(), text: 'one' });
    const [seen] = await first.waitFor((e) => e.type === 'message');
    await first.close();
    for (const text of ['two', 'three'])
      await s.Ana!.client.post(`/api/conversations/${conversation}/messages`, { clientId: uuidv7(), text });
    const anaSocket = await SocketClient.open(stack.url, s.Ana!);
    const again = await SocketClient.open(stack.url, s.Ben!);
    try {
      again.send({ action: 'resume', after: { [conversation]: seen.message.seq } });
      const missed = await again.waitFor((e) => e.type === 'message', 2);
      expect(missed.map((e) => e.message.text)).toEqual(['two', 'three']);
      again.send({ action: 'delivered', conversationId: conversation, seq: 3 });
      const [delivered] = await anaSocket.waitFor((e) => e.type === 'progress' && e.deliveredSeq === 3);
      expect(delivered).toMatchObject({ conversationId: conversation, userId: s.Ben!.userId, readSeq: 0 });
      expect((await s.Ben!.client.post(`/api/conversations/${conversation}/read`, { seq: 99 })).json).toEqual({ readSeq: 3 });
      await anaSocket.waitFor((e) => e.type === 'progress' && e.readSeq === 3);
      const list = await s.Ben!.client.get('/api/conversations');
      expect(list.json.conversations[0]).toMatchObject({ id: conversation, lastSeq: 3, unread: 0 });
      expect((await s.Ana!.client.get('/api/conversations')).json.conversations[0].lastMessage.text).toBe('three');
    } finally {
      await Promise.all([again.close(), anaSocket.close()]);
    }
  });

  it('refuses text with a lone surrogate, a NUL or a direction override in posts, comments and chat, storing nothing', async () => {
    const s = await socialScenario(stack.url, { members: ['Ana', 'Ben'], friends: [['Ana', 'Ben']] });
    const conversation = await startConversation(s.Ana, [s.Ben]);
    const post = await s.Ana.client.post('/api/posts', { clientId: uuidv7(), text: 'Fine', visibility: 'friends' });
    expect(post.status, post.text).toBe(201);
    for (const text of ['Hi \ud83d', 'Hi\u0000', 'Hi \u202egnp.exe']) {
      const calls = [
        s.Ana.client.post('/api/posts', { clientId: uuidv7(), text, visibility: 'friends' }),
        s.Ben.client.post(`/api/posts/${post.json.post.id}/comments`, { clientId: uuidv7(), text }),
        s.Ana.client.post(`/api/conversations/${conversation}/messages`, { clientId: uuidv7(), text }),
      ];
      for (const answer of await Promise.all(calls)) {
        expect(answer.status, answer.text).toBe(400);
        expect(answer.json.field).toBe('text');
      }
    }
    expect((await s.Ben.client.get(`/api/conversations/${conversation}/messages`)).json.messages).toEqual([]);
  });

  it('refuses a socket without a session, from another origin, or for a guest', async () => {
    await expect(SocketClient.open(stack.url, null)).rejects.toThrow('refused: 401');
    const { Ana: ana } = await socialScenario(stack.url, { members: ['Ana'] });
    await expect(SocketClient.open(stack.url, ana!, 'https://evil.example')).rejects.toThrow('refused: 403');
    const guest = new (await import('./helpers')).Client(stack.url);
    await guest.post('/api/auth/guest');
    await expect(SocketClient.open(stack.url, { client: guest, userId: '', email: '', name: '' })).rejects.toThrow('refused: 403');
  });
});

describe('fit match', () => {
  const profile = {
    goals: ['strength'],
    level: 'intermediate',
    region: 'GB',
    gymIds: ['gb-001'],
    times: ['morning'],
    lookingFor: ['spotter'],
  };

  it('suggests only opted-in members who did not block, and a mutual like makes a match and a chat', async () => {
    const s = await socialScenario(stack.url, { members: ['Me', 'Near', 'Far', 'Shy', 'Blocker', 'Gone'] });
    for (const [name, changes] of [
      ['Me', {}],
      ['Near', {}],
      ['Far', { region: 'JP', gymIds: [], times: ['night'] }],
      ['Blocker', {}],
      ['Gone', {}],
    ] as const) {
      const saved = await s[name]!.client.call('/api/fit-match/profile', { method: 'PUT', body: { ...profile, ...changes } });
      expect(saved.status, saved.text).toBe(200);
    }
    await s.Blocker!.client.post(`/api/users/${s.Me!.userId}/block`);
    expect((await s.Gone!.client.call('/api/fit-match/profile', { method: 'DELETE' })).status).toBe(204);
    const suggestions = (await s.Me!.client.get('/api/fit-match/suggestions')).json.suggestions.filter((x: Json) =>
      Object.values(s).some((m) => m.userId === x.userId),
    );
    expect(suggestions.map((x: Json) => x.name)).toEqual(['Near', 'Far']);
    expect(suggestions[0]).toMatchObject({ sameArea: true, sharedGyms: 1, sharedTimes: ['morning'] });
    expect(JSON.stringify(suggestions)).not.toMatch(/latitude|longitude|gymIds/);
    expect((await s.Shy!.client.get('/api/fit-match/suggestions')).status).toBe(409);
    expect((await s.Me!.client.post(`/api/fit-match/${s.Shy!.userId}/like`)).status).toBe(404);
    expect((await s.Me!.client.post(`/api/fit-match/${s.Blocker!.userId}/like`)).status).toBe(404);

    const [one, two] = await Promise.all([
      s.Me!.client.post(`/api/fit-match/${s.Near!.userId}/like`),
      s.Near!.client.post(`/api/fit-match/${s.Me!.userId}/like`),
    ]);
    const matched = [one.json, two.json].filter((answer) => answer.matched);
    expect(matched.length).toBeGreaterThanOrEqual(1);
    const conversationId = matched[0].conversationId;
    expect((await s.Me!.client.get('/api/fit-match/matches')).json.matches).toEqual([
      { userId: s.Near!.userId, name: 'Near', conversationId, matchedAt: expect.any(String) },
    ]);
    const sent = await s.Near!.client.post(`/api/conversations/${conversationId}/messages`, { clientId: uuidv7(), text: 'Spot me?' });
    expect(sent.status).toBe(201);
    // Liked or passed members are not suggested again; unmatching works.
    await s.Me!.client.post(`/api/fit-match/${s.Far!.userId}/pass`);
    expect((await s.Me!.client.get('/api/fit-match/suggestions')).json.suggestions.map((x: Json) => x.userId)).not.toContain(s.Far!.userId);
    expect((await s.Me!.client.call(`/api/fit-match/matches/${s.Near!.userId}`, { method: 'DELETE' })).status).toBe(204);
    expect((await s.Near!.client.get('/api/fit-match/matches')).json.matches).toEqual([]);
    expect((await s.Me!.client.call('/api/fit-match/profile', { method: 'PUT', body: { ...profile, level: 'pro' } })).json.field).toBe(
      'level',
    );
  });
});

describe('push notifications', () => {
  let push: TestPushService;

  beforeAll(async () => {
    push = await startTestPushService();
  });

  afterAll(() => push?.close());

  it('sends a signed, encrypted push for a new message, honours the switches, and drops a dead subscription', async () => {
    const s = await socialScenario(stack.url, { members: ['Ana', 'Ben'], friends: [['Ana', 'Ben']] });
    expect((await s.Ben!.client.get('/api/push/key')).json.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const endpoint = push.endpoint();
    const { read, ...keys } = browserPushKeys();
    expect((await s.Ben!.client.post('/api/push/subscriptions', { endpoint, keys })).status).toBe(204);
    expect((await s.Ben!.client.post('/api/push/subscriptions', { endpoint: 'not a url', keys: browserPushKeys() })).json.field).toBe(
      'endpoint',
    );
    const conversation = await startConversation(s.Ana!, [s.Ben!]);
    await s.Ana!.client.post(`/api/conversations/${conversation}/messages`, { clientId: uuidv7(), text: 'push me' });
    const delivered = push.receivedAt(endpoint);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(delivered[0]!.headers['content-encoding']).toBe('aes128gcm');
    expect(read(delivered[0]!.body)).toEqual({ kind: 'message', values: { name: 'Ana', text: 'push me' }, url: `/chat?c=${conversation}` });

    // Switched off: no push for messages.
    await s.Ben!.client.call('/api/social/settings', {
      method: 'PUT',
      body: { ...SETTINGS_OFF, push: { ...SETTINGS_OFF.push, message: false } },
    });
    await s.Ana!.client.post(`/api/conversations/${conversation}/messages`, { clientId: uuidv7(), text: 'quiet' });
    expect(push.receivedAt(endpoint)).toHaveLength(1);

    // The push service says the subscription is gone: it is removed, and nothing is sent to it again.
    await s.Ben!.client.call('/api/social/settings', { method: 'PUT', body: SETTINGS_OFF });
    push.answer(410);
    await s.Ana!.client.post(`/api/conversations/${conversation}/messages`, { clientId: uuidv7(), text: 'gone' });
    push.answer(201);
    await s.Ana!.client.post(`/api/conversations/${conversation}/messages`, { clientId: uuidv7(), text: 'after' });
    expect(push.receivedAt(endpoint)).toHaveLength(2);
  });
});

describe('leaderboards', () => {
  it('the friends scope ranks the member with their friends only', async () => {
    const s = await socialScenario(stack.url, { members: ['Ana', 'Ben', 'Cy'], friends: [['Ana', 'Ben']] });
    const board = await s.Ana!.client.get('/api/leaderboards?scope=friends&period=all-time');
    expect(board.status, board.text).toBe(200);
    // Nobody has XP yet: the board lists who has a score; the member's own rank is null.
    expect(board.json.me).toEqual({ rank: null, score: 0 });
    expect(board.json.entries.map((e: Json) => e.userId)).not.toContain(s.Cy!.userId);
    const { client } = await signUp(stack.url, 'Lone');
    expect((await client.get('/api/leaderboards?scope=friends')).status).toBe(200);
  });
});
