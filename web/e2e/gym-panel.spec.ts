// The fitness-centre panel and the analytics dashboard in a real browser against the local runtime:
// a gym partner (given the role and a gym through the test hook, as an approved partner) changes
// the gym's hours and price and a member sees them on the gym's page and its slots; the partner
// checks the member in at the front desk with the member's booking code typed by hand; an admin
// opens /analytics, picks 30 days, sees the bookings chart move after a booking and downloads its
// CSV. Screenshots of the panel (phone) and the dashboard (desktop and phone).
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseLanguage } from './i18n-helpers';
import { confirmEmail } from './mail-helpers';
import { demoPurchase, PURCHASE_PATH } from './offline-helpers';
import { expectBackOfficeChrome, expectFieldsFit, screenshotsAtBothSizes, setServerClock, signUpWithRoles } from './partner-helpers';
import { freshAccount, screenshot, signUpThroughScreen } from './shell-helpers';

const GYM = 'gym-us-010';
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Uncaught errors in the pages this file opens in their own contexts (the fixture watches the test's own). */
const pageErrors: string[] = [];

async function ownPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  return page;
}

/** A signed-in account with these roles, on its own page. */
async function staff(browser: Browser, request: APIRequestContext, label: string, roles: string[], gymIds: string[] = []): Promise<Page> {
  const page = await ownPage(browser);
  await signUpWithRoles(page, request, label, roles, gymIds);
  return page;
}

/** Books a visit through the API as the signed-in member of `page`; answers the booking. */
async function bookVisit(page: Page, baseURL: string, slotStart: string, payWith: 'card' | 'sweatcoins'): Promise<{ id: string }> {
  const answer = await page.request.post('/api/bookings', { headers: { Origin: baseURL }, data: { gymId: GYM, slotStart, payWith } });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { booking: { id: string } }).booking;
}

test.afterEach(async ({ request }) => {
  await setServerClock(request, null);
  expect(pageErrors.splice(0)).toEqual([]);
});

test('a gym partner edits hours and price, a member sees them, and the partner checks the member in with the code typed by hand', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const partner = await staff(browser, request, 'partner', ['gym_partner'], [GYM]);
  await partner.goto('/fitness-center-panel');
  await expect(partner.getByRole('tab', { name: 'Front desk' })).toHaveAttribute('aria-selected', 'true');
  await expect(partner.getByTestId('desk-code')).toHaveText(/^FG-/);
  await expect(partner.getByRole('img', { name: 'QR code of the gym’s check-in code' })).toBeVisible();

  // The sections are an ARIA tab list: the chosen tab alone is in the Tab order, the arrows move on.
  const { name: gymName } = (await (await partner.request.get(`/api/gyms/${GYM}`)).json()) as { name: string };
  const sections = partner.getByRole('tablist', { name: gymName });
  await expect(sections.getByRole('tab', { name: 'Front desk' })).toHaveAttribute('tabindex', '0');
  await expect(sections.getByRole('tab', { name: 'Profile' })).toHaveAttribute('tabindex', '-1');
  await sections.getByRole('tab', { name: 'Front desk' }).focus();
  await partner.keyboard.press('ArrowRight');
  await expect(sections.getByRole('tab', { name: 'Profile' })).toBeFocused();
  await expect(sections.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(partner.getByRole('tabpanel', { name: 'Profile' })).toBeVisible();
  await partner.getByLabel('Price of a visit (USD)').fill('23.75');
  for (const day of WEEKDAYS) {
    const closed = partner.getByRole('group', { name: day }).getByRole('checkbox', { name: 'Closed' });
    if (await closed.isChecked()) await closed.uncheck();
    await partner.getByLabel(`${day} Opens`).fill('07:00');
    await partner.getByLabel(`${day} Closes`).fill('12:00');
  }
  await partner.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(partner.getByRole('status').filter({ hasText: 'Saved. Members see the changes now.' })).toBeVisible();
  await partner.getByLabel('Price of a visit (USD)').scrollIntoViewIfNeeded();
  await screenshot(partner, 'gym-panel-profile');

  // The member sees the new price and hours on the gym's page, and slots from 07:00.
  const visitor = freshAccount('visitor');
  await signUpThroughScreen(page, visitor);
  // Confirmed now, while the server's clock is today's: the test moves it to tomorrow's slot below,
  // past the link's lifetime, and the member redeems a reward (which needs a confirmed email) there.
  await confirmEmail(page.request, baseURL!, visitor.email);
  await page.goto(`/gyms?gym=${GYM}`);
  await expect(page.getByText('$23.75').first()).toBeVisible();
  await expect(page.getByText(/07:00/).first()).toBeVisible();
  const gym = (await (await page.request.get(`/api/gyms/${GYM}`)).json()) as { timeZone: string };
  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: gym.timeZone }).format(Date.now() + 86_400_000);
  const slots = (await (await page.request.get(`/api/gyms/${GYM}/availability?date=${tomorrow}`)).json()) as {
    slots: { start: string; localTime: string }[];
  };
  expect(slots.slots[0]?.localTime).toBe('07:00');
  expect(slots.slots.at(-1)?.localTime).toBe('11:00');

  // A visit paid at the desk: the partner types the member's code in its window.
  const visit = await bookVisit(page, baseURL!, slots.slots[0]!.start, 'card');
  const code = ((await (await page.request.get(`/api/bookings/${visit.id}/checkin-code`)).json()) as { code: string }).code;
  await setServerClock(request, new Date(Date.parse(slots.slots[0]!.start) + 5 * 60_000).toISOString());
  await partner.getByRole('tab', { name: 'Front desk' }).click();
  await partner.getByRole('textbox', { name: 'Member’s booking code' }).fill(code);
  await partner.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(partner.getByRole('status').filter({ hasText: 'Checked in: Ana visitor' })).toBeVisible();
  await expect(partner.getByText('Ana visitor pays at the desk.')).toBeVisible();
  // Typed again, it is refused: a visit counts once.
  await partner.getByRole('textbox', { name: 'Member’s booking code' }).fill(code);
  await partner.getByRole('button', { name: 'Check in', exact: true }).click();
  // The check-in card's own alert: the desk code's card may show one too (a code refresh answered late on a loaded machine).
  await expect(partner.getByRole('region', { name: 'Check a member in' }).getByRole('alert')).toHaveText(
    'This member is already checked in for this visit.',
  );
  // A reward the member redeemed in the store (valid at any gym): the desk uses its code once.
  expect((await page.request.post(PURCHASE_PATH, { data: demoPurchase(), headers: { Origin: baseURL ?? '' } })).ok()).toBe(true);
  const redeemed = await page.request.post('/api/store/redemptions', {
    data: { rewardId: 'trainer-20-off', quantity: 1 },
    headers: { Origin: baseURL ?? '' },
  });
  expect(redeemed.status()).toBe(201);
  const rewardCode = ((await redeemed.json()) as { redemption: { code: string } }).redemption.code;
  const rewards = partner.getByRole('region', { name: 'Reward codes' });
  for (const outcome of [
    'Code used: give the member 1 × 20% off a personal-training session.',
    'This code was already used: the reward was handed over before.',
  ]) {
    await rewards.getByRole('textbox', { name: 'Member’s reward code' }).fill(rewardCode);
    await rewards.getByRole('button', { name: 'Use the code' }).click();
    await expect(rewards.getByText(outcome)).toBeVisible();
  }
  // The server's day is now the visit's: today's arrivals list the member, checked in at 07:00.
  await expect(partner.getByRole('heading', { name: 'Today’s arrivals' })).toBeVisible();
  const slot = partner.getByRole('listitem').filter({ hasText: 'Ana visitor' });
  await expect(slot).toContainText('07:00');
  await expect(slot.getByText(/Checked in/)).toBeVisible();
  await slot.scrollIntoViewIfNeeded();
  await screenshot(partner, 'gym-panel-bookings');
  await partner.evaluate(() => window.scrollTo(0, 0));
  await screenshot(partner, 'gym-panel-desk');
  await partner.getByRole('tab', { name: 'Reviews' }).click();
  await expect(partner.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
  await screenshot(partner, 'gym-panel-reviews');
  await partner.getByRole('tab', { name: 'Earnings' }).click();
  await expect(partner.getByRole('figure', { name: 'SweatCoins from visits a day' })).toBeVisible();
  await screenshot(partner, 'gym-panel-earnings');
  const me = (await (await page.request.get('/api/bookings?scope=past')).json()) as { bookings: { id: string; status: string }[] };
  const all = me.bookings.concat(((await (await page.request.get('/api/bookings?scope=upcoming')).json()) as typeof me).bookings);
  expect(all.find((b) => b.id === visit.id)?.status).toBe('attended');
  await partner.close();
});

test("a gym partner's panel is in the back-office chrome, its hours fit a desktop and a phone, and the member screens keep the member chrome", async ({
  browser,
  request,
}) => {
  const partner = await staff(browser, request, 'chrome', ['gym_partner'], [GYM]);
  await partner.goto('/fitness-center-panel');
  await partner.getByRole('tab', { name: 'Profile' }).click();
  await expectBackOfficeChrome(partner, 'Fitness center panel');
  await partner.getByRole('group', { name: 'Monday' }).scrollIntoViewIfNeeded();
  await screenshotsAtBothSizes(partner, 'gym-panel-hours');
  for (const width of [1440, 390]) {
    await partner.setViewportSize({ width, height: 900 });
    await expectFieldsFit(partner, '.gym-panel__day input[type="time"]', '.gym-panel__hours');
  }
  // The same account's member screens keep the member header and tab bar.
  await partner.goto('/gyms');
  await expect(partner.getByRole('navigation', { name: 'Main', exact: true })).toBeVisible();
  await expect(partner.getByRole('banner').getByText('XP')).toBeVisible();
  await partner.close();
});

test('a gym partner moves the pin to San Francisco: the zone follows, the panel asks what the hours mean, and the gym keeps Pacific time', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const MOVED = 'gym-us-011';
  const partner = await staff(browser, request, 'partner-zone', ['gym_partner'], [MOVED]);
  await partner.goto('/fitness-center-panel');
  await partner.getByRole('tab', { name: 'Profile' }).click();
  const zone = partner.getByRole('combobox', { name: 'Time zone' });
  await expect(zone).toHaveValue('America/New_York');
  await partner.getByRole('spinbutton', { name: 'Latitude' }).fill('37.7793');
  await partner.getByRole('spinbutton', { name: 'Longitude' }).fill('-122.4193');
  // The pin's place answers its zone; the form asks what the hours mean there before saving.
  await expect(zone).toHaveValue('America/Los_Angeles');
  const question = partner.getByRole('group', { name: /The time zone changes from America\/New_York to America\/Los_Angeles/ });
  await partner.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(question.getByText('Say what the opening hours mean in the new time zone.')).toBeVisible();
  await question.getByRole('radio', { name: 'The same local times in the new zone (06:00 stays 06:00)' }).check();
  await question.scrollIntoViewIfNeeded();
  await screenshot(partner, 'gym-panel-zone-question');
  await partner.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(partner.getByRole('status').filter({ hasText: 'Saved. Members see the changes now.' })).toBeVisible();
  await expect(question).toHaveCount(0);
  const gym = (await (await partner.request.get(`/api/gyms/${MOVED}`)).json()) as { timeZone: string };
  expect(gym.timeZone).toBe('America/Los_Angeles');

  // The picker searches every zone the browser knows; what is typed never reaches date code unchosen.
  const search = partner.getByRole('searchbox', { name: 'Search time zones' });
  await search.fill('XAmerica/New_York');
  await expect(partner.getByText('No time zone matches')).toBeVisible();
  await expect(zone).toHaveValue('America/Los_Angeles');
  await search.fill('tokyo');
  await expect(zone).toHaveValue('Asia/Tokyo');
  await expect(partner.getByText('You chose this time zone; it is saved with the gym.')).toBeVisible();
  await partner.close();
});

test('a gym partner reading Spanish is told in Spanish, at the field, why the profile was not saved, and nothing changed', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const partner = await staff(browser, request, 'partner-es', ['gym_partner'], [GYM]);
  await chooseLanguage(partner, 'es');
  await partner.goto('/fitness-center-panel');
  await partner.getByRole('tab', { name: 'Perfil' }).click();
  const before = (await (await partner.request.get(`/api/gyms/${GYM}`)).json()) as { location: { latitude: number } };
  // A pin in the sea off West Africa: the browser takes the numbers, the server refuses the place.
  await partner.getByRole('spinbutton', { name: 'Latitud' }).fill('0');
  await partner.getByRole('spinbutton', { name: 'Longitud' }).fill('0');
  await partner.getByRole('button', { name: 'Guardar', exact: true }).click();
  const latitude = partner.getByRole('spinbutton', { name: 'Latitud' });
  await expect(latitude).toHaveAttribute('aria-invalid', 'true');
  await expect(latitude).toBeFocused();
  await expect(latitude).toHaveAccessibleDescription('Este lugar está fuera de las regiones de FitChoice: mueve el pin hasta el gimnasio.');
  await expect(partner.getByRole('status').filter({ hasText: 'Guardado' })).toHaveCount(0);
  const after = (await (await partner.request.get(`/api/gyms/${GYM}`)).json()) as { location: { latitude: number } };
  expect(after.location.latitude).toBe(before.location.latitude);
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await partner.setViewportSize({ width, height });
    await latitude.scrollIntoViewIfNeeded();
    await screenshot(partner, `gym-panel-refusal-es-${width}`);
  }
  await partner.close();
});

test('an admin opens /analytics, picks 30 days, sees the bookings chart move after a booking, and downloads its CSV', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const admin = await staff(browser, request, 'admin', ['admin']);
  await admin.setViewportSize({ width: 1280, height: 800 });
  await admin.goto('/analytics');
  await admin.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(admin.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  const chart = admin.getByRole('figure', { name: 'Gym bookings a day' });
  const todayRow = () => chart.getByRole('table').getByRole('row').last();
  await expect(chart.getByRole('table')).toBeAttached();
  const before = Number(await todayRow().getByRole('cell').first().textContent());

  // A member books a visit now: today's bar moves by one.
  const member = await ownPage(browser);
  await signUpThroughScreen(member, freshAccount('booker'));
  const response = await member.request.post(PURCHASE_PATH, { data: demoPurchase(), headers: { Origin: baseURL ?? '' } });
  expect(response.ok()).toBe(true);
  const gym = (await (await member.request.get(`/api/gyms/${GYM}`)).json()) as { timeZone: string };
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: gym.timeZone }).format(Date.now() + 2 * 86_400_000);
  const { slots } = (await (await member.request.get(`/api/gyms/${GYM}/availability?date=${day}`)).json()) as {
    slots: { start: string }[];
  };
  await bookVisit(member, baseURL!, slots[0]!.start, 'sweatcoins');
  await member.close();

  await admin.reload();
  await admin.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(todayRow().getByRole('cell').first()).toHaveText(String(before + 1));
  await chart.getByRole('button', { name: 'Show the data as a table' }).click();
  await expect(chart.getByRole('table')).toBeVisible();
  await expect(admin.locator('.chart__plot canvas').first()).toBeVisible();
  await chart.scrollIntoViewIfNeeded();
  await screenshot(admin, 'analytics-desktop-charts');
  await admin.evaluate(() => window.scrollTo(0, 0));
  await screenshot(admin, 'analytics-desktop');

  const [download] = await Promise.all([admin.waitForEvent('download'), chart.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^gymBookings-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8')
    .trim()
    .split('\r\n');
  expect(csv[0]).toBe('Day,Gym bookings');
  expect(csv).toHaveLength(31);
  expect(csv.at(-1)).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2},${before + 1}$`));

  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.evaluate(() => window.scrollTo(0, 0));
  await screenshot(admin, 'analytics-phone');
  await admin.getByRole('figure', { name: 'Gym bookings a day' }).scrollIntoViewIfNeeded();
  await screenshot(admin, 'analytics-phone-chart');

  // A range ending after today is refused once and explained at once, not retried behind "Loading".
  const refusedReads: string[] = [];
  admin.on('response', (answer) => {
    if (answer.url().includes('/api/analytics/summary') && answer.status() === 400) refusedReads.push(answer.url());
  });
  await admin.getByRole('button', { name: 'Custom dates' }).click();
  await admin.getByLabel('To', { exact: true }).fill(new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10));
  await expect(admin.getByRole('alert').filter({ hasText: 'ending today at the latest' })).toBeVisible();
  expect(refusedReads).toHaveLength(1);
  await screenshot(admin, 'analytics-phone-refused');

  // A member is refused the dashboard; the server says so too.
  const visitor = await ownPage(browser);
  await signUpThroughScreen(visitor, freshAccount('plain'));
  await visitor.goto('/analytics');
  // Signed in, but not as a partner or admin: the panels' door says the panel is not for this account.
  await expect(visitor.getByRole('heading', { name: 'Analytics is not open to this account' })).toBeVisible();
  const refused = await visitor.request.get('/api/analytics/summary?from=2026-01-01&to=2026-01-31');
  expect(refused.status()).toBe(403);
  await visitor.close();
  await admin.close();
});
