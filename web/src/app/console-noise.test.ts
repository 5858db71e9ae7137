import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filterConsoleNoise, isConsoleNoise } from './console-noise';

describe('console noise', () => {
  it.each([
    { case: 'ResizeObserver loop limit', args: ['ResizeObserver loop limit exceeded'], noise: true },
    {
      case: 'ResizeObserver undelivered',
      args: [new Error('ResizeObserver loop completed with undelivered notifications.')],
      noise: true,
    },
    {
      case: 'maps places service',
      args: ['As of March 1st, 2025, google.maps.places.PlacesService is not available to new customers.'],
      noise: true,
    },
    { case: 'an app error', args: ['Heartbeat failed', new Error('503: x')], noise: false },
    { case: 'a mention later in the message', args: ['Failed', 'ResizeObserver loop'], noise: false },
    { case: 'an object', args: [{ message: 'ResizeObserver loop' }], noise: false },
  ])('$case -> noise: $noise', ({ args, noise }) => {
    expect(isConsoleNoise(args)).toBe(noise);
  });

  describe('filterConsoleNoise', () => {
    let error: ReturnType<typeof vi.fn<(...data: unknown[]) => void>>;
    let warn: ReturnType<typeof vi.fn<(...data: unknown[]) => void>>;
    let restore: () => void;
    beforeEach(() => {
      error = vi.fn<(...data: unknown[]) => void>();
      warn = vi.fn<(...data: unknown[]) => void>();
      console.error = error;
      console.warn = warn;
      restore = filterConsoleNoise();
    });
    afterEach(() => restore());

    it('drops the noise and passes everything else through', () => {
      console.error('ResizeObserver loop limit exceeded');
      console.warn('google.maps.places.PlacesService is deprecated');
      console.error('Screen failed', 42);
      console.warn('Heartbeat failed');
      expect(error.mock.calls).toEqual([['Screen failed', 42]]);
      expect(warn.mock.calls).toEqual([['Heartbeat failed']]);
    });

    it('stops the browser error event of a ResizeObserver loop only', () => {
      const seen: string[] = [];
      const listener = (event: ErrorEvent) => seen.push(event.message);
      window.addEventListener('error', listener);
      window.dispatchEvent(
        new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.', cancelable: true }),
      );
      window.dispatchEvent(new ErrorEvent('error', { message: 'TypeError: x is undefined', cancelable: true }));
      window.removeEventListener('error', listener);
      expect(seen).toEqual(['TypeError: x is undefined']);
    });
  });
});
