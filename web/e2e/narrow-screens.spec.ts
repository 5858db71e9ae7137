// Issue 39 item 7: no member screen scrolls sideways on a phone. Every route a member reaches (and
// the pages behind its search params: a gym, a checkout, a professional, a program) is loaded at
// 360 px, checked, widened to 390 px and checked again, as a member whose balance has four digits
// (the profile's stats once overflowed with one). One spec, one browser page, one load per route.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MEMBER_ROUTES } from './member-routes';
import { freshAccount, signUpThroughScreen } from './shell-helpers';

const WIDTHS = [360, 390] as const;

/** What sticks out past the right edge of the page (elements in a scrolling box scroll there), and stat figures broken over lines. */
async function overflow(page: Page): Promise<{ width: number; scrollWidth: number; culprits: string[]; broken: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrolls = (el: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(el).overflowX);
    const culprits: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 0.5) continue;
      let clipped = false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) if (scrolls(up)) clipped = true;
      if (!clipped)
        culprits.push(
          `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''} (right ${Math.round(box.right)})`,
        );
    }
    // A stat's figure ("1,010.00", "3 days") is read at a glance: it never breaks over two lines.
    const broken = [...document.querySelectorAll('.stat dd')]
      .filter((figure) => figure.getBoundingClientRect().height > 1.5 * Number.parseFloat(getComputedStyle(figure).lineHeight))
      .map((figure) => `"${figure.textContent}" breaks over two lines`);
    return { width, scrollWidth: document.documentElement.scrollWidth, culprits: culprits.slice(-5), broken };
  });
}

/** The screen's heading is up and its data has arrived (no spinner left). */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.spinner-wrap, .screen-spinner')).toHaveCount(0);
}

test('no member route is wider than a 360 or 390 px phone', async ({ page, baseURL }) => {
  test.setTimeout(240_000); // ~60 routes, each loaded once
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  await signUpThroughScreen(page, freshAccount('narrow'));
  const bought = await page.request.post('/api/web3/crypto-purchase', {
    headers: { Origin: baseURL ?? '' },
    data: {
      walletAddress: '0x1234567890abcdef1234567890abcdef1234abcd',
      ethAmount: '0.0101',
      sweatCoinsAmount: '1010.00',
      transactionHash: `demo-${Date.now()}`,
    },
  });
  expect(bought.ok(), await bought.text()).toBe(true);

  const gyms = (await (await page.request.get('/api/gyms?region=US&limit=1')).json()) as { gyms: { id: string }[] };
  const gymId = gyms.gyms[0]!.id;
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const slots = (await (await page.request.get(`/api/gyms/${gymId}/availability?date=${tomorrow}`)).json()) as {
    slots: { start: string }[];
  };
  const pro = async (kind: string) =>
    ((await (await page.request.get(`/api/professionals?kind=${kind}&limit=1`)).json()) as { professionals: { id: string }[] })
      .professionals[0]!.id;
  const trainer = await pro('trainer');
  const routes = [
    ...MEMBER_ROUTES,
    `/gyms?gym=${gymId}`,
    `/booking-checkout?gym=${gymId}&slot=${encodeURIComponent(slots.slots[0]!.start)}`,
    `/trainers?pro=${trainer}`,
    `/nutritionists?pro=${await pro('nutritionist')}`,
    `/professional-booking?pro=${trainer}`,
    '/celebrity-workouts?program=action-star-hotel',
    '/vr-workouts?program=dance-cardio',
  ];

  const wide: string[] = [];
  for (const route of routes) {
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto(route);
    await settled(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const seen = await overflow(page);
      if (seen.scrollWidth > seen.width) wide.push(`${route} at ${width} px is ${seen.scrollWidth} px wide: ${seen.culprits.join(', ')}`);
      if (seen.broken.length > 0) wide.push(`${route} at ${width} px: ${seen.broken.join(', ')}`);
    }
  }
  expect(wide).toEqual([]);
});
