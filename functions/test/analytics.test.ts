// The analytics API over real HTTP on the local runtime and DynamoDB Local: who sees what (admins
// the product, a region or a gym; a gym partner their gyms only; anyone else 403), the figures of a
// scripted day (sign-ups, heartbeats, purchases, bookings, a cancellation, check-ins by the member
// and by the desk, a no-show, a conversion, a professional's session), members counted once per day
// however many heartbeats race, and the rebuild command giving the very same numbers.
import { randomUUID } from 'node:crypto';
import { ANALYTICS_METRICS, analyticsSeriesSchema, analyticsSummarySchema } from '@fitchoice/shared/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { book, checkInNow, codeOf, type Json, setClock, slotAt, staffCheckIn } from './gym-helpers';
import { Client, signUp, startTestStack } from './helpers';
import { admin, giveRoles, gymPartner, memberWithCoins } from './panel-helpers';
import { approvedPartner } from './partner-helpers';
import { bookBody, partnerProfessional } from './pro-helpers';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await setClock(stack.url, null);
  await stack?.stop();
});

const X = 'gym-gb-001';
const Y = 'gym-gb-002';
const OTHER = 'gym-us-001';

const summaryOf = async (client: Client, query: string) => {
  const answer = await client.get(`/api/analytics/summary?${query}`);
  expect(answer.status, answer.text).toBe(200);
  return analyticsSummarySchema.parse(answer.json);
};

describe('who sees the analytics', () => {
  it('answers admins and gym partners only, and a partner only for their gyms', async () => {
    await setClock(stack.url, '2026-02-01T00:00:00Z');
    const query = 'from=2026-01-01&to=2026-01-31';
    const visitor = new Client(stack.url);
    const { client: member } = await signUp(stack.url);
    const trainer = await signUp(stack.url, 'Tess');
    await giveRoles(stack.url, trainer.email, ['member', 'trainer']);
    for (const path of [`/api/analytics/summary?${query}`, `/api/analytics/series?metric=gymBookings&${query}`]) {
      expect((await visitor.get(path)).status).toBe(401);
      expect((await member.get(path)).status).toBe(403);
      expect((await trainer.client.get(path)).status).toBe(403);
    }
    const partner = await gymPartner(stack.url, [X, Y]);
    const mine = await summaryOf(partner, query);
    expect(mine.scope).toEqual({ kind: 'gyms', region: null, gymIds: [X, Y] });
    expect(mine.figures.signups).toBeNull();
    expect(mine.figures.coinsPurchased).toBeNull();
    expect(mine.cohorts).toBeNull();
    expect((await partner.get(`/api/analytics/summary?${query}&gymId=${OTHER}`)).status).toBe(403);
    const future = await partner.get('/api/analytics/series?metric=gymBookings&from=2026-01-25&to=2026-02-03');
    expect(future.status).toBe(400);
    expect(future.json.field).toBe('to');
    expect((await partner.get(`/api/analytics/series?metric=gymBookings&${query}&gymId=${OTHER}`)).status).toBe(403);
    const onlyX = await summaryOf(partner, `${query}&gymId=${X}`);
    expect(onlyX.scope.gymIds).toEqual([X]);
    // Product-wide metrics are not a partner's to read.
    const signups = await partner.get(`/api/analytics/series?metric=signups&${query}`);
    expect(signups.status).toBe(400);
    expect(signups.json.field).toBe('metric');

    const boss = await admin(stack.url);
    expect((await summaryOf(boss, query)).scope.kind).toBe('all');
    expect((await summaryOf(boss, `${query}&region=GB`)).scope).toEqual({ kind: 'region', region: 'GB', gymIds: [] });
    for (const [bad, field] of [
      ['from=2026-01-31&to=2026-01-01', 'to'],
      ['from=2025-01-01&to=2026-06-01', 'to'],
      ['from=yesterday&to=2026-01-01', 'from'],
      [`${query}&region=GB&gymId=${X}`, 'gymId'],
      [`${query}&region=XX`, 'region'],
      [`${query}&gymId=no-such-gym`, 'gymId'],
      // The clock says 1 February: figures of days to come are refused, not answered as zeros.
      ['from=2026-01-15&to=2026-02-02', 'to'],
      // The days after 9999-12-31 sort before it as text: this range once never answered.
      ['from=9999-06-01&to=9999-12-31', 'from'],
      ['from=2026-02-30&to=2026-03-01', 'from'],
      ['from=1999-12-01&to=1999-12-31', 'from'],
    ] as const) {
      const answer = await boss.get(`/api/analytics/summary?${bad}`);
      expect(answer.status, bad).toBe(400);
      expect(answer.json.field, answer.text).toBe(field);
    }
  });
});

describe('a scripted day', () => {
  it('counts every event of the day, scoped by region and gym, and the rebuild gives the same numbers', async () => {
    // Staff accounts are made the day before, so they are not the day's sign-ups.
    await setClock(stack.url, '2026-03-09T12:00:00Z');
    const boss = await admin(stack.url);
    const partner = await gymPartner(stack.url, [X, Y]);
    const pro = await partnerProfessional(stack.url);

    await setClock(stack.url, '2026-03-10T08:00:00Z');
    const a = await memberWithCoins(stack.url, 'Ann');
    const b = await memberWithCoins(stack.url, 'Ben');
    const c = await memberWithCoins(stack.url, 'Cat', false);
    // Heartbeats: Ann three times, Ben once, Cat twenty times at once: three members active.
    for (let i = 0; i < 3; i++) expect((await a.client.post('/api/heartbeat', { userId: a.userId })).status).toBe(204);
    expect((await b.client.post('/api/heartbeat', { userId: b.userId })).status).toBe(204);
    const beats = await Promise.all(Array.from({ length: 20 }, () => c.client.post('/api/heartbeat', { userId: c.userId })));
    expect(beats.every((answer) => answer.status === 204)).toBe(true);

    const annVisit = await book(a.client, X, (await slotAt(a.client, X, '2026-03-10', '10:00')).start, 'sweatcoins');
    const benVisit = await book(b.client, X, (await slotAt(b.client, X, '2026-03-10', '11:00')).start, 'card');
    const catVisit = await book(c.client, Y, (await slotAt(c.client, Y, '2026-03-10', '10:00')).start, 'card');
    const benCancelled = await book(b.client, Y, (await slotAt(b.client, Y, '2026-03-10', '14:00')).start, 'sweatcoins');
    expect((await b.client.post(`/api/bookings/${benCancelled.id}/cancel`)).status).toBe(200);
    const session = await a.client.post('/api/professional-bookings', bookBody(pro.professionalId, '2026-03-10T15:00:00.000Z', 30));
    expect(session.status, session.text).toBe(201);
    // A reward from the store, valid at any gym: its price is SweatCoins spent.
    const reward = await b.client.post('/api/store/redemptions', { rewardId: 'trainer-20-off', quantity: 1 });
    expect(reward.status, reward.text).toBe(201);
    const rewardCoins = Number(reward.json.redemption.sweatCoins);

    await setClock(stack.url, '2026-03-10T10:05:00Z');
    await checkInNow(stack.url, a.client, annVisit);
    expect((await a.client.post('/api/rewards/convert', { xp: 70 })).status).toBe(200);
    await setClock(stack.url, '2026-03-10T11:05:00Z');
    const desk = await partner.post(`/api/panel/gym/${X}/checkins`, { code: await codeOf(b.client, benVisit.id) });
    expect(desk.status, desk.text).toBe(200);
    // Ben pays for his visit at the desk: money in pounds, recorded there.
    const paid = await partner.post(`/api/panel/gym/${X}/bookings/${benVisit.id}/payment`, { amount: '15', currency: 'GBP' });
    expect(paid.status, paid.text).toBe(200);
    expect((await partner.post(`/api/panel/gym/${Y}/bookings/${catVisit.id}/no-show`)).status).toBe(200);

    const day = 'from=2026-03-10&to=2026-03-10';
    const all = await summaryOf(boss, day);
    const visitX = Number(annVisit.paidSweatCoins);
    const visitY = Number(benCancelled.paidSweatCoins);
    const sessionCoins = Number(session.json.booking.paidSweatCoins);
    expect(all.figures).toMatchObject({
      activeDaily: { current: 3, previous: 0 },
      activeWeekly: { current: 3 },
      activeMonthly: { current: 3 },
      // The day before: the admin, the partner and the professional signed up.
      signups: { current: 3, previous: 3 },
      gymBookings: { current: 4, previous: 0 },
      gymCancellations: { current: 1 },
      checkins: { current: 2 },
      gymNoShows: { current: 1 },
      proSessions: { current: 1 },
      noShowRate: { current: 0.333, previous: null },
      coinsPurchased: { current: '2000.00' },
      coinsEarned: { current: '7.00' },
      coinsRefunded: { current: visitY.toFixed(2) },
    });
    expect(Number(all.figures.coinsSpent!.current)).toBeCloseTo(visitX + visitY + sessionCoins + rewardCoins, 2);
    // Money is only what a desk recorded (Ben's card visit), in its currency; SweatCoin visits are SweatCoins.
    expect(all.figures.revenue).toEqual({ current: [{ currency: 'GBP', amount: '15.00' }], previous: [] });
    // Every balance added up: what the three members hold now.
    const balances = await Promise.all([a, b, c].map(async (m) => Number((await m.client.get('/api/wallet/ledger')).json.balance)));
    expect(Number(all.figures.coinsOutstanding!.current)).toBeCloseTo(
      balances.reduce((sum, x) => sum + x, 0),
      2,
    );
    expect(all.topGyms.map((g) => [g.gymId, g.bookings, g.checkins])).toEqual([
      [X, 2, 2],
      [Y, 2, 0],
    ]);
    expect(all.topProfessionals).toEqual([{ professionalId: pro.professionalId, name: 'Pat Partner', sessions: 1 }]);
    // The week's cohort: the three staff accounts of Monday and the three members; three were active.
    expect(all.cohorts).toEqual([{ week: '2026-W11', size: 6, active: [3] }]);

    const region = await summaryOf(boss, `${day}&region=GB`);
    expect(region.figures).toMatchObject({ gymBookings: { current: 4 }, checkins: { current: 2 }, signups: null });
    const usa = await summaryOf(boss, `${day}&region=US`);
    expect(usa.figures.gymBookings.current).toBe(0);
    const gymX = await summaryOf(partner, `${day}&gymId=${X}`);
    expect(gymX.figures).toMatchObject({ gymBookings: { current: 2 }, checkins: { current: 2 }, gymNoShows: { current: 0 } });
    expect(gymX.figures.revenue.current).toEqual([{ currency: 'GBP', amount: '15.00' }]);
    expect((await summaryOf(partner, `${day}&gymId=${Y}`)).figures.revenue.current).toEqual([]);
    expect(region.figures.revenue.current).toEqual([{ currency: 'GBP', amount: '15.00' }]);
    expect(usa.figures.revenue.current).toEqual([]);
    expect((await summaryOf(partner, day)).figures.gymBookings.current).toBe(4);

    const series = async (client: Client, metric: string, query = day) => {
      const answer = await client.get(`/api/analytics/series?metric=${metric}&${query}`);
      expect(answer.status, answer.text).toBe(200);
      return analyticsSeriesSchema.parse(answer.json);
    };
    const week = 'from=2026-03-04&to=2026-03-10';
    expect((await series(boss, 'gymBookings', week)).points.map((p) => p.value)).toEqual([0, 0, 0, 0, 0, 0, 4]);
    expect((await series(boss, 'coinsPurchased')).points).toEqual([{ period: '2026-03-10', value: 2000 }]);
    expect((await series(boss, 'activeWeekly', week)).points).toEqual([
      { period: '2026-W10', value: 0 },
      { period: '2026-W11', value: 3 },
    ]);

    // The rebuild recomputes everything from the source items: the same figures and points.
    const everything = async () => ({
      summaries: await Promise.all(
        // Whole months (January to March), whole weeks and single days (coverRange) are read from their own items.
        [day, week, 'from=2026-01-01&to=2026-03-31', 'from=2026-02-23&to=2026-03-15', `${week}&region=GB`]
          .map((query) => summaryOf(boss, query))
          .concat([summaryOf(partner, `${week}&gymId=${Y}`), summaryOf(partner, 'from=2026-03-01&to=2026-03-31')]),
      ),
      series: await Promise.all(ANALYTICS_METRICS.map((metric) => series(boss, metric, week))),
    });
    // A range ends today at the latest: read them all from the first of April.
    await setClock(stack.url, '2026-04-01T12:00:00Z');
    const live = await everything();
    // The month's and the weeks' items hold the same day's events as the day's own items.
    expect(live.summaries[2]!.figures.gymBookings.current).toBe(4);
    expect(live.summaries[3]!.figures.checkins.current).toBe(2);
    expect(live.summaries[6]!.topGyms.map((g) => g.gymId)).toEqual([X, Y]);
    const { rebuildAggregates } = await import('../src/aggregates/rebuild-aggregates');
    const result = await rebuildAggregates();
    expect(result.removed).toBeGreaterThan(0);
    expect(await everything()).toEqual(live);

    // Up to the day before (the clock set back to it): none of the day's events.
    await setClock(stack.url, '2026-03-09T12:00:00Z');
    const dayBefore = await summaryOf(boss, 'from=2026-03-04&to=2026-03-09');
    expect(dayBefore.figures).toMatchObject({ gymBookings: { current: 0 }, checkins: { current: 0 }, signups: { current: 3 } });
    expect(dayBefore.topGyms).toEqual([]);
  });

  it('counts a member once per day, week and month however many heartbeats race, late replays included', async () => {
    const boss = await admin(stack.url);
    await setClock(stack.url, '2026-04-20T09:00:00Z');
    const { client, userId } = await signUp(stack.url, 'Racer');
    const answers = await Promise.all(Array.from({ length: 30 }, () => client.post('/api/heartbeat', { userId })));
    expect(answers.every((answer) => answer.status === 204)).toBe(true);
    await setClock(stack.url, '2026-04-21T09:00:00Z');
    expect((await client.post('/api/heartbeat', { userId })).status).toBe(204);
    // A heartbeat queued offline on the 19th arrives late: its own day counts once.
    const late = await client.post('/api/heartbeat', { userId, at: '2026-04-19T18:00:00.000Z' });
    expect(late.status).toBe(204);
    expect((await client.post('/api/heartbeat', { userId, at: '2026-04-19T18:30:00.000Z' })).status).toBe(204);
    const days = await boss.get('/api/analytics/series?metric=activeDaily&from=2026-04-19&to=2026-04-21');
    expect(days.json.points.map((p: Json) => p.value)).toEqual([1, 1, 1]);
    const weeks = await boss.get('/api/analytics/series?metric=activeWeekly&from=2026-04-19&to=2026-04-21');
    expect(weeks.json.points).toEqual([
      { period: '2026-W16', value: 1 },
      { period: '2026-W17', value: 1 },
    ]);
    const months = await boss.get('/api/analytics/series?metric=activeMonthly&from=2026-04-19&to=2026-04-21');
    expect(months.json.points).toEqual([{ period: '2026-04', value: 1 }]);
  });

  it('counts members only: a staff-only account’s heartbeats are no member activity (retention never above 100 %)', async () => {
    await setClock(stack.url, '2026-05-01T09:00:00Z');
    const boss = await admin(stack.url);
    // Monday of a week nobody else signs up in: one member, and a partner approved without a member account.
    await setClock(stack.url, '2026-05-04T09:00:00Z');
    const member = await signUp(stack.url, 'Mo');
    const partner = await approvedPartner(stack.url, boss, 'gym', { overrides: { name: 'Staff Only Gym' } });
    for (const { client, userId } of [member, partner]) expect((await client.post('/api/heartbeat', { userId })).status).toBe(204);
    await setClock(stack.url, '2026-05-11T09:00:00Z');
    for (const { client, userId } of [member, partner]) expect((await client.post('/api/heartbeat', { userId })).status).toBe(204);

    const summary = await summaryOf(boss, 'from=2026-05-04&to=2026-05-11');
    expect(summary.cohorts).toEqual([
      { week: '2026-W19', size: 1, active: [1, 1] },
      { week: '2026-W20', size: 0, active: [0] },
    ]);
    const days = await boss.get('/api/analytics/series?metric=activeDaily&from=2026-05-04&to=2026-05-04');
    expect(days.json.points).toEqual([{ period: '2026-05-04', value: 1 }]);
    const weeks = await boss.get('/api/analytics/series?metric=activeWeekly&from=2026-05-04&to=2026-05-11');
    expect(weeks.json.points).toEqual([
      { period: '2026-W19', value: 1 },
      { period: '2026-W20', value: 1 },
    ]);
  });

  it('counts a gym’s visits on the gym’s own day, the product’s on the UTC day', async () => {
    // 23:30 in New York on 7 July is 03:30 UTC on the 8th.
    await setClock(stack.url, '2026-07-06T12:00:00Z');
    const boss = await admin(stack.url);
    const partner = await gymPartner(stack.url, [OTHER], 'Nina Night');
    const { client } = await memberWithCoins(stack.url, 'Owl');
    await setClock(stack.url, '2026-07-08T03:30:00Z');
    await book(client, OTHER, (await slotAt(client, OTHER, '2026-07-08', '10:00')).start, 'card');

    const gymDay = async (day: string) => (await summaryOf(partner, `from=${day}&to=${day}`)).figures.gymBookings.current;
    expect(await gymDay('2026-07-07')).toBe(1);
    expect(await gymDay('2026-07-08')).toBe(0);
    const points = await partner.get('/api/analytics/series?metric=gymBookings&from=2026-07-06&to=2026-07-08');
    expect(points.json.points.map((p: Json) => p.value)).toEqual([0, 1, 0]);
    // The product's calendar is UTC: the same booking is the 8th's there.
    const product = await boss.get('/api/analytics/series?metric=gymBookings&from=2026-07-07&to=2026-07-08');
    expect(product.json.points.map((p: Json) => p.value)).toEqual([0, 1]);
    // The rebuild counts it on the same days.
    const { rebuildAggregates } = await import('../src/aggregates/rebuild-aggregates');
    await rebuildAggregates();
    expect(await gymDay('2026-07-07')).toBe(1);
  });

  it('counts each booking and check-in once, however often it is replayed or raced, and the rebuild agrees', async () => {
    // A gym and a day no other test here counts in (Paris: 08:00 UTC is 10:00 there).
    const gymId = 'gym-eu-001';
    const range = 'from=2026-08-12&to=2026-08-12';
    await setClock(stack.url, '2026-08-11T12:00:00Z');
    const boss = await admin(stack.url);
    await setClock(stack.url, '2026-08-12T06:00:00Z');
    const members = await Promise.all(Array.from({ length: 25 }, (_, i) => memberWithCoins(stack.url, `Racer ${i}`, false)));
    const slot = await slotAt(members[0]!.client, gymId, '2026-08-12', '10:00');
    // Each member books the one slot three times with one Idempotency-Key: twice at once, then
    // again (the outbox's replay); all 25 race for its places.
    const body = { gymId, slotStart: slot.start, payWith: 'card' };
    const booked = await Promise.all(
      members.map(async ({ client }) => {
        const key = randomUUID();
        const racing = await Promise.all([0, 1].map(() => client.post('/api/bookings', body, { idempotencyKey: key })));
        for (const answer of racing) expect([201, 409], answer.text).toContain(answer.status);
        const replay = await client.post('/api/bookings', body, { idempotencyKey: key });
        expect([201, 409], replay.text).toContain(replay.status);
        const made = [...racing, replay].filter((answer) => answer.status === 201).map((answer) => answer.json.booking.id);
        expect(new Set(made).size).toBeLessThanOrEqual(1);
        return replay.status === 201 ? { client, booking: replay.json.booking } : null;
      }),
    );
    const visits = booked.filter((visit) => visit !== null);
    // Fewer places than members: some lost the race for them.
    expect(slot.capacity).toBeLessThan(members.length);
    expect(visits).toHaveLength(slot.capacity);
    // At the desk (card visits are checked in by the staff): two desks check each visit in at once, then one again.
    await setClock(stack.url, '2026-08-12T08:05:00Z');
    await Promise.all(
      visits.map(async ({ client, booking }) => {
        const code = await codeOf(client, booking.id);
        const desks = await Promise.all([0, 1].map(() => staffCheckIn(stack.url, gymId, code)));
        expect(desks.filter((answer) => answer.status === 200)).toHaveLength(1);
        expect((await staffCheckIn(stack.url, gymId, code)).status).not.toBe(200);
      }),
    );

    const figures = async () => {
      const [product, region, gym] = await Promise.all([
        summaryOf(boss, range),
        summaryOf(boss, `${range}&region=EU`),
        summaryOf(boss, `${range}&gymId=${gymId}`),
      ]);
      return { product, region, gym };
    };
    const live = await figures();
    for (const { figures: counted } of [live.product, live.region, live.gym]) {
      expect(counted).toMatchObject({ gymBookings: { current: visits.length }, checkins: { current: visits.length } });
    }
    expect(live.region.topGyms.map((g) => [g.gymId, g.bookings, g.checkins])).toEqual([[gymId, visits.length, visits.length]]);
    const { rebuildAggregates } = await import('../src/aggregates/rebuild-aggregates');
    await rebuildAggregates();
    expect(await figures()).toEqual(live);
  });

  it('takes off the days after a range read as its whole last week, whatever they hold', async () => {
    const { coverRange } = await import('../src/aggregates/analytics-periods');
    const { aggregateItems, placeRangeKeys, readPlaces, readSums, sumDays } = await import('../src/aggregates/aggregates');
    const { aggregateKeys } = await import('../src/keys/aggregate-keys');
    const { transact } = await import('../src/dynamo/transact');
    // A region no other test counts in: a gym's bookings on the Saturday, the Sunday (twice) and the Monday after.
    const place = { gymId: 'gym-zz-cover', region: 'ZZ' };
    for (const at of ['2026-06-13T10:00:00Z', '2026-06-14T10:00:00Z', '2026-06-14T11:00:00Z', '2026-06-15T10:00:00Z']) {
      await transact(aggregateItems(at, { bookings: 1 }, place));
    }
    // Monday 8 to Saturday 13 June, long over: its ISO week less the Sunday is 2 lookups, not 6 days.
    expect(coverRange('2026-06-08', '2026-06-13', '2026-11-25')).toEqual({
      months: [],
      weeks: ['2026-W24'],
      days: [],
      minusDays: ['2026-06-14'],
    });
    const gym = aggregateKeys.gymPlace(place.gymId);
    const sums = await readSums({
      gym: placeRangeKeys(gym, '2026-06-08', '2026-06-14', '2026-11-25'),
      lessSunday: placeRangeKeys(gym, '2026-06-08', '2026-06-13', '2026-11-25'),
    });
    expect(sums.gym.get('bookings')).toBe(3);
    expect(sums.lessSunday.get('bookings')).toBe(1);
    // The top lists read the same periods of every place.
    const places = await readPlaces('2026-06-08', '2026-06-13', '2026-11-25', ['bookings', 'checkins']);
    expect(places.get(gym)).toEqual({ counters: new Map([['bookings', 1]]), region: 'ZZ' });
    // The region's own days, in one query.
    expect((await sumDays(aggregateKeys.regionPartition('ZZ'), '2026-06-08', '2026-06-13')).get('bookings')).toBe(1);
  });
});
