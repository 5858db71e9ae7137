// Screens whose data comes after their first paint keep its place while it loads: with the answer
// held until the loading state shows, nothing on the page moves when it comes (a layout shift is
// what Lighthouse's CLS adds up). At the phone size, where the loaded part is tallest.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { watchShifts } from './layout-shift-helpers';
import { freshAccount, signUpThroughScreen } from './shell-helpers';

// The page itself fetches the held answer (page.route does not see what a service worker fetches).
test.use({ serviceWorkers: 'block' });

interface Case {
  screen: string;
  /** The screen's path, once the member is signed in. */
  path: (page: Page) => Promise<string>;
  /** The answer held back, and the screen's words while it waits. */
  held: string;
  loading: string;
  /** What shows once the answer has come. */
  loaded: (page: Page) => ReturnType<Page['getByRole']>;
}

const CASES: Case[] = [
  {
    screen: 'the rewards store, while the rewards load (My rewards below)',
    path: async () => '/store',
    held: '**/api/store/rewards?*',
    loading: 'Loading rewards',
    loaded: (page) => page.getByRole('list', { name: 'Rewards' }),
  },
  {
    screen: "a session booking, while the professional's free times load (How to pay below)",
    path: async (page) => {
      const answer = await page.request.get('/api/professionals?kind=trainer');
      const { professionals } = (await answer.json()) as { professionals: { id: string }[] };
      return `/professional-booking?pro=${professionals[0]?.id}`;
    },
    held: '**/api/professionals/*/availability?*',
    loading: 'Loading free times',
    loaded: (page) => page.getByRole('group', { name: 'Day' }),
  },
];

for (const { screen, path, held, loading, loaded } of CASES) {
  test(`${screen}: nothing moves when the data comes`, async ({ page }) => {
    await signUpThroughScreen(page, freshAccount('shift'));
    const shifts = await watchShifts(page);
    let answer: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route(held, async (route) => {
      await holding;
      await route.continue();
    });
    await page.goto(await path(page));
    await expect(page.getByRole('status').filter({ hasText: loading })).toBeAttached();
    answer();
    await expect(loaded(page)).toBeVisible();
    const { total, moved } = await shifts();
    expect(total, `moved: ${moved.join(', ')}`).toBeLessThan(0.01);
  });
}
