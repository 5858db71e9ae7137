// Partners hear what members do with their business, over HTTP on DynamoDB Local: a professional of
// their sessions booked, moved and cancelled and their reviews; a gym's partner of its visits booked
// and cancelled and its reviews. By push (a push service on this machine) and by mail (the local
// catcher), in the partner's language, each kind on each channel as their panel's settings say.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { lastMail, mailTo } from './account-helpers';
import { book, codeOf, type Json, setClock, slotAt, staffCheckIn } from './gym-helpers';
import { Client, signUp, startTestStack } from './helpers';
import { giveRoles as giveRolesByHook } from './panel-helpers';
import { approvedPartner, makeAdmin } from './partner-helpers';
import { bookBody, membersWithCoins, type Partner, partnerProfessional, rules } from './pro-helpers';
import { browserPushKeys, startTestPushService, type TestPushService } from './social-helpers';

let stack: LocalStack;
let push: TestPushService;
// Monday 16 November 2026, 08:00 in London.
const NOW = '2026-11-16T08:00:00.000Z';
const at = (time: string, date = '2026-11-16') => `${date}T${time}:00.000Z`;
const ALL_ON = { booking: { push: true, mail: true }, cancellation: { push: true, mail: true }, review: { push: true, mail: true } };

beforeAll(async () => {
  [stack, push] = await Promise.all([startTestStack(), startTestPushService()]);
  await setClock(stack.url, NOW);
}, 120_000);

afterAll(async () => {
  await setClock(stack.url, null);
  await Promise.all([stack?.stop(), push?.close()]);
});

/** Subscribes the account's device to push; answers what was pushed to it so far. */
async function subscribe(client: Client): Promise<() => Json[]> {
  const endpoint = push.endpoint();
  const { read, ...keys } = browserPushKeys();
  expect((await client.post('/api/push/subscriptions', { endpoint, keys })).status).toBe(204);
  return () => push.receivedAt(endpoint).map((entry) => read(entry.body));
}

const kindsOf = async (email: string) => (await mailTo(stack.url, email)).map((mail) => mail.kind);

describe('the notice settings', () => {
  it('are every kind on every channel until changed, and are the partner’s own', async () => {
    const partner = await partnerProfessional(stack.url, 'trainer', rules(), 'Set Tings');
    expect((await partner.client.get('/api/panel/notifications')).json).toEqual({ settings: ALL_ON });
    const changed = { ...ALL_ON, booking: { push: true, mail: false }, review: { push: false, mail: true } };
    const saved = await partner.client.call('/api/panel/notifications', { method: 'PUT', body: changed });
    expect(saved.status, saved.text).toBe(200);
    expect((await partner.client.get('/api/panel/notifications')).json).toEqual({ settings: changed });
    const other = await partnerProfessional(stack.url, 'nutritionist', rules(), 'Other Settings');
    expect((await other.client.get('/api/panel/notifications')).json).toEqual({ settings: ALL_ON });
  });

  it.each([
    { name: 'a kind missing', body: { booking: ALL_ON.booking, cancellation: ALL_ON.cancellation } },
    { name: 'a channel that is not a switch', body: { ...ALL_ON, review: { push: 'yes', mail: true } } },
    { name: 'a kind it does not know', body: { ...ALL_ON, chat: { push: true, mail: true } } },
  ])('refuse $name, changing nothing', async ({ body }) => {
    const partner = await partnerProfessional(stack.url, 'trainer', rules(), 'Bad Body');
    const answer = await partner.client.call('/api/panel/notifications', { method: 'PUT', body });
    expect(answer.status, answer.text).toBe(400);
    expect((await partner.client.get('/api/panel/notifications')).json).toEqual({ settings: ALL_ON });
  });

  it.each([
    { caller: 'visitor', status: 401 },
    { caller: 'guest', status: 403 },
    { caller: 'member', status: 403 },
    { caller: 'admin', status: 403 },
    { caller: 'gym_partner', status: 200 },
    { caller: 'trainer', status: 200 },
    { caller: 'nutritionist', status: 200 },
  ])('as a $caller: $status', async ({ caller, status }) => {
    const client = new Client(stack.url);
    if (caller === 'guest') await client.post('/api/auth/guest');
    if (!['visitor', 'guest'].includes(caller)) {
      const account = await signUp(stack.url, `Role ${caller}`);
      if (caller !== 'member')
        await giveRolesByHook(stack.url, account.email, ['member', caller], caller === 'gym_partner' ? ['gym-gb-001'] : []);
      client.sid = account.client.sid;
    }
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', ALL_ON],
    ] as const) {
      const answer = await client.call('/api/panel/notifications', { method, ...(body ? { body } : {}) });
      expect(answer.status, `${method} ${answer.text}`).toBe(status);
    }
  });
});

describe('a professional hears of their sessions and reviews', () => {
  let partner: Partner;
  let pushed: () => Json[];
  beforeAll(async () => {
    partner = await partnerProfessional(stack.url, 'trainer', rules(), 'Dora Deutsch', 'de');
    pushed = await subscribe(partner.client);
  });

  it('a booking, a move and a cancellation, in German, with the panel one tap away', async () => {
    const [member] = await membersWithCoins(stack.url, 1);
    const booked = await member!.client.post('/api/professional-bookings', bookBody(partner.professionalId, at('10:00', '2026-11-18')));
    expect(booked.status, booked.text).toBe(201);
    const id = booked.json.booking.id;
    const mail = await lastMail(stack.url, partner.email, 'partner-session_booked');
    expect(mail.subject).toBe('Neuer Termin gebucht: Member 1');
    expect(mail.text).toMatch(/Member 1 hat am Mittwoch, 18\. November 2026 um 10:00 \S+ einen Termin bei dir gebucht\./);
    expect(mail.text).toContain('/trainer-panel');

    expect((await member!.client.post(`/api/professional-bookings/${id}/reschedule`, { start: at('14:00', '2026-11-18') })).status).toBe(
      200,
    );
    expect((await lastMail(stack.url, partner.email, 'partner-session_moved')).text).toMatch(/vom Mittwoch.*10:00.*auf Mittwoch.*14:00/s);
    expect((await member!.client.post(`/api/professional-bookings/${id}/cancel`)).status).toBe(200);
    expect((await lastMail(stack.url, partner.email, 'partner-session_cancelled')).subject).toBe('Termin storniert: Member 1');

    expect(pushed().slice(-3)).toEqual([
      { kind: 'partner_booking', values: { member: 'Member 1', place: '' }, url: '/trainer-panel' },
      { kind: 'partner_booking', values: { member: 'Member 1', place: '' }, url: '/trainer-panel' },
      { kind: 'partner_cancellation', values: { member: 'Member 1', place: '' }, url: '/trainer-panel' },
    ]);
  });

  it('a review, with its stars and words', async () => {
    const [member] = await membersWithCoins(stack.url, 1);
    const booked = await member!.client.post('/api/professional-bookings', bookBody(partner.professionalId, at('09:00')));
    await setClock(stack.url, at('10:05'));
    try {
      expect((await partner.client.post(`/api/panel/trainer/sessions/${booked.json.booking.id}/complete`)).status).toBe(200);
    } finally {
      await setClock(stack.url, NOW);
    }
    const review = await member!.client.post(`/api/professionals/${partner.professionalId}/reviews`, { stars: 4, text: 'Tough but fair' });
    expect(review.status, review.text).toBe(201);
    const mail = await lastMail(stack.url, partner.email, 'partner-pro_review');
    expect(mail.subject).toBe('Neue Bewertung: 4★ von Member 1');
    expect(mail.text).toContain('„Tough but fair“');
    expect(pushed().at(-1)).toEqual({ kind: 'partner_review', values: { member: 'Member 1', place: '' }, url: '/trainer-panel' });
  });

  it('only on the channels switched on: no booking mail but its push; no review push but its mail', async () => {
    const quiet = await partnerProfessional(stack.url, 'nutritionist', rules(), 'Quiet Nutrition');
    const quietPushed = await subscribe(quiet.client);
    await quiet.client.call('/api/panel/notifications', {
      method: 'PUT',
      body: { ...ALL_ON, booking: { push: true, mail: false }, cancellation: { push: false, mail: false } },
    });
    const [member] = await membersWithCoins(stack.url, 1);
    const booked = await member!.client.post('/api/professional-bookings', bookBody(quiet.professionalId, at('11:00', '2026-11-19')));
    await member!.client.post(`/api/professional-bookings/${booked.json.booking.id}/cancel`);
    expect(quietPushed().map((p) => p.kind)).toEqual(['partner_booking']);
    expect(await kindsOf(quiet.email)).not.toContain('partner-session_booked');
    expect(await kindsOf(quiet.email)).not.toContain('partner-session_cancelled');
  });

  it('is not told once suspended, though their clients may still cancel', async () => {
    const suspended = await partnerProfessional(stack.url, 'trainer', rules(), 'Sus Pended');
    const [member] = await membersWithCoins(stack.url, 1);
    const booked = await member!.client.post('/api/professional-bookings', bookBody(suspended.professionalId, at('13:00', '2026-11-20')));
    expect(await kindsOf(suspended.email)).toContain('partner-session_booked');
    const admin = await makeAdmin(stack.url, 'Ada Suspender');
    expect((await admin.client.post(`/api/admin/users/${suspended.userId}/suspend`, { reason: 'Unpaid fees' })).status).toBe(200);
    expect((await member!.client.post(`/api/professional-bookings/${booked.json.booking.id}/cancel`)).status).toBe(200);
    expect(await kindsOf(suspended.email)).not.toContain('partner-session_cancelled');
  });

  it('is not told of their own booking with themselves', async () => {
    const self = await partnerProfessional(stack.url, 'trainer', rules(), 'Self Booker');
    const { buyCoins } = await import('./gym-helpers');
    await buyCoins(self.client);
    const booked = await self.client.post('/api/professional-bookings', bookBody(self.professionalId, at('12:00', '2026-11-20')));
    expect(booked.status, booked.text).toBe(201);
    expect(await kindsOf(self.email)).not.toContain('partner-session_booked');
  });
});

describe("a gym's partners hear of its visits and reviews", () => {
  const GYM = 'gym-gb-003';

  it('the owner approved for the gym (in French) and a partner given it: a booking, a cancellation and a review', async () => {
    const admin = await makeAdmin(stack.url);
    const owner = await approvedPartner(stack.url, admin.client, 'gym', { overrides: { language: 'fr' }, approve: { gymId: GYM } });
    expect(owner.gymIds).toContain(GYM);
    const ownerPushed = await subscribe(owner.client);
    const second = await signUp(stack.url, 'Second Partner', 'pt');
    await giveRolesByHook(stack.url, second.email, ['member', 'gym_partner'], [GYM]);
    // An account linked to another gym hears nothing of this one.
    const elsewhere = await signUp(stack.url, 'Elsewhere Partner');
    await giveRolesByHook(stack.url, elsewhere.email, ['member', 'gym_partner'], ['gym-gb-004']);

    const { client } = await signUp(stack.url, 'Vera Visitor');
    await setClock(stack.url, '2026-03-02T00:00:00Z');
    try {
      const slot = await slotAt(client, GYM, '2026-03-04', '10:00');
      const visit = await book(client, GYM, slot.start);
      const booked = await lastMail(stack.url, owner.email, 'partner-visit_booked');
      expect(booked.subject).toMatch(/^Nouvelle réservation à .+ : Vera Visitor$/);
      expect(booked.text).toContain('mercredi 4 mars 2026');
      expect(booked.text).toContain('/fitness-center-panel');
      expect((await lastMail(stack.url, second.email, 'partner-visit_booked')).subject).toMatch(/^Nova reserva em .+: Vera Visitor$/);

      expect((await client.post(`/api/bookings/${visit.id}/cancel`)).status).toBe(200);
      expect((await lastMail(stack.url, owner.email, 'partner-visit_cancelled')).subject).toMatch(/^Visite annulée à /);

      // A visit checked in at the desk lets the member review the gym.
      const again = await book(client, GYM, (await slotAt(client, GYM, '2026-03-04', '11:00')).start);
      await setClock(stack.url, again.slotStart);
      expect((await staffCheckIn(stack.url, GYM, await codeOf(client, again.id))).status).toBe(200);
      const review = await client.post(`/api/gyms/${GYM}/reviews`, { stars: 5, text: 'Spotless and friendly' });
      expect(review.status, review.text).toBe(201);
    } finally {
      await setClock(stack.url, NOW);
    }
    const reviewed = await lastMail(stack.url, owner.email, 'partner-gym_review');
    expect(reviewed.subject).toMatch(/^Nouvel avis sur .+ : 5★$/);
    expect(reviewed.text).toContain('« Spotless and friendly »');
    expect(ownerPushed().map((p) => [p.kind, p.values.member, p.url])).toEqual([
      ['partner_booking', 'Vera Visitor', '/fitness-center-panel'],
      ['partner_cancellation', 'Vera Visitor', '/fitness-center-panel'],
      ['partner_booking', 'Vera Visitor', '/fitness-center-panel'],
      ['partner_review', 'Vera Visitor', '/fitness-center-panel'],
    ]);
    expect((await kindsOf(elsewhere.email)).filter((kind) => kind.startsWith('partner-'))).toEqual([]);
  });

  it('a partner approved before gyms knew their partners is linked by the one-off repair, and then told', async () => {
    const { DeleteCommand, GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const { documentClient, TABLE } = await import('../src/dynamo/client');
    const { gymKeys } = await import('../src/keys/gym-keys');
    const { linkGymPartners } = await import('../src/partners/link-gym-partners');
    const gym = 'gym-gb-005';
    const admin = await makeAdmin(stack.url);
    const owner = await approvedPartner(stack.url, admin.client, 'gym', { approve: { gymId: gym } });
    const link = gymKeys.partner(gym, owner.userId);
    // As an approval wrote it before the links existed: the gym among theirs, no link.
    await documentClient.send(new DeleteCommand({ TableName: TABLE, Key: link }));

    expect((await linkGymPartners()).linked).toBeGreaterThanOrEqual(1);
    expect((await documentClient.send(new GetCommand({ TableName: TABLE, Key: link }))).Item).toMatchObject({ userId: owner.userId });
    expect((await linkGymPartners()).linked).toBe(0);

    const { client } = await signUp(stack.url, 'Lena Late');
    await setClock(stack.url, '2026-03-02T00:00:00Z');
    try {
      await book(client, gym, (await slotAt(client, gym, '2026-03-04', '10:00')).start);
    } finally {
      await setClock(stack.url, NOW);
    }
    expect((await lastMail(stack.url, owner.email, 'partner-visit_booked')).subject).toMatch(/: Lena Late$/);
  });
});
