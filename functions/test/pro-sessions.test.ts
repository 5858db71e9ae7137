// A professional managing their clients' sessions, over HTTP on DynamoDB Local: cancelling with a
// reason (refunded in full; the client told by push and by mail in their language), moving with a
// reason (a conditional write on the calendar: 30 moves and bookings racing for one time make one
// session there), video links only the client sees, the week calendar, the .ics export and the
// calendar feed opened by its secret token alone. (Every role against these routes: the table in
// professionals.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { lastMail, mailTo } from './account-helpers';
import { buyCoins, type Json, setClock } from './gym-helpers';
import { Client, send, startTestStack, uniqueEmail } from './helpers';
import { balanceOf, bookBody, membersWithCoins, type Partner, partnerProfessional, rules } from './pro-helpers';
import { browserPushKeys, startTestPushService, type TestPushService } from './social-helpers';

let stack: LocalStack;
let push: TestPushService;
// Monday 16 November 2026, 08:00 in London (GMT): the partner's hours are 09:00-17:00 every day.
const NOW = '2026-11-16T08:00:00.000Z';
const at = (time: string, date = '2026-11-16') => `${date}T${time}:00.000Z`;

beforeAll(async () => {
  [stack, push] = await Promise.all([startTestStack(), startTestPushService()]);
  await setClock(stack.url, NOW);
}, 120_000);

afterAll(async () => {
  await setClock(stack.url, null);
  await Promise.all([stack?.stop(), push?.close()]);
});

/** A member who signed up in `language`, with 1000.00 SweatCoins. */
async function memberIn(language: string, name: string): Promise<{ client: Client; email: string }> {
  const client = new Client(stack.url);
  const email = uniqueEmail();
  const answer = await client.post('/api/auth/signup', { email, password: 'correct horse battery', name, language });
  expect(answer.status, answer.text).toBe(201);
  await buyCoins(client);
  return { client, email };
}

/** Subscribes the member's device to push; answers what was pushed to it so far. */
async function subscribe(client: Client): Promise<() => Json[]> {
  const endpoint = push.endpoint();
  const { read, ...keys } = browserPushKeys();
  expect((await client.post('/api/push/subscriptions', { endpoint, keys })).status).toBe(204);
  return () => push.receivedAt(endpoint).map((entry) => read(entry.body));
}

async function booked(client: Client, partner: Partner, start: string, extra: Record<string, unknown> = {}): Promise<Json> {
  const answer = await client.post('/api/professional-bookings', bookBody(partner.professionalId, start, 60, extra));
  expect(answer.status, answer.text).toBe(201);
  return answer.json.booking;
}

const mine = async (client: Client, id: string): Promise<Json> => {
  const list = await client.get('/api/professional-bookings?scope=past');
  const upcoming = await client.get('/api/professional-bookings');
  return [...list.json.bookings, ...upcoming.json.bookings].find((b: Json) => b.id === id);
};

describe('the professional cancels a session', () => {
  let partner: Partner;
  beforeAll(async () => {
    partner = await partnerProfessional(stack.url, 'trainer', rules(), 'Tess Trainer');
  });

  it('with a reason: refunded in full even inside the cut-off, the client told by push and by mail in Spanish', async () => {
    const member = await memberIn('es', 'Lucía Pérez');
    const pushed = await subscribe(member.client);
    // 10:00 today: inside the 24-hour cut-off, when the member's own cancellation would cost them.
    const session = await booked(member.client, partner, at('10:00'));
    expect(await balanceOf(member.client)).toBe('600.00');

    const path = `/api/panel/trainer/sessions/${session.id}/cancel`;
    expect(await partner.client.post(path, { reason: ' ' })).toMatchObject({ status: 400, json: { field: 'reason' } });
    expect(await partner.client.post(path, {})).toMatchObject({ status: 400, json: { field: 'reason' } });
    const cancelled = await partner.client.post(path, { reason: 'I am ill today' });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json).toMatchObject({
      refundedSweatCoins: '400.00',
      session: { status: 'cancelled', cancelledBy: 'professional', professionalReason: 'I am ill today', lateCancellation: false },
    });
    expect(await balanceOf(member.client)).toBe('1000.00');
    expect(await mine(member.client, session.id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'professional',
      professionalReason: 'I am ill today',
      refundedSweatCoins: '400.00',
    });
    // The time is free again.
    const free = await send(stack.url, `/api/professionals/${partner.professionalId}/availability?from=2026-11-16&to=2026-11-16&length=60`);
    expect(free.json.slots.map((s: Json) => s.start)).toContain(at('10:00'));

    const mail = await lastMail(stack.url, member.email, 'notice-session_cancelled');
    expect(mail.subject).toBe('Tess Trainer canceló tu sesión');
    expect(mail.text).toContain('I am ill today');
    expect(mail.text).toContain('400.00');
    expect(pushed()).toEqual([
      {
        kind: 'booking_update',
        values: { notice: 'session_cancelled', place: 'Tess Trainer', start: at('10:00'), timeZone: 'Europe/London' },
        url: '/bookings',
      },
    ]);
    // Once is all: a second cancellation changes nothing.
    expect(await partner.client.post(path, { reason: 'Again' })).toMatchObject({ status: 409, json: { code: 'session_not_booked' } });
    expect(await balanceOf(member.client)).toBe('1000.00');
  });

  it('a session paid at the session is simply cancelled: nothing to refund, no refund line in the mail', async () => {
    const member = await memberIn('en', 'Pay There');
    const session = await booked(member.client, partner, at('11:00'), { payWith: 'at_session' });
    const cancelled = await partner.client.post(`/api/panel/trainer/sessions/${session.id}/cancel`, { reason: 'Gym closed for repairs' });
    expect(cancelled.json).toMatchObject({ refundedSweatCoins: '0.00', session: { status: 'cancelled', payWith: 'at_session' } });
    const mail = await lastMail(stack.url, member.email, 'notice-session_cancelled');
    expect(mail.text).toContain('Gym closed for repairs');
    expect(mail.text).not.toMatch(/SweatCoins/);
  });

  it('refuses a session that has started, one that is not theirs, and one the member cancelled', async () => {
    const member = await memberIn('en', 'Early Bird');
    const soon = await booked(member.client, partner, at('12:00'));
    const other = await partnerProfessional(stack.url, 'trainer', rules(), 'Other Trainer');
    expect((await other.client.post(`/api/panel/trainer/sessions/${soon.id}/cancel`, { reason: 'Not mine' })).status).toBe(404);
    // The nutritionist's route with a trainer's session: not found either (their own profile has no such session).
    await setClock(stack.url, at('12:00'));
    try {
      expect(await partner.client.post(`/api/panel/trainer/sessions/${soon.id}/cancel`, { reason: 'Too late' })).toMatchObject({
        status: 409,
        json: { code: 'session_started' },
      });
    } finally {
      await setClock(stack.url, NOW);
    }
    const later = await booked(member.client, partner, at('10:00', '2026-11-25'));
    await member.client.post(`/api/professional-bookings/${later.id}/cancel`);
    expect(await partner.client.post(`/api/panel/trainer/sessions/${later.id}/cancel`, { reason: 'Also' })).toMatchObject({
      status: 409,
      json: { code: 'session_not_booked' },
    });
    expect((await mine(member.client, later.id)).cancelledBy).toBe('member');
  });
});

describe('the professional moves a session', () => {
  let partner: Partner;
  beforeAll(async () => {
    partner = await partnerProfessional(stack.url, 'nutritionist', rules(), 'Nina Nutrition');
  });
  const move = (id: string, start: string, reason = 'A conference that day') =>
    partner.client.post(`/api/panel/nutritionist/sessions/${id}/move`, { start, reason });

  it('to a free time with a reason: the old time freed, the new one held, the client told and free to cancel until it starts', async () => {
    const member = await memberIn('fr', 'Camille Martin');
    const pushed = await subscribe(member.client);
    const session = await booked(member.client, partner, at('09:00', '2026-11-18'));
    const moved = await move(session.id, at('15:00', '2026-11-18'));
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.session).toMatchObject({
      start: at('15:00', '2026-11-18'),
      movedFrom: at('09:00', '2026-11-18'),
      professionalReason: 'A conference that day',
      // Free to cancel until it starts: the new time was not the member's choice.
      cancellableUntil: at('15:00', '2026-11-18'),
    });
    const free = await send(stack.url, `/api/professionals/${partner.professionalId}/availability?from=2026-11-18&to=2026-11-18&length=60`);
    const starts = free.json.slots.map((s: Json) => s.start);
    expect(starts).toContain(at('09:00', '2026-11-18'));
    expect(starts).not.toContain(at('15:00', '2026-11-18'));

    const mail = await lastMail(stack.url, member.email, 'notice-session_moved');
    expect(mail.subject).toBe('Nina Nutrition a déplacé votre séance');
    expect(mail.text).toContain('A conference that day');
    expect(mail.text).toMatch(/mercredi 18 novembre 2026.*09:00.*15:00/s);
    expect(pushed().map((p) => p.values.notice)).toEqual(['session_moved']);

    // Inside the cut-off now, yet the member cancels with everything back and keeps their forgiveness.
    await setClock(stack.url, at('09:00', '2026-11-18'));
    try {
      const cancel = await member.client.post(`/api/professional-bookings/${session.id}/cancel`);
      expect(cancel.json).toMatchObject({ refundedSweatCoins: '400.00', forgiven: false, booking: { lateCancellation: false } });
    } finally {
      await setClock(stack.url, NOW);
    }
  });

  it("after the professional's move the member may move it too until it starts; their own choice brings the cut-off back", async () => {
    const member = await memberIn('en', 'Moves Back');
    const session = await booked(member.client, partner, at('10:00', '2026-11-27'));
    expect((await move(session.id, at('15:00', '2026-11-27'))).status).toBe(200);
    await setClock(stack.url, at('09:00', '2026-11-27'));
    try {
      const back = await member.client.post(`/api/professional-bookings/${session.id}/reschedule`, { start: at('16:00', '2026-11-27') });
      expect(back.status, back.text).toBe(200);
      expect(back.json.booking).toMatchObject({ movedFrom: null, professionalReason: null, cancellableUntil: at('16:00', '2026-11-26') });
      const again = await member.client.post(`/api/professional-bookings/${session.id}/reschedule`, { start: at('13:00', '2026-11-27') });
      expect(again).toMatchObject({ status: 409, json: { code: 'reschedule_too_late' } });
    } finally {
      await setClock(stack.url, NOW);
    }
  });

  it.each([
    { name: 'a time that has passed', start: at('07:00'), status: 400, code: 'slot_in_past' },
    { name: 'outside their hours', start: at('18:00', '2026-11-20'), status: 400, code: 'slot_not_a_slot' },
    { name: 'beyond their booking window', start: at('10:00', '2027-01-20'), status: 400, code: 'slot_beyond_window' },
    { name: 'the time it is at', start: at('10:00', '2026-11-20'), status: 400, code: 'validation_failed' },
  ])('refuses $name, keeping the session where it was', async ({ start, status, code }) => {
    const member = await memberIn('en', 'Stay Put');
    const session = await booked(member.client, partner, at('10:00', '2026-11-20'));
    expect(await move(session.id, start)).toMatchObject({ status, json: { code, field: 'start' } });
    expect((await mine(member.client, session.id)).start).toBe(at('10:00', '2026-11-20'));
    expect((await mine(member.client, session.id)).movedFrom).toBeNull();
    await member.client.post(`/api/professional-bookings/${session.id}/cancel`);
  });

  it('an unlisted professional still sees their own free times and moves a session to one', async () => {
    const own = await partnerProfessional(stack.url, 'trainer', rules(), 'Una Unlisted');
    const member = await memberIn('en', 'Still Booked');
    const session = await booked(member.client, own, at('09:00', '2026-11-24'));
    const unpublish = await own.client.call('/api/panel/trainer/profile', {
      method: 'PUT',
      body: { name: 'Una Unlisted', headline: '', bio: '', specialties: [], languages: ['en'], gymIds: [], video: true, published: false },
    });
    expect(unpublish.json.profile?.listing, unpublish.text).toEqual({ listed: false, reason: 'unpublished' });
    const query = 'from=2026-11-24&to=2026-11-24&length=60';
    expect((await send(stack.url, `/api/professionals/${own.professionalId}/availability?${query}`)).status).toBe(404);

    const free = await own.client.get(`/api/panel/trainer/free-times?${query}`);
    expect(free.status, free.text).toBe(200);
    expect(free.json).toMatchObject({ timeZone: 'Europe/London', lengthMinutes: 60 });
    const starts: string[] = free.json.slots.map((slot: Json) => slot.start);
    expect(starts).toContain(at('15:00', '2026-11-24'));
    expect(starts).not.toContain(at('09:00', '2026-11-24')); // the session holds it

    const moved = await own.client.post(`/api/panel/trainer/sessions/${session.id}/move`, {
      start: at('15:00', '2026-11-24'),
      reason: 'Ill',
    });
    expect(moved.status, moved.text).toBe(200);
    const after = (await own.client.get(`/api/panel/trainer/free-times?${query}`)).json.slots.map((slot: Json) => slot.start);
    expect(after).toContain(at('09:00', '2026-11-24'));
    expect(after).not.toContain(at('15:00', '2026-11-24'));
    // Bad input is refused and says which field.
    expect(await own.client.get('/api/panel/trainer/free-times?from=2026-11-24&to=2026-11-23&length=60')).toMatchObject({ status: 400 });
  });

  it('refuses a time another session holds, and a move without a reason', async () => {
    const [a, b] = await Promise.all([memberIn('en', 'Anna'), memberIn('en', 'Ben')]);
    const first = await booked(a.client, partner, at('09:00', '2026-11-21'));
    await booked(b.client, partner, at('11:00', '2026-11-21'));
    expect(await move(first.id, at('11:30', '2026-11-21'))).toMatchObject({ status: 409, json: { code: 'slot_taken' } });
    expect(
      await partner.client.post(`/api/panel/nutritionist/sessions/${first.id}/move`, { start: at('13:00', '2026-11-21') }),
    ).toMatchObject({ status: 400, json: { field: 'reason' } });
    expect((await mine(a.client, first.id)).start).toBe(at('09:00', '2026-11-21'));
  });

  it('30 at once onto one time (10 moves of other sessions, 20 new bookings): one session there, the rest refused and unchanged', async () => {
    const target = at('14:00', '2026-11-23');
    const movers = await membersWithCoins(stack.url, 10);
    const bookers = await membersWithCoins(stack.url, 20);
    const sessions = await Promise.all(
      movers.map((m, i) =>
        booked(m.client, partner, at(`${String(9 + (i % 5)).padStart(2, '0')}:00`, i < 5 ? '2026-11-24' : '2026-11-25')),
      ),
    );
    const answers = await Promise.all([
      ...sessions.map((s) => move(s.id, target)),
      ...bookers.map((m) => m.client.post('/api/professional-bookings', bookBody(partner.professionalId, target))),
    ]);
    const won = answers.filter((a) => a.status === 200 || a.status === 201);
    expect(won, answers.map((a) => `${a.status} ${a.json?.code}`).join(', ')).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.json.code === 'slot_taken')).toHaveLength(29);
    // The calendar holds one session at that time, and every losing session kept its own.
    const week = await partner.client.get('/api/panel/nutritionist/calendar?from=2026-11-23');
    const overlapping = week.json.sessions.filter(
      (s: Json) => Date.parse(s.start) < Date.parse(target) + 3_600_000 && Date.parse(s.end) > Date.parse(target),
    );
    expect(overlapping).toHaveLength(1);
    const kept = await Promise.all(sessions.map((s, i) => mine(movers[i]!.client, s.id)));
    expect(kept.filter((s) => s.start === target)).toHaveLength(won[0]!.status === 200 ? 1 : 0);
    expect(kept.filter((s) => s.start !== target).every((s) => s.movedFrom === null)).toBe(true);
    // Only a winning booker paid.
    const balances = await Promise.all(bookers.map((m) => balanceOf(m.client)));
    expect(balances.filter((balance) => balance === '600.00')).toHaveLength(won[0]!.status === 201 ? 1 : 0);
    expect(balances.filter((balance) => balance === '1000.00')).toHaveLength(won[0]!.status === 201 ? 19 : 20);
  });
});

describe('video links', () => {
  it('only for a booked video session, an https link, seen by its client alone', async () => {
    const partner = await partnerProfessional(stack.url, 'trainer', rules(), 'Vic Video');
    const member = await memberIn('en', 'Vera Viewer');
    const session = await booked(member.client, partner, at('10:00', '2026-11-19'));
    const path = `/api/panel/trainer/sessions/${session.id}/video-link`;
    for (const url of ['http://meet.example.com/abc', 'javascript:alert(1)', 'https://user:pw@meet.example.com/x', 'not a link']) {
      expect(await partner.client.call(path, { method: 'PUT', body: { url } }), url).toMatchObject({ status: 400, json: { field: 'url' } });
    }
    const set = await partner.client.call(path, { method: 'PUT', body: { url: 'https://meet.example.com/tess-vera' } });
    expect(set.status, set.text).toBe(200);
    expect(set.json.session.videoLink).toBe('https://meet.example.com/tess-vera');
    expect((await mine(member.client, session.id)).videoLink).toBe('https://meet.example.com/tess-vera');
    // Nowhere public: not on the profile, and another member cannot open the session.
    const profile = await send(stack.url, `/api/professionals/${partner.professionalId}`);
    expect(profile.text).not.toContain('meet.example.com');
    const stranger = await memberIn('en', 'Stranger');
    expect((await stranger.client.get('/api/professional-bookings')).text).not.toContain('meet.example.com');
    // Cleared with null; and gone from a cancelled session.
    expect((await partner.client.call(path, { method: 'PUT', body: { url: null } })).json.session.videoLink).toBeNull();
    await partner.client.call(path, { method: 'PUT', body: { url: 'https://meet.example.com/again' } });
    await partner.client.post(`/api/panel/trainer/sessions/${session.id}/cancel`, { reason: 'Travelling' });
    expect((await mine(member.client, session.id)).videoLink).toBeNull();
    expect(await partner.client.call(path, { method: 'PUT', body: { url: 'https://meet.example.com/late' } })).toMatchObject({
      status: 409,
      json: { code: 'session_not_booked' },
    });
  });

  it('refuses a link for an in-person session', async () => {
    const partner = await partnerProfessional(stack.url, 'trainer', rules(), 'Gym Trainer');
    const gymId = 'gym-gb-002';
    const profile = await partner.client.get('/api/panel/trainer/profile');
    const p = profile.json.profile;
    const saved = await partner.client.call('/api/panel/trainer/profile', {
      method: 'PUT',
      body: {
        name: p.name,
        headline: p.headline,
        bio: p.bio,
        specialties: p.specialties,
        languages: p.languages,
        gymIds: [gymId],
        video: true,
        published: true,
      },
    });
    expect(saved.status, saved.text).toBe(200);
    const member = await memberIn('en', 'In Person');
    const session = await booked(member.client, partner, at('10:00', '2026-11-19'), { mode: 'in_person', gymId });
    expect(
      await partner.client.call(`/api/panel/trainer/sessions/${session.id}/video-link`, {
        method: 'PUT',
        body: { url: 'https://meet.example.com/x' },
      }),
    ).toMatchObject({ status: 409, json: { code: 'session_not_video' } });
  });
});

describe('the week calendar, the .ics export and the calendar feed', () => {
  let partner: Partner;
  const sessionIds: string[] = [];
  beforeAll(async () => {
    partner = await partnerProfessional(
      stack.url,
      'trainer',
      rules({
        timeZone: 'America/New_York',
        weekly: {
          mon: [{ start: '09:00', end: '23:00' }],
          tue: [{ start: '09:00', end: '23:00' }],
          wed: [],
          thu: [],
          fri: [],
          sat: [],
          sun: [{ start: '09:00', end: '23:00' }],
        },
      }),
      'Cal Endar',
    );
    const [a, b, c] = await Promise.all([memberIn('en', 'Ann Week'), memberIn('en', 'Bo Week'), memberIn('en', 'Cy Week')]);
    // Monday 23 Nov 22:00 in New York is Tuesday 03:00 UTC: it belongs to Monday there.
    sessionIds.push((await booked(a.client, partner, '2026-11-24T03:00:00.000Z')).id);
    sessionIds.push((await booked(b.client, partner, '2026-11-22T15:00:00.000Z')).id);
    const cancelled = await booked(c.client, partner, '2026-11-24T15:00:00.000Z');
    await c.client.post(`/api/professional-bookings/${cancelled.id}/cancel`);
    sessionIds.push(cancelled.id);
  });

  it("shows a week of sessions by the professional's own dates, cancelled ones left out", async () => {
    const week = await partner.client.get('/api/panel/trainer/calendar?from=2026-11-23');
    expect(week.status, week.text).toBe(200);
    expect(week.json).toMatchObject({ timeZone: 'America/New_York', from: '2026-11-23', to: '2026-11-29' });
    expect(week.json.sessions.map((s: Json) => s.id)).toEqual([sessionIds[0]]);
    const before = await partner.client.get('/api/panel/trainer/calendar?from=2026-11-16');
    expect(before.json.sessions.map((s: Json) => s.id)).toEqual([sessionIds[1]]);
    expect(await partner.client.get('/api/panel/trainer/calendar?from=2026-02-30')).toMatchObject({ status: 400, json: { field: 'from' } });
    expect(await partner.client.get('/api/panel/trainer/calendar')).toMatchObject({ status: 400, json: { field: 'from' } });
  });

  it('exports the sessions as an .ics file', async () => {
    const file = await partner.client.get('/api/panel/trainer/sessions.ics');
    expect(file.status, file.text).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(/attachment; filename="fitchoice-sessions\.ics"/);
    expect(file.text).toContain('BEGIN:VCALENDAR');
    expect(file.text).toContain(`UID:${sessionIds[0]}@fitchoice`);
    expect(file.text).toContain('DTSTART:20261124T030000Z');
    expect(file.text).toContain('SUMMARY:Ann Week (60 min)');
    expect(file.text).toContain(`UID:${sessionIds[1]}@fitchoice`);
    expect(file.text).not.toContain(`UID:${sessionIds[2]}@fitchoice`);
    expect((await new Client(stack.url).get('/api/panel/trainer/sessions.ics')).status).toBe(401);
  });

  it('subscribes by a secret address that needs no cookie; rotating it closes the old one', async () => {
    expect((await partner.client.get('/api/panel/trainer/calendar-feed')).json).toEqual({ path: null });
    const made = await partner.client.post('/api/panel/trainer/calendar-feed');
    expect(made.status, made.text).toBe(200);
    const path: string = made.json.path;
    expect(path).toMatch(/^\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\/sessions\.ics$/);
    expect((await partner.client.get('/api/panel/trainer/calendar-feed')).json).toEqual({ path });
    const feed = await send(stack.url, path);
    expect(feed.status, feed.text).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.text).toContain(`UID:${sessionIds[0]}@fitchoice`);
    expect(feed.text).toContain('X-WR-CALNAME:FitChoice: Cal Endar');

    // 20 rotations at once: one address works after them, the one the panel shows.
    const rotations = await Promise.all(Array.from({ length: 20 }, () => partner.client.post('/api/panel/trainer/calendar-feed')));
    expect(rotations.every((r) => r.status === 200)).toBe(true);
    const shown: string = (await partner.client.get('/api/panel/trainer/calendar-feed')).json.path;
    const opened = await Promise.all([path, ...rotations.map((r) => r.json.path as string)].map((p) => send(stack.url, p)));
    expect(opened.filter((o) => o.status === 200)).toHaveLength(1);
    expect((await send(stack.url, shown)).status).toBe(200);
    expect((await send(stack.url, path)).status).toBe(404);
    expect((await send(stack.url, '/api/calendar-feeds/not-a-token-at-all/sessions.ics')).status).toBe(404);
  });
});

describe('mail to the member', () => {
  it('is in the member’s own language for each change', async () => {
    const partner = await partnerProfessional(stack.url, 'trainer', rules(), 'Ida Lang');
    const member = await memberIn('de', 'Dieter Deutsch');
    const session = await booked(member.client, partner, at('10:00', '2026-11-26'));
    await partner.client.post(`/api/panel/trainer/sessions/${session.id}/move`, {
      start: at('12:00', '2026-11-26'),
      reason: 'Termin beim Arzt',
    });
    await partner.client.post(`/api/panel/trainer/sessions/${session.id}/cancel`, { reason: 'Doch krank' });
    const kinds = (await mailTo(stack.url, member.email)).map((mail) => [mail.kind, mail.subject]);
    expect(kinds).toContainEqual(['notice-session_moved', 'Ida Lang hat deinen Termin verschoben']);
    expect(kinds).toContainEqual(['notice-session_cancelled', 'Ida Lang hat deinen Termin abgesagt']);
  });
});
