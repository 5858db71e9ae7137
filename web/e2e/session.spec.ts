// Spec sections 4, 6, 7 and 8: sign up, sign in, guest and log out with their toasts, the field
// checks, and the heartbeat.
import { expect, test } from './fixtures';
import { freshAccount, signInOnScreen, signUpThroughScreen, toastWith } from './shell-helpers';

test('sign up shows the welcome toast and lands on home', async ({ page }) => {
  const account = freshAccount('signup');
  await signUpThroughScreen(page, account);
  await expect(toastWith(page, 'Welcome to FitChoice! 🎉')).toContainText('Your account has been created successfully');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header-xp')).toContainText('XP');
  await expect(page.getByTestId('header-coins')).toContainText('SweatCoins');
});

test('the forms check each field and keep what was typed when the server refuses', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes('/api/auth/')) posts.push(req.url());
  });
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Email').fill('ana@');
  await page.getByLabel('Password').fill('short');
  // Leaving the email field checks it; wait for its message so the click is not aimed at a button
  // that the message is about to push down.
  await expect(page.getByText('Enter a valid email address, like name@example.com')).toBeVisible();
  // Pressed as a person presses, straight from the password field: the press leaves the field, and
  // its message must not push the button from under the pointer before the release (the press would
  // then do nothing).
  await page.getByRole('button', { name: 'Create account' }).hover();
  await page.mouse.down();
  await page.waitForTimeout(300);
  await page.mouse.up();
  await expect(page.getByText('Enter your name')).toBeVisible();
  await expect(page.getByText('Use at least 8 characters')).toBeVisible();
  await expect(page.getByLabel('Name')).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toEqual([]);

  // A taken email (with another password than its owner's): the server refuses, the toast says
  // so, and the form keeps the values.
  const account = freshAccount('taken');
  const first = await page.request.post('/api/auth/signup', { data: account });
  expect(first.status()).toBe(201);
  await page.context().clearCookies();
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(`not ${account.password}`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(toastWith(page, 'Registration Failed')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await expect(page.getByLabel('Name')).toHaveValue(account.name);
});

test('a wrong password shows "Login Failed" with its reason worded by the app and keeps the email', async ({ page, request }) => {
  const account = freshAccount('wrongpw');
  expect((await request.post('/api/auth/signup', { data: account })).status()).toBe(201);
  await page.goto('/auth?mode=signin');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(toastWith(page, 'Login Failed')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?mode=signin$/);
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
});

test('sign in says "Welcome back!"; log out goes to /auth?mode=signin and ends the session', async ({ page, request }) => {
  const account = freshAccount('logout');
  expect((await request.post('/api/auth/signup', { data: account })).status()).toBe(201);
  const sessionChecks: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/auth/me') sessionChecks.push(req.url());
  });
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  // A visitor's browser holds no session: the first screen does not ask the server for one (a 401).
  expect(sessionChecks).toEqual([]);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(toastWith(page, 'Welcome back!')).toContainText('Login successful');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${account.name}!` })).toBeVisible();
  // Signed in, a reload checks the session and stays in.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${account.name}!` })).toBeVisible();
  await expect.poll(() => sessionChecks.length).toBeGreaterThan(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to FitChoice' })).toBeVisible();
  // The device is signed out at once; the server's session is ended right after, not before the screen changes.
  await expect.poll(async () => (await page.request.get('/api/auth/me')).status()).toBe(401);
  // Nothing of the member is left to come back to.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?redirect=/);
});

test('a guest is welcomed, sees the guest badge, and sends no heartbeat', async ({ page }) => {
  const heartbeats: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/heartbeat')) heartbeats.push(req.postData() ?? '');
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(toastWith(page, 'Welcome!')).toContainText('Exploring as guest user');
  await expect(page.getByRole('link', { name: 'Guest' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(heartbeats).toEqual([]);
});

test('a signed-in member sends a heartbeat on load', async ({ page }) => {
  const account = freshAccount('heartbeat');
  await signUpThroughScreen(page, account);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { id: string };
  const beat = page.waitForRequest((req) => req.url().endsWith('/api/heartbeat') && req.method() === 'POST');
  const answered = page.waitForResponse((res) => res.url().endsWith('/api/heartbeat'));
  await page.reload();
  expect(JSON.parse((await beat).postData() ?? '{}')).toMatchObject({ userId: me.id });
  expect((await answered).status()).toBeLessThan(300);
});

test('the auth-logout event ends a guest session and goes to /auth', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('auth-logout')));
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'Continue as guest' })).toBeVisible();
});

test('the other tabs follow a logout, and a sign-in as someone else, at once', async ({ page, context }) => {
  const ana = freshAccount('tabs');
  await signUpThroughScreen(page, ana);
  const other = await context.newPage();
  await other.goto('/wallet');
  await expect(other.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to FitChoice' })).toBeVisible();
  // The other tab shows nothing of Ana's any more, without a reload or a tap.
  await expect(toastWith(other, 'You were signed out')).toContainText('Sign in again to go on.');
  await expect(other).toHaveURL(/\/auth\?redirect=%2Fwallet$/);
  await expect(other.getByRole('heading', { level: 1, name: 'Sign in to FitChoice' })).toBeVisible();

  // Someone else signs up in the first tab: the session cookie is theirs now, and so is the other tab.
  const bo = freshAccount('tabs-next');
  await signUpThroughScreen(page, bo);
  await expect(toastWith(other, `Signed in as ${bo.name} in another tab`)).toBeVisible();
  await expect(toastWith(other, 'You were signed out')).toHaveCount(0);
  await expect(other.getByRole('heading', { level: 1, name: `Welcome, ${bo.name}!` })).toBeVisible();
});

test('signed out everywhere from another device, this one signs out at its next call, says so, and comes back after sign-in', async ({
  page,
  browser,
  baseURL,
}) => {
  const ana = freshAccount('everywhere');
  await signUpThroughScreen(page, ana);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByText(ana.email)).toBeVisible();

  // Her phone signs in and signs every device out (the laptop left open at the gym, say).
  const phone = await browser.newContext({ baseURL });
  const onPhone = await phone.newPage();
  await onPhone.goto('/auth');
  await signInOnScreen(onPhone, ana);
  await expect(onPhone.getByRole('heading', { level: 1, name: `Welcome, ${ana.name}!` })).toBeVisible();
  await onPhone.goto('/profile');
  await onPhone.getByRole('region', { name: 'Signed-in devices' }).getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(onPhone).toHaveURL(/\/auth/);
  await phone.close();

  // The laptop's next call is refused: not "offline", but signed out, with nothing of hers left on screen.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bookings' }).click();
  await expect(toastWith(page, 'You were signed out')).toContainText('Sign in again to go on.');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fbookings$/);
  await expect(page.getByText(/Offline/)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to FitChoice' })).toBeVisible();

  await signInOnScreen(page, ana);
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
});

test('after a logout the real-time socket is closed and not opened again', async ({ page }) => {
  await signUpThroughScreen(page, freshAccount('socket'));
  const opening = page.waitForEvent('websocket');
  await page.goto('/messages');
  const socket = await opening;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to FitChoice' })).toBeVisible();
  await expect.poll(() => socket.isClosed()).toBe(true);
  // It used to knock again after ~1 s, ~3 s, ~6 s, ... every 30 s at most, for nobody.
  const reopened: string[] = [];
  page.on('websocket', (again) => reopened.push(again.url()));
  await page.waitForTimeout(4000);
  expect(reopened).toEqual([]);
});
