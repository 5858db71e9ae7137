// Issue 23 item 9: home is the member's day. Beside the next visit, the streak and the week, it shows
// the joined challenge closest to done (its progress and a link) and one suggestion: a gym nearby
// with room now. Both render from what the device has, offline too.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForServiceWorkerControl } from './offline-helpers';
import { freshAccount, screenshot, signUpThroughScreen } from './shell-helpers';

test.use({ geolocation: { latitude: 40.7128, longitude: -74.006 }, permissions: ['geolocation'] });

/** The routes home read one by one before GET /api/home answered them all. */
const HOME_PARTS = /^GET \/api\/(bookings|profile\/stats|challenges|location\/ip)$/;

/** Records the API requests the page sends (method and path) until `stop` is called. */
function recordApiRequests(page: Page): { asked: string[]; stop: () => void } {
  const asked: string[] = [];
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(`${request.method()} ${url.pathname}`);
  };
  page.on('request', onRequest);
  return { asked, stop: () => page.off('request', onRequest) };
}

test('home shows the challenge closest to done and a gym nearby with room now, offline too', async ({ page, context, baseURL }) => {
  // Tomorrow at 11:00 in New York: the city's gyms are open, and their slots then are bookable.
  const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
  const offset = new Date(`${tomorrow}T12:00:00Z`).toLocaleString('en-US', { timeZone: 'America/New_York', timeZoneName: 'shortOffset' });
  const hours = Number(/GMT([+-]\d+)/.exec(offset)?.[1] ?? -5);
  await page.clock.install({ time: new Date(Date.parse(`${tomorrow}T11:00:00Z`) - hours * 3_600_000) });

  await signUpThroughScreen(page, freshAccount('home-day'));
  // From here on the service worker keeps the API's answers, as on any visit after the first.
  await waitForServiceWorkerControl(page);
  // Both seeded challenges start at 0: the tie goes to the one that ends sooner (Gym explorer, 3 weeks).
  for (const id of ['ten-day-kickoff', 'gym-explorer']) {
    const joined = await page.request.post(`/api/challenges/${id}/join`, { headers: { Origin: baseURL ?? '' } });
    expect(joined.ok(), await joined.text()).toBe(true);
  }
  // The gyms list keeps New York's gyms on the device.
  await page.goto('/gyms');
  const nearest = page.getByRole('list', { name: 'Gyms near you' }).getByRole('listitem').first();
  const nearestName = (await nearest.locator('.gym-card__name').textContent()) ?? '';

  await page.locator('.tab-bar a[href="/"]').click();
  const challenge = page.getByTestId('home-challenge');
  await expect(challenge).toContainText('Gym explorer');
  await expect(challenge.getByRole('progressbar', { name: 'Progress toward Gym explorer' })).toHaveAttribute('aria-valuemax', '3');
  await expect(challenge).toContainText('0 of 3');
  const suggestion = page.getByTestId('home-suggestion');
  await expect(suggestion).toContainText('Room now nearby');
  await expect(suggestion).toContainText(nearestName);
  await expect(suggestion).toContainText('Open now, with places free');
  await suggestion.scrollIntoViewIfNeeded();
  await screenshot(page, 'home-day');

  // Opening the app on home reads its parts in one request, GET /api/home, not each part's route
  // (issue 40: each request costs its edge, gateway, Lambda and log line before any work).
  const { asked, stop } = recordApiRequests(page);
  await page.reload();
  await expect(challenge).toContainText('Gym explorer');
  await expect(page.getByTestId('home-streak')).toBeVisible();
  await expect(suggestion).toContainText(nearestName);
  await expect.poll(() => asked.some((request) => /^POST \/api\/(heartbeat|batch)$/.test(request))).toBe(true);
  stop();
  expect(asked.filter((request) => request === 'GET /api/home')).toHaveLength(1);
  expect(asked.filter((request) => HOME_PARTS.test(request))).toEqual([]);
  // The suggestion asks the nearest open gym's availability first, and it has room: no other gym's.
  expect(asked.filter((request) => /^GET \/api\/gyms\/[^/]+\/availability$/.test(request))).toHaveLength(1);

  await context.setOffline(true);
  await page.reload();
  await expect(challenge).toContainText('Gym explorer');
  await expect(suggestion).toContainText(nearestName);
  await challenge.scrollIntoViewIfNeeded();
  await screenshot(page, 'home-day-offline');
  await suggestion.getByRole('link', { name: 'See the gym' }).click();
  await expect(page.getByRole('heading', { level: 1, name: nearestName })).toBeVisible();
  await context.setOffline(false);
});

test.describe('without the device’s position', () => {
  // No geolocation; a time zone that would place the member in New York. No service worker, so the
  // page's own request is the one routed: home's answer carries a position in London.
  test.use({ permissions: [], timezoneId: 'America/New_York', serviceWorkers: 'block' });

  test('opening home asks who the member is, GET /api/home and the heartbeat: the IP position comes with home', async ({ page }) => {
    // The page signed up on reads home and beats once too: both answered before counting, so a read
    // of that page the reload cuts short is not taken for the new page's.
    const firstBeat = page.waitForResponse((response) => /^\/api\/(heartbeat|batch)$/.test(new URL(response.url()).pathname));
    await signUpThroughScreen(page, freshAccount('home-once'));
    await expect(page.getByTestId('home-next-visit')).toBeVisible();
    await firstBeat;
    await page.route('**/api/home?*', async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, json: { ...(await answer.json()), location: { latitude: 51.5074, longitude: -0.1278 } } });
    });
    const { asked, stop } = recordApiRequests(page);
    await page.reload();
    await expect(page.getByTestId('home-next-visit')).toBeVisible();
    await expect(page.getByTestId('home-streak')).toBeVisible();
    // The location lookup (once the page is idle, or at first use: a tap) places the member where home's answer says.
    await page.getByRole('heading', { level: 1 }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('region'))).toContain('GB');
    await expect.poll(() => asked.some((request) => /^POST \/api\/(heartbeat|batch)$/.test(request))).toBe(true);
    stop();
    // The new region's challenges are the challenges list's own read.
    expect([...asked].sort()).toEqual(['GET /api/auth/me', 'GET /api/challenges', 'GET /api/home', 'POST /api/heartbeat']);
  });
});
