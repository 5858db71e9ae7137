// The fitness-centre panel over real HTTP on the local runtime and DynamoDB Local: who may use each
// route, profile edits reaching members at once, capacity and closures against existing bookings,
// the front desk (the day's arrivals, the desk code, staff check-in once however often it is sent,
// no-shows), replies to reviews, earnings, and photo uploads. The desk's staff and payments taken
// there: test/front-desk.test.ts.
import { arrivalsResponseSchema, gymProfileResponseSchema } from '@fitchoice/shared/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { book, checkInNow, codeOf, type Json, setClock, slotAt } from './gym-helpers';
import { Client, send, signUp, startTestStack } from './helpers';
import { admin, deskStaff, editOf, gymPartner, memberWithCoins, profileOf, saveProfile } from './panel-helpers';
import { fakePicture } from './social-helpers';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await setClock(stack.url, null);
  await stack?.stop();
});

const at = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

describe('who may use the panel', () => {
  const GYM = 'gym-us-001';
  const OTHER = 'gym-us-002';
  const routes = (gymId: string): [string, string, unknown?][] => [
    ['GET', `/api/panel/gym/${gymId}`],
    ['PUT', `/api/panel/gym/${gymId}`, {}],
    ['POST', `/api/panel/gym/${gymId}/uploads`, { purpose: 'photo', contentType: 'image/png', size: 10 }],
    ['GET', `/api/panel/gym/${gymId}/arrivals`],
    ['GET', `/api/panel/gym/${gymId}/desk-code`],
    ['POST', `/api/panel/gym/${gymId}/checkins`, { code: 'FC-X' }],
    ['POST', `/api/panel/gym/${gymId}/bookings/some-booking/payment`, { amount: '12.50', currency: 'USD' }],
    ['POST', `/api/panel/gym/${gymId}/bookings/some-booking/no-show`],
    ['GET', `/api/panel/gym/${gymId}/staff`],
    ['POST', `/api/panel/gym/${gymId}/staff`, { email: 'desk@example.com', name: 'Dee Desk' }],
    ['DELETE', `/api/panel/gym/${gymId}/staff/some-user`],
    ['GET', `/api/panel/gym/${gymId}/reviews`],
    ['PUT', `/api/panel/gym/${gymId}/reviews/abc/reply`, { text: 'Thanks' }],
    ['GET', `/api/panel/gym/${gymId}/earnings?from=2026-01-01&to=2026-01-31`],
  ];

  /** The routes an admin may use at any gym: reading its panel, and editing its profile. */
  const ADMIN_MAY = new Set([
    'GET /api/panel/gym/{gymId}',
    'PUT /api/panel/gym/{gymId}',
    'GET /api/panel/gym/{gymId}/arrivals',
    'GET /api/panel/gym/{gymId}/staff',
    'GET /api/panel/gym/{gymId}/reviews',
    'GET /api/panel/gym/{gymId}/earnings',
  ]);

  /** The routes the gym's front-desk staff may use: the desk, nothing else. */
  const DESK_MAY = new Set([
    'GET /api/panel/gym/{gymId}/arrivals',
    'GET /api/panel/gym/{gymId}/desk-code',
    'POST /api/panel/gym/{gymId}/checkins',
    'POST /api/panel/gym/{gymId}/bookings/some-booking/payment',
    'POST /api/panel/gym/{gymId}/bookings/some-booking/no-show',
  ]);

  it("refuses visitors (401), members, guests, another gym's partner and desk staff (403) on every route; admins and the gym's desk staff on all but theirs", async () => {
    const visitor = new Client(stack.url);
    const { client: member } = await signUp(stack.url);
    const guest = new Client(stack.url);
    expect((await guest.post('/api/auth/guest')).status).toBe(201);
    const boss = await admin(stack.url);
    const partnerOfOther = await gymPartner(stack.url, [OTHER]);
    const desk = (await deskStaff(stack.url, await gymPartner(stack.url, [GYM]), GYM)).client;
    const deskOfOther = (await deskStaff(stack.url, partnerOfOther, OTHER)).client;
    for (const [method, path, body] of routes(GYM)) {
      expect((await visitor.call(path, { method, body })).status, `${method} ${path}`).toBe(401);
      for (const refused of [member, guest, partnerOfOther, deskOfOther]) {
        const answer = await refused.call(path, { method, body });
        expect(answer.status, `${method} ${path}: ${answer.text}`).toBe(403);
      }
      const pattern = `${method} ${path.split('?')[0]!.replace(GYM, '{gymId}')}`;
      // Where allowed, the guard lets them through (then the route's own checks answer: no such booking or code is 404).
      for (const [caller, may] of [
        [boss, ADMIN_MAY],
        [desk, DESK_MAY],
      ] as const) {
        const answer = await caller.call(path, { method, body });
        if (may.has(pattern)) expect([200, 400, 404], `${pattern}: ${answer.text}`).toContain(answer.status);
        else expect(answer.status, `${pattern}: ${answer.text}`).toBe(403);
      }
    }
    expect((await visitor.get('/api/panel/gym')).status).toBe(401);
    expect((await member.get('/api/panel/gym')).status).toBe(403);
    expect((await desk.get('/api/panel/gym')).json.gyms).toMatchObject([{ id: GYM, access: 'desk' }]);
  });

  it("lists the partner's gyms and opens each of them", async () => {
    const partner = await gymPartner(stack.url, [GYM, OTHER]);
    const gyms = await partner.get('/api/panel/gym');
    expect(gyms.status, gyms.text).toBe(200);
    expect(gyms.json.gyms).toMatchObject([
      { id: GYM, access: 'owner' },
      { id: OTHER, access: 'owner' },
    ]);
    const profile = await partner.get(`/api/panel/gym/${OTHER}`);
    expect(gymProfileResponseSchema.parse(profile.json).profile.gym.id).toBe(OTHER);
  });
});

describe('editing the gym', () => {
  it('shows new hours, price and slot length in the gym page, the search and availability at once', async () => {
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    const GYM = 'gym-us-003';
    const partner = await gymPartner(stack.url, [GYM]);
    const visitor = new Client(stack.url);
    const before = await profileOf(partner, GYM);
    // The search caches its candidates: read once so a stale cache would show.
    expect((await visitor.get(`/api/gyms?region=US&q=${encodeURIComponent(before.gym.name)}`)).status).toBe(200);
    const hours = { open: '07:00', close: '11:00' };
    const openingHours = { mon: hours, tue: hours, wed: hours, thu: hours, fri: hours, sat: null, sun: null };
    const saved = await saveProfile(
      partner,
      GYM,
      editOf(before, { name: 'Harbour Strength', priceUsd: 19.5, openingHours, slotLengthMinutes: 90, amenities: ['sauna', 'wifi'] }),
    );
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.profile.gym).toMatchObject({
      name: 'Harbour Strength',
      priceUsd: 19.5,
      priceSweatCoins: '195.00',
      version: before.gym.version + 1,
    });

    const page = (await visitor.get(`/api/gyms/${GYM}`)).json;
    expect(page).toMatchObject({ name: 'Harbour Strength', priceUsd: 19.5, openingHours, amenities: ['sauna', 'wifi'] });
    const search = (await visitor.get('/api/gyms?region=US&q=Harbour%20Strength')).json;
    expect(search.gyms.map((g: Json) => g.id)).toContain(GYM);
    const slots = (await visitor.get(`/api/gyms/${GYM}/availability?date=2026-06-02`)).json.slots;
    expect(slots.map((s: Json) => s.localTime)).toEqual(['07:00', '08:30']);
    expect(Date.parse(slots[0].end) - Date.parse(slots[0].start)).toBe(90 * 60_000);
    expect((await visitor.get(`/api/gyms/${GYM}/availability?date=2026-06-06`)).json.slots).toEqual([]);

    // Saving over an older version is refused, and bad input changes nothing.
    const stale = await saveProfile(partner, GYM, editOf(before, { name: 'Lost update' }));
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe('stale_gym');
    const current = await profileOf(partner, GYM);
    for (const [changes, field] of [
      [{ priceUsd: -1 }, 'priceUsd'],
      [{ capacityPerSlot: 0 }, 'capacityPerSlot'],
      [{ slotLengthMinutes: 50 }, 'slotLengthMinutes'],
      [{ closures: ['2026-02-30'] }, 'closures.0'],
      [{ location: { latitude: 0, longitude: -30 } }, 'location'],
      [{ openingHours: { ...openingHours, mon: { open: '12:00', close: '09:00' } } }, 'openingHours.mon'],
    ] as const) {
      const answer = await saveProfile(partner, GYM, editOf(current, changes));
      expect(answer.status, JSON.stringify(changes)).toBe(400);
      expect(answer.json.field, answer.text).toBe(field);
    }
    expect((await profileOf(partner, GYM)).gym.version).toBe(current.gym.version);
  });

  it('keeps bookings when capacity drops below them, says so, and takes no new ones there', async () => {
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    const GYM = 'gym-us-004';
    const partner = await gymPartner(stack.url, [GYM]);
    const members = await Promise.all([0, 1, 2].map(() => memberWithCoins(stack.url, 'Cap Member', false)));
    const slot = await slotAt(members[0]!.client, GYM, '2026-06-03', '10:00');
    const bookings = await Promise.all(members.map((m) => book(m.client, GYM, slot.start)));
    const saved = await saveProfile(partner, GYM, editOf(await profileOf(partner, GYM), { capacityPerSlot: 1 }));
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.notices).toEqual({ overbookedSlots: 1, keptOnClosedTimes: 0, cancelledOnClosedTimes: 0, hoursToCheck: false });
    for (const [i, m] of members.entries()) {
      const mine = (await m.client.get('/api/bookings?scope=upcoming')).json.bookings;
      expect(mine.find((b: Json) => b.id === bookings[i].id)?.status).toBe('booked');
    }
    expect(await slotAt(members[0]!.client, GYM, '2026-06-03', '10:00')).toMatchObject({
      capacity: 1,
      booked: 3,
      remaining: 0,
      bookable: false,
    });
    const late = await (await memberWithCoins(stack.url, 'Late', false)).client.post('/api/bookings', {
      gymId: GYM,
      slotStart: slot.start,
      payWith: 'card',
    });
    expect(late.status).toBe(409);
    expect(late.json.code).toBe('slot_full');
    const desk = await partner.get(`/api/panel/gym/${GYM}/arrivals?date=2026-06-03`);
    const arrivals = arrivalsResponseSchema.parse(desk.json).arrivals.filter((a) => a.slotStart === slot.start);
    expect(arrivals.map((a) => a.memberName)).toEqual(['Cap Member', 'Cap Member', 'Cap Member']);
  });

  it('asks before closing a day with bookings, then cancels and refunds them or keeps them', async () => {
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    const GYM = 'gym-us-005';
    const partner = await gymPartner(stack.url, [GYM]);
    const payer = await memberWithCoins(stack.url, 'Closure Payer');
    const slot = await slotAt(payer.client, GYM, '2026-06-04', '10:00');
    const booked = await book(payer.client, GYM, slot.start, 'sweatcoins');
    const balance = (await payer.client.get('/api/wallet/ledger')).json.balance;

    const profile = await profileOf(partner, GYM);
    const asked = await saveProfile(partner, GYM, editOf(profile, { closures: ['2026-06-04'] }));
    expect(asked.status).toBe(409);
    expect(asked.json.code).toBe('closing_has_bookings');
    expect((await profileOf(partner, GYM)).closures).toEqual([]);

    const kept = await saveProfile(partner, GYM, editOf(profile, { closures: ['2026-06-04'], bookingsOnClosedTimes: 'keep' }));
    expect(kept.status, kept.text).toBe(200);
    expect(kept.json.notices).toMatchObject({ keptOnClosedTimes: 1, cancelledOnClosedTimes: 0 });
    expect((await payer.client.get(`/api/gyms/${GYM}/availability?date=2026-06-04`)).json.slots).toEqual([]);
    // The front desk still sees the kept visit.
    const desk = (await partner.get(`/api/panel/gym/${GYM}/arrivals?date=2026-06-04`)).json;
    expect(desk.closed).toBe(true);
    expect(desk.arrivals.map((a: Json) => a.bookingId)).toEqual([booked.id]);

    const again = await profileOf(partner, GYM);
    const cancelled = await saveProfile(partner, GYM, editOf(again, { bookingsOnClosedTimes: 'cancel' }));
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json.notices).toMatchObject({ keptOnClosedTimes: 0, cancelledOnClosedTimes: 1 });
    const after = (await payer.client.get('/api/wallet/ledger')).json;
    expect(Number(after.balance)).toBeCloseTo(Number(balance) + Number(booked.paidSweatCoins), 2);
    expect(after.entries[0]).toMatchObject({ kind: 'refund', amount: booked.paidSweatCoins });
    // The member is told in their activity (written at the same clock time as the booking, so in either order).
    const activity = (await payer.client.get('/api/activity')).json.entries;
    expect(activity.filter((e: Json) => e.title.includes('is closed on 2026-06-04'))).toHaveLength(1);
  });
});

describe("the gym's time zone", () => {
  const GYM = 'gym-us-006';
  const SAN_FRANCISCO = { latitude: 37.7793, longitude: -122.4193 };
  const hours = { open: '06:00', close: '22:00' };
  const everyDay = { mon: hours, tue: hours, wed: hours, thu: hours, fri: hours, sat: hours, sun: hours };

  it("follows the pin: moving a New York gym to San Francisco takes the place's zone, asks about the hours, then keeps them as local times", async () => {
    // 20:00 in San Francisco on a Wednesday in June (03:00 UTC Thursday).
    await setClock(stack.url, '2026-06-04T03:00:00Z');
    const partner = await gymPartner(stack.url, [GYM]);
    const visitor = new Client(stack.url);
    const before = await profileOf(partner, GYM);
    expect(before.gym.timeZone).toBe('America/New_York');
    const place = (await visitor.get(`/api/location/time-zone?latitude=${SAN_FRANCISCO.latitude}&longitude=${SAN_FRANCISCO.longitude}`))
      .json;
    expect(place).toEqual({ timeZone: 'America/Los_Angeles' });

    // A moved pin goes with its place's zone, as the app sends it; without one the edit is refused.
    const zoneless = await saveProfile(partner, GYM, editOf(before, { location: SAN_FRANCISCO, openingHours: everyDay }));
    expect(zoneless.status, zoneless.text).toBe(400);
    expect(zoneless.json.field).toBe('timeZone');
    const moved = { location: SAN_FRANCISCO, timeZone: place.timeZone, openingHours: everyDay };
    const asked = await saveProfile(partner, GYM, editOf(before, moved));
    expect(asked.status, asked.text).toBe(409);
    expect(asked.json.code).toBe('zone_changes_hours');
    expect((await profileOf(partner, GYM)).gym).toMatchObject({ timeZone: 'America/New_York', version: before.gym.version });

    const saved = await saveProfile(partner, GYM, editOf(before, { ...moved, hoursInNewZone: 'same_clock' }));
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.profile.gym).toMatchObject({ timeZone: 'America/Los_Angeles', openingHours: everyDay, location: SAN_FRANCISCO });
    // A member at 8 PM Pacific sees the gym open, and its slots at Pacific times.
    const page = (await visitor.get(`/api/gyms/${GYM}`)).json;
    expect(page).toMatchObject({ timeZone: 'America/Los_Angeles', openNow: true });
    const slots = (await visitor.get(`/api/gyms/${GYM}/availability?date=2026-06-04`)).json.slots;
    expect(slots[0]).toMatchObject({ localTime: '06:00', start: '2026-06-04T13:00:00.000Z' });
  });

  it("re-expresses the hours at the same moments when asked, and takes an owner's or an admin's zone, never an invalid one", async () => {
    await setClock(stack.url, '2026-06-01T12:00:00Z');
    const GYM2 = 'gym-us-007';
    const partner = await gymPartner(stack.url, [GYM2]);
    const before = await profileOf(partner, GYM2);
    const ny = await saveProfile(partner, GYM2, editOf(before, { openingHours: everyDay }));
    expect(ny.status, ny.text).toBe(200);
    const chosen = await saveProfile(
      partner,
      GYM2,
      editOf(ny.json.profile, { timeZone: 'America/Chicago', hoursInNewZone: 'same_moments' }),
    );
    expect(chosen.status, chosen.text).toBe(200);
    const central = { open: '05:00', close: '21:00' };
    expect(chosen.json.profile.gym).toMatchObject({
      timeZone: 'America/Chicago',
      openingHours: { mon: central, tue: central, wed: central, thu: central, fri: central, sat: central, sun: central },
    });
    expect(chosen.json.notices.hoursToCheck).toBe(false);

    // Invalid zones are refused with the field named, and change nothing.
    const current = await profileOf(partner, GYM2);
    for (const timeZone of ['XAmerica/New_York', 'Mars/Olympus', '', 'America/New York']) {
      const refused = await saveProfile(partner, GYM2, editOf(current, { timeZone, hoursInNewZone: 'same_clock' }));
      expect(refused.status, timeZone).toBe(400);
      expect(refused.json.field).toBe('timeZone');
    }
    expect((await profileOf(partner, GYM2)).gym).toMatchObject({ timeZone: 'America/Chicago', version: current.gym.version });

    // An admin sets it back; the edit is in the audit log, naming the admin and the gym.
    const boss = await admin(stack.url);
    const byAdmin = await saveProfile(boss, GYM2, editOf(current, { timeZone: 'America/New_York', hoursInNewZone: 'same_clock' }));
    expect(byAdmin.status, byAdmin.text).toBe(200);
    expect(byAdmin.json.profile.gym.timeZone).toBe('America/New_York');
    const audit = (await boss.get('/api/admin/audit?limit=5&action=gym.edited')).json.entries;
    expect(audit[0]).toMatchObject({
      action: 'gym.edited',
      actorName: 'Ada Admin',
      targetType: 'gym',
      targetId: GYM2,
      targetName: current.gym.name,
      details: { timeZone: 'America/Chicago -> America/New_York' },
    });
    // The partner's own edits are theirs, not an admin's: no audit entry.
    const own = await saveProfile(partner, GYM2, editOf(byAdmin.json.profile, { priceUsd: 12 }));
    expect(own.status, own.text).toBe(200);
    expect((await boss.get('/api/admin/audit?limit=1&action=gym.edited')).json.entries[0].id).toBe(audit[0].id);
  });

  it('refuses a bad place for the zone lookup', async () => {
    const visitor = new Client(stack.url);
    for (const query of ['latitude=91&longitude=0', 'latitude=0', 'latitude=a&longitude=0']) {
      expect((await visitor.get(`/api/location/time-zone?${query}`)).status, query).toBe(400);
    }
  });
});

describe('the front desk', () => {
  it('checks a member in once when the staff send the code twice at the same moment: one check-in, one XP award', async () => {
    const GYM = 'gym-gb-010';
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    const partner = await gymPartner(stack.url, [GYM]);
    const { client } = await memberWithCoins(stack.url, 'Desk Member', false);
    const slot = await slotAt(client, GYM, '2026-06-02', '10:00');
    const booking = await book(client, GYM, slot.start, 'card');
    const code = await codeOf(client, booking.id);
    await setClock(stack.url, at(slot.start, 5));
    const answers = await Promise.all(Array.from({ length: 20 }, () => partner.post(`/api/panel/gym/${GYM}/checkins`, { code })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).every((a) => a.json.code === 'checkin_code_used')).toBe(true);
    const ok = answers.find((a) => a.status === 200)!.json;
    expect(ok).toMatchObject({ bookingId: booking.id, memberName: 'Desk Member', payWith: 'card' });
    expect(ok.xpAwarded).toBeGreaterThan(0);
    const me = (await client.get('/api/auth/me')).json;
    expect(me.xp).toBe(ok.xpAwarded);
    const xpEntries = (await client.get('/api/activity')).json.entries.filter((e: Json) => e.kind === 'checkin');
    expect(xpEntries).toHaveLength(1);
    // The same check-in replayed from the outbox (one key) answers the first result.
    const key = 'desk-replay-1';
    const first = await partner.post(`/api/panel/gym/${GYM}/checkins`, { code }, { idempotencyKey: key });
    const replay = await partner.post(`/api/panel/gym/${GYM}/checkins`, { code }, { idempotencyKey: key });
    expect(replay.status).toBe(first.status);
    expect(replay.text).toBe(first.text);
  });

  it("refuses another gym's booking code, and shows the desk code members scan", async () => {
    const GYM = 'gym-gb-011';
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    const partner = await gymPartner(stack.url, [GYM]);
    const { client } = await memberWithCoins(stack.url, 'Elsewhere', false);
    const slot = await slotAt(client, 'gym-gb-012', '2026-06-02', '10:00');
    const booking = await book(client, 'gym-gb-012', slot.start, 'card');
    await setClock(stack.url, at(slot.start, 5));
    const refused = await partner.post(`/api/panel/gym/${GYM}/checkins`, { code: await codeOf(client, booking.id) });
    expect(refused.status).toBe(404);
    const desk = await partner.get(`/api/panel/gym/${GYM}/desk-code`);
    expect(desk.status, desk.text).toBe(200);
    const hook = await send(stack.url, `/__test/gym-code?gymId=${GYM}`);
    expect(desk.json.code).toBe(hook.json.code);
  });

  it('marks a no-show only after the slot, once', async () => {
    const GYM = 'gym-gb-013';
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    const partner = await gymPartner(stack.url, [GYM]);
    const { client } = await memberWithCoins(stack.url, 'Absent', false);
    const slot = await slotAt(client, GYM, '2026-06-02', '10:00');
    const booking = await book(client, GYM, slot.start, 'card');
    const path = `/api/panel/gym/${GYM}/bookings/${booking.id}/no-show`;
    await setClock(stack.url, at(slot.start, 30));
    const early = await partner.post(path);
    expect(early.status).toBe(409);
    expect(early.json.code).toBe('slot_not_over');
    await setClock(stack.url, at(slot.end, 1));
    const answers = await Promise.all([partner.post(path), partner.post(path), partner.post(path)]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.find((a) => a.status === 200)!.json.arrival.noShowAt).not.toBeNull();
    expect((await partner.post(`/api/panel/gym/${GYM}/bookings/not-a-booking/no-show`)).status).toBe(404);
  });
});

describe('reviews and earnings', () => {
  it("publishes the gym's reply under the member's review", async () => {
    const GYM = 'gym-gb-014';
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    const partner = await gymPartner(stack.url, [GYM]);
    const { client } = await memberWithCoins(stack.url, 'Reviewer');
    const slot = await slotAt(client, GYM, '2026-06-02', '10:00');
    const booking = await book(client, GYM, slot.start, 'sweatcoins');
    await setClock(stack.url, at(slot.start, 5));
    await checkInNow(stack.url, client, booking);
    expect((await client.post(`/api/gyms/${GYM}/reviews`, { stars: 4, text: 'Clean and friendly' })).status).toBe(201);
    // The catalogue's seeded reviews are listed too: find the member's.
    const listed = (await partner.get(`/api/panel/gym/${GYM}/reviews`)).json.reviews;
    const mine = listed.filter((review: { text: string }) => review.text === 'Clean and friendly');
    expect(mine).toHaveLength(1);
    const reply = await partner.call(`/api/panel/gym/${GYM}/reviews/${mine[0].id}/reply`, {
      method: 'PUT',
      body: { text: 'Thank you, see you soon!' },
    });
    expect(reply.status, reply.text).toBe(200);
    const publicList = (await new Client(stack.url).get(`/api/gyms/${GYM}/reviews`)).json.reviews;
    expect(publicList.find((review: { id: string }) => review.id === mine[0].id).reply).toMatchObject({ text: 'Thank you, see you soon!' });
    // A review of another gym cannot be answered from this one.
    const other = await gymPartner(stack.url, ['gym-gb-015']);
    expect((await other.call(`/api/panel/gym/gym-gb-015/reviews/${mine[0].id}/reply`, { method: 'PUT', body: { text: 'x' } })).status).toBe(
      404,
    );
  });

  it('adds up visits paid in SweatCoins per day and month, leaving out card visits and refunds', async () => {
    const GYM = 'gym-gb-016';
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    const partner = await gymPartner(stack.url, [GYM]);
    const { client } = await memberWithCoins(stack.url, 'Spender');
    const a = await book(client, GYM, (await slotAt(client, GYM, '2026-06-02', '10:00')).start, 'sweatcoins');
    await book(client, GYM, (await slotAt(client, GYM, '2026-06-03', '10:00')).start, 'sweatcoins');
    await book(client, GYM, (await slotAt(client, GYM, '2026-06-03', '11:00')).start, 'card');
    const refunded = await book(client, GYM, (await slotAt(client, GYM, '2026-06-04', '10:00')).start, 'sweatcoins');
    expect((await client.post(`/api/bookings/${refunded.id}/cancel`)).status).toBe(200);
    const earnings = await partner.get(`/api/panel/gym/${GYM}/earnings?from=2026-06-01&to=2026-06-30`);
    expect(earnings.status, earnings.text).toBe(200);
    const price = a.paidSweatCoins;
    expect(earnings.json.days).toEqual([
      { date: '2026-06-02', visits: 1, sweatCoins: price },
      { date: '2026-06-03', visits: 1, sweatCoins: price },
    ]);
    expect(earnings.json.months).toEqual([{ month: '2026-06', visits: 2, sweatCoins: (Number(price) * 2).toFixed(2) }]);
    expect((await partner.get(`/api/panel/gym/${GYM}/earnings?from=2026-06-30&to=2026-06-01`)).json.field).toBe('to');
    for (const [path, field] of [
      [`/api/panel/gym/${GYM}/earnings?from=9999-01-01&to=9999-12-31`, 'from'],
      [`/api/panel/gym/${GYM}/earnings?from=2025-01-01&to=2026-06-30`, 'to'],
      [`/api/panel/gym/${GYM}/arrivals?date=9999-12-31`, 'date'],
      [`/api/panel/gym/${GYM}/arrivals?date=2026-13-01`, 'date'],
    ] as const) {
      const answer = await partner.get(path);
      expect(answer.status, `${path}: ${answer.text}`).toBe(400);
      expect(answer.json.field, path).toBe(field);
    }
  });
});

describe('photos', () => {
  it('uploads a photo with its thumbnail, names them in the profile and shows them to members', async () => {
    const GYM = 'gym-gb-017';
    const partner = await gymPartner(stack.url, [GYM]);
    const upload = async (purpose: 'photo' | 'thumbnail', bytes: Buffer) => {
      const ticket = await partner.post(`/api/panel/gym/${GYM}/uploads`, { purpose, contentType: 'image/png', size: bytes.length });
      expect(ticket.status, ticket.text).toBe(201);
      const put = await fetch(new URL(ticket.json.url, stack.url), { method: 'PUT', body: bytes, headers: ticket.json.headers });
      expect(put.status, await put.text()).toBe(200);
      return ticket.json.key as string;
    };
    const tooBig = await partner.post(`/api/panel/gym/${GYM}/uploads`, {
      purpose: 'thumbnail',
      contentType: 'image/png',
      size: 300 * 1024,
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.json.field).toBe('size');
    const key = await upload('photo', fakePicture(2000, 'image/png'));
    const thumbnailKey = await upload('thumbnail', fakePicture(300, 'image/png'));
    const profile = await profileOf(partner, GYM);
    // Another gym's upload key is refused.
    const foreign = await saveProfile(
      partner,
      GYM,
      editOf(profile, { photos: [{ key: key.replace(GYM, 'gym-gb-018'), thumbnailKey, alt: 'Weights' }] }),
    );
    expect(foreign.status).toBe(400);
    const saved = await saveProfile(partner, GYM, editOf(profile, { photos: [{ key, thumbnailKey, alt: 'The weights room' }] }));
    expect(saved.status, saved.text).toBe(200);
    const gym = (await new Client(stack.url).get(`/api/gyms/${GYM}`)).json;
    expect(gym.photos).toHaveLength(1);
    expect(gym.photos[0]).toMatchObject({ alt: 'The weights room' });
    const redirect = await send(stack.url, gym.photos[0].thumbnailUrl);
    expect(redirect.status).toBe(302);
    const file = await fetch(new URL(redirect.headers.location as string, stack.url));
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBe(300);
  });
});
