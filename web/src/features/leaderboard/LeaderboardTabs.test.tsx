// The board's tab lists follow the reading direction: the arrow towards the next tab moves to it
// (Right in left-to-right, Left in Arabic), as the ARIA tabs pattern has it.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from './LeaderboardTabs';

afterEach(() => {
  cleanup();
  document.documentElement.dir = 'ltr';
});

const CHOICES = [
  { value: 'weekly', label: 'This week' },
  { value: 'all-time', label: 'All time' },
  { value: 'forever', label: 'Forever' },
] as const;

function pressOnFirst(key: string): unknown {
  const onChange = vi.fn();
  render(<Tabs label="Period" choices={[...CHOICES]} value="weekly" onChange={onChange} panelId="panel" />);
  fireEvent.keyDown(screen.getByRole('tab', { name: 'This week' }), { key });
  return onChange.mock.calls[0]?.[0];
}

describe('the leaderboard tabs', () => {
  it.each([
    { dir: 'ltr', key: 'ArrowRight', chosen: 'all-time' },
    { dir: 'ltr', key: 'ArrowLeft', chosen: 'forever' },
    { dir: 'rtl', key: 'ArrowLeft', chosen: 'all-time' },
    { dir: 'rtl', key: 'ArrowRight', chosen: 'forever' },
  ])('in $dir, $key from the first tab chooses $chosen', ({ dir, key, chosen }) => {
    document.documentElement.dir = dir;
    expect(pressOnFirst(key)).toBe(chosen);
  });
});
