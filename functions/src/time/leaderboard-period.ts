// Leaderboard boards and their keys: a weekly board per ISO week (UTC, Monday to Sunday) and an
// all-time board, each for one region and for everyone (the friends board reads everyone's board
// for the member's friends). Scores are zero-padded so that a string sort key sorts by score.

export type LeaderboardPeriod = 'weekly' | 'all-time';
const SCORE_DIGITS = 12;

/** ISO 8601 week of an instant in UTC, e.g. "2026-W47". */
export function isoWeekKey(instantMs: number): string {
  const date = new Date(instantMs);
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday = 0
  // The ISO year is the year of the week's Thursday.
  const thursday = new Date(day + (3 - weekday) * 86_400_000);
  const isoYear = thursday.getUTCFullYear();
  const firstThursday = Date.UTC(isoYear, 0, 4);
  const firstWeekday = (new Date(firstThursday).getUTCDay() + 6) % 7;
  const week1Monday = firstThursday - firstWeekday * 86_400_000;
  const week = Math.floor((thursday.getTime() - week1Monday) / (7 * 86_400_000)) + 1;
  return `${isoYear}-W${String(week).padStart(2, '0')}`;
}

/** The period part of a board id: "WEEK#2026-W47" or "ALL". */
export function periodKey(period: LeaderboardPeriod, instantMs: number): string {
  return period === 'weekly' ? `WEEK#${isoWeekKey(instantMs)}` : 'ALL';
}

/** The scopes an XP gain in `region` counts in: the region's (with one) and everyone's. */
export function boardScopes(region: string | null): string[] {
  return [...(region ? [`REGION#${region}`] : []), 'GLOBAL'];
}

/** A board id's parts: its period, its ISO week (weekly boards), and its scope ("GLOBAL", "REGION#JP"). */
export function boardParts(board: string): { period: LeaderboardPeriod; week: string | null; scope: string } {
  if (board.startsWith('ALL#')) return { period: 'all-time', week: null, scope: board.slice('ALL#'.length) };
  const [, week, ...scope] = board.split('#');
  return { period: 'weekly', week: week!, scope: scope.join('#') };
}

/** A board id: period + region, or period + GLOBAL for everyone. */
export function boardId(period: LeaderboardPeriod, instantMs: number, region: string | null): string {
  return `${periodKey(period, instantMs)}#${region ? `REGION#${region}` : 'GLOBAL'}`;
}

export function paddedScore(score: number): string {
  if (!Number.isSafeInteger(score) || score < 0 || String(score).length > SCORE_DIGITS) throw new RangeError(`Not a board score: ${score}`);
  return String(score).padStart(SCORE_DIGITS, '0');
}
