import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header and rows, quoting only the cells that need it', () => {
    expect(
      toCsv(
        ['day', 'gym', 'bookings'],
        [
          ['2026-03-10', 'Iron, Leeds', 4],
          ['2026-03-11', 'The "Peak"', 0],
        ],
      ),
    ).toBe('day,gym,bookings\r\n2026-03-10,"Iron, Leeds",4\r\n2026-03-11,"The ""Peak""",0\r\n');
  });
});
