// Issue 26's journeys: a member who forgot the password gets the link by mail (the local catcher),
// resets it and signs in with the new one; a member confirms the email, sees the devices, and
// deletes the account, after which it cannot sign in.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { openMailLink } from './mail-helpers';
import { freshAccount, screenshot, signUpThroughScreen, toastWith } from './shell-helpers';

test('forgot password: the caught mail’s link resets it, and the new password signs in', async ({ page }) => {
  test.setTimeout(120_000);
  const account = freshAccount('forgot');
  await signUpThroughScreen(page, account);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signin/);

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await screenshot(page, 'forgot-password');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible();
  await screenshot(page, 'forgot-password-sent');

  await openMailLink(page, account.email, 'Reset your FitChoice password', 'Choose a new password');
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await screenshot(page, 'reset-password');
  // The sign-up password policy holds here too: a common password is refused, in words, at its field.
  await page.getByLabel('New password', { exact: true }).fill('password1');
  await page.getByLabel('Repeat the new password').fill('password1');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('This password is too common or too easy to guess; choose another')).toBeVisible();
  const newPassword = 'a whole new password';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat the new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await screenshot(page, 'reset-password-done');

  // The link works once.
  await openMailLink(page, account.email, 'Reset your FitChoice password', 'Choose a new password');
  await page.getByLabel('New password', { exact: true }).fill('yet another password');
  await page.getByLabel('Repeat the new password').fill('yet another password');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();

  await page.goto('/auth?mode=signin');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(toastWith(page, 'Login Failed')).toBeVisible();
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(toastWith(page, 'Welcome back!')).toBeVisible();
});

test('a member confirms the email, sees the devices, deletes the account, and cannot sign in with it', async ({ page }) => {
  test.setTimeout(120_000);
  const account = freshAccount('delete');
  await signUpThroughScreen(page, account);
  await page.goto('/profile');
  const emailBlock = page.getByRole('region', { name: 'Email' });
  await expect(emailBlock.getByText('Not confirmed')).toBeVisible();

  await openMailLink(page, account.email, 'Confirm your email for FitChoice', 'Confirm my email');
  await expect(page.getByRole('heading', { name: 'Confirmed' })).toBeVisible();
  await expect(page.getByText(`${account.email} is confirmed`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(page.getByRole('region', { name: 'Email' }).getByText('Confirmed', { exact: true })).toBeVisible();

  const devices = page.getByRole('region', { name: 'Signed-in devices' });
  await expect(devices.getByText('This device')).toBeVisible();
  await expect(devices.getByText(/Chrome on Linux|Chrome on/)).toBeVisible();
  await devices.scrollIntoViewIfNeeded();
  await screenshot(page, 'settings-devices');

  const data = page.getByRole('region', { name: 'Your data' });
  const download = page.waitForEvent('download');
  await data.getByRole('button', { name: 'Download my data' }).click();
  const archive = JSON.parse(readFileSync(await (await download).path(), 'utf8'));
  expect(archive.data.profile).toMatchObject({ email: account.email, name: account.name, emailVerified: true });

  await data.getByRole('button', { name: 'Delete my account' }).click();
  await data.getByLabel('Your password', { exact: true }).fill('not my password');
  await data.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(data.getByText('That is not your password')).toBeVisible();
  await data.getByLabel('Your password', { exact: true }).fill(account.password);
  await data.scrollIntoViewIfNeeded();
  await screenshot(page, 'settings-delete-account');
  await data.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(toastWith(page, 'Account deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?mode=signin/);

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(toastWith(page, 'Login Failed')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
});
