// A trainer manages their clients' sessions in a real browser against the local runtime: the week
// calendar (1440 px: a time grid; 390 px: a list of days), a video link for one session, another
// moved and a third cancelled, each with a reason; the calendar feed opens without a cookie; the
// member sees on /bookings what changed, why, the refund, and the link to join.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freshAccount, screenshot } from './shell-helpers';

/** Signs the page's browser context up through the API (the panels' screens are what this test is about). */
async function signUp(page: Page, origin: string, name: string, label: string): Promise<string> {
  const account = freshAccount(label);
  const answer = await page.request.post('/api/auth/signup', {
    headers: { Origin: origin },
    data: { email: account.email, password: account.password, name },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return account.email;
}

async function hook(request: APIRequestContext, path: string, data: unknown): Promise<void> {
  const answer = await request.post(path, { data });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function call(page: Page, origin: string, method: 'PUT' | 'POST', path: string, data: unknown): Promise<unknown> {
  const answer = await page.request.fetch(path, { method, headers: { Origin: origin }, data });
  expect(answer.ok(), await answer.text()).toBe(true);
  return answer.json();
}

/** YYYY-MM-DD of an instant in a zone. */
const dateIn = (instant: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
const mondayOf = (date: string) => {
  const day = new Date(`${date}T12:00:00Z`);
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
};

test("a trainer's week: a video link, a session moved and one cancelled with reasons; the member sees each", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  const trainerName = `Tess Coach ${Date.now() % 100000}`;
  const memberName = `Mia Client ${Date.now() % 100000}`;

  const trainerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const trainer = await trainerContext.newPage();
  const trainerEmail = await signUp(trainer, origin, trainerName, 'coach');
  await hook(request, '/__test/roles', { email: trainerEmail, roles: ['member', 'trainer'] });
  await hook(request, '/__test/certified', { email: trainerEmail, kind: 'trainer' });
  const timeZone = await trainer.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const everyDay = [{ start: '06:00', end: '22:00' }];
  await call(trainer, origin, 'PUT', '/api/panel/trainer/availability', {
    timeZone,
    weekly: { mon: everyDay, tue: everyDay, wed: everyDay, thu: everyDay, fri: everyDay, sat: everyDay, sun: everyDay },
    overrides: [],
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    minimumNoticeMinutes: 0,
    bookingWindowDays: 30,
    sessionOptions: [{ lengthMinutes: 60, priceUsd: 30 }],
    dailyMax: 10,
    cancellationCutoffHours: 24,
  });
  const profile = (await call(trainer, origin, 'PUT', '/api/panel/trainer/profile', {
    name: trainerName,
    headline: 'Strength for busy people',
    bio: 'Ten years of coaching people with little time and big goals.',
    specialties: ['strength'],
    languages: ['en'],
    gymIds: [],
    video: true,
    published: true,
  })) as { profile: { id: string } };

  // The member books three video sessions tomorrow (300.00 SweatCoins each), at 09:00, 11:00 and 14:00 where the trainer is.
  const memberContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const member = await memberContext.newPage();
  const memberEmail = await signUp(member, origin, memberName, 'client');
  await call(member, origin, 'POST', '/api/web3/crypto-purchase', {
    walletAddress: '0x1234567890abcdef1234567890abcdef1234abcd',
    ethAmount: '0.01',
    sweatCoinsAmount: '1000.00',
    transactionHash: `demo-${Date.now()}${Math.floor(Math.random() * 1000)}`,
  });
  const tomorrow = dateIn(Date.now() + 86_400_000, timeZone);
  const free = await member.request.get(`/api/professionals/${profile.profile.id}/availability?from=${tomorrow}&to=${tomorrow}&length=60`);
  const { slots } = (await free.json()) as { slots: { start: string }[] };
  const at = (hour: string) => {
    const slot = slots.find(
      (s) => new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(new Date(s.start)) === hour,
    );
    expect(slot, `a ${hour} slot tomorrow`).toBeDefined();
    return slot!.start;
  };
  for (const hour of ['09:00', '11:00', '14:00']) {
    await call(member, origin, 'POST', '/api/professional-bookings', {
      professionalId: profile.profile.id,
      start: at(hour),
      lengthMinutes: 60,
      mode: 'video',
    });
  }

  // The trainer's week, at 1440 px: a time grid with the three sessions in tomorrow's column.
  await trainer.goto('/trainer-panel');
  await trainer.getByRole('tab', { name: 'Calendar' }).click();
  await expect(trainer.getByRole('heading', { name: /^Week of / })).toBeVisible();
  if (mondayOf(tomorrow) !== mondayOf(dateIn(Date.now(), timeZone))) await trainer.getByRole('button', { name: 'Next week' }).click();
  const entries = trainer.getByRole('button', { name: new RegExp(memberName) });
  await expect(entries).toHaveCount(3);
  await screenshot(trainer, 'trainer-calendar-1440');

  // A video link for the 09:00 session.
  await entries.nth(0).click();
  const picked = trainer.getByRole('list', { name: 'Selected session' });
  await picked.getByRole('button', { name: 'Add video link' }).click();
  await picked.getByLabel('Video link').fill('http://meet.example.com/tess');
  await picked.getByRole('button', { name: 'Save link' }).click();
  await expect(picked.getByText('Enter the meeting’s https:// link, up to 500 characters.')).toBeVisible();
  await picked.getByLabel('Video link').fill('https://meet.example.com/tess-mia');
  await picked.getByRole('button', { name: 'Save link' }).click();
  await expect(trainer.getByRole('status').filter({ hasText: 'Video link saved.' })).toBeVisible();
  await expect(picked.getByRole('link', { name: 'https://meet.example.com/tess-mia' })).toBeVisible();

  // The 11:00 session moved to another day, with a reason.
  await entries.nth(1).click();
  await picked.getByRole('button', { name: 'Move session' }).click();
  await picked.getByRole('group', { name: 'Day' }).getByRole('button').nth(2).click();
  await picked.getByRole('group', { name: 'Time' }).getByRole('button').first().click();
  await picked.getByLabel('Reason (your client reads it)').fill('A workshop came up that morning');
  await screenshot(trainer, 'trainer-move-session-1440');
  await picked.getByRole('button', { name: 'Move the session' }).click();
  await expect(trainer.getByRole('status').filter({ hasText: 'Session moved. Your client has been told.' })).toBeVisible();

  // The 14:00 session cancelled, with a reason: refunded in full. Found by its time: the moved one may have
  // left this week (a move from a Saturday to a Monday), and the calendar may not have redrawn it yet.
  const afternoon = trainer.getByRole('button', { name: new RegExp(`^2:00 PM ${memberName}`) });
  await afternoon.click();
  await picked.getByRole('button', { name: 'Cancel session' }).click();
  await expect(picked.getByText('They get their 300.00 SweatCoins back in full.')).toBeVisible();
  await picked.getByLabel('Reason (your client reads it)').fill('I am ill today');
  await picked.getByRole('button', { name: 'Cancel the session' }).click();
  await expect(trainer.getByRole('status').filter({ hasText: 'Session cancelled. Your client has been told.' })).toBeVisible();
  await expect(afternoon).toHaveCount(0);

  // The calendar feed: a secret address a calendar app reads without a cookie.
  await trainer.getByRole('button', { name: 'Make my calendar address' }).click();
  const address = await trainer.getByLabel('Your private calendar address').inputValue();
  expect(address).toMatch(/\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\/sessions\.ics$/);
  const feed = await request.get(new URL(address).pathname);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain(`SUMMARY:${memberName} (60 min)`);

  // The same week on a phone: a list of days.
  await trainer.setViewportSize({ width: 390, height: 844 });
  // The week's title just below the sticky header.
  await trainer
    .getByRole('heading', { name: /^Week of / })
    .evaluate((heading) => window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 120));
  await screenshot(trainer, 'trainer-calendar-390');

  // Which notices reach the trainer: reviews by push only.
  await trainer.getByRole('tab', { name: 'Notifications' }).click();
  const reviews = trainer.getByRole('group', { name: 'Reviews' });
  await expect(reviews.getByRole('checkbox', { name: 'Mail' })).toBeChecked();
  await reviews.getByRole('checkbox', { name: 'Mail' }).uncheck();
  await trainer.getByRole('button', { name: 'Save' }).click();
  await expect(trainer.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  const saved = (await (await trainer.request.get('/api/panel/notifications')).json()) as { settings: { review: { mail: boolean } } };
  expect(saved.settings.review).toEqual({ push: true, mail: false });
  await screenshot(trainer, 'trainer-notifications-390');

  // The member, on /bookings: the link to join, the move and the cancellation with their reasons.
  await member.goto('/bookings');
  const cards = member.getByRole('listitem').filter({ hasText: `60 min with ${trainerName}` });
  await expect(cards).toHaveCount(3);
  const withLink = cards.filter({ has: member.getByRole('link', { name: 'Join the video session' }) });
  await expect(withLink).toHaveCount(1);
  await expect(withLink.getByRole('link', { name: 'Join the video session' })).toHaveAttribute('href', 'https://meet.example.com/tess-mia');
  const moved = cards.filter({ hasText: 'A workshop came up that morning' });
  await expect(moved).toContainText(`${trainerName} moved this session from`);
  await expect(moved).toContainText('You can cancel it free of charge until it starts.');
  const cancelled = cards.filter({ hasText: 'I am ill today' });
  await expect(cancelled).toContainText(`${trainerName} cancelled this session: “I am ill today”.`);
  await expect(cancelled).toContainText('300.00 SweatCoins refunded');
  await moved.scrollIntoViewIfNeeded();
  await screenshot(member, 'member-session-moved-390');
  await cancelled.scrollIntoViewIfNeeded();
  await screenshot(member, 'member-session-cancelled-390');
  await member.setViewportSize({ width: 1440, height: 900 });
  await moved.scrollIntoViewIfNeeded();
  await screenshot(member, 'member-sessions-1440');

  // And by mail, in the member's language.
  const mail = (await (await request.get(`/__mail/messages.json?to=${encodeURIComponent(memberEmail)}`)).json()) as {
    messages: { subject: string }[];
  };
  expect(mail.messages.map((m) => m.subject)).toEqual(
    expect.arrayContaining([`${trainerName} cancelled your session`, `${trainerName} moved your session`]),
  );
  await trainerContext.close();
  await memberContext.close();
});
