// The gym's front desk over real HTTP on the local runtime and DynamoDB Local: the owner invites
// staff by mail (a one-time link chooses the password), the staff see the day's arrivals in the
// gym's zone, check members in and record what a member paid at the desk, and reach nothing else;
// the owner lists and revokes them (which signs them out). Payments count once however they race,
// and the analytics show them per currency, SweatCoins apart.
import { arrivalsResponseSchema } from '@fitchoice/shared/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { lastMail, tokenOf } from './account-helpers';
import { book, codeOf, type Json, setClock, slotAt } from './gym-helpers';
import { Client, signUp, startTestStack, uniqueEmail } from './helpers';
import { admin, DESK_PASSWORD, deskStaff, giveRoles, gymPartner, memberWithCoins } from './panel-helpers';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await setClock(stack.url, null);
  await stack?.stop();
});

const at = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();
const desk = (gymId: string) => `/api/panel/gym/${gymId}`;

/** The audit entries of an action about a target, newest first (read by an admin). */
async function auditOf(boss: Client, action: string, targetId: string): Promise<Json[]> {
  const answer = await boss.get(`/api/admin/audit?limit=100&action=${action}&target=${targetId}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.json.entries;
}

describe('staff accounts', () => {
  it('an owner invites someone by mail; the link chooses their password and opens the desk, and only the desk', async () => {
    const GYM = 'gym-gb-021';
    const OTHER = 'gym-gb-022';
    const owner = await gymPartner(stack.url, [GYM], 'Olga Owner');
    const email = uniqueEmail('desk');
    const invited = await owner.post(`${desk(GYM)}/staff`, { email, name: 'Dario Desk', language: 'es' });
    expect(invited.status, invited.text).toBe(201);
    expect(invited.json).toMatchObject({ member: { name: 'Dario Desk', email, status: 'invited' }, mailed: true });

    // The mail is in the language the owner chose, names the gym and the owner, and carries a one-time link.
    const mail = await lastMail(stack.url, email, 'staff-invited');
    const gymName = (await owner.get(desk(GYM))).json.profile.gym.name;
    expect(mail.subject).toBe(`Te invitan a la recepción de ${gymName}`);
    expect(mail.text).toContain('Olga Owner');
    expect(mail.text).toMatch(/\/panel\/welcome\?token=/);
    const staff = new Client(stack.url);
    const token = tokenOf(mail);
    const welcome = await staff.post('/api/auth/partner-welcome', { token, newPassword: DESK_PASSWORD });
    expect(welcome.status, welcome.text).toBe(200);
    expect(welcome.json.user.roles).toEqual(['front_desk']);
    expect((await new Client(stack.url).post('/api/auth/partner-welcome', { token, newPassword: 'another long password' })).status).toBe(
      400,
    );
    expect((await owner.get(`${desk(GYM)}/staff`)).json.staff).toMatchObject([{ name: 'Dario Desk', status: 'active' }]);

    // The desk: its gym, the arrivals and the code; nothing of the owner's, nothing of another gym.
    expect((await staff.get('/api/panel/gym')).json.gyms).toMatchObject([{ id: GYM, access: 'desk' }]);
    for (const path of [`${desk(GYM)}/arrivals`, `${desk(GYM)}/desk-code`]) expect((await staff.get(path)).status, path).toBe(200);
    for (const path of [
      desk(GYM),
      `${desk(GYM)}/earnings?from=2026-01-01&to=2026-01-31`,
      `${desk(GYM)}/reviews`,
      `${desk(GYM)}/staff`,
      `${desk(OTHER)}/arrivals`,
      '/api/analytics/summary?from=2026-01-01&to=2026-01-31',
      '/api/panel/me',
    ]) {
      expect((await staff.get(path)).status, path).toBe(403);
    }
    expect((await staff.post(`${desk(GYM)}/staff`, { email: uniqueEmail('x'), name: 'Sneaky' })).status).toBe(403);
    expect((await staff.post(`${desk(GYM)}/uploads`, { purpose: 'photo', contentType: 'image/png', size: 10 })).status).toBe(403);

    // The owner's invitation is in the audit log, naming the owner and the person.
    const boss = await admin(stack.url);
    const [entry] = await auditOf(boss, 'staff.invited', invited.json.member.userId);
    expect(entry).toMatchObject({
      actorName: 'Olga Owner',
      targetName: `Dario Desk (${gymName})`,
      requestId: invited.headers['x-request-id'],
    });
  });

  it('revoking ends the access and every session, at once, audited; the account signs in again to nothing', async () => {
    const GYM = 'gym-gb-023';
    const owner = await gymPartner(stack.url, [GYM], 'Rita Revoker');
    const { client: staff, userId, email } = await deskStaff(stack.url, owner, GYM, 'Gone Soon');
    const second = new Client(stack.url);
    expect((await second.post('/api/auth/login', { email, password: DESK_PASSWORD })).status).toBe(200);
    expect((await second.get(`${desk(GYM)}/arrivals`)).status).toBe(200);

    const revoked = await owner.call(`${desk(GYM)}/staff/${userId}`, { method: 'DELETE' });
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.json.signedOutSessions).toBe(2);
    for (const client of [staff, second]) expect((await client.get(`${desk(GYM)}/arrivals`)).status).toBe(401);
    expect((await owner.get(`${desk(GYM)}/staff`)).json.staff).toEqual([]);
    const again = new Client(stack.url);
    const login = await again.post('/api/auth/login', { email, password: DESK_PASSWORD });
    expect(login.json.user.roles).toEqual([]);
    expect((await again.get(`${desk(GYM)}/arrivals`)).status).toBe(403);
    expect((await owner.call(`${desk(GYM)}/staff/${userId}`, { method: 'DELETE' })).status).toBe(404);
    const boss = await admin(stack.url);
    expect((await auditOf(boss, 'staff.revoked', userId))[0]).toMatchObject({
      actorName: 'Rita Revoker',
      requestId: revoked.headers['x-request-id'],
    });
  });

  it('an existing account keeps its password and its own gym apart from the desk it works; nobody is invited twice', async () => {
    const GYM = 'gym-gb-024';
    const OWN = 'gym-gb-025';
    const owner = await gymPartner(stack.url, [GYM], 'Ben Boss');
    // Someone who runs another gym and now also works this desk.
    const existing = await signUp(stack.url, 'Pat Both');
    await giveRoles(stack.url, existing.email, ['member', 'gym_partner'], [OWN]);
    const invited = await owner.post(`${desk(GYM)}/staff`, { email: existing.email, name: 'Ignored Name' });
    expect(invited.status, invited.text).toBe(201);
    expect(invited.json.member).toMatchObject({ name: 'Pat Both', status: 'active' });
    expect((await lastMail(stack.url, existing.email, 'staff-added')).text).toContain('/partner-login');
    expect((await existing.client.get('/api/panel/gym')).json.gyms).toMatchObject([
      { id: OWN, access: 'owner' },
      { id: GYM, access: 'desk' },
    ]);
    // Working a desk opens no owner's route there, and running a gym no desk of another.
    expect((await existing.client.get(`${desk(GYM)}/arrivals`)).status).toBe(200);
    expect((await existing.client.get(`${desk(GYM)}/earnings?from=2026-01-01&to=2026-01-31`)).status).toBe(403);
    expect((await existing.client.get(`${desk(OWN)}/earnings?from=2026-01-01&to=2026-01-31`)).status).toBe(200);

    const twice = await owner.post(`${desk(GYM)}/staff`, { email: existing.email, name: 'Pat Both' });
    expect(twice.status).toBe(409);
    expect(twice.json.code).toBe('already_staff');
    const self = await signUp(stack.url, 'Self Owner');
    await giveRoles(stack.url, self.email, ['member', 'gym_partner'], [GYM]);
    expect((await owner.post(`${desk(GYM)}/staff`, { email: self.email, name: 'Self' })).json.code).toBe('already_staff');
    const suspended = await signUp(stack.url, 'Sus Pended');
    const boss = await admin(stack.url);
    expect((await boss.post(`/api/admin/users/${suspended.userId}/suspend`, { reason: 'Spam' })).status).toBe(200);
    const refused = await owner.post(`${desk(GYM)}/staff`, { email: suspended.email, name: 'Sus' });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('account_unavailable');
    for (const [body, field] of [
      [{ email: 'not an email', name: 'X' }, 'email'],
      [{ email: uniqueEmail('x'), name: '' }, 'name'],
      [{ email: uniqueEmail('x'), name: 'X', language: 'tlh' }, 'language'],
    ] as const) {
      const answer = await owner.post(`${desk(GYM)}/staff`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.field).toBe(field);
    }
    expect((await owner.get(`${desk(GYM)}/staff`)).json.staff.map((s: Json) => s.name)).toEqual(['Pat Both']);
  });

  it('makes one account when the same person is invited 20 times at once', async () => {
    const GYM = 'gym-gb-026';
    const owner = await gymPartner(stack.url, [GYM]);
    const email = uniqueEmail('burst');
    const answers = await Promise.all(Array.from({ length: 20 }, () => owner.post(`${desk(GYM)}/staff`, { email, name: 'Burst Desk' })));
    expect(answers.filter((a) => a.status !== 201).map((a) => a.text)).toEqual([]);
    expect(new Set(answers.map((a) => a.json.member.userId)).size).toBe(1);
    expect((await owner.get(`${desk(GYM)}/staff`)).json.staff).toHaveLength(1);
  });
});

describe('arrivals and payments at the desk', () => {
  // A New York gym: its day runs 04:00Z to 04:00Z the next day in June.
  const GYM = 'gym-us-006';

  it("lists today's arrivals in the gym's zone, by time, without cancellations, as they check in, pay and miss", async () => {
    await setClock(stack.url, '2026-06-02T02:00:00Z'); // 22:00 on June 1 in New York
    const owner = await gymPartner(stack.url, [GYM]);
    const { client: staff } = await deskStaff(stack.url, owner, GYM);
    const members = await Promise.all(['Ann Early', 'Bo Late', 'Cy Cancel'].map((name) => memberWithCoins(stack.url, name)));
    const [ann, bo, cy] = members.map((m) => m.client) as [Client, Client, Client];
    const later = await book(bo, GYM, (await slotAt(bo, GYM, '2026-06-02', '18:00')).start, 'card');
    const early = await book(ann, GYM, (await slotAt(ann, GYM, '2026-06-02', '07:00')).start, 'card');
    const cancelled = await book(cy, GYM, (await slotAt(cy, GYM, '2026-06-02', '09:00')).start, 'sweatcoins');
    expect((await cy.post(`/api/bookings/${cancelled.id}/cancel`)).status).toBe(200);
    await book(cy, GYM, (await slotAt(cy, GYM, '2026-06-03', '07:00')).start, 'sweatcoins');

    // 07:05 in New York, 11:05 UTC: today is June 2 there.
    await setClock(stack.url, '2026-06-02T11:05:00Z');
    const morning = arrivalsResponseSchema.parse((await staff.get(`${desk(GYM)}/arrivals`)).json);
    expect(morning).toMatchObject({ date: '2026-06-02', today: '2026-06-02', timeZone: 'America/New_York', closed: false });
    expect(morning.arrivals.map((a) => [a.localTime, a.memberName, a.status])).toEqual([
      ['07:00', 'Ann Early', 'booked'],
      ['18:00', 'Bo Late', 'booked'],
    ]);

    const checkin = await staff.post(`${desk(GYM)}/checkins`, { code: await codeOf(ann, early.id) });
    expect(checkin.status, checkin.text).toBe(200);
    expect(checkin.json).toMatchObject({ memberName: 'Ann Early', payWith: 'card', payment: null });
    const paid = await staff.post(`${desk(GYM)}/bookings/${early.id}/payment`, { amount: '23.5', currency: 'USD' });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.json.arrival.payment).toMatchObject({ amount: '23.50', currency: 'USD' });

    await setClock(stack.url, at(later.slotEnd, 5));
    expect((await staff.post(`${desk(GYM)}/bookings/${later.id}/no-show`)).status).toBe(200);
    const evening = (await staff.get(`${desk(GYM)}/arrivals?date=2026-06-02`)).json;
    expect(evening.arrivals).toMatchObject([
      { memberName: 'Ann Early', status: 'attended', payment: { amount: '23.50', currency: 'USD' }, noShowAt: null },
      { memberName: 'Bo Late', status: 'booked', payment: null },
    ]);
    expect(evening.arrivals[1].noShowAt).not.toBeNull();

    // Each desk write names the staff member in the audit log.
    // The owner's earnings say what the desk took, apart from the SweatCoins.
    const earnings = (await owner.get(`${desk(GYM)}/earnings?from=2026-06-02&to=2026-06-02`)).json;
    expect(earnings).toMatchObject({ total: { visits: 0 }, desk: [{ currency: 'USD', amount: '23.50', visits: 1 }] });
    const boss = await admin(stack.url);
    for (const action of ['booking.checked_in', 'booking.payment_recorded']) {
      expect(await auditOf(boss, action, early.id), action).toMatchObject([
        { actorName: 'Dee Desk', targetName: `Ann Early at ${early.gymName}` },
      ]);
    }
    expect(await auditOf(boss, 'booking.no_show_marked', later.id)).toMatchObject([{ actorName: 'Dee Desk' }]);
  });

  it('refuses a bad amount or currency, a visit paid in SweatCoins or cancelled, and changes nothing', async () => {
    await setClock(stack.url, '2026-06-01T12:00:00Z');
    const owner = await gymPartner(stack.url, [GYM]);
    const { client } = await memberWithCoins(stack.url, 'Val Validate');
    const card = await book(client, GYM, (await slotAt(client, GYM, '2026-06-04', '10:00')).start, 'card');
    const coins = await book(client, GYM, (await slotAt(client, GYM, '2026-06-04', '11:00')).start, 'sweatcoins');
    const path = (id: string) => `${desk(GYM)}/bookings/${id}/payment`;
    for (const [body, field] of [
      [{ amount: '12.505', currency: 'USD' }, 'amount'],
      [{ amount: '1.5', currency: 'JPY' }, 'amount'],
      [{ amount: '0', currency: 'USD' }, 'amount'],
      [{ amount: '-3', currency: 'USD' }, 'amount'],
      [{ amount: '1e3', currency: 'USD' }, 'amount'],
      [{ amount: '2000000', currency: 'USD' }, 'amount'],
      [{ amount: 12.5, currency: 'USD' }, 'amount'],
      [{ amount: '12.50', currency: 'XXX' }, 'currency'],
      [{ amount: '12.50', currency: 'usd' }, 'currency'],
      [{ amount: '12.50' }, 'currency'],
    ] as const) {
      const answer = await owner.post(path(card.id), body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.field, JSON.stringify(body)).toBe(field);
    }
    const sweat = await owner.post(path(coins.id), { amount: '10', currency: 'USD' });
    expect(sweat.status).toBe(409);
    expect(sweat.json.code).toBe('paid_in_sweatcoins');
    expect((await client.post(`/api/bookings/${card.id}/cancel`)).status).toBe(200);
    const gone = await owner.post(path(card.id), { amount: '10', currency: 'USD' });
    expect(gone.json.code).toBe('booking_cancelled');
    expect((await owner.post(path('not-a-booking'), { amount: '10', currency: 'USD' })).status).toBe(404);
    const elsewhere = await book(client, 'gym-us-021', (await slotAt(client, 'gym-us-021', '2026-06-04', '10:00')).start, 'card');
    expect((await owner.post(path(elsewhere.id), { amount: '10', currency: 'USD' })).status).toBe(404);
    const arrivals = (await owner.get(`${desk(GYM)}/arrivals?date=2026-06-04`)).json.arrivals;
    expect(arrivals.every((a: Json) => a.payment === null)).toBe(true);
  });

  it('counts a visit paid once and checked in once when two desks send both 50 times between them, and the analytics show the money per currency', async () => {
    const EU_GYM = 'gym-eu-020';
    await setClock(stack.url, '2026-06-10T12:00:00Z');
    const owner = await gymPartner(stack.url, [GYM, EU_GYM], 'Race Owner');
    const { client: staff } = await deskStaff(stack.url, owner, GYM, 'Race Desk');
    const { client } = await memberWithCoins(stack.url, 'Rae Racer');
    const visit = await book(client, GYM, (await slotAt(client, GYM, '2026-06-10', '10:00')).start, 'card');
    const euVisit = await book(client, EU_GYM, (await slotAt(client, EU_GYM, '2026-06-11', '10:00')).start, 'card');
    const code = await codeOf(client, visit.id);
    await setClock(stack.url, at(visit.slotStart, 5));
    const before = (await client.get('/api/auth/me')).json.xp;

    const payment = { amount: '23.50', currency: 'USD' };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const who = i % 2 === 0 ? owner : staff;
        return i % 4 < 2 ? who.post(`${desk(GYM)}/checkins`, { code }) : who.post(`${desk(GYM)}/bookings/${visit.id}/payment`, payment);
      }),
    );
    const checkins = answers.filter((_, i) => i % 4 < 2);
    const payments = answers.filter((_, i) => i % 4 >= 2);
    expect(checkins.filter((a) => a.status === 200)).toHaveLength(1);
    expect(checkins.filter((a) => a.status !== 200).map((a) => a.json.code)).toEqual(Array(checkins.length - 1).fill('checkin_code_used'));
    expect(payments.filter((a) => a.status === 200)).toHaveLength(1);
    expect(payments.filter((a) => a.status !== 200).map((a) => a.json.code)).toEqual(Array(payments.length - 1).fill('payment_recorded'));
    const xp = (await client.get('/api/auth/me')).json.xp - before;
    expect(xp).toBe(checkins.find((a) => a.status === 200)!.json.xpAwarded);
    const boss = await admin(stack.url);
    expect(await auditOf(boss, 'booking.payment_recorded', visit.id)).toHaveLength(1);
    expect(await auditOf(boss, 'booking.checked_in', visit.id)).toHaveLength(1);
    // A payment replayed from the outbox (one key) answers what it answered the first time.
    await setClock(stack.url, at(euVisit.slotStart, 5));
    const key = '0197a0c0-0000-7000-8000-00000000fee1';
    const first = await owner.post(
      `${desk(EU_GYM)}/bookings/${euVisit.id}/payment`,
      { amount: '9.90', currency: 'EUR' },
      { idempotencyKey: key },
    );
    const replay = await owner.post(
      `${desk(EU_GYM)}/bookings/${euVisit.id}/payment`,
      { amount: '9.90', currency: 'EUR' },
      { idempotencyKey: key },
    );
    expect(first.status, first.text).toBe(200);
    expect(replay.text).toBe(first.text);

    // Money per currency in the gyms' figures and the product's, once each; SweatCoins stay SweatCoins.
    const range = 'from=2026-06-10&to=2026-06-11';
    const ownFigures = (await owner.get(`/api/analytics/summary?${range}`)).json.figures;
    expect(ownFigures.revenue).toEqual({
      current: [
        { currency: 'EUR', amount: '9.90' },
        { currency: 'USD', amount: '23.50' },
      ],
      previous: [],
    });
    expect((await owner.get(`/api/analytics/summary?${range}&gymId=${GYM}`)).json.figures.revenue.current).toEqual([
      { currency: 'USD', amount: '23.50' },
    ]);
    const product = (await boss.get(`/api/analytics/summary?${range}`)).json.figures;
    expect(product.revenue.current).toContainEqual({ currency: 'EUR', amount: '9.90' });
    expect(product.coinsSpent).toMatchObject({ current: expect.stringMatching(/^\d+\.\d{2}$/) });
    const region = (await boss.get(`/api/analytics/summary?${range}&region=EU`)).json.figures;
    expect(region.revenue.current.map((m: Json) => m.currency)).toEqual(['EUR']);
  });
});
