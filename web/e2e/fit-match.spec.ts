// Fit match as a member opens it on a phone (4x slower CPU, as Lighthouse's mobile run): nothing on
// the screen moves while it loads. Opted in, with a match and suggested partners, the matches and
// the suggestions come in whichever order the server answers; joining, on a device that keeps gyms
// from an earlier visit, the form shows with its gyms in place. A layout shift without recent input
// is what Lighthouse's CLS adds up.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { slowCpu, watchShifts } from './layout-shift-helpers';
import { freshAccount, screenshot } from './shell-helpers';

// The page itself fetches the held answers (page.route does not see what a service worker fetches).
test.use({ serviceWorkers: 'block' });

const PROFILE = {
  goals: ['strength', 'general'],
  level: 'intermediate',
  region: 'US',
  gymIds: [],
  times: ['evening', 'weekend'],
  lookingFor: ['spotter'],
};

async function signUp(request: APIRequestContext, baseURL: string, label: string): Promise<{ id: string; name: string }> {
  const account = freshAccount(label);
  const answer = await request.post('/api/auth/signup', { data: account, headers: { Origin: baseURL } });
  expect(answer.status(), await answer.text()).toBe(201);
  return { id: ((await answer.json()) as { user: { id: string } }).user.id, name: account.name };
}

async function optIn(request: APIRequestContext, baseURL: string): Promise<void> {
  const answer = await request.put('/api/fit-match/profile', { data: PROFILE, headers: { Origin: baseURL } });
  expect(answer.status(), await answer.text()).toBe(200);
}

test('opted in with a match and suggestions: nothing moves while they load, whichever answer comes first', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const me = await signUp(page.request, baseURL!, 'fit-me');
  await optIn(page.request, baseURL!);
  // A partner who liked me back (a match), and one still to choose (a suggestion).
  const partnerRequest = await playwright.request.newContext({ baseURL });
  const partner = await signUp(partnerRequest, baseURL!, 'fit-partner');
  await optIn(partnerRequest, baseURL!);
  const candidateRequest = await playwright.request.newContext({ baseURL });
  const candidate = await signUp(candidateRequest, baseURL!, 'fit-candidate');
  await optIn(candidateRequest, baseURL!);
  expect((await partnerRequest.post(`/api/fit-match/${me.id}/like`, { headers: { Origin: baseURL! } })).status()).toBe(200);
  const liked = await page.request.post(`/api/fit-match/${partner.id}/like`, { headers: { Origin: baseURL! } });
  expect(((await liked.json()) as { matched: boolean }).matched).toBe(true);
  await partnerRequest.dispose();
  await candidateRequest.dispose();

  for (const last of ['matches', 'suggestions'] as const) {
    await test.step(`the ${last} answer last`, async () => {
      const shifts = await watchShifts(page);
      let answer: () => void = () => undefined;
      const holding = new Promise<void>((resolve) => {
        answer = resolve;
      });
      const held = `**/api/fit-match/${last}`;
      await page.route(held, async (route) => {
        await holding;
        await route.continue();
      });
      const other = page.waitForResponse((response) =>
        response.url().includes(`/api/fit-match/${last === 'matches' ? 'suggestions' : 'matches'}`),
      );
      await slowCpu(page);
      await page.goto('/fit-match');
      await expect(page.getByRole('button', { name: 'Edit my profile' })).toBeVisible();
      await other;
      answer();
      await expect(page.getByRole('listitem').filter({ hasText: partner.name }).getByRole('link', { name: 'Open the chat' })).toBeVisible();
      await expect(page.getByRole('article', { name: candidate.name })).toBeVisible();
      const { total, moved } = await shifts();
      expect(total, `moved: ${moved.join(', ')}`).toBeLessThan(0.01);
      await page.unroute(held);
    });
  }
  await screenshot(page, 'fit-match');
});

test('joining on a device that keeps gyms from an earlier visit: the form shows with its gyms in place', async ({ page, baseURL }) => {
  await signUp(page.request, baseURL!, 'fit-join');
  // The gym list keeps the gyms near the member on the device.
  await page.goto('/gyms');
  await expect(page.getByRole('list', { name: 'Gyms near you' }).getByRole('listitem').first()).toBeVisible();

  const shifts = await watchShifts(page);
  await slowCpu(page);
  await page.goto('/fit-match');
  const form = page.getByRole('form', { name: 'Join fit match' });
  await expect(form.getByRole('group', { name: 'Your usual gyms (up to 5)' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Show me partners' })).toBeVisible();
  const { total, moved } = await shifts();
  expect(total, `moved: ${moved.join(', ')}`).toBeLessThan(0.01);
  await screenshot(page, 'fit-match-join');
});
