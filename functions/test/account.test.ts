// The account lifecycle over real HTTP on DynamoDB Local, with the mail the local runtime catches:
// forgot and reset the password (single use, expiry, only a hash stored, the same answer for any
// address, throttled), email verification and its gates, changing the email, the devices list and
// signing out, "download my data" (the member's and nobody else's) and deleting the account (no
// item left with the member's email or name; the ledger stays, anonymous).
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { confirmFromMail, lastMail, mailTo, tokenOf } from './account-helpers';
import { MONDAY, moodBody } from './coach-helpers';
import { ticketBody } from './forms-helpers';
import { book, buyCoins, checkInNow, type Json, setClock, slotAt } from './gym-helpers';
import { Client, send, signUp, startTestStack, uniqueEmail } from './helpers';
import { applicationBody, makeAdmin } from './partner-helpers';
import { bookBody, type Partner, partnerProfessional, rules } from './pro-helpers';
import { socialScenario, startConversation, uploadPostPhoto } from './social-helpers';

let stack: LocalStack;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

/** Every item of the test's table, as JSON text each (the stack runs in this process). */
async function tableItems(): Promise<string[]> {
  const { documentClient, TABLE } = await import('../src/dynamo/client');
  const items: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(new ScanCommand({ TableName: TABLE, ExclusiveStartKey: startKey }));
    items.push(
      ...(page.Items ?? []).map((item) =>
        JSON.stringify(item, (_, value) => (typeof value === 'bigint' ? String(value) : value instanceof Set ? [...value] : value)),
      ),
    );
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** The files (not folders) under a folder of the local upload storage. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function forgot(email: string, ip = '203.0.113.10', language?: string) {
  return new Client(stack.url, { 'x-forwarded-for': ip }).post('/api/auth/forgot-password', { email, ...(language ? { language } : {}) });
}

describe('forgot password answers the same, in the same time, for any address', () => {
  it('answers before anything depends on the address: one queued job for a known and an unknown one alike, the mail sent after', async () => {
    const resetMail = await import('../src/account/reset-mail');
    const jobs: Parameters<typeof resetMail.sendResetMail>[0][] = [];
    resetMail.installResetMailQueue(async (job) => {
      jobs.push(job);
    });
    try {
      const member = await signUp(stack.url);
      const stranger = uniqueEmail('nobody');
      const [known, unknown] = await Promise.all([forgot(member.email, '203.0.113.50'), forgot(stranger, '203.0.113.51')]);
      expect([known.status, known.json]).toEqual([202, { sent: true }]);
      expect([unknown.status, unknown.json]).toEqual([202, { sent: true }]);
      // Both answered; the same work queued for each; no mail has gone yet.
      expect(jobs.map((job) => job.email).sort()).toEqual([member.email, stranger].sort());
      expect((await mailTo(stack.url, member.email)).filter((mail) => mail.kind === 'reset-password')).toEqual([]);
      for (const job of jobs) await resetMail.sendResetMail(job);
      expect(tokenOf(await lastMail(stack.url, member.email, 'reset-password'))).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await mailTo(stack.url, stranger)).toEqual([]);
    } finally {
      resetMail.installResetMailQueue(resetMail.inProcessResetMailQueue);
    }
  });
});

describe('one password policy for sign-up, change and reset', () => {
  it.each(['12345678', 'password', 'aaaaaaaaaa'])('refuses %s as a new password, changing nothing', async (weak) => {
    const member = await signUp(stack.url);
    const changed = await member.client.post('/api/auth/change-password', { currentPassword: member.password, newPassword: weak });
    expect(changed.status).toBe(400);
    expect(changed.json).toMatchObject({ code: 'password_too_easy', field: 'newPassword' });
    await forgot(member.email, '203.0.113.40');
    const token = tokenOf(await lastMail(stack.url, member.email, 'reset-password'));
    const reset = await send(stack.url, '/api/auth/reset-password', { method: 'POST', body: { token, newPassword: weak } });
    expect(reset.status).toBe(400);
    expect(reset.json).toMatchObject({ code: 'password_too_easy', field: 'newPassword' });
    const signup = await send(stack.url, '/api/auth/signup', { body: { email: uniqueEmail(), password: weak, name: 'Weak' } });
    expect(signup.json).toMatchObject({ code: 'password_too_easy', field: 'password' });
    // The old password still signs in, and the link still works for a good one.
    expect((await member.client.get('/api/auth/me')).status).toBe(200);
    const good = await send(stack.url, '/api/auth/reset-password', {
      method: 'POST',
      body: { token, newPassword: 'a much better passphrase' },
    });
    expect(good.status, good.text).toBe(200);
  });
});

describe('forgot and reset password', () => {
  it('answers the same whether or not the email has an account, and mails only a real one', async () => {
    const member = await signUp(stack.url, 'Forgetful Fran');
    const unknown = uniqueEmail('nobody');
    const [real, fake] = [await forgot(member.email, '203.0.113.11'), await forgot(unknown, '203.0.113.11')];
    expect(real.status).toBe(202);
    expect(fake.status).toBe(real.status);
    expect(fake.text).toBe(real.text);
    expect(JSON.parse(real.text)).toEqual({ sent: true });
    expect(await mailTo(stack.url, unknown)).toEqual([]);
    const mail = await lastMail(stack.url, member.email, 'reset-password');
    expect(mail.subject).toBe('Reset your FitChoice password');
    expect(mail.text).toContain('Forgetful Fran');
    expect(mail.html).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=/);
  });

  it('resets once with the link, ends every session, and stores only the hash of the link’s secret', async () => {
    const member = await signUp(stack.url);
    const laptop = new Client(stack.url);
    await laptop.post('/api/auth/login', { email: member.email, password: member.password });
    await forgot(member.email, '203.0.113.12');
    const token = tokenOf(await lastMail(stack.url, member.email, 'reset-password'));

    const items = await tableItems();
    expect(items.some((item) => item.includes(token))).toBe(false);
    const { tokenHash } = await import('../src/mail/tokens');
    expect(items.some((item) => item.includes(`TOKEN#${tokenHash(token)}`))).toBe(true);

    const reset = await send(stack.url, '/api/auth/reset-password', {
      method: 'POST',
      body: { token, newPassword: 'a brand new password' },
    });
    expect(reset.status, reset.text).toBe(200);
    expect((await member.client.get('/api/auth/me')).status).toBe(401);
    expect((await laptop.get('/api/auth/me')).status).toBe(401);
    const again = await send(stack.url, '/api/auth/reset-password', {
      method: 'POST',
      body: { token, newPassword: 'another new password' },
    });
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ code: 'link_invalid', field: 'token' });
    expect((await new Client(stack.url).post('/api/auth/login', { email: member.email, password: member.password })).status).toBe(401);
    const login = await new Client(stack.url).post('/api/auth/login', { email: member.email, password: 'a brand new password' });
    expect(login.status).toBe(200);
    // Opening the mailed link proved the address.
    expect(login.json.user.emailVerified).toBe(true);
  });

  it('refuses a link after 30 minutes, and a reset link used as a confirmation link', async () => {
    const member = await signUp(stack.url);
    await forgot(member.email, '203.0.113.13');
    const token = tokenOf(await lastMail(stack.url, member.email, 'reset-password'));
    expect((await send(stack.url, '/api/account/verify-email', { method: 'POST', body: { token } })).status).toBe(400);
    await setClock(stack.url, new Date(Date.now() + 31 * 60 * 1000).toISOString());
    try {
      const late = await send(stack.url, '/api/auth/reset-password', { method: 'POST', body: { token, newPassword: 'too late password' } });
      expect(late.status).toBe(400);
      expect(late.json.code).toBe('link_invalid');
    } finally {
      await setClock(stack.url, null);
    }
    expect((await new Client(stack.url).post('/api/auth/login', { email: member.email, password: member.password })).status).toBe(200);
  });

  it('throttles per address (known or not) and per network', async () => {
    const unknown = uniqueEmail('ghost');
    for (let i = 0; i < 3; i++) expect((await forgot(unknown, `203.0.113.${20 + i}`)).status).toBe(202);
    const fourth = await forgot(unknown, '203.0.113.30');
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    const ip = '198.51.100.200';
    for (let i = 0; i < 20; i++) expect((await forgot(uniqueEmail('spray'), ip)).status).toBe(202);
    expect((await forgot(uniqueEmail('spray'), ip)).status).toBe(429);
  });

  it('writes the mail in the language the member chose', async () => {
    const client = new Client(stack.url);
    const email = uniqueEmail('es');
    expect((await client.post('/api/auth/signup', { email, password: 'contraseña segura', name: 'Lucía', language: 'es' })).status).toBe(
      201,
    );
    expect((await lastMail(stack.url, email, 'verify-email')).subject).toBe('Confirma tu correo para FitChoice');
    await forgot(email, '203.0.113.40', 'fr');
    const reset = await lastMail(stack.url, email, 'reset-password');
    expect(reset.subject).toBe('Réinitialisez votre mot de passe FitChoice');
    expect(reset.text).toContain('Bonjour Lucía');
  });
});

describe('email verification', () => {
  it('is asked for at sign-up, done once by the link, and gates applying as a partner', async () => {
    const member = await signUp(stack.url, 'Vera Verify');
    expect((await member.client.get('/api/auth/me')).json.emailVerified).toBe(false);
    const body = applicationBody('trainer', { email: member.email });
    const refused = await member.client.post('/api/partners/applications', body);
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('email_not_verified');

    const mail = await lastMail(stack.url, member.email, 'verify-email');
    const opened = await send(stack.url, '/api/account/verify-email', { method: 'POST', body: { token: tokenOf(mail) } });
    expect(opened.json).toEqual({ confirmed: 'email', email: member.email });
    expect((await member.client.get('/api/auth/me')).json.emailVerified).toBe(true);
    expect((await send(stack.url, '/api/account/verify-email', { method: 'POST', body: { token: tokenOf(mail) } })).status).toBe(400);

    const filed = await member.client.post('/api/partners/applications', body);
    expect(filed.status, filed.text).toBe(201);
    const admin = (await makeAdmin(stack.url)).client;
    // Applied from the verified account with its own email: nothing more to confirm.
    expect((await admin.get(`/api/admin/partner-applications/${filed.json.application.id}`)).json.application.emailVerified).toBe(true);
    expect((await mailTo(stack.url, member.email)).filter((m) => m.kind === 'confirm-application')).toEqual([]);
  });

  it('resends the link with a one-minute cooldown, and not once verified', async () => {
    const member = await signUp(stack.url);
    const first = await member.client.post('/api/account/verification', {});
    expect(first.status).toBe(202);
    expect(first.json).toEqual({ sent: true, email: member.email });
    const second = await member.client.post('/api/account/verification', {});
    expect(second.status).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(60);
    await confirmFromMail(stack.url, member.email);
    expect((await member.client.post('/api/account/verification', {})).json.code).toBe('already_verified');
  });

  it('changes the email only when the new address opens its link', async () => {
    const member = await signUp(stack.url);
    const newEmail = uniqueEmail('moved');
    expect((await member.client.post('/api/account/email', { newEmail, password: 'wrong one' })).json.field).toBe('password');
    const asked = await member.client.post('/api/account/email', { newEmail, password: member.password });
    expect(asked.status, asked.text).toBe(202);
    expect((await member.client.get('/api/auth/me')).json).toMatchObject({ email: member.email, pendingEmail: newEmail });
    const confirmed = await confirmFromMail(stack.url, newEmail, 'change-email');
    expect(confirmed.json).toEqual({ confirmed: 'new_email', email: newEmail });
    expect((await member.client.get('/api/auth/me')).json).toMatchObject({ email: newEmail, pendingEmail: null, emailVerified: true });
    expect((await new Client(stack.url).post('/api/auth/login', { email: newEmail, password: member.password })).status).toBe(200);
    expect((await new Client(stack.url).post('/api/auth/login', { email: member.email, password: member.password })).status).toBe(401);
  });

  it('refuses a new email that another account took before the link was opened', async () => {
    const member = await signUp(stack.url);
    const wanted = uniqueEmail('contested');
    await member.client.post('/api/account/email', { newEmail: wanted, password: member.password });
    expect((await new Client(stack.url).post('/api/auth/signup', { email: wanted, password: 'someone else', name: 'Other' })).status).toBe(
      201,
    );
    const mail = await lastMail(stack.url, wanted, 'change-email');
    const opened = await send(stack.url, '/api/account/verify-email', { method: 'POST', body: { token: tokenOf(mail) } });
    expect(opened.status).toBe(409);
    expect(opened.json.code).toBe('email_taken');
    expect((await member.client.get('/api/auth/me')).json.email).toBe(member.email);
  });
});

describe('signed-in devices', () => {
  const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

  it('lists each session with its device, and signs out one or everywhere', async () => {
    const member = await signUp(stack.url);
    const phone = new Client(stack.url, { 'user-agent': ANDROID });
    const tablet = new Client(stack.url, { 'user-agent': IPHONE });
    for (const client of [phone, tablet]) await client.post('/api/auth/login', { email: member.email, password: member.password });
    const list = await phone.get('/api/account/sessions');
    expect(list.status, list.text).toBe(200);
    expect(list.json.sessions).toHaveLength(3);
    expect(list.json.sessions.filter((session: Json) => session.current)).toEqual([
      expect.objectContaining({ device: 'Chrome on Android' }),
    ]);
    const ipad = list.json.sessions.find((session: Json) => session.device === 'Safari on iOS');
    expect(ipad).toMatchObject({ place: null, current: false });

    expect((await phone.post(`/api/account/sessions/${ipad.id}/revoke`)).json).toEqual({ signedOut: 1 });
    expect((await tablet.get('/api/auth/me')).status).toBe(401);
    expect((await phone.get('/api/auth/me')).status).toBe(200);
    expect((await phone.post(`/api/account/sessions/${ipad.id}/revoke`)).status).toBe(404);

    const everywhere = await phone.post('/api/account/sessions/revoke-all');
    expect(everywhere.json).toEqual({ signedOut: 2 });
    expect(everywhere.setCookies.some((cookie) => /^sid=;/.test(cookie))).toBe(true);
    expect((await member.client.get('/api/auth/me')).status).toBe(401);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
  });
});

describe('download my data and delete my account', () => {
  const GYM = 'gym-ca-003';

  /**
   * A member with a booking, a check-in, a review, SweatCoins, two devices, a workout, a support
   * ticket answered by staff, and a session with a professional, completed and reviewed.
   */
  async function activeMember(name: string, sessionHour: string) {
    const member = await signUp(stack.url, name);
    await confirmFromMail(stack.url, member.email);
    await buyCoins(member.client);
    await setClock(stack.url, '2026-05-03T00:00:00Z');
    const slot = await slotAt(member.client, GYM, '2026-05-05', '09:00');
    const booking = await book(member.client, GYM, slot.start, 'sweatcoins');
    await setClock(stack.url, slot.start);
    await checkInNow(stack.url, member.client, booking);
    await setClock(stack.url, '2026-05-03T08:00:00Z');
    const session = await member.client.post(
      '/api/professional-bookings',
      bookBody(coach.professionalId, `2026-05-04T${sessionHour}:00:00.000Z`, 30, { notes: `${name} wants to run a 10k` }),
    );
    expect(session.status, session.text).toBe(201);
    await setClock(stack.url, `2026-05-04T${sessionHour}:40:00Z`);
    const completed = await coach.client.post(`/api/panel/trainer/sessions/${session.json.booking.id}/complete`);
    expect(completed.status, completed.text).toBe(200);
    await setClock(stack.url, null);
    const coachReview = await member.client.post(`/api/professionals/${coach.professionalId}/reviews`, {
      stars: 5,
      text: `${name} ran the 10k`,
    });
    expect(coachReview.status, coachReview.text).toBe(201);
    const review = await member.client.post(`/api/gyms/${GYM}/reviews`, { stars: 4, text: `${name} liked the squat racks` });
    expect(review.status, review.text).toBe(201);
    const workout = await member.client.post('/api/workouts/sessions', {
      sessionId: randomUUID(),
      programId: 'sprinter-legs',
      mode: 'guided',
      finishedAt: new Date().toISOString(),
      activeSeconds: 600,
      completedIntervals: 15,
    });
    expect(workout.status, workout.text).toBe(201);
    const ticket = await member.client.post('/api/support/tickets', ticketBody({ name, email: member.email }));
    expect(ticket.status, ticket.text).toBe(201);
    const reply = await staff.post(`/api/admin/support/tickets/${ticket.json.ticket.id}/replies`, { message: `Hello ${name}` });
    expect(reply.status, reply.text).toBe(201);
    const laptop = new Client(stack.url);
    await laptop.post('/api/auth/login', { email: member.email, password: member.password });
    return {
      ...member,
      name,
      laptop,
      bookingId: booking.id as string,
      reviewId: review.json.review.id as string,
      sessionId: session.json.booking.id as string,
      ticketId: ticket.json.ticket.id as string,
    };
  }

  let coach: Partner;
  let staff: Client;
  let alice: Awaited<ReturnType<typeof activeMember>>;
  let bruno: Awaited<ReturnType<typeof activeMember>>;
  beforeAll(async () => {
    const tag = Date.now();
    staff = (await makeAdmin(stack.url)).client;
    coach = await partnerProfessional(stack.url, 'trainer', rules(), `Coach Carter ${tag}`);
    alice = await activeMember(`Alice Quarkwright ${tag}`, '10');
    bruno = await activeMember(`Bruno Zephyrine ${tag}`, '11');
    // Bruno reports Alice's review: her name is in the moderation case until she leaves.
    expect((await bruno.client.post(`/api/reviews/${alice.reviewId}/report`, { reason: 'other' })).status).toBe(200);
  }, 120_000);

  it("exports the member's profile, bookings, check-ins, ledger, activity, reviews, workouts, tickets and sessions with professionals, and nobody else's", async () => {
    const answer = await alice.client.get('/api/account/export');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/attachment; filename="fitchoice-data.json"/);
    const { data } = answer.json;
    expect(answer.json.format).toBe('fitchoice-export-1');
    expect(data.profile).toMatchObject({ id: alice.userId, email: alice.email, name: alice.name, emailVerified: true });
    expect(data.bookings).toEqual([
      expect.objectContaining({ id: alice.bookingId, gymId: GYM, status: 'attended', payWith: 'sweatcoins' }),
    ]);
    expect(data.checkins).toEqual([expect.objectContaining({ bookingId: alice.bookingId })]);
    expect(data.ledger.map((entry: Json) => entry.kind).sort()).toEqual(['booking', 'pro_booking', 'purchase']);
    expect(data.activity.map((entry: Json) => entry.kind)).toEqual(expect.arrayContaining(['checkin', 'review']));
    expect(data.reviews).toEqual([expect.objectContaining({ id: alice.reviewId, stars: 4 })]);
    expect(data.sessions).toHaveLength(2);
    expect(data.workouts).toEqual([expect.objectContaining({ programId: 'sprinter-legs', mode: 'guided', activeSeconds: 600 })]);
    expect(data.supportTickets).toEqual([
      expect.objectContaining({ id: alice.ticketId, email: alice.email, replies: [expect.objectContaining({ from: 'staff' })] }),
    ]);
    expect(data.professionalSessions).toEqual([
      expect.objectContaining({ id: alice.sessionId, professionalId: coach.professionalId, status: 'completed' }),
    ]);
    expect(data.professionalReviews).toEqual([expect.objectContaining({ professionalId: coach.professionalId, stars: 5 })]);
    expect(data.avatar).toEqual({ avatar: null, boughtParts: [] });
    expect(answer.text).not.toContain(bruno.email);
    expect(answer.text).not.toContain(bruno.name);
    expect(answer.text).not.toContain(bruno.userId);
    expect(answer.text).not.toContain(bruno.bookingId);
    expect(answer.text).not.toContain(bruno.sessionId);
    expect(answer.text).not.toContain(bruno.ticketId);
    expect((await new Client(stack.url).get('/api/account/export')).status).toBe(401);
  });

  it('needs the password, then ends every session and leaves no item with the email or name; the ledger stays', async () => {
    const wrong = await alice.client.post('/api/account/delete', { password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.field).toBe('password');
    expect((await alice.client.get('/api/auth/me')).status).toBe(200);

    const ratingBefore = (await new Client(stack.url).get(`/api/gyms/${GYM}/reviews?limit=1`)).json.rating;
    const coachBefore = (await send(stack.url, `/api/professionals/${coach.professionalId}`)).json;
    const deleted = await alice.client.post('/api/account/delete', { password: alice.password });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.json).toEqual({ deleted: true });
    expect(alice.client.sid).toBeUndefined();
    expect((await alice.laptop.get('/api/auth/me')).status).toBe(401);

    // Read before anyone tries her email again (a failed login counts against the address typed).
    const items = await tableItems();
    const personal = items.filter((item) => item.includes(alice.email) || item.includes(alice.name));
    expect(personal).toEqual([]);
    // The ledger's entries stay, anonymous, and still add up to the balance kept on the tombstone.
    const ledger = items.filter((item) => item.includes(`"PK":"USER#${alice.userId}"`) && item.includes('"SK":"LEDGER#'));
    expect(ledger).toHaveLength(3);
    const tombstone = JSON.parse(items.find((item) => item.includes(`"PK":"USER#${alice.userId}"`) && item.includes('"SK":"PROFILE"'))!);
    expect(tombstone).toMatchObject({ name: 'Deleted member', roles: [], deletedAt: expect.any(String) });
    expect(tombstone.email).toBeUndefined();
    expect(tombstone.passwordHash).toBeUndefined();
    // Her review (her own words) is gone, and the gym's rating no longer counts it.
    const gymReviews = (await new Client(stack.url).get(`/api/gyms/${GYM}/reviews?limit=50`)).json;
    expect(gymReviews.reviews.map((review: Json) => review.id)).not.toContain(alice.reviewId);
    expect(gymReviews.reviews.map((review: Json) => review.id)).toContain(bruno.reviewId);
    expect(gymReviews.rating.count).toBe(ratingBefore.count - 1);
    // Her review of the coach goes too, with its stars; the session stays in the coach's schedule, naming no one.
    const coachAfter = (await send(stack.url, `/api/professionals/${coach.professionalId}`)).json;
    expect(coachAfter.rating.count).toBe(coachBefore.rating.count - 1);
    expect(coachAfter.reviews).toEqual([expect.objectContaining({ stars: 5 })]);
    const schedule = (await coach.client.get('/api/panel/trainer/sessions?scope=past')).json.sessions;
    expect(schedule.find((s: Json) => s.id === alice.sessionId)).toMatchObject({ memberName: 'Former member', notes: '' });
    expect(schedule.find((s: Json) => s.id === bruno.sessionId)).toMatchObject({ memberName: bruno.name });
    // Her ticket is gone; Bruno's is still in the queue.
    const queue = (await staff.get('/api/admin/support/tickets?status=answered')).json.tickets.map((t: Json) => t.id);
    expect(queue).not.toContain(alice.ticketId);
    expect(queue).toContain(bruno.ticketId);
    expect((await new Client(stack.url).post('/api/auth/login', { email: alice.email, password: alice.password })).status).toBe(401);

    const entry = (await staff.get('/api/admin/audit?limit=100')).json.entries.find(
      (e: Json) => e.action === 'account.deleted' && e.targetId === alice.userId,
    );
    expect(entry).toMatchObject({ actorId: null, targetType: 'user', requestId: deleted.headers['x-request-id'] });
    expect(JSON.stringify(entry)).not.toContain(alice.email);

    // Bruno is untouched.
    expect((await bruno.client.get('/api/auth/me')).json.email).toBe(bruno.email);
    expect(items.some((item) => item.includes(bruno.email))).toBe(true);
  });
});

describe('deleting an account with friends, posts, chats, a fit match and moods', () => {
  const fitProfile = {
    goals: ['strength'],
    level: 'intermediate',
    region: 'GB',
    gymIds: ['gb-001'],
    times: ['morning'],
    lookingFor: ['spotter'],
  };

  it("exports the member's social data and moods, then leaves the name nowhere: the others keep their chat with a former member", async () => {
    const tag = Date.now();
    const s = await socialScenario(stack.url, {
      members: [`Sofia Vantablack ${tag}`, `Carla ${tag}`, `Dora ${tag}`, `Finn ${tag}`],
      friends: [[`Sofia Vantablack ${tag}`, `Carla ${tag}`]],
      blocks: [[`Dora ${tag}`, `Sofia Vantablack ${tag}`]],
    });
    const sofia = s[`Sofia Vantablack ${tag}`]!;
    const carla = s[`Carla ${tag}`]!;
    const finn = s[`Finn ${tag}`]!;
    expect((await finn.client.post('/api/friends/requests', { userId: sofia.userId })).status).toBe(201);
    const post = await sofia.client.post('/api/posts', {
      clientId: randomUUID(),
      text: `${sofia.name} lifted 100 kg`,
      visibility: 'public',
      photo: { id: await uploadPostPhoto(sofia), alt: `${sofia.name} at the rack` },
    });
    expect(post.status, post.text).toBe(201);
    const postId = post.json.post.id;
    const { url: photoUrl, thumbUrl } = post.json.post.photo;
    expect((await send(stack.url, photoUrl)).status).toBe(200);
    // A post she deleted herself leaves a tombstone that no longer names her.
    const regret = await sofia.client.post('/api/posts', {
      clientId: randomUUID(),
      text: `${sofia.name} skipped legs`,
      visibility: 'friends',
    });
    expect((await sofia.client.call(`/api/posts/${regret.json.post.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await carla.client.post(`/api/posts/${postId}/kudos`)).status).toBe(200);
    expect((await carla.client.post(`/api/posts/${postId}/comments`, { clientId: uuidv7(), text: 'Strong!' })).status).toBe(201);
    // On Carla's post: Sofia's kudos and comment (reported by Finn, so the moderation queue quotes it), beside Carla's own.
    const carlasPost = await carla.client.post('/api/posts', { clientId: randomUUID(), text: 'Deadlift day', visibility: 'public' });
    const carlasPostId = carlasPost.json.post.id;
    expect((await sofia.client.post(`/api/posts/${carlasPostId}/kudos`)).status).toBe(200);
    expect((await carla.client.post(`/api/posts/${carlasPostId}/kudos`)).status).toBe(200);
    const sofiasComment = await sofia.client.post(`/api/posts/${carlasPostId}/comments`, {
      clientId: uuidv7(),
      text: `Nice pull, ${carla.name}! — ${sofia.name}`,
    });
    expect(sofiasComment.status, sofiasComment.text).toBe(201);
    const carlasComment = await carla.client.post(`/api/posts/${carlasPostId}/comments`, { clientId: uuidv7(), text: 'Thanks!' });
    expect(carlasComment.status).toBe(201);
    // Sofia reports Carla's post (as Finn does) and her comment: the queue counts them, then forgets who filed hers.
    for (const [member, path, details] of [
      [sofia, `/api/posts/${carlasPostId}/report`, `${sofia.name} finds this off-topic`],
      [finn, `/api/posts/${carlasPostId}/report`, undefined],
      [sofia, `/api/posts/${carlasPostId}/comments/${carlasComment.json.comment.id}/report`, undefined],
    ] as const) {
      const filed = await member.client.post(path, { reason: 'spam', ...(details ? { details } : {}) });
      expect(filed.status, filed.text).toBe(200);
    }
    const reported = await finn.client.post(`/api/posts/${carlasPostId}/comments/${sofiasComment.json.comment.id}/report`, {
      reason: 'spam',
    });
    expect(reported.status, reported.text).toBe(200);
    const conversationId = await startConversation(sofia, [carla]);
    for (const [member, text] of [
      [sofia, 'See you at the rack'],
      [carla, 'Bring chalk'],
    ] as const) {
      const sent = await member.client.post(`/api/conversations/${conversationId}/messages`, { clientId: uuidv7(), text });
      expect(sent.status, sent.text).toBe(201);
    }
    for (const member of [sofia, carla]) {
      expect((await member.client.call('/api/fit-match/profile', { method: 'PUT', body: fitProfile })).status).toBe(200);
    }
    expect((await sofia.client.post(`/api/fit-match/${carla.userId}/like`)).status).toBe(200);
    expect((await carla.client.post(`/api/fit-match/${sofia.userId}/like`)).json.matched).toBe(true);

    const mood = await sofia.client.call(`/api/mood/entries/${randomUUID()}`, {
      method: 'PUT',
      body: moodBody(MONDAY, { mood: 5, note: `${sofia.name} slept well` }),
    });
    expect(mood.status, mood.text).toBe(200);

    const archive = (await sofia.client.get('/api/account/export')).json.data;
    expect(archive.moods).toEqual([expect.objectContaining({ mood: 5, date: MONDAY })]);
    expect(archive.friends.friends).toEqual([expect.objectContaining({ id: carla.userId })]);
    expect(archive.friends.incoming).toEqual([expect.objectContaining({ from: expect.objectContaining({ id: finn.userId }) })]);
    expect(archive.posts).toEqual([expect.objectContaining({ id: postId, visibility: 'public' })]);
    expect(archive.reactions.comments).toEqual([
      expect.objectContaining({ postId: carlasPostId, id: sofiasComment.json.comment.id, text: sofiasComment.json.comment.text }),
    ]);
    expect(archive.reactions.kudos.map((kudos: Json) => kudos.postId)).toEqual([carlasPostId]);
    expect(archive.reports).toEqual([
      expect.objectContaining({ postId: carlasPostId, reason: 'spam', details: `${sofia.name} finds this off-topic` }),
      expect.objectContaining({ postId: carlasPostId, reason: 'spam', details: null }),
    ]);
    const admin = await makeAdmin(stack.url);
    const queueOf = async () =>
      Object.fromEntries(
        ((await admin.client.get('/api/admin/moderation')).json.items as Json[])
          .filter((item) => item.postId === carlasPostId && item.author.id === carla.userId)
          .map((item) => [item.targetKind, { reports: item.reports, reasons: item.reasons }]),
      );
    const queued = await queueOf();
    const chat = archive.conversations.find((conversation: Json) => conversation.id === conversationId);
    expect(chat.messages.map((message: Json) => message.text)).toEqual(['See you at the rack']);
    expect(archive.fitMatch.matches).toEqual([expect.objectContaining({ userId: carla.userId })]);

    const deleted = await sofia.client.post('/api/account/delete', { password: 'correct horse battery' });
    expect(deleted.status, deleted.text).toBe(200);

    const items = await tableItems();
    expect(items.filter((item) => item.includes(sofia.email) || item.includes(sofia.name))).toEqual([]);
    expect(items.filter((item) => item.includes('"PK":"MOOD#') && item.includes(sofia.userId))).toEqual([]);
    // Carla keeps the chat, with Sofia as a former member; everything else between them is gone.
    const messages = (await carla.client.get(`/api/conversations/${conversationId}/messages`)).json.messages;
    expect(messages.map((message: Json) => [message.senderName, message.text])).toEqual([
      ['Former member', 'See you at the rack'],
      [carla.name, 'Bring chalk'],
    ]);
    expect((await carla.client.get('/api/friends')).json.friends).toEqual([]);
    expect((await carla.client.get('/api/fit-match/matches')).json.matches).toEqual([]);
    expect((await finn.client.get('/api/friends')).json.outgoing).toEqual([]);
    expect((await s[`Dora ${tag}`]!.client.get('/api/friends')).json.blocked).toEqual([]);
    expect((await carla.client.get(`/api/posts/${postId}/comments`)).status).toBe(404);
    expect(items.filter((item) => item.includes(`REACTED#${sofia.userId}`))).toEqual([]);
    // The reports she filed are gone; the queue keeps their count and reasons, and what was reported.
    expect(items.filter((item) => item.includes('"SK":"REPORT#') && item.includes(sofia.userId))).toEqual([]);
    expect(items.filter((item) => item.includes(`REPORTER#${sofia.userId}`))).toEqual([]);
    expect(items.filter((item) => item.includes('"SK":"REPORT#') && item.includes(finn.userId))).toHaveLength(1);
    expect(queued).toEqual({ post: { reports: 2, reasons: ['spam'] }, comment: { reports: 1, reasons: ['spam'] } });
    expect(await queueOf()).toEqual(queued);
    // Carla's post keeps her own kudos and comment, and counts only those.
    expect((await carla.client.get(`/api/posts/${carlasPostId}`)).json.post).toMatchObject({ kudosCount: 1, commentCount: 1 });
    const left = (await carla.client.get(`/api/posts/${carlasPostId}/comments`)).json.comments;
    expect(left.map((comment: Json) => comment.text)).toEqual(['Thanks!']);
    // Her photo's files are gone from the upload folder, not just unlinked.
    expect((await send(stack.url, photoUrl)).status).toBe(404);
    expect((await send(stack.url, thumbUrl)).status).toBe(404);
    expect(filesUnder(join(process.env.FILES_DIR!, 'uploads', 'posts', sofia.userId))).toEqual([]);
  });
});
