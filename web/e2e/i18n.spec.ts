// Languages, regions and location end to end: the visitor's language menu (es, fr, pt, de and
// Arabic copy, Arabic right to left), the region following the device's position,
// prices in the region's currency (unchanged in value when only the language changes, ¥ whole
// amounts in JP, Indian grouping in IN), a denied geolocation that still ends with a region, and
// the IP step asked of our own server (GET /api/location/ip; locally it answers 204 for the loopback
// caller, so the other tests go on to the time zone), never of a third party.
import { formatUsdForRegion } from '@fitchoice/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseLanguage, chooseRegion } from './i18n-helpers';
import { freshAccount, screenshot, signUpThroughScreen } from './shell-helpers';

const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
const SAO_PAULO = { latitude: -23.5505, longitude: -46.6333 };
const TOKYO = { latitude: 35.6762, longitude: 139.6503 };
const welcomeTitle = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('a visitor choosing a language', () => {
  test.use({ geolocation: NEW_YORK, permissions: ['geolocation'] });

  test('es, fr, pt and de show their own copy, kept after a reload', async ({ page }) => {
    await page.goto('/');
    await expect(welcomeTitle(page)).toHaveText('Your gym, wherever you are');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await chooseLanguage(page, 'es');
    await expect(welcomeTitle(page)).toHaveText('Tu gimnasio, estés donde estés');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    // Stored: a reload (once the write has landed, a few milliseconds) shows Spanish again.
    await expect(async () => {
      await page.reload();
      await expect(welcomeTitle(page)).toHaveText('Tu gimnasio, estés donde estés', { timeout: 2000 });
    }).toPass({ timeout: 15_000 });

    await chooseLanguage(page, 'fr');
    await expect(welcomeTitle(page)).toHaveText('Votre salle, où que vous soyez');
    await chooseLanguage(page, 'pt');
    await expect(welcomeTitle(page)).toHaveText('Sua academia, onde você estiver');

    await chooseLanguage(page, 'de');
    await expect(welcomeTitle(page)).toHaveText('Dein Studio, wo immer du bist');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('Arabic shows its copy, sets dir="rtl" and mirrors the layout', async ({ page }) => {
    await page.goto('/');
    const brand = page.getByRole('link', { name: 'FitChoice' }).first();
    const ltrX = (await brand.boundingBox())!.x;

    await chooseLanguage(page, 'ar');

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(welcomeTitle(page)).toHaveText('صالتك، أينما كنت');
    // The brand moves from the left edge to the right one.
    await expect.poll(async () => (await brand.boundingBox())!.x).toBeGreaterThan(ltrX + 150);
    await screenshot(page, 'welcome-ar');
  });
});

test.describe('a visitor in São Paulo', () => {
  test.use({ geolocation: SAO_PAULO, permissions: ['geolocation'] });

  test('gets the region from the position, and with it Portuguese', async ({ page }) => {
    await page.goto('/');
    await expect(welcomeTitle(page)).toHaveText('Sua academia, onde você estiver');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page.getByRole('button', { name: /^Região e idioma: Brasil/ })).toBeVisible();
  });
});

test.describe('a visitor the server places by their IP address', () => {
  // No geolocation, and a time zone of no listed city (it would place them in New York); no service
  // worker, so the page's own request is the one routed.
  test.use({ permissions: [], timezoneId: 'America/Sao_Paulo', serviceWorkers: 'block' });

  test("gets the region of the position the server answers, asked of the app's own origin only", async ({ page, baseURL }) => {
    const asked: string[] = [];
    await page.route('**/api/location/ip', async (route) => {
      asked.push(route.request().method());
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(TOKYO) });
    });
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) elsewhere.push(request.url());
    });

    await page.goto('/');

    await expect(page.getByRole('button', { name: /^Region and language: Japan/ })).toBeVisible();
    await expect(welcomeTitle(page)).toHaveText('Your gym, wherever you are');
    expect(asked).toEqual(['GET']);
    expect(elsewhere).toEqual([]);
    await screenshot(page, 'welcome-ip-tokyo');
  });
});

test.describe('a visitor the server cannot place', () => {
  test.use({ permissions: [], timezoneId: 'Europe/London' });

  test('is placed by the time zone after a 204, with no error in the console', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    // The local runtime sees the loopback address, which no service can place: 204, no one asked.
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/location/ip');

    await page.goto('/');

    expect((await answer).status()).toBe(204);
    await expect(page.getByRole('button', { name: /^Region and language: United Kingdom/ })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('a visitor who denies geolocation', () => {
  test.use({ permissions: [], timezoneId: 'Asia/Tokyo' });

  test('is not asked on load, still ends with a region (from the time zone) and sees no error', async ({ page }) => {
    // Counts the app's requests for a position (each would be a permission prompt for a real visitor).
    await page.addInitScript(() => {
      const geolocation = navigator.geolocation;
      const ask = geolocation.getCurrentPosition.bind(geolocation);
      const counted = window as unknown as { geolocationAsked: number };
      counted.geolocationAsked = 0;
      geolocation.getCurrentPosition = (...args: Parameters<Geolocation['getCurrentPosition']>) => {
        counted.geolocationAsked += 1;
        ask(...args);
      };
    });
    const asked = () => page.evaluate(() => (window as unknown as { geolocationAsked: number }).geolocationAsked);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await expect(welcomeTitle(page)).toHaveText(/Welcome, /);
    await page.goto('/gyms');
    await expect(page.getByRole('button', { name: 'Use my location' })).toBeVisible();
    await screenshot(page, 'gyms-use-location-en');
    expect(await asked()).toBe(0);

    await page.goto('/profile');
    // Not asked on load (no prompt the visitor did not ask for); asked, and refused, when they press the button.
    await expect(page.getByText(/Current position: estimated from your time zone, within 10 km/)).toBeVisible();
    await expect(page.getByTestId('location-permission')).toHaveText('FitChoice has not asked for your location yet.');
    expect(await asked()).toBe(0);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByTestId('location-permission')).toHaveText(/Location access is blocked/);
    expect(await asked()).toBe(1);
    await expect(page.getByText(/Current position: estimated from your time zone, within 10 km/)).toBeVisible();
    await expect(page.locator('.settings-block select').first()).toHaveValue('JP');
    await page.getByRole('heading', { name: 'Location' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-en');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')).toHaveCount(0);
  });
});

test.describe('prices', () => {
  test.use({ geolocation: NEW_YORK, permissions: ['geolocation'] });

  test('keep their value when the language changes, and follow the region: ¥ whole amounts in JP, Indian grouping in IN', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUpThroughScreen(page, freshAccount('i18n'));
    const gymsTab = page.locator('.tab-bar a[href="/gyms"]');
    await gymsTab.click();
    const firstPrice = page.locator('.gym-card__price strong').first();
    await expect(firstPrice).toHaveText(/^\$\d+\.\d{2}$/);
    const usdText = (await firstPrice.textContent())!;
    const usd = Number(usdText.slice(1));
    await page.locator('.gym-card__link').first().click();
    await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible();

    await chooseLanguage(page, 'es');
    await gymsTab.click();
    // The same price, written the Spanish way.
    const usdInSpanish = formatUsdForRegion(usd, 'US', { locale: 'es' });
    expect(usdInSpanish).toMatch(/^\d+,\d{2}\u00a0\$$/);
    await expect(firstPrice).toHaveText(usdInSpanish);
    await expect(page.locator('.gym-card__price').first()).toContainText('por visita');
    await page.locator('.gym-card__link').first().click();
    await expect(page.getByRole('button', { name: 'Reservar ahora' })).toBeVisible();
    await expect(page.getByText(usdInSpanish, { exact: true }).first()).toBeVisible();
    await screenshot(page, 'gym-es');

    await chooseRegion(page, 'JP');
    await gymsTab.click();
    const yen = formatUsdForRegion(usd, 'JP');
    expect(yen).toMatch(/^¥[\d,]+$/);
    await expect(firstPrice).toHaveText(yen);
    // JP's language is English: the region's language comes with it.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await chooseRegion(page, 'IN');
    await gymsTab.click();
    const rupees = formatUsdForRegion(usd, 'IN');
    expect(rupees).toMatch(/^₹(\d{1,2},)?(\d{2},)*\d{1,3}\.\d{2}$/);
    await expect(firstPrice).toHaveText(rupees);
  });
});
