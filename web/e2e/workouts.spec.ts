// Guided and VR workouts in the browser: a session played to its end on a fast test clock (the
// player reads the wall clock, sped up only in the test build) is logged through the outbox,
// earns its XP (shown on the XP screen's rules and the leaderboard) and appears in /activity; the
// VR scene loads its own chunk and plays the same player.
import { expect, test } from './fixtures';
import { freshAccount, screenshot, signUpThroughScreen } from './shell-helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('fitchoice_workout_speed', '120'));
});

test('a guided workout played to the end is logged, earns XP and shows in the activity', async ({ page }) => {
  await signUpThroughScreen(page, freshAccount('workout'));
  // Before any XP, the friends' board says how it fills.
  await page.goto('/leaderboard');
  await page.getByRole('tab', { name: 'Friends' }).click();
  await expect(page.getByRole('heading', { name: 'No friends on this board yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find friends' })).toBeVisible();
  await page.goto('/celebrity-workouts');
  await expect(page.getByRole('heading', { level: 2, name: 'Hollywood superhero upper body' })).toBeVisible();
  await screenshot(page, 'celebrity-workouts');
  await page.getByLabel('No equipment').check();
  await expect(page.getByText('5 workouts')).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pop-star dance cardio' }) });
  await card.getByRole('link', { name: 'See the workout' }).click();
  await expect(page).toHaveURL(/program=dance-cardio/);
  await expect(page.getByText('Jumping jacks', { exact: true })).toBeVisible();
  await screenshot(page, 'celebrity-workout-page');
  await page.getByRole('button', { name: 'Start workout' }).click();
  const player = page.getByRole('region', { name: 'Workout player' });
  await expect(player.getByRole('timer')).toBeVisible();
  await expect(player.getByText('Work', { exact: true })).toBeVisible({ timeout: 15_000 });
  await screenshot(page, 'workout-player');
  await expect(page.getByRole('heading', { name: 'Workout complete' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Saved to your activity\. You have finished 1 workout\./)).toBeVisible();
  // Played to the end, every interval: it earns XP.
  await expect(page.getByText('+30 XP toward SweatCoins and the leaderboard.')).toBeVisible();
  await screenshot(page, 'workout-done');
  await page.getByRole('link', { name: 'See your activity' }).click();
  const entry = page.getByRole('listitem').filter({ hasText: /^.*Finished Pop-star dance cardio \(\d+ min\)/ });
  await expect(entry).toBeVisible();
  await expect(entry.getByText('+30 XP')).toBeVisible();
  await expect(page.getByTestId('header-xp')).toHaveText(/^30/);

  // The XP screen's rules say what training earns, and the leaderboards count it.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'How XP works' }).click();
  const sheet = page.getByRole('dialog', { name: 'How XP works' });
  await expect(sheet.getByRole('listitem').filter({ hasText: 'Finish a guided or VR workout (every interval)' })).toContainText('30 XP');
  await expect(sheet.getByRole('listitem').filter({ hasText: 'Attend a session with a trainer or nutritionist' })).toContainText('50 XP');
  await expect(sheet.getByText(/earn up to 100 XP a day together/)).toBeVisible();
  await screenshot(page, 'xp-rules');
  await sheet.getByRole('button', { name: 'Close' }).click();
  await page.goto('/leaderboard');
  await expect(page.getByTestId('leaderboard-me')).toHaveText(/You are #\d+ with 30 XP/);
});

test('a VR workout loads the 3D scene and logs what was done when ended early', async ({ page }) => {
  // Slower than the guided test: the session must still be running once the 3D scene has loaded.
  await page.addInitScript(() => localStorage.setItem('fitchoice_workout_speed', '20'));
  await signUpThroughScreen(page, freshAccount('vr'));
  await page.goto('/vr-workouts');
  await expect(page.getByRole('heading', { level: 2, name: "Sprinter's legs" })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Hollywood superhero upper body' })).toHaveCount(0);
  await screenshot(page, 'vr-workouts');
  await page.getByRole('listitem').filter({ hasText: "Fighter's HIIT" }).getByRole('link', { name: 'See the workout' }).click();
  await page.getByRole('button', { name: 'Start in VR' }).click();
  await expect(page.getByRole('img', { name: /360° training scene/ })).toBeVisible();
  await expect(page.getByText(/No VR headset found/)).toBeVisible();
  // Wait until a couple of intervals have been played, then end.
  await expect(page.getByRole('region', { name: 'Workout player' }).getByText(/Interval [3-9] of 20/)).toBeVisible({ timeout: 20_000 });
  await screenshot(page, 'vr-workout-player');
  await page.getByRole('button', { name: 'End workout' }).click();
  await expect(page.getByRole('heading', { name: 'Workout complete' })).toBeVisible();
  await expect(page.getByText(/Saved to your activity/)).toBeVisible();
  await page.goto('/activity');
  await expect(page.getByText(/^Finished Fighter's HIIT in VR \(\d+ min\)$/)).toBeVisible();
});

test('a workout finished offline is kept on the device and lands in the activity once when back online', async ({ page, context }) => {
  await signUpThroughScreen(page, freshAccount('workout-offline'));
  await page.goto('/celebrity-workouts?program=action-star-hotel');
  await page.getByRole('button', { name: 'Start workout' }).click();
  await expect(page.getByRole('region', { name: 'Workout player' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('heading', { name: 'Workout complete' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Saved on this device; it goes to your activity when you are back online.')).toBeVisible();
  await context.setOffline(false);
  await expect
    .poll(async () => (await (await page.request.get('/api/workouts/sessions')).json()).workouts.length, { timeout: 15_000 })
    .toBe(1);
  await page.goto('/activity');
  await expect(page.getByText(/^Finished Action star's hotel-room workout \(/)).toHaveCount(1);
});
