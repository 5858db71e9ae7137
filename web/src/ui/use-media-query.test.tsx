import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './use-media-query';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Shown() {
  return <p>{useMediaQuery('(min-width: 480px)') ? 'wide' : 'narrow'}</p>;
}

/** A window whose width the test sets, answering min-width queries as a browser would. */
function fakeWindowWidth(initial: number) {
  let width = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = Number(/min-width: (\d+)px/.exec(query)![1]);
    return {
      get matches() {
        return width >= min;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    };
  });
  return (next: number) => {
    width = next;
    for (const listener of listeners) listener();
  };
}

describe('useMediaQuery', () => {
  it('answers the query now and again when the window crosses it', () => {
    const resize = fakeWindowWidth(390);
    render(<Shown />);
    expect(screen.getByText('narrow')).toBeTruthy();
    act(() => resize(800));
    expect(screen.getByText('wide')).toBeTruthy();
    act(() => resize(400));
    expect(screen.getByText('narrow')).toBeTruthy();
  });
});
