// Ten busy screens of a member who reads Arabic, at phone size: each is right to left, shows no word
// that is not from the catalogues, and isolates what members and gyms wrote (names, gyms, a post)
// from the Arabic around it (rtl-helpers.ts). Each leaves a screenshot, ar-<screen>.png, to look at.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { confirmEmail } from './mail-helpers';
import { demoPurchase, PURCHASE_PATH, waitForServiceWorkerControl } from './offline-helpers';
import { strayLatin } from './rtl-helpers';
import { screenshot } from './shell-helpers';
import { TEST_DIST } from './support/test-build';

test.use({ geolocation: { latitude: 40.7128, longitude: -74.006 }, permissions: ['geolocation'] });

const GYM = 'gym-us-007';

/** The build's catalogue copies and coach library texts in each translated language, as the page requests them (scripts/build-sw.mjs finds them the same way). */
function translationFiles(): Map<string, string[]> {
  const manifest = JSON.parse(readFileSync(join(TEST_DIST, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const files = new Map<string, string[]>();
  for (const [source, chunk] of Object.entries(manifest)) {
    const code = /(?:\/messages\.|\/i18n\/messages\/|\/coach\/texts\/)([a-z]{2})\.ts$/.exec(source)?.[1];
    if (code && code !== 'en') files.set(code, [...(files.get(code) ?? []), `/${chunk.file}`]);
  }
  return files;
}

/** A member with SweatCoins, a booked visit and a post, whose stored language is Arabic. */
async function arabicMember(page: Page, baseURL: string): Promise<{ name: string }> {
  const unique = `ar-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const name = 'Alex Walker';
  const email = `${unique}@example.com`;
  const headers = { Origin: baseURL };
  const signedUp = await page.request.post('/api/auth/signup', { data: { email, password: 'correct horse battery', name }, headers });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
  await confirmEmail(page.request, baseURL, email);
  const bought = await page.request.post(PURCHASE_PATH, { data: demoPurchase(), headers });
  expect(bought.ok(), await bought.text()).toBe(true);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const { slots } = (await (await page.request.get(`/api/gyms/${GYM}/availability?date=${tomorrow}`)).json()) as {
    slots: { start: string; remaining: number }[];
  };
  const slot = slots.find((candidate) => candidate.remaining > 0);
  expect(slot).toBeDefined();
  const booked = await page.request.post('/api/bookings', { data: { gymId: GYM, slotStart: slot?.start, payWith: 'sweatcoins' }, headers });
  expect(booked.status(), await booked.text()).toBe(201);
  const posted = await page.request.post('/api/posts', {
    data: { clientId: randomUUID(), text: 'Leg day done! 5x5 squats at 80 kg.', visibility: 'public' },
    headers,
  });
  expect(posted.status(), await posted.text()).toBe(201);
  // The first screen reads the language from its synchronous mirror (db/local-records.ts).
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  return { name };
}

/** Each screen, its title, and what shows once its data is in (the check runs on a full screen). */
const SCREENS = [
  // The name is isolated (FSI … PDI) inside the Arabic greeting.
  { name: 'home', path: '/', heading: 'مرحبًا، \u2068Alex Walker\u2069!', ready: '.stats' },
  { name: 'gyms', path: '/gyms', heading: 'اكتشف الصالات', ready: '.gym-card' },
  { name: 'bookings', path: '/bookings', heading: 'الحجوزات', ready: '[data-testid="booking-card"]' },
  { name: 'profile', path: '/profile', heading: 'الملف الشخصي', ready: '.device__name' },
  { name: 'wallet', path: '/wallet', heading: 'المحفظة', ready: '[data-testid="member-sweatcoins"]' },
  { name: 'store', path: '/store', heading: 'متجر المكافآت', ready: '[data-testid="reward-card"]' },
  { name: 'social', path: '/social', heading: 'المجتمع', ready: '.post__text' },
  { name: 'challenges', path: '/challenges', heading: 'التحديات', ready: '[data-testid="challenge-card"]' },
  { name: 'leaderboard', path: '/leaderboard', heading: 'لوحة المتصدّرين', ready: '[data-testid="leaderboard-me"]' },
  { name: 'activity', path: '/activity', heading: 'النشاط', ready: '.activity-item' },
] as const;

test('an Arabic member’s busy screens read right to left, in Arabic, with names and gyms isolated', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await arabicMember(page, baseURL ?? '');

  for (const screen of SCREENS) {
    await test.step(screen.name, async () => {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      await expect(page.locator(`main ${screen.ready}`).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      // The layout mirrors: the brand sits at the right edge.
      expect((await page.locator('.brand').first().boundingBox())?.x).toBeGreaterThan(200);
      expect(await strayLatin(page), `${screen.path} shows Latin words that are neither brand words nor isolated`).toEqual([]);
      await screenshot(page, `ar-${screen.name}`);
    });
  }

  await test.step('a gym’s page', async () => {
    await page.goto('/gyms');
    await page.locator('.gym-card__link').first().click();
    await expect(page.getByRole('button', { name: 'احجز الآن' })).toBeVisible();
    expect(await strayLatin(page)).toEqual([]);
    await screenshot(page, 'ar-gym');
  });

  await test.step('offline, a screen not opened yet still speaks Arabic: the worker stored the Arabic copies, and only those', async () => {
    await waitForServiceWorkerControl(page);
    const copies = translationFiles();
    const arabic = copies.get('ar') ?? [];
    expect(copies.size).toBe(11);
    expect(arabic.length).toBeGreaterThan(30);
    const stored = () =>
      page.evaluate(async () =>
        (await (await caches.open('fitchoice-translations')).keys()).map((request) => new URL(request.url).pathname),
      );
    await expect.poll(async () => (await stored()).sort()).toEqual([...arabic].sort());
    // Nor does the precache hold any language's copies.
    const precached = await page.evaluate(async () => {
      const names = (await caches.keys()).filter((name) => name.includes('precache'));
      const urls = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)));
      return urls.flat();
    });
    const everyCopy = new Set([...copies.values()].flat());
    expect(precached.length).toBeGreaterThan(100);
    expect(precached.filter((url) => everyCopy.has(new URL(url).pathname))).toEqual([]);

    await page.context().setOffline(true);
    await page.locator('.tab-bar a[href="/profile"]').click();
    await page.getByRole('link', { name: 'المساعدة والدعم' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'المساعدة والدعم' })).toBeVisible();
    expect(await strayLatin(page)).toEqual([]);
    await page.context().setOffline(false);
  });
});
