// Spec section 2: the visitor's route set, the redirects to /auth, the full set for a guest, and
// the not-found page.
import { expect, test } from './fixtures';
import { MEMBER_ROUTES, VISITOR_ROUTES } from './member-routes';
import { freshAccount, signUpThroughScreen } from './shell-helpers';

test('a visitor reaches every page of the visitor set, each with its own heading', async ({ page }) => {
  test.setTimeout(120_000); // 17 full page loads
  const headings = new Set<string>();
  for (const path of VISITOR_ROUTES) {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading, path).toBeVisible();
    await expect(heading, path).not.toHaveText('Page not found');
    expect(new URL(page.url()).pathname, path).toBe(path);
    headings.add(`${path}: ${await heading.textContent()}`);
  }
  expect(headings.size).toBe(VISITOR_ROUTES.length);
});

test('a visitor opening an app screen is sent to /auth and comes back after signing in', async ({ page, request }) => {
  for (const path of ['/gyms', '/wallet', '/help-support', '/panels', '/dashboard']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/auth\\?redirect=${encodeURIComponent(path).replace(/%2F/g, '(%2F|/)')}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to FitChoice' })).toBeVisible();
  }
  const account = freshAccount('redirect');
  const created = await request.post('/api/auth/signup', { data: account });
  expect(created.status()).toBe(201);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${account.name}!` })).toBeVisible();
});

test('a guest reaches the full route set, in the app layout with the tab bar', async ({ page }) => {
  test.setTimeout(240_000); // about 45 full page loads
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/$/);
  for (const path of MEMBER_ROUTES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }), path).not.toHaveText('Page not found');
    expect(new URL(page.url()).pathname, path).toBe(path);
    await expect(page.getByRole('navigation', { name: 'Main' }), path).toBeVisible();
  }
});

test('the tab bar marks the current screen and moves between them', async ({ page }) => {
  await signUpThroughScreen(page, freshAccount('tabs'));
  const tabs = page.getByRole('navigation', { name: 'Main' });
  await expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  for (const [name, path, heading] of [
    ['Gyms', '/gyms', 'Discover gyms'],
    ['Bookings', '/bookings', 'Bookings'],
    ['Social', '/social', 'Social'],
    ['Profile', '/profile', 'Profile'],
  ] as const) {
    await tabs.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(tabs.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  }
});

test('the header chips explain XP and SweatCoins in tooltips, by pointer and by keyboard', async ({ page }) => {
  await signUpThroughScreen(page, freshAccount('tooltip'));
  await page.getByTestId('header-xp').hover();
  await expect(page.getByRole('tooltip')).toContainText('Experience points');
  // Radix keeps it open while the pointer crosses towards it; moving on through the page closes it.
  await page.mouse.move(20, 500, { steps: 10 });
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.getByTestId('header-coins').focus();
  await expect(page.getByRole('tooltip')).toContainText('SweatCoins: the currency your XP turns into');
});

test('a screen loads its code on its first visit only', async ({ page }) => {
  await signUpThroughScreen(page, freshAccount('split'));
  const chunks: string[] = [];
  page.on('request', (req) => {
    if (/\/assets\/LeaderboardScreen-[\w-]+\.js$/.test(req.url())) chunks.push(req.url());
  });
  expect(chunks).toEqual([]);
  await page.getByRole('link', { name: 'Leaderboard', exact: false }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  expect(chunks).toHaveLength(1);
});

test('an unknown path shows the not-found page, for a visitor and for a member', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no-such-page')).toBeVisible();
  await signUpThroughScreen(page, freshAccount('notfound'));
  await page.goto('/gyms/nope/deeper');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  // Visitor-only pages are outside a member's set.
  await page.goto('/onboarding');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home screen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
});

test("the landing screen's code is asked for with the entry's, before the entry has run", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to FitChoice' })).toBeVisible();
  const preloaded = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(preloaded.some((href) => /\/assets\/AuthScreen-[\w-]+\.js$/.test(href ?? ''))).toBe(true);
  // Asked for once: the preload is the request the lazy route then uses.
  expect(requested.filter((path) => /\/assets\/AuthScreen-/.test(path))).toHaveLength(1);
  // Another path preloads nothing of /auth.
  requested.length = 0;
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requested.filter((path) => /\/assets\/AuthScreen-/.test(path))).toEqual([]);
});

test("a signed-in member's layout is asked for with the entry on any path, and a visitor's page asks for none of it", async ({ page }) => {
  // Asked for by index.html's own script: its link comes before the entry's script tag (the links
  // Vite's loader adds once the entry runs come after it).
  const layoutPreloaded = () =>
    page.evaluate(() => {
      const tags = [...document.querySelectorAll('link[rel="modulepreload"], script[type="module"][src]')];
      const entry = tags.findIndex((tag) => tag.tagName === 'SCRIPT');
      const layout = tags.findIndex((tag) => /\/assets\/member-layout-[\w-]+\.js$/.test(tag.getAttribute('href') ?? ''));
      return layout >= 0 && layout < entry;
    });
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await layoutPreloaded()).toBe(false);
  await signUpThroughScreen(page, freshAccount('layoutpreload'));
  await page.goto('/wallet');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await layoutPreloaded()).toBe(true);
});
