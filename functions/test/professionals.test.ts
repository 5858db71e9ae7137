// Trainers and nutritionists over HTTP on DynamoDB Local: the directory, availability, booking
// under concurrency (never double-booked, only the winner pays), the rules' refusals, idempotent
// replays, cancelling with its refunds, rescheduling racing new bookings, reviews, and uploads.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { lastMail } from './account-helpers';
import { buyCoins, type Json, setClock } from './gym-helpers';
import { Client, send, signUp, startTestStack } from './helpers';
import { balanceOf, bookBody, giveRoles, membersWithCoins, type Partner, partnerProfessional, rules } from './pro-helpers';

let stack: LocalStack;
// Monday 16 November 2026, 08:00 in London (GMT): the partner's hours are 09:00-17:00 every day.
const NOW = '2026-11-16T08:00:00.000Z';
const at = (time: string, date = '2026-11-16') => `${date}T${time}:00.000Z`;

beforeAll(async () => {
  stack = await startTestStack();
  await setClock(stack.url, NOW);
}, 120_000);

afterAll(async () => {
  await setClock(stack.url, null);
  await stack?.stop();
});

describe('the directory', () => {
  it('lists the seeded catalogue: at least 60 trainers and 30 nutritionists', async () => {
    const trainers = await send(stack.url, '/api/professionals?kind=trainer');
    const nutritionists = await send(stack.url, '/api/professionals?kind=nutritionist');
    expect(trainers.status, trainers.text).toBe(200);
    expect(trainers.json.total).toBeGreaterThanOrEqual(60);
    expect(nutritionists.json.total).toBeGreaterThanOrEqual(30);
    expect(trainers.json.professionals.every((p: Json) => p.kind === 'trainer')).toBe(true);
  });

  it.each([
    { name: 'verified only', query: 'verified=true', check: (p: Json) => p.verified && p.certifications.some((c: Json) => c.verified) },
    { name: 'a language', query: 'language=es', check: (p: Json) => p.languages.includes('es') },
    { name: 'a specialty', query: 'specialty=yoga', check: (p: Json) => p.specialties.includes('yoga') },
    { name: 'video', query: 'mode=video', check: (p: Json) => p.video },
    {
      name: 'a maximum price',
      query: 'maxPriceUsd=30',
      check: (p: Json) => Math.min(...p.sessionOptions.map((o: Json) => o.priceUsd)) <= 30,
    },
    {
      name: 'in person near me (New York)',
      query: 'mode=in_person&lat=40.7128&lon=-74.006&radiusKm=25',
      check: (p: Json) => p.gyms.length > 0 && p.distanceKm !== null && p.distanceKm <= 25,
    },
  ])('filters: $name', async ({ query, check }) => {
    const answer = await send(stack.url, `/api/professionals?kind=trainer&limit=50&${query}`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.professionals.length).toBeGreaterThan(0);
    expect(answer.json.professionals.every(check)).toBe(true);
  });

  it('shows on every profile the rating its stored reviews add up to: the catalogue invents none', async () => {
    for (const kind of ['trainer', 'nutritionist']) {
      const list = await send(stack.url, `/api/professionals?kind=${kind}&limit=50`);
      const more = list.json.nextCursor
        ? await send(stack.url, `/api/professionals?kind=${kind}&limit=50&cursor=${list.json.nextCursor}`)
        : null;
      for (const summary of [...list.json.professionals, ...(more?.json.professionals ?? [])]) {
        const profile = await send(stack.url, `/api/professionals/${summary.id}`);
        expect(profile.json.rating, summary.id).toEqual(summary.rating);
        expect(profile.json.rating.count, summary.id).toBe(profile.json.reviews.length);
        if (summary.id.startsWith('pro-')) expect(summary.rating, summary.id).toEqual({ average: null, count: 0 });
      }
    }
  });

  it("recounts an older catalogue's invented rating from the reviews stored behind it", async () => {
    const { generateProfessionals, PROFESSIONALS_VERSION } = await import('../src/professionals/catalogue');
    const { generateCatalogue } = await import('../src/gyms/catalogue');
    const { seedProfessionals } = await import('../src/seed/catalogue');
    const { documentClient, TABLE } = await import('../src/dynamo/client');
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const { professionalItem } = await import('../src/professionals/store');
    const { proKeys } = await import('../src/keys/pro-keys');
    const pro = { ...generateProfessionals(generateCatalogue())[0]!, id: 'pro-us-t90' };
    // The old catalogue's professional: "4.8 (14 reviews)" with one review behind it.
    await documentClient.send(new PutCommand({ TableName: TABLE, Item: professionalItem({ ...pro, ratingSum: 67, ratingCount: 14 }) }));
    const review = { proId: pro.id, userId: 'member-90', authorName: 'Ana M.', stars: 3, text: 'Good plan.', createdAt: NOW };
    await documentClient.send(new PutCommand({ TableName: TABLE, Item: { ...proKeys.review(pro.id, 'member-90'), ...review } }));
    expect((await send(stack.url, `/api/professionals/${pro.id}`)).json.rating).toEqual({ average: 4.8, count: 14 });
    await seedProfessionals([pro], new Date(), PROFESSIONALS_VERSION + 5);
    const profile = await send(stack.url, `/api/professionals/${pro.id}`);
    expect(profile.json.rating).toEqual({ average: 3, count: 1 });
    expect(profile.json.reviews).toMatchObject([{ stars: 3, text: 'Good plan.', attendedAt: null, reply: null }]);
  });

  it('finds a professional by name', async () => {
    const someone = (await send(stack.url, '/api/professionals?kind=trainer&limit=1')).json.professionals[0];
    const surname = someone.name.split(' ').at(-1);
    const answer = await send(stack.url, `/api/professionals?kind=trainer&q=${encodeURIComponent(surname)}`);
    expect(answer.json.professionals.map((p: Json) => p.id)).toContain(someone.id);
    expect(answer.json.professionals.every((p: Json) => `${p.name} ${p.city} ${p.headline}`.includes(surname))).toBe(true);
  });

  it('sorts by price and pages with a cursor that belongs to its search', async () => {
    const first = await send(stack.url, '/api/professionals?kind=trainer&sort=price&limit=10');
    const prices = first.json.professionals.map((p: Json) => Math.min(...p.sessionOptions.map((o: Json) => o.priceUsd)));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const second = await send(stack.url, `/api/professionals?kind=trainer&sort=price&limit=10&cursor=${first.json.nextCursor}`);
    expect(second.status).toBe(200);
    const ids = new Set(first.json.professionals.map((p: Json) => p.id));
    expect(second.json.professionals.some((p: Json) => ids.has(p.id))).toBe(false);
    const foreign = await send(stack.url, `/api/professionals?kind=trainer&sort=rating&cursor=${first.json.nextCursor}`);
    expect(foreign).toMatchObject({ status: 400, json: { field: 'cursor' } });
  });

  it.each([
    { query: 'kind=coach', field: 'kind' },
    { query: 'kind=trainer&sort=distance', field: 'sort' },
    { query: 'kind=trainer&lat=10', field: 'lon' },
    { query: 'kind=trainer&verified=yes', field: 'verified' },
  ])('refuses $query naming $field', async ({ query, field }) => {
    expect(await send(stack.url, `/api/professionals?${query}`)).toMatchObject({ status: 400, json: { field } });
  });

  it('shows a profile with certifications, reviews and the next free times', async () => {
    const list = await send(stack.url, '/api/professionals?kind=nutritionist&limit=1');
    const profile = await send(stack.url, `/api/professionals/${list.json.professionals[0].id}`);
    expect(profile.status, profile.text).toBe(200);
    expect(profile.json.certifications.length).toBeGreaterThan(0);
    expect(profile.json.nextFreeSlots.length).toBeGreaterThan(0);
    expect(Date.parse(profile.json.nextFreeSlots[0].start)).toBeGreaterThan(Date.parse(NOW));
    expect(await send(stack.url, '/api/professionals/pro-nobody')).toMatchObject({ status: 404 });
  });
});

describe('availability', () => {
  let partner: Partner;
  beforeAll(async () => {
    partner = await partnerProfessional(stack.url, 'trainer', rules({ bufferAfterMinutes: 15, weekly: { ...rules().weekly, sun: [] } }));
  });

  it("answers the free times in UTC with the professional's zone", async () => {
    const answer = await send(
      stack.url,
      `/api/professionals/${partner.professionalId}/availability?from=2026-11-16&to=2026-11-22&length=60`,
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.timeZone).toBe('Europe/London');
    expect(answer.json.slots[0]).toEqual({ start: at('09:00'), end: at('10:00') });
    // Sunday has no hours: no slot on the 22nd.
    expect(answer.json.slots.some((s: Json) => s.start.startsWith('2026-11-22'))).toBe(false);
  });

  it.each([
    { query: 'from=2026-11-16&to=2026-11-16&length=50', field: 'length' },
    { query: 'from=2026-11-16&to=2026-12-31&length=60', field: 'to' },
    { query: 'from=2026-11-20&to=2026-11-16&length=60', field: 'to' },
    { query: 'from=16-11-2026&to=2026-11-16&length=60', field: 'from' },
  ])('refuses $query naming $field', async ({ query, field }) => {
    expect(await send(stack.url, `/api/professionals/${partner.professionalId}/availability?${query}`)).toMatchObject({
      status: 400,
      json: { field },
    });
  });

  it('changes when the professional changes their hours', async () => {
    const put = await partner.client.call('/api/panel/trainer/availability', {
      method: 'PUT',
      body: rules({ weekly: { ...rules().weekly, mon: [{ start: '12:00', end: '13:00' }] } }),
    });
    expect(put.status, put.text).toBe(200);
    const answer = await send(
      stack.url,
      `/api/professionals/${partner.professionalId}/availability?from=2026-11-16&to=2026-11-16&length=60`,
    );
    expect(answer.json.slots).toEqual([{ start: at('12:00'), end: at('13:00') }]);
  });

  it('refuses a time zone that is not one, naming the field, and keeps the one saved', async () => {
    for (const timeZone of ['XAmerica/New_York', 'Mars/Olympus', '']) {
      const put = await partner.client.call('/api/panel/trainer/availability', { method: 'PUT', body: rules({ timeZone }) });
      expect(put.status, timeZone).toBe(400);
      expect(put.json.field).toBe('timeZone');
    }
    expect((await partner.client.get('/api/panel/trainer/availability')).json.availability.timeZone).toBe('Europe/London');
  });
});

describe('booking a session', () => {
  let partner: Partner;
  beforeAll(async () => {
    partner = await partnerProfessional(stack.url, 'trainer', rules(), 'Race Trainer');
  });

  it('20 members booking the same start at once: exactly one 201, nineteen 409, only the winner debited', async () => {
    const members = await membersWithCoins(stack.url, 20);
    const answers = await Promise.all(
      members.map((m) => m.client.post('/api/professional-bookings', bookBody(partner.professionalId, at('10:00')))),
    );
    const won = answers.filter((a) => a.status === 201);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.json.code === 'slot_taken')).toHaveLength(19);
    // 40 USD = 400.00 SweatCoins.
    expect(won[0]!.json.sweatCoins).toBe('600.00');
    const balances = await Promise.all(members.map((m) => balanceOf(m.client)));
    expect(balances.filter((b) => b === '600.00')).toHaveLength(1);
    expect(balances.filter((b) => b === '1000.00')).toHaveLength(19);
  });

  it('refuses a 30-minute booking inside a 60-minute one, and keeps the one right after it', async () => {
    const [a, b] = await membersWithCoins(stack.url, 2);
    expect((await a!.client.post('/api/professional-bookings', bookBody(partner.professionalId, at('12:00')))).status).toBe(201);
    const inside = await b!.client.post('/api/professional-bookings', bookBody(partner.professionalId, at('12:30'), 30));
    expect(inside).toMatchObject({ status: 409, json: { code: 'slot_taken' } });
    expect(await balanceOf(b!.client)).toBe('1000.00');
    expect((await b!.client.post('/api/professional-bookings', bookBody(partner.professionalId, at('13:00'), 30))).status).toBe(201);
    const free = await send(stack.url, `/api/professionals/${partner.professionalId}/availability?from=2026-11-16&to=2026-11-16&length=30`);
    const starts = free.json.slots.map((s: Json) => s.start);
    for (const taken of ['12:00', '12:15', '12:30', '12:45', '13:00', '13:15']) expect(starts).not.toContain(at(taken));
    expect(starts).toContain(at('13:30'));
  });

  it.each([
    { name: 'in the past', body: () => bookBody('', at('07:00')), field: 'start', code: 'slot_in_past' },
    { name: 'not on a slot boundary', body: () => bookBody('', at('14:05')), field: 'start', code: 'slot_not_a_slot' },
    { name: 'outside the hours', body: () => bookBody('', at('20:00')), field: 'start', code: 'slot_not_a_slot' },
    { name: 'a length not offered', body: () => bookBody('', at('14:00'), 90), field: 'lengthMinutes', code: 'slot_length_not_offered' },
    { name: 'beyond the booking window', body: () => bookBody('', at('10:00', '2027-01-20')), field: 'start', code: 'slot_beyond_window' },
    {
      name: 'a gym for a video session',
      body: () => bookBody('', at('14:00'), 60, { gymId: 'gym-us-001' }),
      field: 'gymId',
      code: 'validation_failed',
    },
    {
      name: 'in person at a gym they do not work at',
      body: () => bookBody('', at('14:00'), 60, { mode: 'in_person', gymId: 'gym-us-001' }),
      field: 'gymId',
      code: 'validation_failed',
    },
    {
      name: 'an unknown field',
      body: () => ({ ...bookBody('', at('14:00')), userId: 'someone' }),
      field: 'userId',
      code: 'validation_failed',
    },
  ])('refuses a booking $name with 400 naming $field, charging nothing', async ({ body, field, code }) => {
    const [member] = await membersWithCoins(stack.url, 1);
    const answer = await member!.client.post('/api/professional-bookings', { ...body(), professionalId: partner.professionalId });
    expect(answer, answer.text).toMatchObject({ status: 400, json: { field, code } });
    expect(await balanceOf(member!.client)).toBe('1000.00');
  });

  it('refuses a booking under the minimum notice', async () => {
    const strict = await partnerProfessional(stack.url, 'trainer', rules({ minimumNoticeMinutes: 240 }), 'Notice Trainer');
    const [member] = await membersWithCoins(stack.url, 1);
    const answer = await member!.client.post('/api/professional-bookings', bookBody(strict.professionalId, at('11:00')));
    expect(answer).toMatchObject({ status: 400, json: { field: 'start', code: 'slot_under_notice' } });
  });

  it('answers not enough SweatCoins as gym bookings do, and books nothing', async () => {
    const { client } = await signUp(stack.url, 'Broke');
    const answer = await client.post('/api/professional-bookings', bookBody(partner.professionalId, at('15:00')));
    expect(answer).toMatchObject({ status: 409, json: { code: 'insufficient_sweatcoins' } });
    expect(answer.json.error).toContain('400.00');
    const free = await send(stack.url, `/api/professionals/${partner.professionalId}/availability?from=2026-11-16&to=2026-11-16&length=60`);
    expect(free.json.slots.map((s: Json) => s.start)).toContain(at('15:00'));
  });

  it('answers a replayed Idempotency-Key with the first booking, charged once (also side by side)', async () => {
    const [member] = await membersWithCoins(stack.url, 1);
    const key = randomUUID();
    const body = bookBody(partner.professionalId, at('16:00'));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => member!.client.post('/api/professional-bookings', body, { idempotencyKey: key })),
    );
    const later = await member!.client.post('/api/professional-bookings', body, { idempotencyKey: key });
    for (const answer of [...answers, later]) expect(answer.status, answer.text).toBe(201);
    expect(new Set([...answers, later].map((a) => a.json.booking.id)).size).toBe(1);
    expect(await balanceOf(member!.client)).toBe('600.00');
    const list = await member!.client.get('/api/professional-bookings');
    expect(list.json.bookings).toHaveLength(1);
  });

  it('the daily cap refuses one more session that day', async () => {
    const capped = await partnerProfessional(stack.url, 'trainer', rules({ dailyMax: 2 }), 'Capped Trainer');
    const members = await membersWithCoins(stack.url, 3);
    const answers = await Promise.all(
      ['09:00', '11:00', '13:00'].map((time, i) =>
        members[i]!.client.post('/api/professional-bookings', bookBody(capped.professionalId, at(time))),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 409 && a.json.code === 'slot_taken')).toHaveLength(1);
    const free = await send(stack.url, `/api/professionals/${capped.professionalId}/availability?from=2026-11-16&to=2026-11-17&length=60`);
    expect(free.json.slots.some((s: Json) => s.start.startsWith('2026-11-16'))).toBe(false);
    expect(free.json.slots.some((s: Json) => s.start.startsWith('2026-11-17'))).toBe(true);
  });
});

describe('rescheduling and cancelling', () => {
  let partner: Partner;
  beforeAll(async () => {
    partner = await partnerProfessional(stack.url, 'trainer', rules(), 'Move Trainer');
  });

  it('a reschedule racing new bookings for the time it frees: never two sessions in one time', async () => {
    const [mover, ...others] = await membersWithCoins(stack.url, 6);
    const booked = await mover!.client.post('/api/professional-bookings', bookBody(partner.professionalId, at('10:00', '2026-11-18')));
    expect(booked.status).toBe(201);
    const id = booked.json.booking.id;
    const [moved, ...rivals] = await Promise.all([
      mover!.client.post(`/api/professional-bookings/${id}/reschedule`, { start: at('14:00', '2026-11-18') }),
      ...others.map((o) => o.client.post('/api/professional-bookings', bookBody(partner.professionalId, at('10:00', '2026-11-18')))),
    ]);
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.booking.start).toBe(at('14:00', '2026-11-18'));
    expect(rivals.filter((a) => a.status === 201).length).toBeLessThanOrEqual(1);
    expect(rivals.every((a) => a.status === 201 || (a.status === 409 && a.json.code === 'slot_taken'))).toBe(true);
    // The professional's sessions never overlap, and the mover was charged once.
    const sessions = (await partner.client.get('/api/panel/trainer/sessions')).json.sessions.filter((s: Json) =>
      s.start.startsWith('2026-11-18'),
    );
    const spans = sessions.map((s: Json) => [Date.parse(s.start), Date.parse(s.end)]).sort((a: number[], b: number[]) => a[0]! - b[0]!);
    for (let i = 1; i < spans.length; i++) expect(spans[i][0]).toBeGreaterThanOrEqual(spans[i - 1][1]);
    expect(await balanceOf(mover!.client)).toBe('600.00');
    // The new time is held: nobody else can take it.
    const late = await others[0]!.client.post(
      '/api/professional-bookings',
      bookBody(partner.professionalId, at('14:30', '2026-11-18'), 30),
    );
    expect(late).toMatchObject({ status: 409, json: { code: 'slot_taken' } });
  });

  it('refuses a reschedule to a taken time and keeps the old one', async () => {
    const [a, b] = await membersWithCoins(stack.url, 2);
    const first = await a!.client.post('/api/professional-bookings', bookBody(partner.professionalId, at('09:00', '2026-11-19')));
    await b!.client.post('/api/professional-bookings', bookBody(partner.professionalId, at('11:00', '2026-11-19')));
    const move = await a!.client.post(`/api/professional-bookings/${first.json.booking.id}/reschedule`, {
      start: at('11:30', '2026-11-19'),
    });
    expect(move).toMatchObject({ status: 409, json: { code: 'slot_taken' } });
    const list = await a!.client.get('/api/professional-bookings');
    expect(list.json.bookings[0].start).toBe(at('09:00', '2026-11-19'));
    // Someone else's session is not found.
    expect((await b!.client.post(`/api/professional-bookings/${first.json.booking.id}/cancel`)).status).toBe(404);
  });

  it('cancels free before the cut-off, forgives one late cancellation in 30 days, refunds nothing for the next', async () => {
    const [member] = await membersWithCoins(stack.url, 1);
    const early = await member!.client.post('/api/professional-bookings', bookBody(partner.professionalId, at('09:00', '2026-11-25')));
    const cancelled = await member!.client.post(`/api/professional-bookings/${early.json.booking.id}/cancel`);
    expect(cancelled.json).toMatchObject({
      refundedSweatCoins: '400.00',
      sweatCoins: '1000.00',
      forgiven: false,
      booking: { status: 'cancelled' },
    });

    const late1 = await member!.client.post('/api/professional-bookings', bookBody(partner.professionalId, at('15:00')));
    const late2 = await member!.client.post('/api/professional-bookings', bookBody(partner.professionalId, at('16:00', '2026-11-16'), 30));
    expect([late1.status, late2.status]).toEqual([201, 201]);
    const forgiven = await member!.client.post(`/api/professional-bookings/${late1.json.booking.id}/cancel`);
    expect(forgiven.json).toMatchObject({ refundedSweatCoins: '400.00', forgiven: true, booking: { lateCancellation: true } });
    const notForgiven = await member!.client.post(`/api/professional-bookings/${late2.json.booking.id}/cancel`);
    expect(notForgiven.json).toMatchObject({ refundedSweatCoins: '0.00', forgiven: false });
    expect(await balanceOf(member!.client)).toBe('800.00');
    const again = await member!.client.post(`/api/professional-bookings/${late2.json.booking.id}/cancel`);
    expect(again).toMatchObject({ status: 409, json: { code: 'cancel_already_cancelled' } });
    // The cancelled times are free again.
    const free = await send(stack.url, `/api/professionals/${partner.professionalId}/availability?from=2026-11-16&to=2026-11-16&length=60`);
    expect(free.json.slots.map((s: Json) => s.start)).toContain(at('15:00'));
  });

  it('refuses moving a session after the cut-off', async () => {
    const [member] = await membersWithCoins(stack.url, 1);
    const soon = await member!.client.post('/api/professional-bookings', bookBody(partner.professionalId, at('11:00', '2026-11-16')));
    const move = await member!.client.post(`/api/professional-bookings/${soon.json.booking.id}/reschedule`, {
      start: at('11:00', '2026-11-20'),
    });
    expect(move).toMatchObject({ status: 409, json: { code: 'reschedule_too_late' } });
  });
});

describe('completing, earnings and reviews', () => {
  it('a completed session earns the professional its SweatCoins and lets the client review once', async () => {
    const partner = await partnerProfessional(stack.url, 'nutritionist', rules(), 'Nora Nutrition');
    const [member, stranger] = await membersWithCoins(stack.url, 2);
    const booked = await member!.client.post(
      '/api/professional-bookings',
      bookBody(partner.professionalId, at('09:00'), 30, { notes: 'Plan for a half marathon' }),
    );
    expect(booked.status, booked.text).toBe(201);
    const id = booked.json.booking.id;
    const early = await partner.client.post(`/api/panel/nutritionist/sessions/${id}/complete`);
    expect(early).toMatchObject({ status: 409, json: { code: 'session_not_started' } });
    const sessions = await partner.client.get('/api/panel/nutritionist/sessions');
    expect(sessions.json.sessions[0]).toMatchObject({ id, memberName: 'Member 1', notes: 'Plan for a half marathon' });

    const review = { stars: 5, text: 'Clear and practical.' };
    expect((await member!.client.post(`/api/professionals/${partner.professionalId}/reviews`, review)).status).toBe(403);

    await setClock(stack.url, at('09:40'));
    try {
      const done = await partner.client.post(`/api/panel/nutritionist/sessions/${id}/complete`);
      expect(done.json.session.status).toBe('completed');
      expect((await partner.client.post(`/api/panel/nutritionist/sessions/${id}/no-show`)).status).toBe(409);
    } finally {
      await setClock(stack.url, NOW);
    }
    // 20 USD = 200.00 SweatCoins to the nutritionist, as a ledger entry.
    const ledger = await partner.client.get('/api/wallet/ledger');
    expect(ledger.json.entries[0]).toMatchObject({ kind: 'session_earning', amount: '200.00' });
    const earnings = await partner.client.get('/api/panel/nutritionist/earnings');
    expect(earnings.json.months).toEqual([{ month: '2026-11', sessions: 1, earnedSweatCoins: '200.00' }]);

    const first = await member!.client.post(`/api/professionals/${partner.professionalId}/reviews`, review);
    expect(first.status, first.text).toBe(201);
    expect(first.json.rating).toEqual({ average: 5, count: 1 });
    expect(await member!.client.post(`/api/professionals/${partner.professionalId}/reviews`, review)).toMatchObject({
      status: 409,
      json: { code: 'already_reviewed' },
    });
    expect((await stranger!.client.post(`/api/professionals/${partner.professionalId}/reviews`, review)).status).toBe(403);
    const profile = await member!.client.get(`/api/professionals/${partner.professionalId}`);
    // A verified attendee's review: it names the session attended.
    expect(profile.json.reviews[0]).toMatchObject({ stars: 5, mine: true, attendedAt: at('09:00'), reply: null });
    expect(profile.json.canReview).toBe(false);

    // The professional answers it in public, as a gym does; only their own reviews.
    const reviewId = profile.json.reviews[0].id;
    const listed = await partner.client.get('/api/panel/nutritionist/reviews');
    expect(listed.json.reviews).toMatchObject([{ id: reviewId, stars: 5, reply: null }]);
    const replyPath = `/api/panel/nutritionist/reviews/${reviewId}/reply`;
    expect(await partner.client.post(replyPath, { text: '  ' })).toMatchObject({ status: 400, json: { field: 'text' } });
    const reply = await partner.client.post(replyPath, { text: 'Thank you, see you at the next check-in!' });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json.review.reply).toMatchObject({ text: 'Thank you, see you at the next check-in!' });
    const other = await partnerProfessional(stack.url, 'nutritionist', rules(), 'Nosy Nutrition');
    expect((await other.client.post(replyPath, { text: 'Mine?' })).status).toBe(404);
    expect((await partner.client.post('/api/panel/nutritionist/reviews/not-an-id/reply', { text: 'Hi' })).status).toBe(404);
    const seen = await stranger!.client.get(`/api/professionals/${partner.professionalId}`);
    expect(seen.json.reviews[0].reply).toMatchObject({ text: 'Thank you, see you at the next check-in!' });
  });
});

describe('paying at the session', () => {
  let partner: Partner;
  beforeAll(async () => {
    partner = await partnerProfessional(stack.url, 'trainer', rules(), 'Desk Trainer');
  });
  const atSession = (start: string, length = 60) => bookBody(partner.professionalId, start, length, { payWith: 'at_session' });

  it('books a member with no SweatCoins, debiting nothing, and shows the price to pay there', async () => {
    const { client } = await signUp(stack.url, 'New Member');
    const booked = await client.post('/api/professional-bookings', atSession(at('10:00', '2026-11-18')));
    expect(booked.status, booked.text).toBe(201);
    expect(booked.json).toMatchObject({
      sweatCoins: '0.00',
      booking: { payWith: 'at_session', priceUsd: 40, priceSweatCoins: '400.00', paidSweatCoins: '0.00', paymentConfirmedAt: null },
    });
    const ledger = await client.get('/api/wallet/ledger');
    expect(ledger.json.entries).toEqual([]);
  });

  it('refuses a guest, who can only pay in SweatCoins', async () => {
    const guest = new Client(stack.url);
    await guest.post('/api/auth/guest');
    const answer = await guest.post('/api/professional-bookings', atSession(at('11:00', '2026-11-18')));
    expect(answer).toMatchObject({ status: 403, json: { code: 'guest_cannot_pay_at_session', field: 'payWith' } });
  });

  it('refuses an unknown way to pay', async () => {
    const { client } = await signUp(stack.url, 'Card Member');
    const answer = await client.post(
      '/api/professional-bookings',
      bookBody(partner.professionalId, at('12:00', '2026-11-18'), 60, { payWith: 'card' }),
    );
    expect(answer).toMatchObject({ status: 400, json: { field: 'payWith', code: 'validation_failed' } });
  });

  it('cancels under the same rules, refunding nothing and spending no forgiveness when late', async () => {
    const { client } = await signUp(stack.url, 'Late Member');
    const early = await client.post('/api/professional-bookings', atSession(at('09:00', '2026-11-25')));
    expect((await client.post(`/api/professional-bookings/${early.json.booking.id}/cancel`)).json).toMatchObject({
      refundedSweatCoins: '0.00',
      forgiven: false,
      booking: { status: 'cancelled', lateCancellation: false },
    });
    const late = await client.post('/api/professional-bookings', atSession(at('14:00')));
    expect((await client.post(`/api/professional-bookings/${late.json.booking.id}/cancel`)).json).toMatchObject({
      forgiven: false,
      booking: { status: 'cancelled', lateCancellation: true },
    });
    // The forgiveness is still there for a session paid in SweatCoins.
    await buyCoins(client);
    const paid = await client.post('/api/professional-bookings', bookBody(partner.professionalId, at('15:00')));
    expect((await client.post(`/api/professional-bookings/${paid.json.booking.id}/cancel`)).json).toMatchObject({
      refundedSweatCoins: '400.00',
      forgiven: true,
    });
  });

  it('the professional confirms the payment once, from 15 minutes before; 20 confirmations at once make one', async () => {
    const { client } = await signUp(stack.url, 'Paying Member');
    const booked = await client.post('/api/professional-bookings', atSession(at('11:00', '2026-11-19')));
    const id = booked.json.booking.id;
    const path = `/api/panel/trainer/sessions/${id}/confirm-payment`;
    expect(await partner.client.post(path)).toMatchObject({ status: 409, json: { code: 'payment_not_open' } });
    await setClock(stack.url, at('10:50', '2026-11-19'));
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => partner.client.post(path)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409 && a.json.code === 'payment_already_confirmed')).toHaveLength(19);
      const mine = await client.get('/api/professional-bookings');
      expect(mine.json.bookings[0]).toMatchObject({ id, paymentConfirmedAt: at('10:50', '2026-11-19') });
      // Someone else's session is not found; a session paid in SweatCoins has nothing to confirm.
      const other = await partnerProfessional(stack.url, 'trainer', rules(), 'Other Trainer');
      expect((await other.client.post(path)).status).toBe(404);
      const [coins] = await membersWithCoins(stack.url, 1);
      const paid = await coins!.client.post('/api/professional-bookings', bookBody(partner.professionalId, at('11:00', '2026-11-20')));
      await setClock(stack.url, at('11:00', '2026-11-20'));
      expect(await partner.client.post(`/api/panel/trainer/sessions/${paid.json.booking.id}/confirm-payment`)).toMatchObject({
        status: 409,
        json: { code: 'payment_not_at_session' },
      });
      // Completed, it earns the professional no SweatCoins: they were paid there.
      await setClock(stack.url, at('11:30', '2026-11-19'));
      expect((await partner.client.post(`/api/panel/trainer/sessions/${id}/complete`)).status).toBe(200);
      const earnings = await partner.client.get('/api/panel/trainer/earnings');
      expect(earnings.json.entries.find((e: Json) => e.bookingId === id)).toMatchObject({ earnedSweatCoins: '0.00' });
    } finally {
      await setClock(stack.url, NOW);
    }
  });

  it('a cancelled session cannot be confirmed paid', async () => {
    const { client } = await signUp(stack.url, 'Gone Member');
    const booked = await client.post('/api/professional-bookings', atSession(at('16:00', '2026-11-18')));
    await client.post(`/api/professional-bookings/${booked.json.booking.id}/cancel`);
    await setClock(stack.url, at('16:00', '2026-11-18'));
    try {
      expect(await partner.client.post(`/api/panel/trainer/sessions/${booked.json.booking.id}/confirm-payment`)).toMatchObject({
        status: 409,
        json: { code: 'payment_cancelled' },
      });
    } finally {
      await setClock(stack.url, NOW);
    }
  });
});

describe('uploads and verified certifications', () => {
  it('uploads a photo and a certificate, which an admin verifies; only then the directory shows it verified', async () => {
    const partner = await partnerProfessional(stack.url, 'trainer', rules(), 'Cert Trainer');
    const { client: admin, email } = await signUp(stack.url, 'Admin');
    await giveRoles(stack.url, email, ['member', 'admin']);

    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const ticket = await partner.client.post('/api/panel/trainer/uploads', {
      purpose: 'photo',
      contentType: 'image/png',
      size: png.length,
    });
    expect(ticket.status, ticket.text).toBe(201);
    // Another size than was signed for is refused.
    const wrong = await send(stack.url, ticket.json.url, {
      method: 'PUT',
      body: Buffer.concat([png, png]).toString('latin1'),
      headers: ticket.json.headers,
    });
    expect(wrong.status).toBe(400);
    const put = await fetch(new URL(ticket.json.url, stack.url), { method: 'PUT', body: png, headers: ticket.json.headers });
    expect(put.status).toBe(200);
    const current = (await partner.client.get('/api/panel/trainer/profile')).json.profile;
    const withPhoto = await partner.client.call('/api/panel/trainer/profile', {
      method: 'PUT',
      body: {
        name: current.name,
        headline: current.headline,
        bio: current.bio,
        specialties: current.specialties,
        languages: current.languages,
        gymIds: [],
        video: true,
        published: true,
        photoKey: ticket.json.key,
      },
    });
    expect(withPhoto.status, withPhoto.text).toBe(200);
    const photoUrl = withPhoto.json.profile.photo.url;
    const served = await fetch(new URL(photoUrl, stack.url));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
    expect((await fetch(new URL(photoUrl.replace(/signature=[^&]+/, 'signature=forged'), stack.url))).status).toBe(403);

    const pdf = Buffer.from('%PDF-1.4 certificate');
    const doc = await partner.client.post('/api/panel/trainer/uploads', {
      purpose: 'certification',
      contentType: 'application/pdf',
      size: pdf.length,
    });
    const notUploaded = await partner.client.post('/api/panel/trainer/certifications', {
      name: 'CPT',
      issuer: 'NASM',
      number: 'N-1',
      documentKey: doc.json.key,
    });
    expect(notUploaded).toMatchObject({ status: 400, json: { field: 'documentKey' } });
    await fetch(new URL(doc.json.url, stack.url), { method: 'PUT', body: pdf, headers: doc.json.headers });
    const added = await partner.client.post('/api/panel/trainer/certifications', {
      name: 'CPT',
      issuer: 'NASM',
      number: 'N-1',
      documentKey: doc.json.key,
    });
    expect(added.status, added.text).toBe(201);
    const cert = added.json.profile.certifications.at(-1);
    expect(cert.status).toBe('pending');

    const directory = async () => (await send(stack.url, `/api/professionals/${partner.professionalId}`)).json;
    expect((await directory()).certifications.find((c: Json) => c.id === cert.id).verified).toBe(false);
    const pending = await admin.get('/api/admin/certifications');
    const row = pending.json.certifications.find((c: Json) => c.id === cert.id);
    expect(row).toMatchObject({ professionalId: partner.professionalId, status: 'pending' });
    expect((await fetch(new URL(row.documentUrl, stack.url))).status).toBe(200);
    const verified = await admin.post(`/api/admin/certifications/${partner.professionalId}/${cert.id}/verify`);
    expect(verified.json.certification.status).toBe('verified');
    expect((await directory()).certifications.find((c: Json) => c.id === cert.id).verified).toBe(true);
    const rejected = await admin.post(`/api/admin/certifications/${partner.professionalId}/${cert.id}/reject`, {
      reason: 'Number does not match',
    });
    expect(rejected.json.certification).toMatchObject({ status: 'rejected', rejectionReason: 'Number does not match' });
    expect((await directory()).certifications.some((c: Json) => c.id === cert.id)).toBe(false);
  });

  it('lists a professional only with a verified certification: a rejected only one unlists them, keeping booked sessions', async () => {
    const { client: admin, email } = await signUp(stack.url, 'Cert Admin');
    await giveRoles(stack.url, email, ['member', 'admin']);
    const { client: pro, email: proEmail } = await signUp(stack.url, 'Only Cert');
    await giveRoles(stack.url, proEmail, ['member', 'trainer']);
    expect((await pro.call('/api/panel/trainer/availability', { method: 'PUT', body: rules() })).status).toBe(200);
    const published = await pro.call('/api/panel/trainer/profile', {
      method: 'PUT',
      body: {
        name: 'Only Cert',
        headline: 'One certificate',
        bio: 'A trainer with a single certificate waiting for an admin.',
        specialties: ['strength'],
        languages: ['en'],
        gymIds: [],
        video: true,
        published: true,
      },
    });
    expect(published.status, published.text).toBe(200);
    const proId = published.json.profile.id as string;
    expect(published.json.profile.listing).toEqual({ listed: false, reason: 'no_verified_certification' });
    const inDirectory = async () =>
      (await send(stack.url, '/api/professionals?kind=trainer&q=Only%20Cert&limit=50')).json.professionals.some(
        (p: Json) => p.id === proId,
      );
    const [member] = await membersWithCoins(stack.url, 1);
    const book = (time: string) => member!.client.post('/api/professional-bookings', bookBody(proId, at(time, '2026-11-17')));

    // A certificate waiting for an admin lists nobody.
    const pdf = Buffer.from('%PDF-1.4 only certificate');
    const doc = await pro.post('/api/panel/trainer/uploads', {
      purpose: 'certification',
      contentType: 'application/pdf',
      size: pdf.length,
    });
    await fetch(new URL(doc.json.url, stack.url), { method: 'PUT', body: pdf, headers: doc.json.headers });
    const added = await pro.post('/api/panel/trainer/certifications', {
      name: 'CPT',
      issuer: 'NASM',
      number: 'N-2',
      documentKey: doc.json.key,
    });
    const certId = added.json.profile.certifications[0].id as string;
    expect(await inDirectory()).toBe(false);
    expect((await send(stack.url, `/api/professionals/${proId}`)).status).toBe(404);
    expect((await book('10:00')).status).toBe(404);

    // Verified: listed and bookable.
    expect((await admin.post(`/api/admin/certifications/${proId}/${certId}/verify`)).status).toBe(200);
    expect((await lastMail(stack.url, proEmail, 'certification-verified')).subject).toBe('Your certification CPT is verified');
    expect((await pro.get('/api/panel/trainer/profile')).json.profile.listing).toEqual({ listed: true, reason: null });
    expect(await inDirectory()).toBe(true);
    const kept = await book('10:00');
    expect(kept.status, kept.text).toBe(201);

    // Its only certification rejected: out of the directory, no new bookings; the booked session stays.
    expect((await admin.post(`/api/admin/certifications/${proId}/${certId}/reject`, { reason: 'Expired' })).status).toBe(200);
    expect((await lastMail(stack.url, proEmail, 'certification-rejected')).text).toContain('Our reason: Expired');
    expect((await pro.get('/api/panel/trainer/profile')).json.profile.listing).toEqual({
      listed: false,
      reason: 'no_verified_certification',
    });
    expect(await inDirectory()).toBe(false);
    expect((await send(stack.url, `/api/professionals/${proId}`)).status).toBe(404);
    expect((await book('12:00')).status).toBe(404);
    const mine = (await member!.client.get('/api/professional-bookings?scope=upcoming')).json.bookings;
    expect(mine.find((b: Json) => b.id === kept.json.booking.id)?.status).toBe('booked');
  });

  it('refuses a photo that is a PDF or too big', async () => {
    const partner = await partnerProfessional(stack.url, 'trainer', rules(), 'Big Files');
    expect(
      await partner.client.post('/api/panel/trainer/uploads', { purpose: 'photo', contentType: 'application/pdf', size: 10 }),
    ).toMatchObject({
      status: 400,
      json: { field: 'contentType' },
    });
    expect(
      await partner.client.post('/api/panel/trainer/uploads', { purpose: 'photo', contentType: 'image/png', size: 50_000_000 }),
    ).toMatchObject({
      status: 400,
      json: { field: 'size' },
    });
  });
});

describe('every panel and admin route checks its role', () => {
  const ROUTES: { method: string; path: (kind: string) => string; body?: Json }[] = [
    { method: 'GET', path: (k) => `/api/panel/${k}/profile` },
    {
      method: 'PUT',
      path: (k) => `/api/panel/${k}/profile`,
      body: { name: 'Role Test', headline: '', bio: '', specialties: [], languages: ['en'], gymIds: [], video: true, published: false },
    },
    { method: 'POST', path: (k) => `/api/panel/${k}/uploads`, body: { purpose: 'photo', contentType: 'image/png', size: 10 } },
    {
      method: 'POST',
      path: (k) => `/api/panel/${k}/certifications`,
      body: { name: 'A', issuer: 'B', number: 'C', documentKey: 'uploads/certification/x/abcdefgh.pdf' },
    },
    { method: 'DELETE', path: (k) => `/api/panel/${k}/certifications/nothing` },
    { method: 'GET', path: (k) => `/api/panel/${k}/availability` },
    { method: 'PUT', path: (k) => `/api/panel/${k}/availability`, body: rules() },
    { method: 'GET', path: (k) => `/api/panel/${k}/sessions` },
    { method: 'POST', path: (k) => `/api/panel/${k}/sessions/nothing/complete` },
    { method: 'POST', path: (k) => `/api/panel/${k}/sessions/nothing/no-show` },
    { method: 'POST', path: (k) => `/api/panel/${k}/sessions/nothing/confirm-payment` },
    { method: 'GET', path: (k) => `/api/panel/${k}/reviews` },
    { method: 'POST', path: (k) => `/api/panel/${k}/reviews/nothing/reply`, body: { text: 'Thanks' } },
    { method: 'GET', path: (k) => `/api/panel/${k}/earnings` },
    { method: 'POST', path: (k) => `/api/panel/${k}/sessions/nothing/cancel`, body: { reason: 'Ill today' } },
    { method: 'POST', path: (k) => `/api/panel/${k}/sessions/nothing/move`, body: { start: '2026-11-20T10:00:00.000Z', reason: 'Ill' } },
    { method: 'PUT', path: (k) => `/api/panel/${k}/sessions/nothing/video-link`, body: { url: 'https://meet.example.com/a' } },
    { method: 'GET', path: (k) => `/api/panel/${k}/free-times?from=2026-11-16&to=2026-11-17&length=60` },
    { method: 'GET', path: (k) => `/api/panel/${k}/calendar?from=2026-11-16` },
    { method: 'GET', path: (k) => `/api/panel/${k}/sessions.ics` },
    { method: 'GET', path: (k) => `/api/panel/${k}/calendar-feed` },
    { method: 'POST', path: (k) => `/api/panel/${k}/calendar-feed` },
  ];
  const ADMIN: { method: string; path: string; body?: Json }[] = [
    { method: 'GET', path: '/api/admin/certifications' },
    { method: 'POST', path: '/api/admin/certifications/pro-us-t01/nothing/verify' },
    { method: 'POST', path: '/api/admin/certifications/pro-us-t01/nothing/reject', body: { reason: 'No' } },
    { method: 'GET', path: '/api/admin/professionals/pro-us-t01' },
  ];
  const callers: Record<string, Client> = {};

  beforeAll(async () => {
    callers.visitor = new Client(stack.url);
    callers.member = (await signUp(stack.url, 'Plain Member')).client;
    const guest = new Client(stack.url);
    await guest.post('/api/auth/guest');
    callers.guest = guest;
    for (const role of ['trainer', 'nutritionist', 'admin']) {
      const account = await signUp(stack.url, `Role ${role}`);
      await giveRoles(stack.url, account.email, ['member', role]);
      callers[role] = account.client;
    }
  });

  const cases = ['trainer', 'nutritionist'].flatMap((kind) =>
    ROUTES.flatMap((route) =>
      ['visitor', 'member', 'guest', kind === 'trainer' ? 'nutritionist' : 'trainer', 'admin', kind].map((caller) => ({
        method: route.method,
        path: route.path(kind),
        body: route.body,
        caller,
        allowed: caller === kind,
      })),
    ),
  );

  it.each(cases)('$method $path as $caller', async ({ method, path, body, caller, allowed }) => {
    const answer = await callers[caller]!.call(path, { method, ...(body ? { body } : {}) });
    if (allowed) expect([200, 201, 400, 404], answer.text).toContain(answer.status);
    else expect(answer.status, answer.text).toBe(caller === 'visitor' ? 401 : 403);
  });

  it.each(
    ADMIN.flatMap((route) => ['visitor', 'member', 'guest', 'trainer', 'nutritionist', 'admin'].map((caller) => ({ ...route, caller }))),
  )('$method $path as $caller', async ({ method, path, body, caller }) => {
    const answer = await callers[caller]!.call(path, { method, ...(body ? { body } : {}) });
    if (caller === 'admin') expect([200, 404], answer.text).toContain(answer.status);
    else expect(answer.status, answer.text).toBe(caller === 'visitor' ? 401 : 403);
  });
});
