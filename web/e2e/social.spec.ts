// Two members in two browser contexts, as two people on two phones: they become friends, A posts,
// B gives kudos and comments and A sees it; they chat in real time; A goes offline, writes three
// messages, comes back, and B sees them once, in order. Screenshots of /social, /messages, /chat.
// With no socket, a message sent stays on screen from sending to sent. And the friends screen,
// opened on a phone, keeps its place while its lists load.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { slowCpu, watchShifts } from './layout-shift-helpers';
import { confirmEmail } from './mail-helpers';
import { openControlledApp } from './offline-helpers';
import { screenshot } from './shell-helpers';

interface Member {
  context: BrowserContext;
  page: Page;
  name: string;
  email: string;
  id: string;
}

async function member(
  browser: import('@playwright/test').Browser,
  baseURL: string,
  label: string,
  { confirmed = true, serviceWorkers = 'allow' }: { confirmed?: boolean; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<Member> {
  const context = await browser.newContext({ serviceWorkers });
  const unique = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const name = `${label} ${unique.slice(-6)}`;
  const email = `${unique}@example.com`;
  const response = await context.request.post('/api/auth/signup', { data: { email, password: 'correct horse battery', name } });
  expect(response.status(), await response.text()).toBe(201);
  const { user } = (await response.json()) as { user: { id: string } };
  // Posting for others to see needs a confirmed email.
  if (confirmed) await confirmEmail(context.request, baseURL, email);
  const page = await context.newPage();
  return { context, page, name, email, id: user.id };
}

async function messagesOf(request: APIRequestContext, conversationId: string): Promise<string[]> {
  const response = await request.get(`/api/conversations/${conversationId}/messages?limit=100`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { messages: { text: string }[] }).messages.map((message) => message.text);
}

test('two members befriend, post, give kudos, comment, chat in real time, and offline messages arrive once and in order', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const a = await member(browser, baseURL!, 'Ana');
  const b = await member(browser, baseURL!, 'Ben');

  // B lets others find them; A finds B by email and asks; B accepts.
  await b.page.goto('/friends-features');
  const findable = b.page.getByRole('checkbox', { name: 'Let members find me by name or email' });
  await findable.check();
  await expect(findable).toBeChecked();
  await expect
    .poll(async () => ((await (await b.context.request.get('/api/social/settings')).json()) as { findable: boolean }).findable)
    .toBe(true);

  await a.page.goto('/friends-features');
  await a.page.getByRole('searchbox', { name: 'Name or email' }).fill(b.email);
  await a.page.getByRole('button', { name: 'Search', exact: true }).click();
  await a.page.getByRole('button', { name: `Add ${b.name} as a friend` }).click();
  await expect(a.page.getByText(`You asked ${b.name}`)).toBeVisible();

  // B's list refreshes from the socket's "friends" event, without a reload.
  await expect(b.page.getByText(`${a.name} wants to be your friend`)).toBeVisible();
  await b.page.getByRole('button', { name: 'Accept' }).click();
  await expect(b.page.getByRole('heading', { name: '1 friend' })).toBeVisible();

  // A posts to friends; B sees it, gives kudos and comments.
  await a.page.goto('/social');
  await a.page.getByLabel('What did you train today?').fill('Leg day done <b>not bold</b> https://example.com/plan');
  await a.page.getByRole('button', { name: 'Post', exact: true }).click();
  const aPost = a.page.getByRole('article', { name: a.name }).filter({ hasText: 'Leg day done' });
  await expect(aPost).toBeVisible();
  await expect(aPost.getByRole('link', { name: 'https://example.com/plan' })).toHaveAttribute('rel', /noopener/);
  await expect(aPost.getByText('<b>not bold</b>', { exact: false })).toBeVisible();

  await b.page.goto('/social');
  const bPost = b.page.getByRole('article', { name: a.name }).filter({ hasText: 'Leg day done' });
  await expect(bPost).toBeVisible();
  const kudos = bPost.getByRole('button', { name: '0 kudos' });
  await kudos.click();
  await expect(bPost.getByRole('button', { name: '1 kudos' })).toHaveAttribute('aria-pressed', 'true');
  await bPost.getByRole('button', { name: 'Comment' }).click();
  await bPost.getByRole('textbox', { name: 'Write a comment' }).fill('Strong work!');
  await bPost.getByRole('button', { name: 'Send' }).click();
  await expect(bPost.getByRole('list', { name: 'Comments' }).getByText('Strong work!')).toBeVisible();

  await a.page.reload();
  const aPostAgain = a.page.getByRole('article', { name: a.name }).filter({ hasText: 'Leg day done' });
  await expect(aPostAgain.getByRole('button', { name: '1 kudos' })).toBeVisible();
  await aPostAgain.getByRole('button', { name: '1 comment' }).click();
  await expect(aPostAgain.getByRole('list', { name: 'Comments' }).getByText('Strong work!')).toBeVisible();
  await screenshot(a.page, 'social-feed');

  // A opens a chat with B from the friends list; both chat in real time.
  await a.page.goto('/friends-features');
  await a.page.getByRole('listitem').filter({ hasText: b.name }).getByRole('button', { name: 'Message' }).click();
  await expect(a.page).toHaveURL(/\/chat\?c=/);
  const conversationId = new URL(a.page.url()).searchParams.get('c')!;
  await a.page.getByRole('textbox', { name: 'Write a message' }).fill('Hi Ben, training tomorrow?');
  await a.page.getByRole('button', { name: 'Send' }).click();

  // Opening Messages asks for the list once: the socket opening with it does (its resume), not the screen as well.
  const listFetches: string[] = [];
  const countListFetches = (request: { url(): string }) => {
    if (new URL(request.url()).pathname === '/api/conversations') listFetches.push(request.url());
  };
  b.page.on('request', countListFetches);
  const resumed = b.page
    .waitForEvent('websocket')
    .then((socket) => socket.waitForEvent('framesent', { predicate: (frame) => String(frame.payload).includes('"resume"') }));
  await b.page.goto('/messages');
  await resumed;
  b.page.off('request', countListFetches);
  expect(listFetches).toHaveLength(1);
  const conversation = b.page.getByRole('link', { name: new RegExp(a.name) });
  await expect(conversation).toBeVisible();
  await screenshot(b.page, 'messages');
  await conversation.click();
  const bMessages = b.page.getByRole('list', { name: 'Messages' });
  await expect(bMessages.getByText('Hi Ben, training tomorrow?')).toBeVisible();
  await b.page.getByRole('textbox', { name: 'Write a message' }).fill('Yes! 7am?');
  await b.page.getByRole('button', { name: 'Send' }).click();
  const aMessages = a.page.getByRole('list', { name: 'Messages' });
  await expect(aMessages.getByText('Yes! 7am?')).toBeVisible();
  // B has the chat open: A's first message reads as read.
  await expect(aMessages.getByRole('listitem').filter({ hasText: 'Hi Ben, training tomorrow?' })).toContainText('read');

  // A goes offline and writes three messages: each shows as sending, none reaches B yet.
  await openControlledApp(a.page, `/chat?c=${conversationId}`);
  await a.context.setOffline(true);
  for (const text of ['one', 'two', 'three']) {
    await a.page.getByRole('textbox', { name: 'Write a message' }).fill(`offline ${text}`);
    await a.page.getByRole('button', { name: 'Send' }).click();
    await expect(aMessages.getByRole('listitem').filter({ hasText: `offline ${text}` })).toContainText('sending');
  }
  expect((await messagesOf(b.context.request, conversationId)).filter((text) => text.startsWith('offline'))).toEqual([]);

  // Back online: B sees them once, in order, live; the server holds each once.
  await a.context.setOffline(false);
  await a.page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(bMessages.getByText('offline three')).toBeVisible({ timeout: 30_000 });
  const shown = (await bMessages.getByRole('listitem').allInnerTexts()).filter((text) => text.includes('offline'));
  expect(shown.map((text) => /offline \w+/.exec(text)?.[0])).toEqual(['offline one', 'offline two', 'offline three']);
  expect((await messagesOf(b.context.request, conversationId)).filter((text) => text.startsWith('offline'))).toEqual([
    'offline one',
    'offline two',
    'offline three',
  ]);
  await expect(aMessages.getByRole('listitem').filter({ hasText: 'offline three' })).not.toContainText('sending');
  await screenshot(b.page, 'chat');

  // Opened again, the chat keeps its place while its name and messages come in: nothing in it moves.
  await b.page.addInitScript(() => {
    const moved: string[] = [];
    Object.assign(window, { __chatShifts: moved });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { sources: { node?: Node }[] })[])
        for (const source of entry.sources)
          if (source.node instanceof Element && source.node.closest('.chat')) moved.push(source.node.className);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await b.page.reload();
  await expect(bMessages.getByText('offline three')).toBeVisible();
  await expect(b.page.getByRole('heading', { level: 2, name: a.name })).toBeVisible();
  expect(await b.page.evaluate(() => (window as unknown as { __chatShifts: string[] }).__chatShifts)).toEqual([]);

  await a.context.close();
  await b.context.close();
});

test('with no socket, a message stays on screen from sending to sent, never gone in between', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const a = await member(browser, baseURL!, 'Ana');
  const b = await member(browser, baseURL!, 'Ben');
  const origin = { headers: { origin: baseURL! } };
  const asked = await a.context.request.post('/api/friends/requests', { data: { userId: b.id }, ...origin });
  const { request } = (await asked.json()) as { request: { id: string } };
  expect((await b.context.request.post(`/api/friends/requests/${request.id}/accept`, origin)).status()).toBe(200);
  const started = await a.context.request.post('/api/conversations', { data: { memberIds: [b.id] }, ...origin });
  const { conversation } = (await started.json()) as { conversation: { id: string } };
  // The gym's Wi-Fi lets requests through but not the real-time socket: the chat polls instead.
  await a.context.routeWebSocket(/./, (socket) => socket.close());
  await a.page.goto(`/chat?c=${conversation.id}`);
  await expect(a.page.getByRole('textbox', { name: 'Write a message' })).toBeVisible();

  await a.page.getByRole('textbox', { name: 'Write a message' }).fill('Leg day at six?');
  await a.page.getByRole('button', { name: 'Send' }).click();
  const message = a.page.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: 'Leg day at six?' });
  await expect(message).toBeVisible();
  // Answered, it stays: checked for longer than the chat waits between two polls (4 s).
  for (const until = Date.now() + 6_000; Date.now() < until; ) expect(await message.count()).toBe(1);
  await expect(message).not.toContainText('sending');
  expect(await messagesOf(b.context.request, conversation.id)).toEqual(['Leg day at six?']);
  await a.context.close();
  await b.context.close();
});

test('the friends screen keeps its place on a phone while the friends, their activity and the settings load', async ({
  browser,
  baseURL,
}) => {
  // The page itself fetches the held answers (page.route does not see what a service worker fetches).
  const a = await member(browser, baseURL!, 'Cai', { confirmed: false, serviceWorkers: 'block' });
  const b = await member(browser, baseURL!, 'Dee', { confirmed: false, serviceWorkers: 'block' });
  const asked = await a.context.request.post('/api/friends/requests', { data: { userId: b.id }, headers: { Origin: baseURL! } });
  expect(asked.status(), await asked.text()).toBe(201);
  const { request } = (await asked.json()) as { request: { id: string } };
  const accepted = await b.context.request.post(`/api/friends/requests/${request.id}/accept`, { headers: { Origin: baseURL! } });
  expect(accepted.ok(), await accepted.text()).toBe(true);

  // A phone's CPU, as Lighthouse's mobile run simulates it; layout shifts without recent input are its CLS.
  await slowCpu(a.page);
  const shifts = await watchShifts(a.page);
  // Whichever of the friends and their activity the server answers last, nothing moves.
  for (const last of ['friends', 'friends/activity']) {
    let answer: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const held = `**/api/${last}`;
    await a.page.route(held, async (route) => {
      await holding;
      await route.continue();
    });
    const other = a.page.waitForResponse((response) =>
      response.url().endsWith(last === 'friends' ? '/api/friends/activity' : '/api/friends'),
    );
    await a.page.goto('/friends-features');
    await other;
    answer();
    await expect(a.page.getByRole('heading', { name: '1 friend' })).toBeVisible();
    await expect(a.page.getByRole('listitem').filter({ hasText: b.name })).toBeVisible();
    await expect(a.page.getByText('Nothing shared yet.')).toBeVisible();
    await expect(a.page.getByRole('checkbox', { name: 'Let members find me by name or email' })).toBeVisible();
    const { total, moved } = await shifts();
    expect(total, `${last} last; moved: ${moved.join(' ')}`).toBeLessThan(0.01);
    await a.page.unroute(held);
  }
  await screenshot(a.page, 'friends-features');
  await a.context.close();
  await b.context.close();
});

test('a member whose email is not confirmed is told so by the composer, with the link to send again; a note to themselves still posts', async ({
  browser,
  baseURL,
}) => {
  const a = await member(browser, baseURL!, 'Uma', { confirmed: false });
  await a.page.goto('/social');
  const composer = a.page.getByRole('form', { name: 'Write a post' });
  await composer.getByLabel('What did you train today?').fill('My first public post');
  await composer.getByRole('combobox').selectOption('public');
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  const notice = composer.getByTestId('verify-email-notice');
  await expect(notice).toContainText(
    `Confirm your email first: redeeming rewards and posting for others to see need it. Open the link we mailed to ${a.email.toLowerCase()}`,
  );
  await notice.getByRole('button', { name: 'Send the link again' }).click();
  await expect(notice.getByRole('status')).toHaveText(`Sent to ${a.email.toLowerCase()}. The link works for 24 hours.`);
  await screenshot(a.page, 'social-email-gate');
  const mine = async () =>
    ((await (await a.context.request.get('/api/feed')).json()) as { posts: { mine: boolean; text: string }[] }).posts
      .filter((post) => post.mine)
      .map((post) => post.text);
  expect(await mine()).toEqual([]);

  await composer.getByLabel('What did you train today?').fill('A note to myself');
  await composer.getByRole('combobox').selectOption('private');
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(a.page.getByRole('article', { name: a.name }).filter({ hasText: 'A note to myself' })).toBeVisible();
  await expect.poll(mine).toEqual(['A note to myself']);
  await a.context.close();
});
