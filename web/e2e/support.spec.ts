// Help and support, enterprise leads and the admin panel in the browser: a visitor searches the
// help centre and opens a ticket (a reference number); a member sends an enterprise lead and a
// ticket; once made an admin, they see both in the admin panel and answer the ticket, and the
// answer shows in the member's help and support.
import { expect, test } from './fixtures';
import { freshAccount, screenshot, signUpThroughScreen } from './shell-helpers';

test('a visitor searches the help centre and opens a support ticket with a reference', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 2, name: 'Browse by topic' })).toBeVisible();
  await page.getByLabel('Search the help centre').fill('refund');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=refund/);
  await expect(page.getByRole('heading', { name: /articles? for “refund”/ })).toBeVisible();
  await page.getByRole('link', { name: 'How are refunds paid?' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'How are refunds paid?' })).toBeVisible();
  await expect(page.getByText(/Card payments go back to the card within 5 to 10 working days/)).toBeVisible();
  await screenshot(page, 'help-article');
  await page.getByLabel('Search the help centre').fill('helicopter');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'No article matches “helicopter”. Try other words, or contact us.' })).toBeVisible();

  await page.getByRole('link', { name: 'Contact support' }).click();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Enter your name.')).toBeVisible();
  await page.getByLabel('Your name').fill('Vera Visitor');
  await page.getByLabel('Email').fill('vera@example.com');
  await page.getByLabel('Topic').selectOption({ label: 'Check-in' });
  await page.getByLabel('Subject').fill('Code not accepted');
  await page.getByLabel('How can we help?').fill('The desk could not scan my code this morning.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(/Thanks! Your reference is FC-[0-9A-Z]{8}\./)).toBeVisible();
  await screenshot(page, 'contact');
});

test('a member sends an enterprise lead and a ticket, and an admin sees both and answers', async ({ page, baseURL }) => {
  const account = freshAccount('support');
  await signUpThroughScreen(page, account);

  await page.goto('/enterprise');
  await expect(page.getByRole('heading', { level: 2, name: 'Plans' })).toBeVisible();
  await expect(page.getByText('$4.50 per seat a month')).toBeVisible();
  await screenshot(page, 'enterprise');
  await page.getByRole('button', { name: 'Ask about Business' }).click();
  await page.getByRole('textbox', { name: 'Company' }).fill('Northwind Traders');
  await page.getByLabel('Company size').selectOption({ label: '250-999 people' });
  await page.getByLabel('What would you like to achieve?').fill('Wellness for 300 people in two offices.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Thank you! Our team will reach you within two working days.')).toBeVisible();

  await page.goto('/help-support');
  await expect(page.getByText('You have no tickets yet. A question? Send us a message.')).toBeVisible();
  await page.goto('/contact');
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await page.getByLabel('Topic').selectOption({ label: 'Wallet and purchases' });
  await page.getByLabel('Subject').fill('Coins missing');
  await page.getByLabel('How can we help?').fill('My purchase from yesterday is not in my balance.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(/Thanks! Your reference is FC-/)).toBeVisible();
  await page.goto('/help-support');
  const ticket = page.getByRole('article', { name: 'Coins missing' });
  await expect(ticket.getByText('Waiting for us')).toBeVisible();

  const roles = await page.request.post('/__test/roles', { data: { email: account.email, roles: ['member', 'admin'] } });
  expect(roles.ok()).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin-panel');
  const tickets = page.getByRole('region', { name: 'Support tickets' });
  await expect(tickets.getByRole('article', { name: 'Coins missing' })).toBeVisible();
  const leads = page.getByRole('region', { name: 'Enterprise leads' });
  await expect(leads.getByRole('heading', { name: 'Northwind Traders' })).toBeVisible();
  await expect(leads.getByText('Plan: Business')).toBeVisible();
  await screenshot(page, 'admin-panel');
  const mine = tickets.getByRole('article', { name: 'Coins missing' });
  await mine.getByLabel(`Your answer to ${account.name}`).fill('Found it: credited now. Sorry for the wait!');
  await mine.getByRole('button', { name: 'Send answer' }).click();
  await expect(tickets.getByRole('article', { name: 'Coins missing' })).toHaveCount(0);
  await tickets.getByText('Answered', { exact: true }).click();
  await expect(
    tickets.getByRole('article', { name: 'Coins missing' }).getByText('Found it: credited now.', { exact: false }),
  ).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/help-support');
  await expect(ticket.getByText('Answered')).toBeVisible();
  await expect(ticket.getByText('FitChoice support', { exact: false })).toBeVisible();
  await expect(ticket.getByText('Found it: credited now. Sorry for the wait!')).toBeVisible();
  await screenshot(page, 'help-support');
  expect(baseURL).toBeTruthy();
});
