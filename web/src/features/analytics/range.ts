// The analytics' periods: the last N days up to today, on the analytics' calendar (UTC).
const DAY_MS = 86_400_000;
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last `days` days up to today (UTC, the analytics' calendar). */
export function presetRange(days: number, nowMs: number): { from: string; to: string } {
  return { from: isoDay(nowMs - (days - 1) * DAY_MS), to: isoDay(nowMs) };
}

/** The period the dashboard opens on: the last 30 days (every region and gym). */
export const openingRange = () => presetRange(30, Date.now());

/** The name of the dashboard's summary for `query` among the early reads (panels/early-read.ts). */
export const earlySummaryKey = (query: object) => `analytics/summary/${JSON.stringify(query)}`;
