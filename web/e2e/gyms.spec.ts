// The member's gym journey in a real browser against the local runtime with the seeded catalogue:
// find a gym near New York, filter, open it, book a slot, see it in /bookings, check in with the
// gym's desk code typed by hand (the server's test clock moved into the check-in window; the code
// from the test hook, as the gym's panel shows it at the desk), see XP and the streak move; and the same
// booking made offline is pending and lands once when the connection returns.
import { type APIRequestContext, chromium, type Page, request as playwrightRequest, type Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoPurchase, PURCHASE_PATH, waitForServiceWorkerControl } from './offline-helpers';
import { freshAccount, screenshot, signUpThroughScreen } from './shell-helpers';
import { writeQrVideo } from './support/fake-camera';

const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };

test.use({ geolocation: NEW_YORK, permissions: ['geolocation'] });

interface ApiBooking {
  id: string;
  gymId: string;
  slotStart: string;
  status: string;
}

async function setServerClock(request: APIRequestContext, now: string | null): Promise<void> {
  const response = await request.post('/__test/clock', { data: { now } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The code the gym's desk shows now, by the server's clock (as the gym's panel shows it; a test hook, so no partner account is needed). */
async function deskCode(request: APIRequestContext, gymId: string): Promise<string> {
  const response = await request.get(`/__test/gym-code?gymId=${encodeURIComponent(gymId)}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { code: string }).code;
}

/** 1000 SweatCoins for the signed-in member (a demo purchase), so a visit can be paid with them and checked in by scanning. */
async function buySweatCoins(page: Page, baseURL: string | undefined): Promise<void> {
  const response = await page.request.post(PURCHASE_PATH, { data: demoPurchase(), headers: { Origin: baseURL ?? '' } });
  expect(response.ok(), await response.text()).toBe(true);
}

async function upcomingBookings(page: Page): Promise<ApiBooking[]> {
  const response = await page.request.get('/api/bookings?scope=upcoming');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { bookings: ApiBooking[] }).bookings;
}

/** On a gym's page: picks the day `dayIndex` days ahead and its first free slot, then Book Now. */
async function bookFirstFreeSlot(page: Page, dayIndex: number): Promise<string> {
  const days = page.getByRole('group', { name: 'Choose a day' }).getByRole('button');
  await days.nth(dayIndex).click();
  const slot = page.getByRole('radio').and(page.locator(':not([disabled])')).first();
  await expect(slot).toBeVisible();
  const start = await slot.getAttribute('value');
  await slot.check();
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/booking-checkout\?/);
  await expect(page.getByRole('heading', { name: 'Cancellation policy' })).toBeVisible();
  return start ?? '';
}

test.afterEach(async ({ request }) => {
  await setServerClock(request, null);
});

test('find a gym near New York, filter, book, check in with the desk code and see XP and the streak move', async ({ page, baseURL }) => {
  await signUpThroughScreen(page, freshAccount('gyms'));
  await buySweatCoins(page, baseURL);

  await page.goto('/gyms');
  const list = page.getByRole('list', { name: 'Gyms near you' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const nearest = list.getByRole('listitem').first();
  await expect(nearest).toContainText(/(Less than a mile away|1 mile away|\d+ miles away)/);
  await expect(nearest).toContainText('per visit');
  await expect(nearest).toContainText('$');
  const allCount = await list.getByRole('listitem').count();
  await screenshot(page, 'gyms-list');

  // Filter: only gyms with a sauna, cheapest first.
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByRole('checkbox', { name: 'Sauna' }).check();
  await page.getByLabel('Sort by').selectOption('price');
  await expect(page).toHaveURL(/amenities=sauna/);
  await expect(page).toHaveURL(/sort=price/);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  const filtered = list.getByRole('listitem');
  await expect(filtered.first()).toBeVisible();
  expect(await filtered.count()).toBeLessThanOrEqual(allCount);
  const prices = await filtered.locator('.gym-card__price strong').allTextContents();
  const amounts = prices.map((p) => Number(p.replace(/[^0-9.]/g, '')));
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

  // Open the first match: its page lists the sauna and its availability.
  const name = (await filtered.first().locator('.gym-card__name').textContent()) ?? '';
  await filtered.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Amenities' }).or(page.locator('#gym-amenities').locator('..'))).toContainText('Sauna');
  await expect(page.getByText('per visit').first()).toBeVisible();
  await screenshot(page, 'gym-page');

  // Book tomorrow's first free slot, paying with SweatCoins (a visit paid at the desk is checked in by the staff).
  const slotStart = await bookFirstFreeSlot(page, 1);
  await expect(page.getByTestId('checkout-slot')).toBeVisible();
  await page.getByRole('radio', { name: /SweatCoins now/ }).check();
  await screenshot(page, 'checkout');
  await page.getByRole('button', { name: /Confirm booking/ }).click();
  await expect(page).toHaveURL(/\/bookings$/);
  const card = page.getByTestId('booking-card').filter({ hasText: name });
  await expect(card).toContainText('Booked');
  const [booking] = await upcomingBookings(page);
  expect(booking?.slotStart).toBe(new Date(slotStart).toISOString());

  // The visit's own code is for the staff at the desk; the member checks in by scanning the gym's.
  await card.getByRole('button', { name: 'Show check-in code' }).click();
  const ownCode = (await card.getByTestId('checkin-code').textContent())?.trim() ?? '';
  expect(ownCode).toMatch(/^FC-/);
  await expect(card.getByRole('img', { name: 'Check-in QR code' })).toBeVisible();
  await screenshot(page, 'bookings');
  await setServerClock(page.request, new Date(Date.parse(slotStart) + 5 * 60_000).toISOString());

  await card.getByRole('link', { name: 'Check in now' }).click();
  await expect(page).toHaveURL(/\/qr-scanner$/);
  await page.getByLabel('Gym code').fill(ownCode);
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('That is not a gym code.');

  // The code at the gym's desk, typed by hand inside the check-in window.
  const code = await deskCode(page.request, booking?.gymId ?? '');
  expect(code).toMatch(/^FG-/);
  await page.getByLabel('Gym code').fill(code.toLowerCase().replace('-', ' '));
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  const result = page.getByTestId('checkin-result');
  await expect(result).toContainText(`Checked in at ${name}!`);
  await expect(result).toContainText(/\+\d+ XP/);
  await expect(result).toContainText('1 day streak');

  // Scanning again is refused, worded by the app.
  await page.getByLabel('Gym code').fill(code);
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('You are already checked in for this visit.');

  // Having checked in there, the member may review the gym, once.
  await page.goto(`/gyms?gym=${booking?.gymId}`);
  const form = page.getByRole('form', { name: 'Review your visit' });
  // A review without stars is refused at the stars, in the app's words, not the schema's.
  await form.getByLabel('Your review').fill('Clean showers, friendly desk, busy at 6 pm.');
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form.getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription('Choose from 1 to 5 stars.');
  await expect(form).not.toContainText('must be');
  await form.getByRole('radio', { name: '4 stars' }).check();
  await form.getByLabel('Your review').fill('Clean showers, friendly desk, busy at 6 pm.');
  // The reviews are slow to read again: the answer shows the review meanwhile, and the form stays closed.
  const slowReads = async (route: Route) => {
    if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue().catch(() => undefined);
  };
  await page.route('**/api/gyms/*/reviews**', slowReads);
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form).toBeHidden();
  for (const until = Date.now() + 4_000; Date.now() < until; ) expect(await form.count()).toBe(0);
  const mine = page.getByRole('listitem').filter({ hasText: 'Your review' });
  await expect(mine).toContainText('Clean showers, friendly desk, busy at 6 pm.');
  await page.unroute('**/api/gyms/*/reviews**', slowReads);

  await page.goto('/profile');
  await expect(page.getByTestId('profile-streak')).toHaveText('1 day');
  await expect(page.getByTestId('profile-xp')).not.toHaveText('0');
  await expect(page.getByTestId('header-xp')).not.toContainText(/^0 XP/);
  await screenshot(page, 'profile');
  await page.getByRole('button', { name: 'How XP works' }).click();
  await expect(page.getByRole('dialog', { name: 'How XP works' })).toContainText('XP');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await page.goto('/leaderboard');
  await expect(page.getByTestId('leaderboard-me')).toContainText(/You are #\d+/);
  await page.getByRole('tab', { name: 'All time' }).click();
  await expect(page.getByRole('tab', { name: 'All time' })).toHaveAttribute('aria-selected', 'true');
  await screenshot(page, 'leaderboard');

  await page.goto('/activity');
  await expect(page.getByRole('listitem').filter({ hasText: name }).first()).toBeVisible();
});

test('a gym page’s rating is what the reviews it lists add up to, and a gym without reviews shows no rating', async ({ page }) => {
  await signUpThroughScreen(page, freshAccount('gyms-rating'));
  const response = await page.request.get('/api/gyms?region=US&limit=50');
  const { gyms } = (await response.json()) as { gyms: { id: string; rating: { average: number | null; count: number } }[] };
  const reviewed = gyms.find((g) => g.rating.count >= 3)!;
  const unreviewed = gyms.find((g) => g.rating.count === 0)!;

  await page.goto(`/gyms?gym=${reviewed.id}`);
  const facts = page.locator('.gym-page__facts');
  await expect(facts).toContainText(`(${reviewed.rating.count} reviews)`);
  await expect(page.getByRole('region', { name: /^Reviews/ }).getByRole('listitem')).toHaveCount(reviewed.rating.count);
  await expect(page.getByText('No reviews yet')).toHaveCount(0);
  await screenshot(page, 'gym-page');

  await page.goto(`/gyms?gym=${unreviewed.id}`);
  await expect(facts).toContainText('No ratings yet');
  await expect(page.getByText('No reviews yet')).toBeVisible();
});

test('a booking made offline is pending, then lands once when the connection returns', async ({ page, context }) => {
  await signUpThroughScreen(page, freshAccount('gyms-offline'));
  await page.goto('/gyms');
  const first = page.getByRole('list', { name: 'Gyms near you' }).getByRole('listitem').first();
  const name = (await first.locator('.gym-card__name').textContent()) ?? '';
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await bookFirstFreeSlot(page, 2);
  await page.getByRole('radio', { name: /Card at the gym/ }).check();
  // The bookings screen's code comes from the service worker's precache once offline: wait until it
  // controls the page (its install fetches every chunk one by one).
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: /Confirm booking/ }).click();
  await expect(page).toHaveURL(/\/bookings$/);
  const card = page.getByTestId('booking-card').filter({ hasText: name });
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('It is booked as soon as it reaches FitChoice');

  await context.setOffline(false);
  await expect(card).toContainText('Booked', { timeout: 20_000 });
  await expect(card).not.toContainText('Pending');
  expect(await upcomingBookings(page)).toHaveLength(1);
  // A reload replays nothing twice: still one booking, one card.
  await page.reload();
  await expect(page.getByTestId('booking-card')).toHaveCount(1);
  expect(await upcomingBookings(page)).toHaveLength(1);
});

test('a visit paid with SweatCoins offline shows the same pending balance in the header and the wallet', async ({
  page,
  context,
  baseURL,
}) => {
  await signUpThroughScreen(page, freshAccount('gyms-offline-coins'));
  await buySweatCoins(page, baseURL);
  await page.goto('/wallet');
  const header = page.getByTestId('header-coins');
  await expect(header).toHaveText('1000.00 SweatCoins');
  await page.goto('/gyms');
  await page.getByRole('list', { name: 'Gyms near you' }).getByRole('listitem').first().getByRole('link').click();
  const gymId = new URL(page.url()).searchParams.get('gym')!;
  const { priceSweatCoins } = (await (await page.request.get(`/api/gyms/${gymId}`)).json()) as { priceSweatCoins: string };
  const after = (1000 - Number(priceSweatCoins)).toFixed(2);
  await bookFirstFreeSlot(page, 2);
  await page.getByRole('radio', { name: /SweatCoins now/ }).check();
  await waitForServiceWorkerControl(page);
  // The wallet screen's code comes from the precache once offline: it was opened above.

  await context.setOffline(true);
  await page.getByRole('button', { name: /Confirm booking/ }).click();
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(header).toHaveText(`${after} SweatCoins pending`);
  await page.getByRole('link', { name: /SweatCoins/ }).click();
  await expect(page.getByTestId('member-sweatcoins')).toHaveText(`${after} SweatCoins`);
  await expect(page.getByTestId('member-sweatcoins-pending')).toHaveText(`Includes -${priceSweatCoins} pending: 1 change not sent yet`);
  await expect(header).toHaveText(`${after} SweatCoins pending`);
  await screenshot(page, 'wallet-offline');
  // The booking's toast goes by itself (5 s), at the top on a phone: then the balance is shot alone.
  await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')).toHaveCount(0, { timeout: 10_000 });
  await page.getByTestId('member-sweatcoins').evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await screenshot(page, 'wallet-offline-balance');

  await context.setOffline(false);
  await expect(page.getByTestId('member-sweatcoins-pending')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId('member-sweatcoins')).toHaveText(`${after} SweatCoins`);
  await expect(header).toHaveText(`${after} SweatCoins`);
});

test('home shows the member’s day: the next visit with Check in once its window opens, the streak, this week’s visits, offline too', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await signUpThroughScreen(page, freshAccount('gyms-home'));
  await page.goto('/gyms');
  const first = page.getByRole('list', { name: 'Gyms near you' }).getByRole('listitem').first();
  const name = (await first.locator('.gym-card__name').textContent()) ?? '';
  await first.getByRole('link').click();
  await bookFirstFreeSlot(page, 1);
  await page.getByRole('radio', { name: /Card at the gym/ }).check();
  await page.getByRole('button', { name: /Confirm booking/ }).click();
  await expect(page.getByTestId('booking-card').first()).toContainText('Booked');
  const [booking] = await upcomingBookings(page);

  // On another device, which keeps nothing yet, home waits for the server's answer rather than
  // saying first that no visit is booked.
  const otherDevice = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    storageState: { cookies: await context.cookies(), origins: [] },
  });
  const other = await otherDevice.newPage();
  await other.addInitScript(() => {
    const said: string[] = [];
    Object.assign(window, { __saidNone: said });
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('No visit booked yet.')) said.push('none');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await other.goto('/');
  await expect(other.getByTestId('home-next-visit')).toContainText(name);
  expect(await other.evaluate(() => (window as unknown as { __saidNone: string[] }).__saidNone)).toEqual([]);
  await otherDevice.close();

  await page.goto('/');
  const next = page.getByTestId('home-next-visit');
  await expect(next).toContainText(name);
  await expect(next).toContainText('Check-in opens at');
  await expect(next.getByRole('link', { name: 'Check in now' })).toHaveCount(0);
  await expect(page.getByTestId('home-streak')).toHaveText('Check in today to start a streak.');
  await expect(page.getByTestId('home-week')).toContainText('This week: no visits yet');
  await screenshot(page, 'home');

  // At the gym door, five minutes after the start: the check-in is one tap away, offline too.
  await waitForServiceWorkerControl(page);
  await page.clock.install({ time: new Date(Date.parse(booking!.slotStart) + 5 * 60_000) });
  await context.setOffline(true);
  await page.reload();
  await expect(next.getByRole('link', { name: 'Check in now' })).toBeVisible();
  await next.getByRole('link', { name: 'Check in now' }).click();
  await expect(page).toHaveURL(/\/qr-scanner$/);
  await context.setOffline(false);
});

test('a slot that filled while the member was offline comes back as a clear failure', async ({ page, context, baseURL }) => {
  test.setTimeout(180_000); // up to a few dozen other members sign up and book, one after another
  await signUpThroughScreen(page, freshAccount('gyms-full'));
  await page.goto('/gyms');
  const first = page.getByRole('list', { name: 'Gyms near you' }).getByRole('listitem').first();
  const name = (await first.locator('.gym-card__name').textContent()) ?? '';
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const slotStart = await bookFirstFreeSlot(page, 3);
  await page.getByRole('radio', { name: /Card at the gym/ }).check();
  const gymId = new URL(page.url()).searchParams.get('gym') ?? '';
  // As above: the bookings screen's code must be in the worker's precache before going offline.
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: /Confirm booking/ }).click();
  const card = page.getByTestId('booking-card').filter({ hasText: name });
  await expect(card).toContainText('Pending');

  // Meanwhile other members take every place of that slot.
  const date = new Date(slotStart).toISOString();
  for (let taken = 0; ; taken++) {
    const unique = `full-${Date.now()}-${taken}-${Math.floor(Math.random() * 1e6)}`;
    // Cookie-authenticated changes need the app's Origin (the server's CSRF rule).
    const member = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL ?? '' } });
    await member.post('/api/auth/signup', {
      data: { email: `${unique}@example.com`, password: 'correct horse battery', name: `Other ${taken}` },
    });
    const booked = await member.post('/api/bookings', { data: { gymId, slotStart: date, payWith: 'card' } });
    const answer = await booked.text();
    await member.dispose();
    if (booked.status() === 409) break;
    expect(booked.status(), answer).toBe(201);
    expect(taken).toBeLessThan(100);
  }

  await context.setOffline(false);
  await expect(card).toContainText('Failed', { timeout: 20_000 });
  await expect(card.getByRole('alert')).toHaveText('Not booked: This slot is full; choose another time.');
  await expect(card.getByRole('link', { name: 'Choose another time' })).toBeVisible();
  expect(await upcomingBookings(page)).toHaveLength(0);
});

test('the map view shows the gyms as markers and degrades cleanly when tiles cannot load', async ({ page }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
  await signUpThroughScreen(page, freshAccount('gyms-map'));
  await page.goto('/gyms');
  const items = page.getByRole('list', { name: 'Gyms near you' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /\d+ gyms? within/ })).toBeVisible();
  const listed = await items.count();

  await page.getByRole('button', { name: 'Map' }).click();
  await expect(page).toHaveURL(/view=map/);
  const map = page.getByRole('region', { name: 'Map of gyms near you' });
  await expect(map).toBeVisible();
  // One marker per listed gym, plus the member's own position.
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(listed + 1);
  await expect(page.getByRole('status').filter({ hasText: 'The map background could not load' })).toBeVisible();
  await screenshot(page, 'gyms-map');

  // A marker opens its gym; the list is one tap away.
  await map.locator('path.leaflet-interactive').nth(1).click({ force: true });
  await expect(page).toHaveURL(/gym=gym-/);
  await page.goBack();
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.getByRole('list', { name: 'Gyms near you' }).getByRole('listitem')).toHaveCount(listed);
});

test('gyms seen once stay browsable offline, from the local database', async ({ page, context }) => {
  await signUpThroughScreen(page, freshAccount('gyms-browse'));
  await page.goto('/gyms');
  const items = page.getByRole('list', { name: 'Gyms near you' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const names = await items.locator('.gym-card__name').allTextContents();
  // The service worker must control the page for the offline reload to be served.
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  await page.reload();
  await expect(items.first()).toBeVisible();
  expect(await items.locator('.gym-card__name').allTextContents()).toEqual(names);
  await expect(page.getByText('Offline: showing the gyms saved on this device.')).toBeVisible();

  await items.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: names[0] })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Opening hours' })).toBeVisible();
  await expect(page.getByText('Availability needs a connection.')).toBeVisible();
  await context.setOffline(false);
});

test('a check-in made offline is queued, then verified when the connection returns', async ({ page, context, baseURL }) => {
  await signUpThroughScreen(page, freshAccount('gyms-offline-checkin'));
  await buySweatCoins(page, baseURL);
  await page.goto('/gyms');
  await page.getByRole('list', { name: 'Gyms near you' }).getByRole('listitem').first().getByRole('link').click();
  await bookFirstFreeSlot(page, 1);
  await page.getByRole('radio', { name: /SweatCoins now/ }).check();
  await page.getByRole('button', { name: /Confirm booking/ }).click();
  await expect(page.getByTestId('booking-card').first()).toContainText('Booked');
  const [booking] = await upcomingBookings(page);

  // The gym's door, five minutes after the start: the server's clock and the phone's agree, and the
  // desk shows its code of that moment.
  const atTheDoor = new Date(Date.parse(booking!.slotStart) + 5 * 60_000);
  await setServerClock(page.request, atTheDoor.toISOString());
  const code = await deskCode(page.request, booking!.gymId);
  await page.clock.install({ time: atTheDoor });
  await page.goto('/qr-scanner');
  // The scanner's code loads after the page does: offline before it arrived, there is no scanner.
  await expect(page.getByLabel('Gym code')).toBeVisible();

  await context.setOffline(true);
  await page.getByLabel('Gym code').fill(code);
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved — your check-in will be sent when you’re back online' })).toBeVisible();
  await screenshot(page, 'scanner-offline');

  // Back online, the result replaces the notice on the screen where the member checked in.
  await context.setOffline(false);
  await expect(page.getByTestId('checkin-result')).toContainText('Checked in at');
  await expect(page.getByRole('status').filter({ hasText: 'Saved — your check-in' })).toHaveCount(0);
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/bookings?scope=past');
      return ((await response.json()) as { bookings: ApiBooking[] }).bookings.map((b) => b.status);
    })
    .toEqual(['attended']);
  await page.goto('/bookings');
  await expect(page.getByTestId('booking-card').first()).toContainText('Checked in');
});

test('scanning the QR code at the gym’s desk with the camera checks the member in', async ({
  page,
  context,
  baseURL,
  launchOptions,
}, testInfo) => {
  await signUpThroughScreen(page, freshAccount('gyms-camera'));
  await buySweatCoins(page, baseURL);
  await page.goto('/gyms');
  const first = page.getByRole('list', { name: 'Gyms near you' }).getByRole('listitem').first();
  const name = (await first.locator('.gym-card__name').textContent()) ?? '';
  await first.getByRole('link').click();
  await bookFirstFreeSlot(page, 1);
  await page.getByRole('radio', { name: /SweatCoins now/ }).check();
  await page.getByRole('button', { name: /Confirm booking/ }).click();
  await expect(page.getByTestId('booking-card').first()).toContainText('Booked');
  const [booking] = await upcomingBookings(page);
  await setServerClock(page.request, new Date(Date.parse(booking!.slotStart) + 5 * 60_000).toISOString());

  // The desk's QR code, in front of a camera: Chromium plays it as the camera's picture. The camera
  // is chosen when the browser starts, so this member continues in a browser of its own.
  const video = testInfo.outputPath('desk-code.y4m');
  writeQrVideo(await deskCode(page.request, booking!.gymId), video);
  const browser = await chromium.launch({
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const phone = await browser.newContext({ baseURL, storageState: await context.storageState(), permissions: ['camera'] });
    const scanner = await phone.newPage();
    await scanner.goto('/qr-scanner');
    await scanner.getByRole('button', { name: 'Start camera' }).click();
    const result = scanner.getByTestId('checkin-result');
    await expect(result).toContainText(`Checked in at ${name}!`);
    await expect(result).toContainText('1 day streak');
    await expect(scanner.getByLabel('Camera preview')).toBeHidden();
  } finally {
    await browser.close();
  }
  const past = await page.request.get('/api/bookings?scope=past');
  expect(((await past.json()) as { bookings: ApiBooking[] }).bookings.map((b) => [b.id, b.status])).toEqual([[booking!.id, 'attended']]);
});

test('past visits come 20 at a time, and Show earlier visits brings the rest', async ({ page, baseURL }) => {
  await signUpThroughScreen(page, freshAccount('gyms-history'));
  // Off the app while the visits are made: home's day card would keep them on the device as
  // upcoming, and a device that already holds every visit shows them all at once.
  await page.goto('about:blank');
  const start = new Date(Math.ceil(Date.now() / 86_400_000) * 86_400_000); // the next UTC midnight
  await setServerClock(page.request, start.toISOString());
  const date = new Date(start.getTime() + 86_400_000).toISOString().slice(0, 10);
  const availability = await page.request.get(`/api/gyms/gym-us-007/availability?date=${date}`);
  const slots = ((await availability.json()) as { slots: { start: string; end: string }[] }).slots.slice(0, 22);
  expect(slots).toHaveLength(22);
  for (const slot of slots) {
    const booked = await page.request.post('/api/bookings', {
      data: { gymId: 'gym-us-007', slotStart: slot.start, payWith: 'card' },
      headers: { Origin: baseURL ?? '' },
    });
    expect(booked.status(), await booked.text()).toBe(201);
  }
  // A day later every visit has ended (missed): by the server's clock and the phone's.
  const later = new Date(Date.parse(slots.at(-1)!.end) + 60_000);
  await setServerClock(page.request, later.toISOString());
  await page.clock.install({ time: later });

  await page.goto('/bookings');
  const past = page.getByRole('region', { name: 'Past' });
  await expect(past.getByTestId('booking-card')).toHaveCount(20);
  await expect(past.getByTestId('booking-card').first()).toContainText('Missed');
  await past.getByRole('button', { name: 'Show earlier visits' }).click();
  await expect(past.getByTestId('booking-card')).toHaveCount(22);
  await expect(past.getByRole('button', { name: 'Show earlier visits' })).toBeHidden();
});

test('a guest at checkout is told why they cannot pay, and signing up comes back to the same visit', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/gyms');
  const first = page.getByRole('list', { name: 'Gyms near you' }).getByRole('listitem').first();
  const name = (await first.locator('.gym-card__name').textContent()) ?? '';
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await bookFirstFreeSlot(page, 2);
  const slot = await page.getByTestId('checkout-slot').textContent();
  const checkout = page.url();

  await expect(page.getByRole('radio', { name: /SweatCoins now/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /Card at the gym/ })).toBeDisabled();
  await expect(page.getByText(/^Guests pay in SweatCoins: this visit costs [\d.]+ and you have 0\.00\./)).toBeVisible();
  // No button that cannot be pressed: the way on is signing up.
  await expect(page.getByRole('button', { name: /Confirm booking/ })).toHaveCount(0);
  const signUp = page.getByRole('main').getByRole('link', { name: 'Sign up and keep this time' });
  await expect(signUp).toHaveCount(2);
  await signUp.last().scrollIntoViewIfNeeded();
  await screenshot(page, 'guest-checkout');

  await signUp.last().click();
  await expect(page).toHaveURL(/\/auth\?/);
  const account = freshAccount('guest-checkout');
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(checkout);
  await expect(page.getByTestId('checkout-slot')).toHaveText(slot ?? '');
  await expect(page.getByRole('radio', { name: /Card at the gym/ })).toBeChecked();
  await page.getByRole('button', { name: /Confirm booking/ }).click();
  await expect(page).toHaveURL(/\/bookings$/);
  // Saved first, sent after: the card says Booked once the server has it.
  await expect(page.getByTestId('booking-card').first()).toContainText('Booked');
  expect(await upcomingBookings(page)).toHaveLength(1);
});
