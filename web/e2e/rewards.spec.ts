// The rewards store and challenges in a real browser against the local runtime: a member with
// SweatCoins redeems a reward after a confirm step and sees its code as text and as a QR code (and
// the gym's staff mark it used); a redemption made offline is pending and, the reward sold out
// meanwhile, comes back as a clear failure with nothing charged; a member whose email is not
// confirmed is told so (online and from the outbox) and redeems once confirmed; a member joins a challenge, checks
// in with the gym's desk code, sees the progress move and the reward arrive once.
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { expect, test } from './fixtures';
import { confirmEmail, openMailLink } from './mail-helpers';
import { demoPurchase, PURCHASE_PATH } from './offline-helpers';
import { freshAccount, screenshot, signUpThroughScreen } from './shell-helpers';

const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
test.use({ geolocation: NEW_YORK, permissions: ['geolocation'] });

/** A signed-up account outside the browser, its email confirmed; its requests carry the app's Origin (the server's CSRF rule). */
async function accountContext(baseURL: string, name: string): Promise<{ context: APIRequestContext; email: string }> {
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const email = `account-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const signup = await context.post('/api/auth/signup', { data: { email, password: 'correct horse battery', name } });
  expect(signup.status(), await signup.text()).toBe(201);
  await confirmEmail(context, baseURL, email);
  return { context, email };
}

/** A signed-up account with roles given by the test hook. */
async function staffContext(baseURL: string, roles: string[], gymIds: string[] = []): Promise<APIRequestContext> {
  const { context, email } = await accountContext(baseURL, 'Sam Staff');
  const given = await context.post('/__test/roles', { data: { email, roles, gymIds } });
  expect(given.ok(), await given.text()).toBe(true);
  return context;
}

async function buySweatCoins(page: Page, baseURL: string): Promise<void> {
  const response = await page.request.post(PURCHASE_PATH, { data: demoPurchase(), headers: { Origin: baseURL } });
  expect(response.ok(), await response.text()).toBe(true);
}

async function setServerClock(page: Page, now: string | null): Promise<void> {
  const response = await page.request.post('/__test/clock', { data: { now } });
  expect(response.ok(), await response.text()).toBe(true);
}

async function ledgerKinds(page: Page): Promise<{ kind: string; amount: string }[]> {
  const response = await page.request.get('/api/wallet/ledger?limit=100');
  return ((await response.json()) as { entries: { kind: string; amount: string }[] }).entries.map(({ kind, amount }) => ({ kind, amount }));
}

test.afterEach(async ({ page }) => {
  await setServerClock(page, null);
});

test('a member with SweatCoins redeems a reward after confirming and sees its code as a QR code; the gym’s staff mark it used', async ({
  page,
  baseURL,
}) => {
  const account = freshAccount('store');
  await signUpThroughScreen(page, account);
  await confirmEmail(page.request, baseURL!, account.email);
  await buySweatCoins(page, baseURL!);
  await page.goto('/store');
  await expect(page.getByRole('heading', { name: 'Rewards in United States' })).toBeVisible();
  await expect(page.getByTestId('store-balance')).toHaveText('You have 1000.00 SweatCoins');
  const card = page
    .getByRole('list', { name: 'Rewards' })
    .getByTestId('reward-card')
    .filter({ hasText: 'Day pass: Atlas Boxing Gym SoHo' });
  await expect(card).toContainText('150.00 SweatCoins');
  await expect(card).toContainText('40 left');
  await expect(card).toContainText('Up to 2 per member');
  // The rewards, below the buy panel, at the top of the screen (under the sticky header).
  await page
    .getByRole('heading', { name: 'Rewards in United States' })
    .evaluate((heading) => window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 72));
  await screenshot(page, 'store');

  await card.getByRole('button', { name: 'Redeem Day pass: Atlas Boxing Gym SoHo' }).click();
  const confirm = page.getByRole('dialog', { name: 'Redeem this reward?' });
  await expect(confirm).toContainText('Total: 150.00 SweatCoins');
  await expect(confirm).toContainText('Your balance after: 850.00 SweatCoins');
  await confirm.getByLabel('How many').selectOption('1');
  await confirm.getByRole('button', { name: 'Confirm and redeem' }).click();
  const done = page.getByRole('dialog', { name: 'Redeemed!' });
  await expect(done.getByRole('img', { name: 'Reward code QR code' })).toBeVisible();
  const code = ((await done.getByTestId('reward-code').textContent()) ?? '').trim();
  expect(code).toMatch(/^FR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await screenshot(page, 'store-redeemed');
  await done.getByRole('button', { name: 'Close' }).click();

  await expect(card).toContainText('39 left');
  await expect(card).toContainText('You have redeemed 1 of 2');
  await expect(page.getByTestId('store-balance')).toHaveText('You have 850.00 SweatCoins');
  await expect(page.getByTestId('header-coins')).toContainText('850');
  const mine = page.getByTestId('redemption').filter({ hasText: 'Day pass: Atlas Boxing Gym SoHo' });
  await expect(mine).toContainText('Active');
  await expect(mine).toContainText('Paid 150.00 SweatCoins');
  await mine.getByRole('button', { name: 'Show code' }).click();
  await expect(mine.getByRole('img', { name: 'Reward code QR code' })).toBeVisible();
  await expect(mine.getByTestId('reward-code')).toHaveText(code);
  await mine.scrollIntoViewIfNeeded();
  await screenshot(page, 'store-my-rewards');

  // The gym's desk marks it used, once.
  const desk = await staffContext(baseURL!, ['gym_partner'], ['gym-us-001']);
  expect((await desk.post(`/api/panel/redemptions/${code}/use`)).status()).toBe(200);
  expect((await desk.post(`/api/panel/redemptions/${code}/use`)).status()).toBe(409);
  await desk.dispose();
  await page.reload();
  await expect(page.getByTestId('redemption').filter({ hasText: 'Day pass: Atlas Boxing Gym SoHo' })).toContainText('Used');
  expect((await ledgerKinds(page)).filter((entry) => entry.kind === 'redemption')).toEqual([{ kind: 'redemption', amount: '-150.00' }]);
});

test('a redemption made offline is pending; sold out meanwhile, it comes back as a clear failure with nothing charged', async ({
  page,
  context,
  baseURL,
}) => {
  const admin = await staffContext(baseURL!, ['admin']);
  const created = await admin.post('/api/admin/rewards', {
    data: {
      title: 'Last protein bar',
      description: 'The last protein bar of the box at the gym bar.',
      category: 'food',
      priceCoins: '50.00',
      stock: 1,
      perMemberLimit: 1,
      regions: ['US'],
      codeValidDays: 7,
      gymId: null,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const rewardId = ((await created.json()) as { reward: { id: string } }).reward.id;
  await admin.dispose();

  const account = freshAccount('store-offline');
  await signUpThroughScreen(page, account);
  await confirmEmail(page.request, baseURL!, account.email);
  await buySweatCoins(page, baseURL!);
  await page.goto('/store');
  const card = page.getByTestId('reward-card').filter({ hasText: 'Last protein bar' });
  await expect(card).toContainText('1 left');

  await context.setOffline(true);
  await card.getByRole('button', { name: 'Redeem Last protein bar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Redeem this reward?' });
  await confirm.getByRole('button', { name: 'Confirm and redeem' }).click();
  await expect(confirm.getByRole('status')).toHaveText(/Saved on this device/);
  await confirm.getByRole('button', { name: 'Close' }).click();
  const row = page.getByTestId('redemption').filter({ hasText: 'Last protein bar' });
  await expect(row).toContainText('Pending');

  // Meanwhile another member takes the last one.
  const other = await staffContext(baseURL!, ['member']);
  await other.post(PURCHASE_PATH, { data: demoPurchase('0x2222222222222222222222222222222222222222') });
  expect((await other.post('/api/store/redemptions', { data: { rewardId, quantity: 1 } })).status()).toBe(201);
  await other.dispose();

  await context.setOffline(false);
  await expect(row).toContainText('Failed', { timeout: 20_000 });
  await expect(row.getByRole('alert')).toHaveText('Not redeemed: This reward is sold out; nothing was charged.');
  const me = (await (await page.request.get('/api/auth/me')).json()) as { sweatCoins: string };
  expect(me.sweatCoins).toBe('1000.00');
  expect((await ledgerKinds(page)).filter((entry) => entry.kind === 'redemption')).toEqual([]);
  await row.getByRole('button', { name: 'Dismiss' }).click();
  await expect(row).toHaveCount(0);
});

/** The gym's local date `days` from now, e.g. "2026-11-24" (its availability is asked by local date). */
function localDate(days: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(Date.now() + days * 86_400_000));
}

/** Books the 10:00 visit at an all-day New York gym `days` ahead, paid with SweatCoins; answers its start. */
async function bookVisit(page: Page, baseURL: string, days: number): Promise<string> {
  const availability = await page.request.get(`/api/gyms/gym-us-007/availability?date=${localDate(days, 'America/New_York')}`);
  const slot = ((await availability.json()) as { slots: { start: string; localTime: string }[] }).slots.find(
    (s) => s.localTime === '10:00',
  )!;
  const booked = await page.request.post('/api/bookings', {
    data: { gymId: 'gym-us-007', slotStart: slot.start, payWith: 'sweatcoins' },
    headers: { Origin: baseURL },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return slot.start;
}

/** At the gym's door five minutes into the visit: the desk's code typed on /qr-scanner. */
async function checkInAt(page: Page, slotStart: string): Promise<void> {
  await setServerClock(page, new Date(Date.parse(slotStart) + 5 * 60_000).toISOString());
  const desk = await page.request.get('/__test/gym-code?gymId=gym-us-007');
  const { code } = (await desk.json()) as { code: string };
  await page.goto('/qr-scanner');
  await page.getByLabel('Gym code').fill(code);
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(page.getByTestId('checkin-result')).toContainText('Checked in at');
}

test('a member whose email is not confirmed is told so in the store, gets the link again, and the redemption queued offline goes through once confirmed', async ({
  page,
  context,
  baseURL,
}) => {
  const account = freshAccount('store-unconfirmed');
  await signUpThroughScreen(page, account);
  await buySweatCoins(page, baseURL!);
  await page.goto('/store');
  const card = page
    .getByRole('list', { name: 'Rewards' })
    .getByTestId('reward-card')
    .filter({ hasText: 'Day pass: Atlas Boxing Gym SoHo' });
  await card.getByRole('button', { name: 'Redeem Day pass: Atlas Boxing Gym SoHo' }).click();
  const confirm = page.getByRole('dialog', { name: 'Redeem this reward?' });
  await confirm.getByRole('button', { name: 'Confirm and redeem' }).click();
  const notice = confirm.getByTestId('verify-email-notice');
  await expect(notice).toContainText(
    `Confirm your email first: redeeming rewards and posting for others to see need it. Open the link we mailed to ${account.email}`,
  );
  await expect(notice).not.toContainText('Confirm your email address first');
  await notice.getByRole('button', { name: 'Send the link again' }).click();
  await expect(notice.getByRole('status')).toHaveText(`Sent to ${account.email}. The link works for 24 hours.`);
  await screenshot(page, 'store-email-gate');
  await confirm.getByRole('button', { name: 'Close' }).click();

  // Offline, the same: saved, then refused when sent, and My rewards says why in the app's words.
  await context.setOffline(true);
  await card.getByRole('button', { name: 'Redeem Day pass: Atlas Boxing Gym SoHo' }).click();
  await confirm.getByRole('button', { name: 'Confirm and redeem' }).click();
  await expect(confirm.getByRole('status')).toHaveText(/Saved on this device/);
  await confirm.getByRole('button', { name: 'Close' }).click();
  await context.setOffline(false);
  const row = page.getByTestId('redemption').filter({ hasText: 'Day pass: Atlas Boxing Gym SoHo' });
  await expect(row).toContainText('Failed', { timeout: 20_000 });
  await expect(row.getByTestId('verify-email-notice')).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  await screenshot(page, 'store-email-gate-queued');
  expect((await (await page.request.get('/api/auth/me')).json()).sweatCoins).toBe('1000.00');

  // The member opens the link, comes back and tries again: the same queued redemption is charged once.
  await openMailLink(page, account.email, 'Confirm your email for FitChoice', 'Confirm my email');
  await expect(page.getByRole('heading', { name: 'Confirmed' })).toBeVisible();
  await page.goto('/store');
  await row.getByRole('button', { name: 'Try again' }).click();
  await expect(row).toContainText('Active', { timeout: 20_000 });
  await expect(page.getByTestId('store-balance')).toHaveText('You have 850.00 SweatCoins');
  expect((await ledgerKinds(page)).filter((entry) => entry.kind === 'redemption')).toEqual([{ kind: 'redemption', amount: '-150.00' }]);
});

test('a member joins a challenge, checks in, sees the progress move and the reward arrive once', async ({ page, baseURL }) => {
  const admin = await staffContext(baseURL!, ['admin']);
  const created = await admin.post('/api/admin/challenges', {
    data: {
      title: 'Two-day test run',
      description: 'Check in on 2 different days this week and earn a bonus.',
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      measure: 'checkin_days',
      target: 2,
      rewardXp: 300,
      rewardCoins: '40.00',
      region: null,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await admin.dispose();

  await signUpThroughScreen(page, freshAccount('challenges'));
  await buySweatCoins(page, baseURL!);
  const first = await bookVisit(page, baseURL!, 1);
  const second = await bookVisit(page, baseURL!, 2);

  await page.goto('/challenges');
  await expect(page.getByTestId('weekly-challenge')).toHaveCount(3);
  const card = page.getByTestId('challenge-card').filter({ hasText: 'Two-day test run' });
  await expect(card).toContainText('Check in on 2 different days');
  await expect(card).toContainText('+300 XP and 40.00 SweatCoins');
  await card.getByRole('button', { name: 'Join Two-day test run' }).click();
  const mine = page.getByRole('region', { name: 'Your challenges' }).getByTestId('challenge-card').filter({ hasText: 'Two-day test run' });
  await expect(mine).toContainText('0 of 2');
  await expect(mine).toContainText('1 member');

  await checkInAt(page, first);
  await page.goto('/challenges');
  await expect(mine.getByRole('progressbar', { name: 'Progress toward Two-day test run' })).toHaveAttribute('aria-valuenow', '1');
  await expect(mine).toContainText('1 of 2');
  await expect(mine).not.toContainText('Finished');

  await checkInAt(page, second);
  await page.goto('/challenges');
  await expect(mine).toContainText('2 of 2');
  await expect(mine.getByTestId('challenge-paid')).toHaveText('Finished! Reward paid: +300 XP and 40.00 SweatCoins');
  await mine.getByRole('button', { name: 'Leaderboard' }).click();
  await expect(mine.getByTestId('challenge-board-me')).toHaveText('You are #1');
  const myRow = mine.getByRole('list', { name: 'Leaderboard of Two-day test run' }).locator('li[aria-current="true"]');
  await expect(myRow).toContainText('You');
  await expect(myRow).toContainText('2 of 2');
  await screenshot(page, 'challenges-finished');
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'challenges');

  // Paid once: one ledger entry, and a reload shows the same.
  await page.reload();
  await expect(mine.getByTestId('challenge-paid')).toBeVisible();
  expect((await ledgerKinds(page)).filter((entry) => entry.kind === 'challenge')).toEqual([{ kind: 'challenge', amount: '40.00' }]);
  await expect(mine.getByRole('button', { name: 'Leave Two-day test run' })).toHaveCount(0);
});

test('a member challenges a friend: the challenge is made with the friend invited, who sees it and joins', async ({ page, baseURL }) => {
  const { context: friend } = await accountContext(baseURL!, 'Fran Friend');
  await signUpThroughScreen(page, freshAccount('friends'));
  const me = (await (await page.request.get('/api/auth/me')).json()) as { id: string; name: string };
  const asked = await friend.post('/api/friends/requests', { data: { userId: me.id } });
  expect(asked.status(), await asked.text()).toBe(201);
  const { request } = (await asked.json()) as { request: { id: string } };
  const accepted = await page.request.post(`/api/friends/requests/${request.id}/accept`, { headers: { Origin: baseURL! } });
  expect(accepted.ok(), await accepted.text()).toBe(true);

  await page.goto('/challenges');
  const form = page.getByRole('region', { name: 'Challenge your friends' });
  await form.getByLabel('Name of the challenge').fill('Beat Fran this week');
  await form.getByLabel('Goal').selectOption({ label: 'Days with a check-in' });
  await form.getByLabel('Target').fill('4');
  await form.getByLabel('Runs for').selectOption({ label: '14 days' });
  await form.getByRole('button', { name: 'Create and invite' }).click();
  await expect(form.getByText('Choose at least one friend.')).toBeVisible();
  await form.getByRole('checkbox', { name: 'Fran Friend' }).check();
  await form.getByRole('button', { name: 'Create and invite' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'challenges-friends-form');
  await form.getByRole('button', { name: 'Create and invite' }).click();
  await expect(form.getByRole('status')).toHaveText('Challenge made: your friends are invited.');

  const mine = page
    .getByRole('region', { name: 'Your challenges' })
    .getByTestId('challenge-card')
    .filter({ hasText: 'Beat Fran this week' });
  await expect(mine).toContainText('Check in on 4 different days');
  await expect(mine).toContainText(`A challenge with friends, made by ${me.name}`);
  await expect(mine).toContainText('No reward: just bragging rights');
  await expect(mine).toContainText('14 days left');
  await expect(mine).toContainText('1 member');

  // The friend finds it among the challenges to join, and joins.
  const listed = (await (await friend.get('/api/challenges')).json()) as { joinable: { id: string; title: string; me: unknown }[] };
  const invited = listed.joinable.find((c) => c.title === 'Beat Fran this week');
  expect(invited?.me).toBeNull();
  expect((await friend.post(`/api/challenges/${invited!.id}/join`)).status()).toBe(200);
  await page.reload();
  await expect(mine).toContainText('2 members');
  await mine.getByRole('button', { name: 'Leaderboard' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'challenges-friends');
  await friend.dispose();
});

test('an admin adds, edits and retires a reward and creates and retires a challenge in the admin panel', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const account = freshAccount('rewards-admin');
  await signUpThroughScreen(page, account);
  const given = await page.request.post('/__test/roles', { data: { email: account.email, roles: ['admin'] } });
  expect(given.ok(), await given.text()).toBe(true);
  await page.goto('/admin-panel');
  // The admin panel shows one section at a time, chosen in its menu.
  const menu = page.getByRole('navigation', { name: 'Admin sections' });
  await menu.getByRole('link', { name: 'Rewards' }).click();

  const rewards = page.getByRole('region', { name: 'Rewards' }).last();
  await rewards.getByRole('button', { name: 'New reward' }).click();
  const form = rewards.getByRole('form', { name: 'New reward' });
  await form.getByLabel('Title').fill('Gym sack');
  await form.getByLabel('Description').fill('A drawstring gym sack for shoes and a towel.');
  await form.getByLabel('Kind').selectOption({ label: 'Merchandise' });
  await form.getByLabel('Stock left').fill('3');
  await form.getByLabel('Limit per member').fill('1');
  await form.getByRole('checkbox', { name: 'United States' }).check();
  // No price: the server names the field, and the form words it there.
  await form.getByRole('button', { name: 'Add reward' }).click();
  await expect(form.getByRole('textbox', { name: 'Price (SweatCoins)' })).toHaveAccessibleDescription(
    'Enter a price above 0 SweatCoins, with at most 2 decimals, such as 250 or 12.50.',
  );
  await form.getByLabel('Price (SweatCoins)').fill('75');
  await screenshot(page, 'admin-reward-form');
  await form.getByRole('button', { name: 'Add reward' }).click();
  const row = rewards.getByTestId('admin-reward').filter({ hasText: 'Gym sack' });
  await expect(row).toContainText('75.00 SweatCoins');
  await expect(row).toContainText('3 left');
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: 'Edit Gym sack' }).click();
  const edit = rewards.getByRole('form', { name: 'Edit Gym sack' });
  await edit.getByLabel('Stock left').fill('10');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('10 left');
  await row.scrollIntoViewIfNeeded();
  await screenshot(page, 'admin-rewards');
  await row.getByRole('button', { name: 'Retire' }).click();
  await expect(row).toContainText('Retired');
  await expect(row.getByRole('button', { name: 'Retire' })).toHaveCount(0);

  await menu.getByRole('link', { name: 'Challenges' }).click();
  const challenges = page.getByRole('region', { name: 'Challenges', exact: true }).last();
  await challenges.getByRole('button', { name: 'New challenge' }).click();
  const create = challenges.getByRole('form', { name: 'New challenge' });
  const local = (days: number) =>
    new Date(Date.now() + days * 86_400_000 - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await create.getByLabel('Title').fill('Spring into it');
  await create.getByLabel('Description').fill('Train at 4 different partner gyms this month.');
  await create.getByLabel('Starts').fill(local(0));
  await create.getByLabel('Ends').fill(local(30));
  await create.getByLabel('Goal').selectOption({ label: 'Different gyms' });
  await create.getByLabel('Target').fill('4');
  await create.getByLabel('Reward (XP)').fill('350');
  await create.getByRole('button', { name: 'Create challenge' }).click();
  const created = challenges.getByTestId('admin-challenge').filter({ hasText: 'Spring into it' });
  await expect(created).toContainText('Check in at 4 different gyms');
  await expect(created).toContainText('+350 XP');
  await created.scrollIntoViewIfNeeded();
  await screenshot(page, 'admin-challenges');
  await created.getByRole('button', { name: 'Retire' }).click();
  await expect(created).toContainText('Retired');
  const list = (await (await page.request.get('/api/challenges')).json()) as { joinable: { title: string }[] };
  expect(list.joinable.map((c) => c.title)).not.toContain('Spring into it');
});
