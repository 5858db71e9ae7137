import { describe, expect, it } from 'vitest';
import { listKey, ringKey } from './wheel-keys';

describe('the wheel’s keys', () => {
  it.each([
    { case: 'Right goes clockwise', key: 'ArrowRight', index: 1, move: { focus: 2 } },
    { case: 'Down goes clockwise', key: 'ArrowDown', index: 1, move: { focus: 2 } },
    { case: 'Right wraps from the last area', key: 'ArrowRight', index: 4, move: { focus: 0 } },
    { case: 'Left wraps from the first area', key: 'ArrowLeft', index: 0, move: { focus: 4 } },
    { case: 'Up goes back', key: 'ArrowUp', index: 3, move: { focus: 2 } },
    { case: 'Home', key: 'Home', index: 3, move: { focus: 0 } },
    { case: 'End', key: 'End', index: 1, move: { focus: 4 } },
    { case: 'Enter opens', key: 'Enter', index: 2, move: { open: true } },
    { case: 'Space opens', key: ' ', index: 2, move: { open: true } },
    { case: 'a letter does nothing', key: 'a', index: 2, move: null },
  ])('around the ring: $case', ({ key, index, move }) => {
    expect(ringKey(key, index, 5)).toEqual(move);
  });

  it.each([
    { case: 'Down', key: 'ArrowDown', index: 0, move: { focus: 1 } },
    { case: 'Down wraps', key: 'ArrowDown', index: 3, move: { focus: 0 } },
    { case: 'Up wraps', key: 'ArrowUp', index: 0, move: { focus: 3 } },
    { case: 'End', key: 'End', index: 0, move: { focus: 3 } },
    { case: 'Escape closes', key: 'Escape', index: 2, move: { close: true } },
    { case: 'Left closes', key: 'ArrowLeft', index: 2, move: { close: true } },
    { case: 'Enter is the link’s own', key: 'Enter', index: 2, move: null },
  ])('in an area’s list: $case', ({ key, index, move }) => {
    expect(listKey(key, index, 4)).toEqual(move);
  });
});
