import { describe, expect, it } from 'vitest';
import { boardId, boardParts, boardScopes, isoWeekKey, paddedScore } from './leaderboard-period';

describe('leaderboard periods', () => {
  it.each([
    { name: 'a Sunday ends its week', iso: '2026-11-22T23:59:59Z', week: '2026-W47' },
    { name: 'Monday starts the next', iso: '2026-11-23T00:00:00Z', week: '2026-W48' },
    { name: '1 Jan 2027 (a Friday) belongs to 2026-W53', iso: '2027-01-01T12:00:00Z', week: '2026-W53' },
    { name: '29 Dec 2025 (a Monday) starts 2026-W01', iso: '2025-12-29T00:00:00Z', week: '2026-W01' },
    { name: 'mid-year', iso: '2026-07-01T00:00:00Z', week: '2026-W27' },
  ])('$name', ({ iso, week }) => {
    expect(isoWeekKey(Date.parse(iso))).toBe(week);
  });

  it('counts a gain in the region and for everyone, each scope with a weekly and an all-time board', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(boardScopes('JP')).toEqual(['REGION#JP', 'GLOBAL']);
    expect(boardScopes(null)).toEqual(['GLOBAL']);
    expect(boardParts(boardId('weekly', now, 'JP'))).toEqual({ period: 'weekly', week: '2026-W47', scope: 'REGION#JP' });
    expect(boardParts(boardId('all-time', now, null))).toEqual({ period: 'all-time', week: null, scope: 'GLOBAL' });
    expect(boardId('all-time', now, null)).toBe('ALL#GLOBAL');
  });

  it('pads scores so that strings sort like numbers', () => {
    expect(paddedScore(75) < paddedScore(125)).toBe(true);
    expect(() => paddedScore(-1)).toThrow();
  });
});
