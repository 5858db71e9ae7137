// A tab list follows the reading direction: the arrow towards the next tab moves to it
// (Right in left-to-right, Left in Arabic), as the ARIA tabs pattern has it.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs, tabIdOf } from './Tabs';

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

describe('a tab list', () => {
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

describe('a tab list and its panel', () => {
  it('keeps the chosen tab alone in the Tab order, each tab controlling the panel that names itself by it', () => {
    render(<Tabs label="Period" choices={[...CHOICES]} value="all-time" onChange={() => undefined} panelId="board" />);
    expect(screen.getByRole('tablist', { name: 'Period' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    expect(tabs.every((tab) => tab.getAttribute('aria-controls') === 'board')).toBe(true);
    expect(screen.getByRole('tab', { name: 'All time' }).id).toBe(tabIdOf('board', 'all-time'));
  });
});
