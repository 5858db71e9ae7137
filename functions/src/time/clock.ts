// The handlers' clock. With the local runtime's test hooks on, tests set it (POST /__test/clock
// {"now": ISO | null}) so that slot times, check-in windows and streak days need no real waiting.
let fixedNow: number | null = null;

export function currentTime(): Date {
  return new Date(fixedNow ?? Date.now());
}

/** Test hooks only: a fixed time for every request from now on, or null for the real clock. */
export function setTestClock(now: Date | null): void {
  fixedNow = now === null ? null : now.getTime();
}
