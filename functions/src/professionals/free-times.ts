// A professional's free times of one length between two of their local dates: their hours and
// overrides less their booked sessions (with buffers) and full days. Members see a listed
// professional's; the professional sees their own in the panel, listed or not, to move a session.
import type { ProAvailabilityResponse } from '@fitchoice/shared/api';
import { listProSchedule, sessionsPerDay, spanOf } from './bookings';
import { freeSlots, instantsAround, type Span } from './pro-slots';
import type { ProfessionalRecord } from './store';

/** The free slots of a length between two of the professional's local dates. */
export async function freeTimes(pro: ProfessionalRecord, from: string, to: string, lengthMinutes: number, nowMs: number): Promise<Span[]> {
  const around = instantsAround(from, to);
  const [sessions, perDay] = await Promise.all([
    listProSchedule(pro.id, { from: new Date(around.start).toISOString(), to: new Date(around.end).toISOString() }),
    sessionsPerDay(pro.id, from, to),
  ]);
  const busy = sessions.filter((s) => s.status !== 'cancelled').map(spanOf);
  return freeSlots({ rules: pro.availability, from, to, lengthMinutes, nowMs, busy, sessionsPerDay: perDay });
}

/** The free times as the API answers them. */
export async function freeTimesBody(
  pro: ProfessionalRecord,
  query: { from: string; to: string; length: number },
  nowMs: number,
): Promise<ProAvailabilityResponse> {
  const slots = await freeTimes(pro, query.from, query.to, query.length, nowMs);
  return {
    timeZone: pro.availability.timeZone,
    lengthMinutes: query.length,
    slots: slots.map((slot) => ({ start: new Date(slot.start).toISOString(), end: new Date(slot.end).toISOString() })),
  };
}
