import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@fitchoice/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from './Tooltip';
import { TooltipProvider } from './TooltipProvider';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function hover(element: HTMLElement) {
  fireEvent.pointerMove(element, { pointerType: 'mouse' });
}

/** Leaves the trigger and moves on through the page (Radix keeps it open while the pointer heads for it). */
function leave(element: HTMLElement) {
  fireEvent.pointerLeave(element, { pointerType: 'mouse', clientX: 0, clientY: 0 });
  fireEvent.pointerMove(document, { pointerType: 'mouse', clientX: 900, clientY: 900 });
}

describe('<Tooltip>', () => {
  it('opens 700 ms after the pointer rests on it, and within the 300 ms skip delay opens the next at once', () => {
    render(
      <TooltipProvider>
        <Tooltip content="Experience points">
          <button type="button">XP</button>
        </Tooltip>
        <Tooltip content="The currency your XP turns into">
          <button type="button">SweatCoins</button>
        </Tooltip>
      </TooltipProvider>,
    );
    const xp = screen.getByRole('button', { name: 'XP' });
    hover(xp);
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('tooltip').textContent).toBe('Experience points');

    leave(xp);
    const coins = screen.getByRole('button', { name: 'SweatCoins' });
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS - 50);
    });
    hover(coins);
    expect(screen.getByRole('tooltip').textContent).toBe('The currency your XP turns into');
  });

  it('waits the full delay again after the skip delay has passed', () => {
    render(
      <TooltipProvider>
        <Tooltip content="Experience points">
          <button type="button">XP</button>
        </Tooltip>
        <Tooltip content="SweatCoins">
          <button type="button">Coins</button>
        </Tooltip>
      </TooltipProvider>,
    );
    const xp = screen.getByRole('button', { name: 'XP' });
    hover(xp);
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    });
    leave(xp);
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS + 1);
    });
    hover(screen.getByRole('button', { name: 'Coins' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    });
    expect(screen.getByRole('tooltip').textContent).toBe('SweatCoins');
  });
});
