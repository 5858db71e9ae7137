// Issue 39 item 6: the install card never sits on a screen's main button. Onboarding's slides and
// the checkouts wait it out (it comes back on the next screen), and elsewhere the page keeps room
// for it, so scrolling to the end brings the last button above it, on /friends-features as on
// /profile. The browser's install offer is a synthetic beforeinstallprompt (Chromium fires the real
// one only for an app it judges installable, after engagement).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freshAccount, screenshot, signUpThroughScreen } from './shell-helpers';

async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(event);
  });
}

const installCard = (page: Page) => page.getByRole('region', { name: 'Install FitChoice' });

/**
 * Scrolled to the end of the page, as a member looking for a screen's last button does, nothing lies
 * over the middle of the element: a tap there reaches it. (Scrolling the element "into view" is not
 * that: one already inside the viewport under the card stays there.) Asked until the screen has
 * settled: a section still loading above the element moves it.
 */
async function expectUncovered(target: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        target.evaluate((element) => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return hit !== null && (hit === element || element.contains(hit));
        }),
      { message: `${target} is covered` },
    )
    .toBe(true);
}

test('the install card waits out the onboarding slides and shows again after them', async ({ page }) => {
  await page.goto('/');
  await offerInstall(page);
  await expect(installCard(page)).toBeVisible();

  await page.getByRole('link', { name: 'Take the tour' }).click();
  for (let slide = 1; slide < 3; slide++) await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Slide 3 of 5')).toBeVisible();
  await expect(installCard(page)).toHaveCount(0);
  await expectUncovered(page.getByRole('button', { name: 'Next' }));
  await screenshot(page, 'install-card-onboarding-slide-3');

  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(installCard(page)).toBeVisible();
});

test('the install card leaves the checkout alone, and elsewhere never hides the last button', async ({ page }) => {
  await signUpThroughScreen(page, freshAccount('install'));
  await page.goto('/friends-features');
  await offerInstall(page);
  const card = installCard(page);
  await expect(card).toBeVisible();
  // All of it on the screen, above the tab bar.
  const box = (await card.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  await expectUncovered(page.getByRole('main').getByRole('checkbox').last());
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await screenshot(page, 'install-card-friends-features');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await expect(card).toBeVisible();
  await expectUncovered(page.getByRole('button', { name: 'Log out' }));

  const gyms = (await (await page.request.get('/api/gyms?region=US&limit=1')).json()) as { gyms: { id: string }[] };
  const gymId = gyms.gyms[0]!.id;
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const slots = (await (await page.request.get(`/api/gyms/${gymId}/availability?date=${tomorrow}`)).json()) as {
    slots: { start: string }[];
  };
  // A client-side move keeps the offer: the checkout hides the card, and going back shows it.
  await page.evaluate(
    (href) => {
      history.pushState(null, '', href);
      dispatchEvent(new PopStateEvent('popstate'));
    },
    `/booking-checkout?gym=${gymId}&slot=${encodeURIComponent(slots.slots[0]!.start)}`,
  );
  const confirm = page.getByRole('button', { name: /^Confirm/ });
  await expect(confirm).toBeVisible();
  await expect(card).toHaveCount(0);
  await expectUncovered(confirm);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(card).toBeVisible();
});
