import { describe, expect, it } from 'vitest';
import { arrivalState, bookingIdOfCode, countStates, deskCodeState, nextDeskCodeAt, serverNow } from './desk-state';

const slot = { slotStart: '2026-06-02T11:00:00.000Z', slotEnd: '2026-06-02T12:00:00.000Z' };
const at = (iso: string) => Date.parse(iso);

describe('an arrival at the desk', () => {
  it('is expected before its slot, late during it, missed after it, unless checked in or marked', () => {
    const booked = { ...slot, status: 'booked' as const, noShowAt: null };
    expect(arrivalState(booked, at('2026-06-02T10:59:59Z'))).toBe('expected');
    expect(arrivalState(booked, at('2026-06-02T11:00:00Z'))).toBe('late');
    expect(arrivalState(booked, at('2026-06-02T12:00:00Z'))).toBe('missed');
    expect(arrivalState({ ...booked, status: 'attended' }, at('2026-06-02T12:30:00Z'))).toBe('checked_in');
    expect(arrivalState({ ...booked, noShowAt: '2026-06-02T12:05:00Z' }, at('2026-06-02T12:30:00Z'))).toBe('no_show');
  });

  it('is judged on the server’s clock: its answer’s time moved on by the time since', () => {
    expect(serverNow('2026-06-02T11:00:00.000Z', 1_000, 61_000)).toBe(at('2026-06-02T11:01:00Z'));
    // A device clock set back never moves the server's time backwards.
    expect(serverNow('2026-06-02T11:00:00.000Z', 5_000, 1_000)).toBe(at('2026-06-02T11:00:00Z'));
  });

  it('counts each state', () => {
    const booked = {
      bookingId: 'a',
      memberName: 'A',
      localTime: '11:00',
      payWith: 'card' as const,
      paidSweatCoins: '0',
      attendedAt: null,
      payment: null,
    };
    const list = [
      { ...booked, ...slot, status: 'booked' as const, noShowAt: null },
      { ...booked, ...slot, status: 'attended' as const, noShowAt: null },
      { ...booked, slotStart: '2026-06-02T15:00:00.000Z', slotEnd: '2026-06-02T16:00:00.000Z', status: 'booked' as const, noShowAt: null },
    ];
    expect(countStates(list, at('2026-06-02T11:10:00Z'))).toEqual({ expected: 1, late: 1, missed: 0, checked_in: 1, no_show: 0 });
  });

  it('reads the booking a typed code names, typing slips forgiven', () => {
    expect(bookingIdOfCode('fc-abcde-fghjk-mnpqr-stvwx')).toBe('ABCDEFGHJK');
    expect(bookingIdOfCode('FCABCDEFGHJKMNPQRSTVWX')).toBe('ABCDEFGHJK');
    expect(bookingIdOfCode('not a code')).toBeNull();
  });
});

describe('the desk code on screen', () => {
  const code = { issuedAt: '2026-06-02T11:00:10.000Z', changesAt: '2026-06-02T11:00:30.000Z', validUntil: '2026-06-02T11:00:59.999Z' };
  const received = 1_000_000;

  it('is fresh until it should have changed, stale while it is still accepted, then expired', () => {
    expect(deskCodeState(code, received, received + 19_000)).toBe('fresh');
    // A slow answer gets a few seconds before the desk says the code was not replaced.
    expect(deskCodeState(code, received, received + 22_000)).toBe('fresh');
    expect(deskCodeState(code, received, received + 25_000)).toBe('stale');
    expect(deskCodeState(code, received, received + 50_000)).toBe('expired');
  });

  it('asks for the next one just after the server replaces it, whatever the device clock says', () => {
    expect(nextDeskCodeAt(code, received)).toBe(received + 20_250);
  });
});
