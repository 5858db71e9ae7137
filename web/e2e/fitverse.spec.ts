// The fitverse wheel with the keyboard only: Tab reaches the wheel once, the arrows go round the
// areas (each named with its badge), Enter opens an area, the arrows move in it, Escape comes back,
// and Enter follows a feature. The spin picks today's suggestion.
import { expect, test } from './fixtures';
import { freshAccount, screenshot, signUpThroughScreen } from './shell-helpers';

test('the wheel is navigated with the keyboard alone', async ({ page }) => {
  await signUpThroughScreen(page, freshAccount('wheel'));
  await page.goto('/fitverse');
  const wheel = page.getByRole('menu', { name: 'FitChoice areas' });
  await expect(wheel).toBeVisible();
  await expect(wheel.getByRole('menuitem', { name: 'Earn, 3 challenges still open this week' })).toBeVisible();
  await screenshot(page, 'fitverse');

  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab');
    if (await wheel.getByRole('menuitem', { name: 'Train' }).evaluate((element) => element === document.activeElement)) break;
  }
  await expect(wheel.getByRole('menuitem', { name: 'Train' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(wheel.getByRole('menuitem', { name: 'Wellbeing' })).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const earn = wheel.getByRole('menuitem', { name: /^Earn/ });
  await expect(earn).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(earn).toHaveAttribute('aria-expanded', 'true');
  const list = page.getByRole('menu', { name: 'Earn' });
  await expect(list.getByRole('menuitem', { name: 'Challenges' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(earn).toBeFocused();
  await expect(list).toHaveCount(0);
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(list.getByRole('menuitem', { name: 'Leaderboard' })).toBeFocused();
  await screenshot(page, 'fitverse-open');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/leaderboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();

  await page.goBack();
  await page.getByRole('button', { name: 'Spin' }).click();
  await expect(page.getByRole('link', { name: 'Let’s go' })).toBeVisible();
});
