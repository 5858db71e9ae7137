// Trainers in a real browser against the local runtime: a partner trainer (given the role through
// the test hook, as an approved partner) sets up their profile and hours in the panel; a member
// finds them, books a 45-minute session, sees it in /bookings, downloads the .ics, reschedules and
// cancels; the trainer's new hours reach the member; and a booking made offline lands once.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForServiceWorkerControl } from './offline-helpers';
import { freshAccount, screenshot, signUpThroughScreen } from './shell-helpers';

interface Session {
  id: string;
  start: string;
  status: string;
  lengthMinutes: number;
}

async function giveRole(request: APIRequestContext, email: string, role: string): Promise<void> {
  const answer = await request.post('/__test/roles', { data: { email, roles: ['member', role] } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function buyCoins(page: Page, baseURL: string): Promise<void> {
  const answer = await page.request.post('/api/web3/crypto-purchase', {
    headers: { Origin: baseURL },
    data: {
      walletAddress: '0x1234567890abcdef1234567890abcdef1234abcd',
      ethAmount: '0.01',
      sweatCoinsAmount: '1000.00',
      transactionHash: `demo-${Date.now()}${Math.floor(Math.random() * 1000)}`,
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function sessions(page: Page): Promise<Session[]> {
  const answer = await page.request.get('/api/professional-bookings?scope=upcoming');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { bookings: Session[] }).bookings;
}

/** A partner trainer who has published a video profile with 45-minute sessions and no notice. */
async function setUpTrainer(browser: Browser, request: APIRequestContext, name: string): Promise<{ page: Page; id: string }> {
  const page = await browser.newPage();
  const account = { ...freshAccount('trainer'), name };
  await signUpThroughScreen(page, account);
  await giveRole(request, account.email, 'trainer');
  // Members find only professionals with a verified certification: the hook adds one as an admin's check would.
  const certified = await request.post('/__test/certified', { data: { email: account.email, kind: 'trainer' } });
  expect(certified.ok(), await certified.text()).toBe(true);
  await page.goto('/trainer-panel');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible();
  await page.getByLabel('Headline').fill('Strength for busy people');
  await page.getByLabel('About you').fill('Ten years of coaching people with little time and big goals.');
  await page.getByRole('checkbox', { name: 'Strength' }).check();
  await page.getByRole('checkbox', { name: 'I offer video sessions' }).check();
  await page.getByRole('checkbox', { name: 'Show my profile in the directory' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  await page.getByRole('tab', { name: 'Availability' }).click();
  await page.getByRole('checkbox', { name: '45 min' }).check();
  await page.getByLabel('Minimum notice').selectOption('0');
  for (const day of ['Saturday', 'Sunday']) await page.getByRole('button', { name: `Add hours on ${day}` }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  const week = page.getByRole('heading', { name: /The next 7 days/ });
  await week.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(week).toBeVisible();
  await screenshot(page, 'trainer-panel-week-view');
  const profile = await page.request.get('/api/panel/trainer/profile');
  return { page, id: ((await profile.json()) as { profile: { id: string } }).profile.id };
}

test("a member finds a trainer, books 45 minutes, downloads the .ics, reschedules and cancels; the trainer's hours reach the member", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const trainerName = `Tess Trainer ${Date.now() % 100000}`;
  const trainer = await setUpTrainer(browser, request, trainerName);

  await signUpThroughScreen(page, freshAccount('pro-member'));
  await buyCoins(page, baseURL ?? '');
  await page.goto('/trainers');
  await expect(page.getByRole('status').filter({ hasText: /\d+ professionals/ })).toBeVisible();
  await screenshot(page, 'trainers-directory');
  await page.getByLabel('Search by name or city').fill(trainerName);
  const card = page.getByRole('listitem').filter({ hasText: trainerName });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: trainerName }).click();
  await expect(page.getByRole('heading', { level: 2, name: trainerName })).toBeVisible();
  await expect(page.getByText('Video sessions').first()).toBeVisible();
  await screenshot(page, 'trainer-profile');

  await page.getByRole('link', { name: 'Book a session' }).click();
  await expect(page.getByRole('heading', { name: `Session with ${trainerName}` })).toBeVisible();
  await page.getByRole('radio', { name: /^45 min/ }).check();
  // Two days ahead: outside the 24-hour cut-off, so it can still be moved and cancelled free.
  await page.getByRole('group', { name: 'Day' }).getByRole('button').nth(2).click();
  await page.getByRole('group', { name: 'Time' }).getByRole('button').first().click();
  await expect(page.getByText(/45 min on .*SweatCoins/)).toBeVisible();
  await screenshot(page, 'slot-picker');
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Booked!' })).toBeVisible();
  const [booked] = await sessions(page);
  expect(booked).toMatchObject({ lengthMinutes: 45, status: 'booked' });

  await page.getByRole('link', { name: 'See my bookings' }).click();
  const sessionCard = page.getByRole('listitem').filter({ hasText: `45 min with ${trainerName}` });
  await expect(sessionCard).toBeVisible();
  const downloading = page.waitForEvent('download');
  await sessionCard.getByRole('button', { name: 'Add to calendar' }).click();
  const download = await downloading;
  const ics = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(ics).toString('utf8');
  expect(text).toContain('BEGIN:VEVENT');
  const utc = booked!.start.replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
  expect(text).toContain(`DTSTART:${utc}`);
  expect(text).toContain('DURATION:PT45M');

  await sessionCard.getByRole('button', { name: 'Reschedule' }).click();
  await sessionCard.getByRole('group', { name: 'Day' }).getByRole('button').nth(3).click();
  await sessionCard.getByRole('group', { name: 'Time' }).getByRole('button').first().click();
  await sessionCard.getByRole('button', { name: 'Move to this time' }).click();
  await expect.poll(async () => (await sessions(page))[0]?.start).not.toBe(booked!.start);
  const moved = page.getByRole('listitem').filter({ hasText: `45 min with ${trainerName}` });
  await moved.getByRole('button', { name: 'Cancel session' }).click();
  await expect(moved.getByText(/^Cancel this session\? Your \d+\.\d\d SweatCoins are refunded\.$/)).toBeVisible();
  await moved.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect.poll(async () => (await sessions(page)).length).toBe(0);
  const ledger = await (await page.request.get('/api/wallet/ledger')).json();
  expect(ledger.balance).toBe('1000.00');

  // The wallet words what the coins went to and back from, and links to the session; /activity lists it.
  await page.goto('/wallet');
  const history = page.getByTestId('wallet-ledger');
  const paid = history.getByRole('listitem').filter({ hasText: 'Paid for a session' });
  await expect(paid).toContainText('-400.00');
  await expect(history.getByRole('listitem').filter({ hasText: 'Session refunded' })).toContainText('+400.00');
  await expect(history.getByText('Other change')).toHaveCount(0);
  await paid.scrollIntoViewIfNeeded();
  await screenshot(page, 'wallet-ledger-sessions');
  await paid.getByRole('link', { name: 'See the session' }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings#session-${booked!.id}$`));
  await expect(page.getByRole('listitem').filter({ hasText: `45 min with ${trainerName}` })).toContainText('400.00 SweatCoins refunded');
  await page.goto('/activity');
  await expect(page.getByText(new RegExp(`^Booked a session with ${trainerName} for `))).toBeVisible();
  await expect(page.getByText(new RegExp(`^Cancelled the session with ${trainerName} on `))).toBeVisible();

  // The trainer closes Saturday; the member's free times follow.
  const saturdaySlots = async () => {
    const from = new Date().toISOString().slice(0, 10);
    const to = new Date(Date.now() + 13 * 86_400_000).toISOString().slice(0, 10);
    const answer = await page.request.get(`/api/professionals/${trainer.id}/availability?from=${from}&to=${to}&length=45`);
    const { slots, timeZone } = (await answer.json()) as { slots: { start: string }[]; timeZone: string };
    return slots.filter((s) => new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(new Date(s.start)) === 'Sat').length;
  };
  expect(await saturdaySlots()).toBeGreaterThan(0);
  await trainer.page.getByRole('button', { name: 'Remove these hours from Saturday' }).click();
  await trainer.page.getByRole('button', { name: 'Save' }).click();
  await expect(trainer.page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  expect(await saturdaySlots()).toBe(0);
  await trainer.page.close();
});

test('the same booking made offline is pending, then lands once', async ({ page, browser, request, context, baseURL }) => {
  test.setTimeout(180_000);
  const trainerName = `Otto Offline ${Date.now() % 100000}`;
  const trainer = await setUpTrainer(browser, request, trainerName);
  await trainer.page.close();

  await signUpThroughScreen(page, freshAccount('pro-offline'));
  await buyCoins(page, baseURL ?? '');
  await page.goto(`/professional-booking?pro=${trainer.id}`);
  await expect(page.getByRole('heading', { name: `Session with ${trainerName}` })).toBeVisible();
  await page.getByRole('group', { name: 'Time' }).getByRole('button').first().click();
  // The bookings screen's code must be in the worker's precache before going offline: a first
  // install takes control with the app shell and stores the other screens later.
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByText('Saved on this device; it will be sent when you are back online.')).toBeVisible();
  await page.goto('/bookings');
  await expect(page.getByText(/waiting to be sent/)).toBeVisible();

  await context.setOffline(false);
  await expect.poll(async () => (await sessions(page)).length, { timeout: 20_000 }).toBe(1);
  await expect(page.getByText(/waiting to be sent/)).toHaveCount(0, { timeout: 20_000 });
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: `with ${trainerName}` })).toHaveCount(1);
  expect(await sessions(page)).toHaveLength(1);
  const ledger = await (await page.request.get('/api/wallet/ledger')).json();
  expect(ledger.entries.filter((e: { kind: string }) => e.kind === 'pro_booking')).toHaveLength(1);
});

test('a new member without SweatCoins books a session paid at the session; the trainer confirms the payment, the member reviews, the trainer replies', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const trainerName = `Paula Pay ${Date.now() % 100000}`;
  const trainer = await setUpTrainer(browser, request, trainerName);

  await signUpThroughScreen(page, freshAccount('pro-pay-there'));
  await page.goto(`/professional-booking?pro=${trainer.id}`);
  await expect(page.getByRole('heading', { name: `Session with ${trainerName}` })).toBeVisible();
  await page.getByRole('radio', { name: /^45 min/ }).check();
  await expect(page.getByRole('radio', { name: /SweatCoins now/ })).toBeDisabled();
  await expect(page.getByText('You have 0.00 SweatCoins, not enough for this session.')).toBeVisible();
  await expect(page.getByRole('radio', { name: /at the session/ })).toBeChecked();
  await page.getByRole('group', { name: 'Day' }).getByRole('button').nth(2).click();
  await page.getByRole('group', { name: 'Time' }).getByRole('button').first().click();
  await expect(page.getByText(/45 min on .*paid at the session\./)).toBeVisible();
  await screenshot(page, 'pro-booking-pay-at-session');
  await page.getByRole('button', { name: 'Book and pay at the session' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Booked!' })).toBeVisible();
  const [booked] = await sessions(page);
  expect(booked).toMatchObject({ status: 'booked' });
  expect((await (await page.request.get('/api/wallet/ledger')).json()).entries).toEqual([]);

  // On /bookings: what to pay, and cancelling asks first.
  await page.getByRole('link', { name: 'See my bookings' }).click();
  const card = page.getByRole('listitem').filter({ hasText: `45 min with ${trainerName}` });
  await expect(card.getByText(/^Pay \$\d+\.\d\d at the session$/)).toBeVisible();
  await card.getByRole('button', { name: 'Cancel session' }).click();
  const confirm = card.getByRole('group', { name: 'Confirm cancellation' });
  await expect(confirm.getByText('Cancel this session? Nothing is charged.')).toBeVisible();
  await screenshot(page, 'pro-session-cancel-asks');
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toHaveCount(0);
  expect(await sessions(page)).toHaveLength(1);

  // The trainer, at the session's start (the server's clock and the panel's), confirms the payment.
  const start = new Date(booked!.start);
  await trainer.page.clock.install({ time: new Date(start.getTime() - 10 * 60_000) });
  await request.post('/__test/clock', { data: { now: new Date(start.getTime() - 10 * 60_000).toISOString() } });
  try {
    await trainer.page.reload();
    await trainer.page.getByRole('tab', { name: 'Sessions' }).click();
    const row = trainer.page.getByRole('listitem').filter({ hasText: /pro-pay-there/ });
    await expect(row.getByText(/^Pays \$\d+\.\d\d at the session$/)).toBeVisible();
    await row.getByRole('button', { name: /^Confirm \$\d+\.\d\d paid$/ }).click();
    await expect(row.getByText(/^Paid \$\d+\.\d\d at the session$/)).toBeVisible();
    await expect(row.getByRole('button', { name: /^Confirm/ })).toHaveCount(0);
    await screenshot(trainer.page, 'trainer-panel-payment-confirmed');
    // After the session, the trainer marks it completed.
    const after = new Date(start.getTime() + 50 * 60_000);
    await trainer.page.clock.setSystemTime(after);
    await request.post('/__test/clock', { data: { now: after.toISOString() } });
    await trainer.page.reload();
    await trainer.page.getByRole('tab', { name: 'Sessions' }).click();
    await trainer.page.getByRole('button', { name: 'Past' }).click();
    await row.getByRole('button', { name: 'Mark completed' }).click();
    await expect(row.getByText('Completed')).toBeVisible();
  } finally {
    await request.post('/__test/clock', { data: { now: null } });
  }
  await page.reload();
  await expect(card.getByText(/^Paid \$\d+\.\d\d at the session$/)).toBeVisible();

  // The member, who attended, reviews the trainer; the header's count is the reviews listed.
  await page.goto(`/trainers?pro=${trainer.id}`);
  const profile = page.getByRole('main');
  await expect(profile.getByText('No ratings yet')).toBeVisible();
  await expect(profile.getByText('No reviews yet.')).toBeVisible();
  await profile.getByLabel('Your rating').selectOption('4');
  await profile.getByLabel('Your review').fill('Clear plan, and she paid attention to my knee.');
  await profile.getByRole('button', { name: 'Post review' }).click();
  await expect(profile.getByText('★ 4 (1 review)')).toBeVisible();
  const review = profile.getByRole('listitem').filter({ hasText: 'Clear plan, and she paid attention to my knee.' });
  await expect(review.getByText(/^Attended a session on /)).toBeVisible();

  // The trainer answers it in public from the panel.
  await trainer.page.getByRole('tab', { name: 'Reviews' }).click();
  const panelReview = trainer.page.getByRole('listitem').filter({ hasText: 'Clear plan' });
  await panelReview.getByLabel('Your public reply').fill('Thank you! Keep up the knee exercises.');
  await panelReview.getByRole('button', { name: 'Post reply' }).click();
  await expect(panelReview.getByRole('status').filter({ hasText: 'Reply posted.' })).toBeVisible();
  await page.reload();
  await expect(review.getByText(`${trainerName} replied`)).toBeVisible();
  await expect(review.getByText('Thank you! Keep up the knee exercises.')).toBeVisible();
  await review.scrollIntoViewIfNeeded();
  await screenshot(page, 'trainer-profile-review-reply');
  await trainer.page.close();
});

test('a refused booking is said in a toast and above the button, in view', async ({ page, browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const trainerName = `Tara Taken ${Date.now() % 100000}`;
  const trainer = await setUpTrainer(browser, request, trainerName);
  await trainer.page.close();

  await signUpThroughScreen(page, freshAccount('pro-taken'));
  await page.goto(`/professional-booking?pro=${trainer.id}`);
  await page.getByRole('radio', { name: /^45 min/ }).check();
  await page.getByRole('group', { name: 'Time' }).getByRole('button').first().click();
  // Someone else takes that time meanwhile.
  const other = await browser.newPage({ baseURL });
  await signUpThroughScreen(other, freshAccount('pro-taker'));
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 13 * 86_400_000).toISOString().slice(0, 10);
  const free = (await (
    await other.request.get(`/api/professionals/${trainer.id}/availability?from=${from}&to=${to}&length=45`)
  ).json()) as {
    slots: { start: string }[];
  };
  const taken = await other.request.post('/api/professional-bookings', {
    headers: { Origin: baseURL ?? '' },
    data: { professionalId: trainer.id, start: free.slots[0]!.start, lengthMinutes: 45, mode: 'video', payWith: 'at_session' },
  });
  expect(taken.status(), await taken.text()).toBe(201);
  await other.close();

  const button = page.getByRole('button', { name: 'Book and pay at the session' });
  await button.click();
  const alert = page.getByRole('alert').filter({ hasText: 'That time was just taken' });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Not booked')).toBeVisible();
  // Above the button and on the screen, clear of the tab bar.
  const alertBox = (await alert.boundingBox())!;
  const buttonBox = (await button.boundingBox())!;
  const tabBar = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
  expect(alertBox.y + alertBox.height).toBeLessThanOrEqual(buttonBox.y);
  expect(alertBox.y).toBeGreaterThanOrEqual(0);
  expect(alertBox.y + alertBox.height).toBeLessThanOrEqual(tabBar.y);
  // Nothing lies over it, not even the toast.
  const uncovered = await alert.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(uncovered).toBe(true);
  await screenshot(page, 'pro-booking-refused');
});
