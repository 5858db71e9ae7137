// @vitest-environment node
// The offline booking states /bookings shows, from real outbox entries: queued offline (pending),
// refused by the server when the slot filled meanwhile (failed, with its reason), and sent (the
// booking itself, once). The server is the outbox tests' in-memory stand-in (one answer per key).
import { STORAGE_KEYS } from '@fitchoice/shared';
import type { Booking } from '@fitchoice/shared/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FitChoiceDatabase } from '../../db/database';
import { setRecord } from '../../db/records';
import { closeDatabase, openTestDatabase } from '../../db/test-database';
import { answerShownHere } from '../../outbox/answer';
import type { OutboxEntry, OutboxRouteId } from '../../outbox/entries';
import { enqueue } from '../../outbox/outbox';
import { createTestServer, replayTo, type TestServer, unsettledEntries } from '../../outbox/test-server';
import { testMember } from '../../test/member';
import { bookingsView, canCancel, cancelPath } from './booking-states';

/** Queues a call as the screens do (they name the route and its input; here the path it makes). */
const queueAction = (route: OutboxRouteId, path: string, body: unknown = null) => enqueue(route, path, body as never);

const member = testMember();
const NOW = Date.parse('2026-11-23T12:00:00Z');
const HOUR = 3600_000;

function booking(id: string, startsInHours: number, patch: Partial<Booking> = {}): Booking {
  const start = NOW + startsInHours * HOUR;
  return {
    id,
    gymId: 'gym-us-001',
    gymName: 'Forge',
    gymCity: 'New York',
    timeZone: 'America/New_York',
    slotStart: new Date(start).toISOString(),
    slotEnd: new Date(start + HOUR).toISOString(),
    localDate: '2026-11-23',
    localTime: '09:00',
    status: 'booked',
    payWith: 'card',
    priceUsd: 20,
    paidSweatCoins: '0.00',
    refundedSweatCoins: '0.00',
    cancellableUntil: new Date(start - 2 * HOUR).toISOString(),
    checkinOpensAt: new Date(start - 15 * 60_000).toISOString(),
    checkinClosesAt: new Date(start + HOUR).toISOString(),
    createdAt: new Date(NOW - HOUR).toISOString(),
    cancelledAt: null,
    attendedAt: null,
    ...patch,
  };
}

let db: FitChoiceDatabase;
let server: TestServer;

beforeEach(async () => {
  db = await openTestDatabase();
  server = createTestServer();
  await setRecord(STORAGE_KEYS.authUser, member);
});
afterEach(async () => {
  await closeDatabase();
});

const replay = () => replayTo(server, db);

const unsettled = () => unsettledEntries(db);

const request = { gymId: 'gym-us-001', slotStart: new Date(NOW + 24 * HOUR).toISOString(), payWith: 'card' as const };

describe('a booking made offline', () => {
  it('is stored in the outbox and shown as pending among the upcoming visits, in slot order', async () => {
    await queueAction('bookings.create', '/api/bookings', request);
    const view = bookingsView([{ booking: booking('b-early', 3), checkin: null }], await unsettled(), NOW);
    expect(view.upcoming.map((row) => row.type)).toEqual(['booking', 'queued']);
    const queued = view.upcoming[1];
    expect(queued?.type === 'queued' && queued.state).toBe('pending');
    expect(queued?.type === 'queued' && queued.request).toEqual(request);
  });

  it('comes back failed, its reason worded by its code, when the slot filled meanwhile, and nothing was booked', async () => {
    await queueAction('bookings.create', '/api/bookings', request);
    server.fail('/api/bookings', 409, 1, 'This slot is full; choose another time', {}, 'slot_full');
    await replay();
    const [row] = bookingsView([], await unsettled(), NOW).upcoming;
    expect(row?.type === 'queued' && row.state).toBe('failed');
    expect(row?.type === 'queued' && row.error).toBe('bookings.refused.full');
    expect(server.applied).toEqual([]);
  });

  it('is shown once when the server lists the booking before the answer is stored (a refresh on reconnect came in between)', async () => {
    await queueAction('bookings.create', '/api/bookings', request);
    const [entry] = await unsettled();
    const sending: OutboxEntry = { ...entry!, state: 'sending', responseStatus: null, response: null };
    const listed = booking('b-new', 24, { gymId: request.gymId, slotStart: new Date(Date.parse(request.slotStart)).toISOString() });
    expect(bookingsView([{ booking: listed, checkin: null }], [sending], NOW).upcoming.map((row) => row.type)).toEqual(['booking']);
    // Another gym at that time, or a cancelled booking of that slot, is not this entry.
    const elsewhere = booking('b-other', 24, { gymId: 'gym-us-002' });
    expect(bookingsView([{ booking: elsewhere, checkin: null }], [sending], NOW).upcoming.map((row) => row.type)).toEqual([
      'queued',
      'booking',
    ]);
    const cancelled = { ...listed, status: 'cancelled' as const };
    expect(bookingsView([{ booking: cancelled, checkin: null }], [sending], NOW).upcoming.map((row) => row.type)).toEqual(['queued']);
  });

  it('lands once however often it is replayed, then shows as the booking and no longer as queued', async () => {
    const entry = await queueAction('bookings.create', '/api/bookings', request);
    server.fail('/api/bookings', 503, 1);
    await replay();
    expect(bookingsView([], await unsettled(), NOW).upcoming).toHaveLength(1);
    await replay();
    await replay();
    expect(server.applied).toEqual([entry.id]);
    expect(server.received.filter((r) => r.path === '/api/bookings').map((r) => r.key)).toEqual([entry.id, entry.id]);
    expect(await unsettled()).toEqual([]);
    expect((await db.outbox.findOne(entry.id).exec())?.state).toBe('done');
  });
});

describe('cancelling and checking in', () => {
  it('allows free cancellation until 2 hours before the start', () => {
    expect(canCancel(booking('b', 2.01), NOW)).toBe(true);
    expect(canCancel(booking('b', 2), NOW)).toBe(false);
    expect(canCancel(booking('b', 5, { status: 'cancelled' }), NOW)).toBe(false);
  });

  it('marks a booking whose cancellation is queued, and offers Cancel again once it failed', async () => {
    const b = booking('b1', 5);
    const entry = await queueAction('bookings.cancel', cancelPath(b.id));
    let [row] = bookingsView([{ booking: b, checkin: null }], await unsettled(), NOW).upcoming;
    expect(row?.type === 'booking' && row.cancel?.state).toBe('pending');
    expect(row?.type === 'booking' && row.canCancel).toBe(false);

    server.fail(entry.path, 409, 1, 'Free cancellation ended 2 hours before the start', {}, 'cancel_too_late');
    await replay();
    [row] = bookingsView([{ booking: b, checkin: null }], await unsettled(), NOW).upcoming;
    expect(row?.type === 'booking' && row.cancel).toMatchObject({ state: 'failed', error: 'bookings.refused.cancelTooLate' });
    expect(row?.type === 'booking' && row.canCancel).toBe(true);
  });

  it('ties a queued check-in to the booking whose check-in window was open when the gym code was scanned', async () => {
    const b = booking('b2', 0.1);
    await queueAction('check-in.create', '/api/checkins', { gymCode: 'FG-AAAA-BBBB', scannedAt: new Date(NOW).toISOString() });
    const view = bookingsView(
      [
        { booking: b, checkin: null },
        { booking: booking('other', 1), checkin: null },
      ],
      await unsettled(),
      NOW,
    );
    const rows = view.upcoming.filter((r) => r.type === 'booking');
    expect(rows.map((r) => r.type === 'booking' && r.checkinQueued?.state)).toEqual(['pending', undefined]);
  });

  it('lists ended, attended and cancelled visits as past, latest first', () => {
    const view = bookingsView(
      [
        { booking: booking('old', -48, { status: 'attended' }), checkin: null },
        { booking: booking('missed', -3), checkin: null },
        { booking: booking('cancelled', 10, { status: 'cancelled' }), checkin: null },
        { booking: booking('next', 10), checkin: null },
      ],
      [],
      NOW,
    );
    expect(view.upcoming.map((r) => r.type === 'booking' && r.booking.id)).toEqual(['next']);
    expect(view.past.map((r) => r.booking.id)).toEqual(['cancelled', 'missed', 'old']);
  });
});

describe('an answer the local copy does not have yet', () => {
  /** The entry as the outbox holds it once the server answered `response`. */
  const answered = (entry: OutboxEntry, response: unknown): OutboxEntry =>
    ({ ...entry, state: 'done', responseStatus: 200, response, settledAt: NOW }) as OutboxEntry;

  it('shows a cancelled booking as cancelled, never as booked with Cancel again', async () => {
    const b = booking('b1', 5);
    const entry = await queueAction('bookings.cancel', cancelPath(b.id));
    const cancelled = { ...b, status: 'cancelled' as const, cancelledAt: new Date(NOW).toISOString() };
    const view = bookingsView([{ booking: b, checkin: null }], [answered(entry, { booking: cancelled })], NOW);
    expect(view.upcoming).toEqual([]);
    expect(view.past.map((row) => [row.booking.id, row.booking.status, row.canCancel, row.cancel])).toEqual([
      ['b1', 'cancelled', false, null],
    ]);
  });

  it('shows a booking just made, once, and a checked-in one as attended', async () => {
    const made = booking('b-new', 24);
    const create = await queueAction('bookings.create', '/api/bookings', request);
    const soon = booking('b-now', 0.1);
    const checkIn = await queueAction('check-in.create', '/api/checkins', { gymCode: 'FG-AAAA-BBBB' });
    const entries = [
      answered(create, { booking: made }),
      answered(checkIn, { bookingId: 'b-now', checkedInAt: new Date(NOW).toISOString() }),
    ];
    const view = bookingsView([{ booking: soon, checkin: null }], entries, NOW);
    expect(view.upcoming.map((row) => row.type === 'booking' && row.booking.id)).toEqual(['b-new']);
    expect(view.past.map((row) => [row.booking.id, row.booking.status])).toEqual([['b-now', 'attended']]);
    // Once the copy has them, it is what shows: the booking is not listed twice.
    const copied = bookingsView([{ booking: made, checkin: null }], entries, NOW);
    expect(copied.upcoming.map((row) => row.type === 'booking' && row.booking.id)).toEqual(['b-new']);
  });
});

describe('a refusal shown on the screen that made it', () => {
  it('is answered with the server’s reason and then leaves the outbox', async () => {
    const entry = await queueAction('check-in.create', '/api/checkins', { gymCode: 'FG-USED-0000' });
    server.fail('/api/checkins', 409, 1, 'This check-in code has already been used');
    const [answer] = await Promise.all([answerShownHere(entry, 5000), replay()]);
    expect(answer?.state).toBe('failed');
    expect(answer?.lastError).toBe('This check-in code has already been used');
    expect(await db.outbox.findOne(entry.id).exec()).toBeNull();
  });

  it('is null while the server has not answered, and the entry stays queued', async () => {
    const entry = await queueAction('check-in.create', '/api/checkins', { gymCode: 'FG-LATE-0000' });
    expect(await answerShownHere(entry, 50)).toBeNull();
    expect((await unsettled()).map((e) => e.id)).toEqual([entry.id]);
  });
});
