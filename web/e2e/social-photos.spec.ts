// A photo in a post, in two browser contexts as two phones: A picks a large picture, sees the
// resized preview and describes it; offline, the app says photos need a connection and keeps the
// post; back online A posts it, and friend B sees it in the feed with its description, resized.
// A second photo without a description is read out as "Photo by <name>". Screenshots at 390x844.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { confirmEmail } from './mail-helpers';
import { screenshot } from './shell-helpers';

interface Member {
  context: BrowserContext;
  page: Page;
  name: string;
  id: string;
}

async function member(browser: Browser, baseURL: string, label: string): Promise<Member> {
  const context = await browser.newContext();
  const unique = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const name = `${label} ${unique.slice(-6)}`;
  const email = `${unique}@example.com`;
  const response = await context.request.post('/api/auth/signup', { data: { email, password: 'correct horse battery', name } });
  expect(response.status(), await response.text()).toBe(201);
  const { user } = (await response.json()) as { user: { id: string } };
  // Posting for others to see needs a confirmed email.
  await confirmEmail(context.request, baseURL, email);
  return { context, page: await context.newPage(), name, id: user.id };
}

/** A 1600x1200 PNG drawn in the page: bigger than the feed's copy, so the app must resize it. */
async function largePicture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1200;
    const g = canvas.getContext('2d')!;
    const gradient = g.createLinearGradient(0, 0, 1600, 1200);
    gradient.addColorStop(0, '#0b7a75');
    gradient.addColorStop(1, '#f2a541');
    g.fillStyle = gradient;
    g.fillRect(0, 0, 1600, 1200);
    g.fillStyle = '#1d1d1d';
    g.fillRect(300, 560, 1000, 80);
    g.fillRect(240, 420, 90, 360);
    g.fillRect(1270, 420, 90, 360);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('a member posts a photo (not while offline), and a friend sees it resized with its description', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const a = await member(browser, baseURL!, 'Ana');
  const b = await member(browser, baseURL!, 'Ben');
  const asked = await a.context.request.post('/api/friends/requests', { data: { userId: b.id }, headers: { origin: baseURL! } });
  expect(asked.status()).toBe(201);
  const { request } = (await asked.json()) as { request: { id: string } };
  expect((await b.context.request.post(`/api/friends/requests/${request.id}/accept`, { headers: { origin: baseURL! } })).status()).toBe(
    200,
  );

  await a.page.goto('/social');
  const picture = await largePicture(a.page);
  await a.page.getByLabel('What did you train today?').fill('New squat rack at the gym');
  await a.page.getByLabel('Add a photo').setInputFiles({ name: 'rack.png', mimeType: 'image/png', buffer: picture });
  await expect(a.page.getByRole('img', { name: 'The photo you are adding' })).toBeVisible();
  await a.page.getByLabel('Describe the photo (optional)').fill('A barbell on a squat rack');
  await screenshot(a.page, 'social-photo-composer');

  // Offline: said at once, nothing is queued, and the post and photo stay in the composer.
  await a.context.setOffline(true);
  await a.page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(a.page.getByRole('alert')).toContainText('Photos need a connection');
  await expect(a.page.getByLabel('What did you train today?')).toHaveValue('New squat rack at the gym');
  await expect(a.page.getByRole('img', { name: 'The photo you are adding' })).toBeVisible();
  await screenshot(a.page, 'social-photo-offline');

  await a.context.setOffline(false);
  await a.page.getByRole('button', { name: 'Post', exact: true }).click();
  const aPost = a.page.getByRole('article', { name: a.name }).filter({ hasText: 'New squat rack' });
  await expect(aPost.getByRole('img', { name: 'A barbell on a squat rack' })).toBeVisible();
  await expect(a.page.getByLabel('What did you train today?')).toHaveValue('');

  // A second photo with no description.
  await a.page.getByLabel('What did you train today?').fill('Cooldown');
  await a.page.getByLabel('Add a photo').setInputFiles({ name: 'cooldown.png', mimeType: 'image/png', buffer: picture });
  await expect(a.page.getByRole('img', { name: 'The photo you are adding' })).toBeVisible();
  await a.page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(a.page.getByRole('article', { name: a.name }).filter({ hasText: 'Cooldown' }).getByRole('img')).toBeVisible();

  await b.page.goto('/social');
  const photo = b.page.getByRole('article', { name: a.name }).filter({ hasText: 'New squat rack' }).getByRole('img', {
    name: 'A barbell on a squat rack',
  });
  await expect(photo).toBeVisible();
  // Loaded, and one of the resized copies (never the 1600 px original). With srcset the element's
  // natural size is scaled by the density it picked, so the file it chose is decoded on its own.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const [width, height] = await photo.evaluate(async (img: HTMLImageElement) => {
    const file = new Image();
    file.src = img.currentSrc;
    await file.decode();
    return [file.naturalWidth, file.naturalHeight];
  });
  expect([320, 1280]).toContain(width);
  expect(height).toBe((width! * 3) / 4);
  await expect(
    b.page
      .getByRole('article', { name: a.name })
      .filter({ hasText: 'Cooldown' })
      .getByRole('img', { name: `Photo by ${a.name}` }),
  ).toBeVisible();
  await photo.scrollIntoViewIfNeeded();
  await screenshot(b.page, 'social-photo-feed');

  await a.context.close();
  await b.context.close();
});
