// A layout part whose code loads after the first paint: not before it, and never an error screen
// when the code cannot load (offline before the service worker holds it).
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyAfterPaint } from './after-paint';

let paint: () => void = () => undefined;
let painted: Promise<void> = Promise.resolve();
vi.mock('./first-screen', () => ({ firstScreenPainted: () => painted }));

beforeEach(() => {
  painted = new Promise<void>((resolve) => {
    paint = resolve;
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const Loaded = () => <p>With tooltips</p>;
const Plain = () => <p>Plain</p>;

describe('lazyAfterPaint', () => {
  it('asks for its code only once the first screen has painted, showing the fallback until then', async () => {
    const load = vi.fn(async () => Loaded);
    const Part = lazyAfterPaint(load, Plain);
    render(
      <Suspense fallback={<Plain />}>
        <Part />
      </Suspense>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('Plain')).toBeTruthy();
    await act(async () => {
      paint();
    });
    expect(await screen.findByText('With tooltips')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders the fallback, not an error, when its code cannot load', async () => {
    const Part = lazyAfterPaint(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    }, Plain);
    render(
      <Suspense fallback={null}>
        <Part />
      </Suspense>,
    );
    await act(async () => {
      paint();
    });
    expect(await screen.findByText('Plain')).toBeTruthy();
    expect(console.warn).toHaveBeenCalled();
  });
});
