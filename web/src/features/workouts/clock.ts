// The player's clock: the wall clock, or, in a test build only (VITE_TEST_HOOKS=1, `npm run
// build:test`) when the page's localStorage holds fitchoice_workout_speed=N, the wall clock running N
// times faster from the moment it is made, so a whole session plays in seconds through the real player.

export type Clock = () => number;

export function playerClock(): Clock {
  const speed = import.meta.env.VITE_TEST_HOOKS === '1' ? testSpeed() : 1;
  if (speed === 1) return Date.now;
  const origin = Date.now();
  return () => origin + (Date.now() - origin) * speed;
}

function testSpeed(): number {
  try {
    return Number(localStorage.getItem('fitchoice_workout_speed')) || 1;
  } catch {
    return 1; // No storage (a locked-down browser): the real clock.
  }
}
