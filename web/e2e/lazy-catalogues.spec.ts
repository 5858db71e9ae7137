// A code-split screen's strings load with its code (features/<feature>/messages.ts): the gyms
// screen's chunk is fetched on the first visit, and the screen shows its own copy, in English and
// then in Spanish, with no message id (nor, in Spanish, the English title) shown even briefly and no
// missing-translation error.
import type { Page } from '@playwright/test';
import { MEMBER_LANDING_GROUPS } from '../scripts/first-screen-chunk';
import { expect, test } from './fixtures';
import { chooseLanguage } from './i18n-helpers';
import { freshAccount, screenshot, signUpThroughScreen } from './shell-helpers';

test.use({ geolocation: { latitude: 40.7128, longitude: -74.006 }, permissions: ['geolocation'] });

// A message id shown as text (what react-intl renders for a message it does not have).
const MESSAGE_ID = /^[a-z][a-zA-Z]*(\.[\w-]+)+$/;

/**
 * Collects every message id and every `phrase` the page shows, however briefly (since it last
 * loaded), and every missing-message error.
 */
async function watchForIds(page: Page, phrases: string[]): Promise<{ shown: () => Promise<string[]>; errors: string[] }> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /MISSING_TRANSLATION|Missing message/i.test(message.text())) errors.push(message.text());
  });
  await page.addInitScript(
    ({ pattern, phrases }) => {
      const shown: string[] = [];
      Object.assign(window, { __shownIds: shown });
      const idPattern = new RegExp(pattern);
      const check = (node: Node) => {
        const see = (text: string | null) => {
          const value = (text ?? '').trim();
          if (idPattern.test(value) || phrases.includes(value)) shown.push(value);
        };
        if (node.nodeType === Node.TEXT_NODE) return see(node.textContent);
        const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) see(walker.currentNode.textContent);
      };
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          if (mutation.type === 'characterData') check(mutation.target);
          for (const node of mutation.addedNodes) check(node);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    },
    { pattern: MESSAGE_ID.source, phrases },
  );
  return { shown: () => page.evaluate(() => (window as unknown as { __shownIds: string[] }).__shownIds), errors };
}

const GYM_LIST_CHUNK = MEMBER_LANDING_GROUPS.find((group) => group.roots.some((root) => root.endsWith('/GymsScreen.tsx')))?.name;

/** The URLs of the gyms screen's chunk fetched so far (its landing group's, scripts/first-screen-chunk.ts). */
function gymsChunkRequests(page: Page): string[] {
  const requested: string[] = [];
  const chunk = new RegExp(`/assets/${GYM_LIST_CHUNK}-[\\w-]+\\.js$`);
  page.on('request', (request) => {
    if (chunk.test(request.url())) requested.push(request.url());
  });
  return requested;
}

test('the gyms screen brings its strings with its code, in English and in Spanish', async ({ page }) => {
  test.setTimeout(90_000);
  const watch = await watchForIds(page, ['Discover gyms']);
  const gymsChunk = gymsChunkRequests(page);
  const gymsTab = page.locator('.tab-bar a[href="/gyms"]');

  await signUpThroughScreen(page, freshAccount('catalogues'));
  await expect(page.getByRole('link', { name: 'Find a gym' }).first()).toBeVisible();
  await screenshot(page, 'home-en');
  expect(gymsChunk).toEqual([]);

  await gymsTab.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discover gyms' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Gyms near you' }).getByRole('listitem').first()).toContainText('per visit');
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeVisible();
  expect(gymsChunk).toHaveLength(1);
  await screenshot(page, 'gyms-en');
  // The watch sees the title (so it would see an id); it saw no id.
  const shownInEnglish = await watch.shown();
  expect(shownInEnglish).toContain('Discover gyms');
  expect(shownInEnglish.filter((text) => text !== 'Discover gyms')).toEqual([]);

  await chooseLanguage(page, 'es');
  await expect(page.getByRole('heading', { level: 2, name: 'Ajustes' })).toBeVisible();
  // A fresh page, so the gyms screen's code loads again, now in Spanish (once the choice is stored).
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Ajustes' })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  gymsChunk.length = 0;
  await gymsTab.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Descubre gimnasios' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Gimnasios cerca de ti' }).getByRole('listitem').first()).toContainText('por visita');
  expect(gymsChunk).toHaveLength(1);
  await screenshot(page, 'gyms-es');

  // Since the reload: the Spanish session never showed an id or the English title.
  expect(await watch.shown()).toEqual([]);
  expect(watch.errors).toEqual([]);
});
