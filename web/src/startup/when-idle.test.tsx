// A layout part whose code loads once the page is idle: not before, and never an error screen when
// the code cannot load (offline before the service worker holds it).
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyWhenIdle } from './when-idle';

let becomeIdle: () => void = () => undefined;
let idle: Promise<void> = Promise.resolve();
vi.mock('./page-idle', () => ({ pageIdle: () => idle }));

beforeEach(() => {
  idle = new Promise<void>((resolve) => {
    becomeIdle = resolve;
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const Loaded = () => <p>With tooltips</p>;
const Plain = () => <p>Plain</p>;

describe('lazyWhenIdle', () => {
  it('asks for its code only once the page is idle, showing the fallback until then', async () => {
    const load = vi.fn(async () => Loaded);
    const Part = lazyWhenIdle(load, Plain);
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
      becomeIdle();
    });
    expect(await screen.findByText('With tooltips')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders the fallback, not an error, when its code cannot load', async () => {
    const Part = lazyWhenIdle(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    }, Plain);
    render(
      <Suspense fallback={null}>
        <Part />
      </Suspense>,
    );
    await act(async () => {
      becomeIdle();
    });
    expect(await screen.findByText('Plain')).toBeTruthy();
    expect(console.warn).toHaveBeenCalled();
  });
});

describe('lazyWhenIdle with its own moment', () => {
  it('asks for its code when that moment comes, idle or not', async () => {
    let due: () => void = () => undefined;
    const moment = new Promise<void>((resolve) => {
      due = resolve;
    });
    const load = vi.fn(async () => Loaded);
    const Part = lazyWhenIdle(load, Plain, () => moment);
    render(
      <Suspense fallback={<Plain />}>
        <Part />
      </Suspense>,
    );
    await act(async () => {
      due();
    });
    expect(await screen.findByText('With tooltips')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
