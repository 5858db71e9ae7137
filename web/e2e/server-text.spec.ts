// The server sends codes and values, the app words them: a member who reads Spanish walks the main
// screens (a gym page, activity with a booking and a purchase, how XP works, the leaderboard, the
// badges, the challenges, friends' activity) and
// finds no English sentence there — no rules text, no "Booked … for 2026-11-24 13:00", no
// generated gym description, no "United States".
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseLanguage } from './i18n-helpers';
import { demoPurchase, PURCHASE_PATH } from './offline-helpers';
import { freshAccount, screenshot, signUpThroughScreen } from './shell-helpers';

test.use({ geolocation: { latitude: 40.7128, longitude: -74.006 }, permissions: ['geolocation'] });

/** English function words no Spanish sentence has; gym names and amenities use none of them. */
const ENGLISH = /\b(the|and|with|your|you|for|from|into|at|is|are|of|on|until|before|after|every|once)\b/i;

async function expectNoEnglish(page: Page, within?: Locator) {
  const main = within ?? page.locator('main').or(page.getByRole('dialog')).last();
  await expect(main).toBeVisible();
  // biome-ignore lint/performance/useDomNodeTextContent: innerText breaks lines between blocks, one sentence a line
  const text = await main.innerText();
  expect(text.split('\n').filter((line) => ENGLISH.test(line))).toEqual([]);
}

test('a member reading Spanish finds no English sentence from the server on the main screens', async ({ page, baseURL }) => {
  test.setTimeout(180_000); // eight screens, each loaded with its strings
  await signUpThroughScreen(page, freshAccount('server-text'));
  const purchase = await page.request.post(PURCHASE_PATH, { data: demoPurchase(), headers: { Origin: baseURL ?? '' } });
  expect(purchase.ok(), await purchase.text()).toBe(true);
  // A Madrid gym with reviews, booked with SweatCoins: the activity then has a visit's time to word.
  const { gyms } = (await (await page.request.get('/api/gyms?region=EU&limit=50')).json()) as {
    gyms: { id: string; city: string; rating: { count: number } }[];
  };
  const gym = gyms.find((g) => g.city === 'Madrid' && g.rating.count > 0)!;
  await page.goto(`/gyms?gym=${gym.id}`);
  await page.getByRole('group', { name: 'Choose a day' }).getByRole('button').nth(1).click();
  await page.getByRole('radio').and(page.locator(':not([disabled])')).first().check();
  await page.getByRole('button', { name: 'Book Now' }).click();
  await page.getByRole('radio', { name: /SweatCoins now/ }).check();
  await page.getByRole('button', { name: /Confirm booking/ }).click();
  await expect(page.getByTestId('booking-card').first()).toContainText('Booked');

  await chooseLanguage(page, 'es');
  await page.goto(`/gyms?gym=${gym.id}`);
  await expect(page.getByText(/^Un gimnasio en Madrid con /)).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /^Reseñas|^Opiniones/ })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await expectNoEnglish(page);

  await page.goto('/activity');
  await expect(page.getByText(/^Reservaste /)).toBeVisible();
  await expect(page.getByText('Compraste SweatCoins con ETH')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  await expectNoEnglish(page);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Cómo funciona el XP' }).click();
  await expect(page.getByRole('dialog')).toContainText('10 XP = 1 SweatCoin');
  await expectNoEnglish(page);
  await screenshot(page, 'how-xp-works-es');
  await page.getByRole('dialog').getByRole('button').last().click();

  await page.goto('/leaderboard');
  await expect(page.getByRole('tab', { name: /Estados Unidos/ })).toBeVisible();
  await expectNoEnglish(page);

  // The badges on the profile, the weekly and preset challenges, and friends' activity.
  await page.goto('/profile');
  await expect(page.getByText('Haz check-in en un gimnasio por primera vez')).toBeVisible();
  // The rewards panel (the account's devices below it are another feature's wording).
  await expectNoEnglish(page, page.locator('section.rewards'));
  await page.goto('/challenges');
  await expect(page.getByRole('heading', { name: 'Arranque de diez días' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Haz check-in 3 días distintos esta semana' })).toBeVisible();
  await expectNoEnglish(page);
  await screenshot(page, 'challenges-es');
  await page.goto('/friends-features');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoEnglish(page);
});

test('a member reading Spanish sees a refused sign-up and a refused booking worded in Spanish', async ({ page }) => {
  const taken = freshAccount('refused-es');
  expect((await page.request.post('/api/auth/signup', { data: taken })).status()).toBe(201);
  await page.context().clearCookies();
  await page.goto('/');
  await chooseLanguage(page, 'es');
  await page.locator('main a[href="/auth?mode=signup"]').click();
  await page.getByLabel('Nombre').fill(taken.name);
  await page.getByLabel('Correo electrónico').fill(taken.email);
  await page.getByLabel('Contraseña').fill(`not ${taken.password}`);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  const toast = page
    .getByRole('region', { name: /^Notificaciones/ })
    .getByRole('listitem')
    .filter({ hasText: 'Error en el registro' });
  await expect(toast).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'No pudimos crear una cuenta con estos datos. Si ya tienes una cuenta, inicia sesión.' }),
  ).toBeVisible();
  await screenshot(page, 'signup-refused-es');

  const account = freshAccount('booking-es');
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Ana refused-es/ })).toBeVisible();

  // The same slot booked twice: the second time the server refuses (already_booked).
  await page.goto('/gyms');
  await page.locator('.gym-card__link').first().click();
  await page.getByRole('group', { name: 'Elige un día' }).getByRole('button').nth(2).click();
  await page.getByRole('radio').and(page.locator(':not([disabled])')).first().check();
  await page.getByRole('button', { name: 'Reservar ahora' }).click();
  await expect(page).toHaveURL(/\/booking-checkout\?/);
  const checkout = page.url();
  await page.getByRole('button', { name: /^Confirmar reserva/ }).click();
  await expect(page.getByTestId('booking-card').first()).toContainText('Reservada');
  await page.goto(checkout);
  await page.getByRole('button', { name: /^Confirmar reserva/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ya tienes una reserva en este horario.' })).toBeVisible();
  await expectNoEnglish(page);
  await screenshot(page, 'booking-refused-es');
});
