// The player's clock: the wall clock, or, for end-to-end tests only (the page's localStorage holds
// fitchoice_test_hooks=1 and fitchoice_workout_speed=N), the wall clock running N times faster from
// the moment it is made, so a whole session plays in seconds through the real player.
import { TEST_HOOKS_FLAG } from '../../outbox/test-handle';

export const WORKOUT_SPEED_KEY = 'fitchoice_workout_speed';

export type Clock = () => number;

export function playerClock(): Clock {
  let speed = 1;
  try {
    if (localStorage.getItem(TEST_HOOKS_FLAG) === '1') speed = Number(localStorage.getItem(WORKOUT_SPEED_KEY)) || 1;
  } catch {
    // No storage (a locked-down browser): the real clock.
  }
  if (speed === 1) return Date.now;
  const origin = Date.now();
  return () => origin + (Date.now() - origin) * speed;
}
