// The avatar studio in the browser: a member builds an avatar from its parts, saves it, and sees it
// drawn beside their name on the leaderboard (after a check-in puts them on this week's board; the
// server's test clock puts the booking's check-in window at "now").
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freshAccount, screenshot, signUpThroughScreen } from './shell-helpers';

const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
test.use({ geolocation: NEW_YORK, permissions: ['geolocation'] });

const NOW = '2026-12-01T15:00:00.000Z';

async function setServerClock(page: Page, now: string | null): Promise<void> {
  const response = await page.request.post('/__test/clock', { data: { now } });
  expect(response.ok(), await response.text()).toBe(true);
}

test.afterEach(async ({ page }) => {
  await setServerClock(page, null);
});

/**
 * Buys SweatCoins (demo mode), books the first free slot of a New York gym today (server clock)
 * paying with them, and checks in with the gym's desk code inside the window.
 */
async function earnXpByCheckingIn(page: Page, origin: string): Promise<void> {
  const headers = { origin };
  const bought = await page.request.post('/api/web3/crypto-purchase', {
    headers,
    data: {
      walletAddress: '0x1234567890abcdef1234567890abcdef1234abcd',
      ethAmount: '0.01',
      sweatCoinsAmount: '1000.00',
      transactionHash: `demo-${Date.now()}`,
    },
  });
  expect(bought.status(), await bought.text()).toBe(200);
  const gyms = await (await page.request.get('/api/gyms?region=US&limit=5')).json();
  for (const gym of gyms.gyms as { id: string }[]) {
    const day = await (await page.request.get(`/api/gyms/${gym.id}/availability`)).json();
    const slot = (day.slots as { start: string; bookable: boolean; remaining: number }[]).find(
      (candidate) => candidate.bookable && candidate.remaining > 0 && Date.parse(candidate.start) > Date.parse(NOW),
    );
    if (!slot) continue;
    const booked = await page.request.post('/api/bookings', {
      headers,
      data: { gymId: gym.id, slotStart: slot.start, payWith: 'sweatcoins' },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    await setServerClock(page, new Date(Date.parse(slot.start) + 5 * 60_000).toISOString());
    const desk = await page.request.get(`/__test/gym-code?gymId=${gym.id}`);
    const { code } = await desk.json();
    const checkin = await page.request.post('/api/checkins', { headers, data: { gymCode: code } });
    expect(checkin.status(), await checkin.text()).toBe(200);
    return;
  }
  throw new Error('No bookable slot found');
}

test('a member builds an avatar and sees it on the leaderboard', async ({ page, baseURL }) => {
  const account = freshAccount('avatar');
  await signUpThroughScreen(page, account);
  await setServerClock(page, NOW);
  await earnXpByCheckingIn(page, baseURL!);

  await page.goto('/avatar-studio');
  const preview = page.getByRole('img', { name: 'Your avatar, as others will see it' });
  await expect(preview).toBeVisible();
  await page.getByRole('group', { name: 'Hair', exact: true }).getByLabel('Curly').check();
  await page.getByRole('group', { name: 'Skin tone' }).getByLabel('Umber').check();
  await page.getByRole('group', { name: 'Accessory' }).getByLabel('Medal').check();
  // Locked parts say how they unlock and cannot be chosen.
  const mohawk = page.getByRole('group', { name: 'Hair', exact: true }).getByLabel('Mohawk');
  await expect(mohawk).toBeDisabled();
  await expect(page.getByText('Reach level 3 to unlock').first()).toBeVisible();
  await expect(preview.locator('svg')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'avatar-studio');
  await page.getByRole('button', { name: 'Save avatar' }).click();
  await expect(page.getByText('Avatar saved. It now shows wherever you appear.')).toBeVisible();

  await page.goto('/leaderboard');
  const myRow = page.getByRole('listitem').filter({ hasText: account.name });
  await expect(myRow).toBeVisible();
  await expect(myRow.locator('[data-avatar="drawn"] svg')).toBeVisible();
  await screenshot(page, 'leaderboard-avatars');

  await page.goto('/profile');
  await expect(page.getByRole('link', { name: 'Avatar studio' }).locator('[data-avatar="drawn"]')).toBeVisible();
});
