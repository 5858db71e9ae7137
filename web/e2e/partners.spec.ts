// The partner journeys: a visitor applies as a trainer; the admin sees the email unconfirmed and sends
// the link again, then approves; the trainer opens the mailed link, chooses a password and reaches
// the trainer panel (not listed until a certification is verified; the time zone from a searchable
// list); the admin verifies the certification and the trainer is mailed. A member opening the admin
// panel is told it is not for their account.
import { expect, test } from './fixtures';
import { openMailLink } from './mail-helpers';
import { ADMIN, expectBackOfficeChrome, expectFieldsFit, partnerSignIn, screenshotsAtBothSizes } from './partner-helpers';
import { freshAccount, screenshot, signUpThroughScreen } from './shell-helpers';

test('a trainer applies, is approved by mail, chooses a password from the link, and reaches the trainer panel', async ({ page }) => {
  // The whole journey, two people and whole-page screenshots at two sizes: longer than one screen's test.
  test.setTimeout(180_000);
  const trainer = freshAccount('trainer');

  // A visitor applies.
  await page.goto('/partner-registration');
  const form = page.getByRole('form', { name: 'Your application' });
  await form.getByLabel('A personal trainer').check();
  await screenshotsAtBothSizes(page, 'partner-registration-form');
  await page.getByRole('button', { name: 'Send application' }).click();
  // The form checks itself with the server's rules: every missing field says so, nothing is sent.
  await expect(page.getByText('Enter your full name')).toBeVisible();
  await expect(page.getByText('Choose at least one specialty')).toBeVisible();
  await expect(page.getByText('Enter the certificate number')).toBeVisible();
  await form.getByLabel('Full name').fill(trainer.name);
  await form.getByLabel('Contact name').fill(trainer.name);
  await form.getByLabel('Email').fill(trainer.email);
  await form.getByLabel('Phone').fill('+1 555 010 2030');
  await form.getByLabel('City').fill('Chicago');
  await form.getByLabel('Region').selectOption('US');
  await form.getByLabel('Strength', { exact: true }).check();
  await form.getByLabel('Mobility').check();
  await form.getByLabel('English').check();
  await form.getByLabel('Certification name').fill('NASM-CPT');
  await form.getByLabel('Issued by').fill('NASM');
  await form.getByLabel('Certificate number').fill('1234-5678');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
  await expect(page.getByText(trainer.email)).toBeVisible();

  // The admin sees that the email is not confirmed yet, and why approval waits.
  await partnerSignIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin-panel$/);
  const row = page.getByRole('row').filter({ hasText: trainer.email });
  await expect(row.getByText('Email not confirmed yet')).toBeVisible();
  await row.getByRole('button', { name: trainer.name }).click();
  await expect(page.getByText(`The applicant has not opened the confirmation link mailed to ${trainer.email} yet.`)).toBeVisible();
  await page.getByRole('button', { name: 'Send the confirmation link again' }).click();
  await expect(page.getByRole('status').filter({ hasText: `A new confirmation link is on its way to ${trainer.email}.` })).toBeVisible();
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Log out' }).click();

  // The applicant confirms the email with the link the local runtime caught.
  await openMailLink(page, trainer.email, 'Confirm your FitChoice partner application', 'Confirm my application');
  await expect(page.getByText(`${trainer.email} is confirmed`)).toBeVisible();

  // The admin approves: no password passes through the admin; the partner is mailed a link.
  await partnerSignIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();
  await expect(row.getByText('Email confirmed')).toBeVisible();
  await expectBackOfficeChrome(page, 'Admin panel');
  await screenshotsAtBothSizes(page, 'admin-applications');
  await row.getByRole('button', { name: trainer.name }).click();
  await expect(page.getByRole('heading', { name: trainer.name, level: 3 })).toBeVisible();
  await expect(page.getByText('NASM-CPT, issued by NASM, no. 1234-5678')).toBeVisible();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Approved. We mailed ${trainer.email} a link to choose a password and sign in to the panel.` }),
  ).toBeVisible();
  await screenshotsAtBothSizes(page, 'admin-application-approved');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Target (name or id)').fill(trainer.name);
  // Newest first: this approval heads the rows of every trainer of that name (a shared database may hold others).
  await expect(page.getByRole('row').filter({ hasText: 'Application approved' }).filter({ hasText: trainer.name }).first()).toBeVisible();
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signin/);

  // The trainer opens the approval mail's link, chooses a password, and is signed in to the panel.
  await openMailLink(page, trainer.email, 'You are approved: welcome to FitChoice', 'Choose my password and sign in');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to FitChoice' })).toBeVisible();
  await screenshotsAtBothSizes(page, 'panel-welcome');
  await page.getByLabel('New password', { exact: true }).fill('my own trainer password');
  await page.getByLabel('Repeat the new password').fill('my own trainer pasword');
  await page.getByRole('button', { name: 'Choose my password and sign in' }).click();
  await expect(page.getByText('The two passwords are not the same')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('password1');
  await page.getByLabel('Repeat the new password').fill('password1');
  await page.getByRole('button', { name: 'Choose my password and sign in' }).click();
  await expect(page.getByText('This password is too common or too easy to guess; choose another')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('my own trainer password');
  await page.getByLabel('Repeat the new password').fill('my own trainer password');
  await page.getByRole('button', { name: 'Choose my password and sign in' }).click();
  // An OWASP-cost scrypt hash on a shared machine.
  await expect(page).toHaveURL(/\/trainer-panel$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Trainer panel' })).toBeVisible();
  // The approval drafted the profile from the application; members find it once published (and a certification verified).
  await expect(page.getByLabel('Name shown to members')).toHaveValue(trainer.name);
  await expect(page.getByRole('checkbox', { name: 'Strength', exact: true })).toBeChecked();
  await expect(page.getByText('Members cannot find you: tick “Show my profile in the directory” and save.')).toBeVisible();

  // The time zone is picked from a searchable list: what is typed never reaches the date code.
  await page.getByRole('tab', { name: 'Availability' }).click();
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await page.getByRole('searchbox', { name: 'Search time zones' }).fill('XAmerica/New_York');
  await expect(page.getByText('No time zone matches')).toBeVisible();
  await expect(page.getByRole('heading', { name: /The next 7 days/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search time zones' }).fill('los angeles');
  await expect(zone).toHaveValue('America/Los_Angeles');
  await expect(page.getByRole('heading', { name: 'The next 7 days (America/Los_Angeles)' })).toBeVisible();
  await page.getByRole('button', { name: 'Add hours on Monday' }).click();
  await page.getByRole('button', { name: 'Add hours on Monday' }).click();
  await screenshotsAtBothSizes(page, 'trainer-availability');
  // On a phone the weekly hours editor fits: two ranges of a day wrap rather than push the page wider.
  await expectBackOfficeChrome(page, 'Trainer panel');
  await expectFieldsFit(page, '.panel-day input[type="time"]', '.panel-week');
  await page.getByRole('tab', { name: 'Certifications' }).click();
  await expect(page.getByText('NASM-CPT').first()).toBeVisible();
  await screenshotsAtBothSizes(page, 'trainer-panel');
  // The trainer's roles do not open the admin panel.
  await page.goto('/admin-panel');
  await expect(page.getByRole('heading', { level: 1, name: 'Not for your account' })).toBeVisible();

  // The admin checks the certification the application brought; the trainer is told by mail.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Log out' }).click();
  await partnerSignIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Certifications' }).click();
  const waiting = page.getByRole('listitem').filter({ hasText: trainer.name }).filter({ hasText: 'NASM-CPT' });
  await expect(waiting).toBeVisible();
  // The list grows with every run's partners: the screen as the admin sees it, not the whole page.
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await waiting.scrollIntoViewIfNeeded();
    await screenshot(page, `admin-certifications-${width}`);
  }
  await waiting.getByRole('button', { name: 'Verify NASM-CPT' }).click();
  await expect(waiting).toHaveCount(0);
  await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Verified' });
  await expect(page.getByRole('listitem').filter({ hasText: trainer.name }).filter({ hasText: 'Verified' })).toBeVisible();
  await page.goto('/__mail');
  await expect(
    page.getByRole('listitem').filter({ hasText: trainer.email }).getByRole('link', { name: 'Your certification NASM-CPT is verified' }),
  ).toBeVisible();
});

test('a gym applies with a pin tapped on the map, whose code loads after the first screen', async ({ page }) => {
  const gym = freshAccount('gym');
  const leaflet: string[] = [];
  page.on('request', (request) => {
    if (/\/leaflet-src-[^/]*\.js/.test(request.url())) leaflet.push(request.url());
  });
  await page.goto('/partner-registration');
  const form = page.getByRole('form', { name: 'Your application' });
  await expect(form.getByLabel('Business name')).toBeVisible();
  // At 390×844 the map is below the fold: its code is not part of the first screen.
  expect(leaflet).toEqual([]);
  // The rules come with the first edit or the send: every missing field says so, nothing is sent.
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Enter the business name')).toBeVisible();
  await expect(page.getByText('Enter the street address')).toBeVisible();
  await form.getByLabel('Business name').fill(`Iron Works ${gym.name}`);
  await form.getByLabel('Contact name').fill(gym.name);
  await form.getByLabel('Email').fill(gym.email);
  await form.getByLabel('Phone').fill('+1 555 010 4040');
  await form.getByLabel('City').fill('New York');
  await form.getByLabel('Region').selectOption('US');
  await form.getByLabel('Street address').fill('1 Main Street');
  // Scrolled into view, the map is there; a tap on it places the pin and the coordinates follow.
  const map = form.getByRole('img', { name: 'Where the gym is' });
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('.leaflet-interactive').first()).toBeVisible();
  await map.click({ position: { x: 60, y: 40 } });
  await expect(form.getByLabel('Latitude')).not.toHaveValue('');
  await expect(form.getByLabel('Longitude')).not.toHaveValue('');
  await expect(form.getByText(/^Time zone of this place: /)).toBeVisible();
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
  await expect(page.getByText(gym.email)).toBeVisible();
});

test('an admin section that could not load says so, and its retry loads it', async ({ page }) => {
  await partnerSignIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();
  // The next read of the users list fails with an answer the app does not retry by itself.
  const fault = await page.request.post('/__test/faults', { data: { method: 'GET', path: '/api/admin/users', status: 404, count: 1 } });
  expect(fault.ok()).toBe(true);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Users' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'This could not be loaded. Check your connection and try again.' });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await screenshotsAtBothSizes(page, 'admin-section-error');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('row').filter({ hasText: ADMIN.email })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

/** What the panel roles list says, on the hub for an account with no panel and on /panel-access. */
const PANEL_ROLES = [
  'Gyms and fitness centres use the fitness center panel.',
  'Front-desk staff use the front desk of the fitness center panel, once their gym’s owner invites them.',
  'Personal trainers use the trainer panel.',
  'Nutritionists use the nutritionist panel.',
  'FitChoice staff use the admin panel and analytics.',
];

test('a member opening the admin panel sees that it is not for their account, not the panel', async ({ page }) => {
  const member = freshAccount('member-admin');
  await signUpThroughScreen(page, member);
  await page.goto('/admin-panel');
  await expect(page.getByRole('heading', { level: 1, name: 'Not for your account' })).toBeVisible();
  await expect(page.getByText(`You are signed in as ${member.email}`)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
  // The API refuses too, whatever the app shows.
  const answer = await page.request.get('/api/admin/users');
  expect(answer.status()).toBe(403);
  await screenshotsAtBothSizes(page, 'admin-not-for-your-account');
  await page.goto('/panels');
  await expect(page.getByRole('heading', { name: 'This account has no panel' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveText(PANEL_ROLES);
  await screenshotsAtBothSizes(page, 'panels-none');
});

test('a visitor at a panel is told how to get in', async ({ page }) => {
  await page.goto('/trainer-panel');
  await expect(page.getByRole('heading', { name: 'Partner sign-in required' })).toBeVisible();
  await page.getByRole('link', { name: 'Partner sign-in' }).first().click();
  await expect(page).toHaveURL(/\/partner-login$/);
  await page.goto('/panel-access');
  await expect(page.getByRole('link', { name: 'Become a partner' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveText(PANEL_ROLES);
  await screenshotsAtBothSizes(page, 'panel-access');
});
