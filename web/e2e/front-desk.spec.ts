// The gym's front desk in a real browser against the local runtime: the owner invites a member of
// staff by mail; the staff member opens the mailed link, chooses a password and lands on the desk
// alone (no earnings, no settings); sees today's arrivals in the gym's zone, who is late, checks a
// member in and records what they paid; then the desk is reloaded on a dead network: the last-known
// arrivals show as a copy with their time, a check-in made then is counted once (typed twice, two
// reloads), and it reaches the server when the network is back. The desk code says when it is
// stale and stops showing an expired code as valid. The owner's analytics show the money taken.
// Screenshots at 1440 and 390 px.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openMailLink } from './mail-helpers';
import { loseNetwork, outboxStates, waitForServiceWorkerControl } from './offline-helpers';
import { expectBackOfficeChrome, screenshotsAtBothSizes, setServerClock, signUpWithRoles } from './partner-helpers';
import { freshAccount, signUpThroughScreen } from './shell-helpers';

const GYM = 'gym-us-012';
const DESK_PASSWORD = 'a desk worker password';

/** Uncaught errors in the pages this file opens in their own contexts (the fixture watches the test's own). */
const pageErrors: string[] = [];

async function ownContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  return { context, page };
}

/** A member with a visit paid at the desk in this slot, and its check-in code. */
async function memberWithVisit(browser: Browser, baseURL: string, label: string, slotStart: string) {
  const { context, page } = await ownContext(browser);
  const account = freshAccount(label);
  await signUpThroughScreen(page, account);
  const booked = await page.request.post('/api/bookings', {
    headers: { Origin: baseURL },
    data: { gymId: GYM, slotStart, payWith: 'card' },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { booking } = (await booked.json()) as { booking: { id: string } };
  const code = ((await (await page.request.get(`/api/bookings/${booking.id}/checkin-code`)).json()) as { code: string }).code;
  await context.close();
  return { name: account.name, code };
}

test.afterEach(async ({ request }) => {
  await setServerClock(request, null);
  expect(pageErrors.splice(0)).toEqual([]);
});

test('an owner invites desk staff, who check a member in and record the payment, cannot open earnings, and whose desk survives a reload offline', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  // Today at the gym, with the server's clock an hour before its first slot.
  const gym = (await (await request.get(`/api/gyms/${GYM}`)).json()) as { name: string; timeZone: string };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: gym.timeZone }).format(Date.now());
  await setServerClock(request, `${today}T00:00:00Z`);
  const { slots } = (await (await request.get(`/api/gyms/${GYM}/availability?date=${today}`)).json()) as {
    slots: { start: string; localTime: string }[];
  };
  const [first, second] = [slots[0]!, slots[2]!];
  await setServerClock(request, new Date(Date.parse(first.start) - 60 * 60_000).toISOString());
  const early = await memberWithVisit(browser, baseURL!, 'early', first.start);
  const late = await memberWithVisit(browser, baseURL!, 'late', first.start);
  const ahead = await memberWithVisit(browser, baseURL!, 'ahead', second.start);

  // The owner invites someone to the desk from the Staff tab.
  await signUpWithRoles(page, request, 'owner', ['gym_partner'], [GYM]);
  await page.goto('/fitness-center-panel');
  await page.getByRole('tab', { name: 'Staff' }).click();
  const desk = freshAccount('desk');
  await page.getByLabel('Their name').fill('Dana Desk');
  await page.getByLabel('Their email').fill(desk.email);
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${desk.email}.` })).toBeVisible();
  const listed = page.getByRole('listitem').filter({ hasText: 'Dana Desk' });
  await expect(listed.getByText('Invited', { exact: true })).toBeVisible();
  await screenshotsAtBothSizes(page, 'gym-panel-staff');

  // The staff member opens the mailed link, chooses a password, and is on the desk: nothing else.
  const { context: staffContext, page: staff } = await ownContext(browser);
  await openMailLink(staff, desk.email, `You are invited to the front desk of ${gym.name}`, 'Choose my password');
  await staff.getByLabel('New password', { exact: true }).fill(DESK_PASSWORD);
  await staff.getByLabel('Repeat the new password').fill(DESK_PASSWORD);
  await staff.getByRole('button', { name: 'Choose my password and sign in' }).click();
  await expect(staff).toHaveURL(/\/fitness-center-panel$/, { timeout: 30_000 });
  await expectBackOfficeChrome(staff, 'Fitness center panel');
  await waitForServiceWorkerControl(staff);
  await expect(staff.getByRole('heading', { name: 'Today’s arrivals' })).toBeVisible();
  for (const tab of ['Profile', 'Earnings', 'Staff', 'Reviews']) await expect(staff.getByRole('tab', { name: tab })).toHaveCount(0);
  await expect(staff.getByRole('region', { name: 'Reward codes' })).toHaveCount(0);
  expect((await staff.request.get(`/api/panel/gym/${GYM}/earnings?from=${today}&to=${today}`)).status()).toBe(403);
  expect((await staff.request.get(`/api/panel/gym/${GYM}`)).status()).toBe(403);
  await staff.goto('/analytics');
  await expect(staff.getByRole('heading', { name: 'Analytics is not open to this account' })).toBeVisible();
  await staff.goto('/fitness-center-panel');

  // Five minutes into the first slot: its members are late, the third still to come.
  await setServerClock(request, new Date(Date.parse(first.start) + 5 * 60_000).toISOString());
  await staff.reload();
  const row = (name: string) => staff.getByRole('listitem').filter({ hasText: name });
  await expect(row(early.name).getByText('Late', { exact: true })).toBeVisible();
  await expect(row(ahead.name).getByText('Expected', { exact: true })).toBeVisible();
  await expect(staff.getByText('Booked: 3 · checked in: 0 · late: 2 · still to come: 1')).toBeVisible();

  // Checked in with the code on the member's booking, then the payment taken at the desk.
  await staff.getByRole('textbox', { name: 'Member’s booking code' }).fill(early.code);
  await staff.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(staff.getByRole('status').filter({ hasText: `Checked in: ${early.name}` })).toBeVisible();
  const payment = staff.getByRole('form', { name: `What ${early.name} paid at the desk` });
  await expect(payment.getByLabel('Currency')).toHaveValue('USD');
  await payment.getByLabel('Amount').fill('12,5');
  await payment.getByRole('button', { name: 'Record the payment' }).click();
  await expect(row(early.name).getByText('Paid $12.50 at the desk')).toBeVisible();
  await expect(row(early.name).getByText(/Checked in/)).toBeVisible();
  // The expected member has nothing to pay yet; the late one, once there.
  await expect(row(ahead.name).getByRole('button', { name: /Record/ })).toHaveCount(0);
  await expect(row(late.name).getByRole('button', { name: `Record ${late.name}’s payment` })).toBeVisible();
  await staff.evaluate(() => window.scrollTo(0, 0));
  await screenshotsAtBothSizes(staff, 'front-desk-arrivals');

  // The gym's Wi-Fi reaches nothing; the desk is reloaded.
  const restore = await loseNetwork(staffContext);
  await staff.reload();
  await expect(staff.getByRole('status').filter({ hasText: 'No connection: this is the list as of' })).toBeVisible();
  await expect(row(early.name).getByText('Paid $12.50 at the desk')).toBeVisible();
  await expect(row(late.name).getByText('Late', { exact: true })).toBeVisible();
  await expect(staff.getByText('The check-in code needs a connection.', { exact: false })).toBeVisible();
  await expect(staff.getByTestId('desk-code')).toHaveCount(0);

  // A check-in made offline is kept once, however often the code is typed or the desk reloaded.
  for (let i = 0; i < 2; i += 1) {
    await staff.getByRole('textbox', { name: 'Member’s booking code' }).fill(late.code);
    await staff.getByRole('button', { name: 'Check in', exact: true }).click();
    const said =
      i === 0 ? /^Saved on this device\. It is sent when the connection is back/ : /^This check-in is already saved on this device/;
    await expect(staff.getByRole('status').filter({ hasText: said })).toBeVisible();
  }
  // And one the server will refuse (its visit is hours away): kept too, until the server says no.
  await staff.getByRole('textbox', { name: 'Member’s booking code' }).fill(ahead.code);
  await staff.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(row(ahead.name).getByText('Check-in waiting to be sent')).toBeVisible();
  await expect(row(late.name).getByText('Check-in waiting to be sent')).toBeVisible();
  await expect(staff.getByTestId('desk-waiting')).toHaveText('Waiting on this device to be sent: check-ins 2, payments 0.');
  const checkinsQueued = async () =>
    (await outboxStates(staff)).filter((entry) => entry.route === 'gym-panel.checkin' && entry.state !== 'done');
  expect(await checkinsQueued()).toHaveLength(2);
  await staff.reload();
  await expect(staff.getByTestId('desk-waiting')).toHaveText('Waiting on this device to be sent: check-ins 2, payments 0.');
  expect(await checkinsQueued()).toHaveLength(2);
  await expect(row(late.name).getByText('Check-in waiting to be sent')).toBeVisible();
  await staff.evaluate(() => window.scrollTo(0, 0));
  await screenshotsAtBothSizes(staff, 'front-desk-offline');

  // The network is back: the check-in reaches the server once, the refused one says why until
  // dismissed, and the list is the server's again.
  await restore();
  await expect(staff.getByTestId('desk-waiting')).toHaveCount(0, { timeout: 30_000 });
  await expect(row(late.name).getByText(/Checked in/)).toBeVisible({ timeout: 30_000 });
  const refused = staff.getByRole('alert').filter({ hasText: 'A check-in saved on this device was refused when it was sent' });
  await expect(refused).toContainText(`(${ahead.name}): Too early: check-in opens 15 minutes before the visit.`);
  await expect(row(ahead.name).getByText('Expected', { exact: true })).toBeVisible();
  await staff.evaluate(() => window.scrollTo(0, 0));
  await screenshotsAtBothSizes(staff, 'front-desk-refused-on-replay');
  await refused.getByRole('button', { name: 'Dismiss' }).click();
  await expect(refused).toHaveCount(0);
  await expect(staff.getByRole('status').filter({ hasText: 'No connection' })).toHaveCount(0);
  const arrivals = (await (await page.request.get(`/api/panel/gym/${GYM}/arrivals`)).json()) as { arrivals: { status: string }[] };
  expect(arrivals.arrivals.map((a) => a.status)).toEqual(['attended', 'attended', 'booked']);

  // Later, on the real clock (the browser's: its presets end today in UTC, a day after the gym's
  // own date between midnight UTC and midnight in New York), the owner's earnings and analytics
  // show the money taken at the desk, in its currency.
  await setServerClock(request, null);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/fitness-center-panel');
  await page.getByRole('tab', { name: 'Earnings' }).click();
  await expect(page.getByText('Paid at the desk in this period: $12.50')).toBeVisible();
  await screenshotsAtBothSizes(page, 'gym-panel-earnings-desk');
  await page.goto('/analytics');
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  const revenue = page.getByRole('region', { name: 'Paid at the desks' });
  await expect(revenue.getByText('US Dollar')).toBeVisible();
  await expect(revenue.getByText('$12.50')).toBeVisible();
  await revenue.scrollIntoViewIfNeeded();
  await screenshotsAtBothSizes(page, 'analytics-revenue');
  await staffContext.close();
});

test('the desk code says when it could not be replaced, and stops showing an expired code as valid', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { context, page } = await ownContext(browser);
  await page.clock.install();
  await signUpWithRoles(page, request, 'owner-code', ['gym_partner'], [GYM]);
  await page.goto('/fitness-center-panel');
  const code = page.getByTestId('desk-code');
  await expect(code).toHaveText(/^FG-/);
  await expect(page.getByRole('img', { name: 'QR code of the gym’s check-in code' })).toBeVisible();
  const shown = await code.textContent();

  const restore = await loseNetwork(context);
  // The clock moves on two seconds at a time: past the code's change it is said to be stale (not
  // replaced, still accepted for a while), then, past the last moment a scan of it is accepted, expired.
  const states: string[] = [];
  for (let waited = 0; waited < 70 && states.at(-1) !== 'expired'; waited += 2) {
    await page.clock.fastForward(2000);
    await page.waitForTimeout(150); // the page re-renders on its own (real) scheduler
    const state = (await code.getAttribute('data-state')) ?? '';
    if (states.at(-1) === state) continue;
    states.push(state);
    if (state === 'stale') {
      await expect(page.getByRole('alert').filter({ hasText: 'No new code could be fetched' })).toBeVisible();
      await expect(code).toHaveText(shown!);
      await screenshotsAtBothSizes(page, 'front-desk-code-stale');
    }
  }
  expect(states.slice(states.indexOf('stale'))).toEqual(['stale', 'expired']);
  await expect(page.getByRole('alert').filter({ hasText: 'This code has expired' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of the gym’s check-in code' })).toHaveCount(0);
  await screenshotsAtBothSizes(page, 'front-desk-code-expired');

  await restore();
  await page.clock.fastForward('00:05');
  await expect(code).toHaveAttribute('data-state', 'fresh');
  await expect(page.getByRole('img', { name: 'QR code of the gym’s check-in code' })).toBeVisible();
  await context.close();
});
