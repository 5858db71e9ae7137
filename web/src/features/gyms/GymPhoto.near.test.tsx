// A list's generated art is drawn as it comes near the screen, one picture per task; until then the
// photo's gradient stands in, as an image with the photo's description.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeObserver } from '../../test/fake-intersection-observer';
import { GymPhoto } from './GymPhoto';

const photo = (seed: number) => ({
  seed,
  palette: ['#00c6ff', '#0072ff'] as [string, string],
  pattern: 'dots' as const,
  alt: `Gym ${seed}`,
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('GymPhoto (generated art)', () => {
  it('stands in with the gradient, described, and draws the art once near the screen, one picture per task', async () => {
    render(
      <ul>
        {[1, 2, 3].map((seed) => (
          <li key={seed}>
            <GymPhoto photo={photo(seed)} />
          </li>
        ))}
      </ul>,
    );
    const placeholders = [1, 2, 3].map((seed) => screen.getByRole('img', { name: `Gym ${seed}` }));
    expect(placeholders.map((each) => each.tagName)).toEqual(['SPAN', 'SPAN', 'SPAN']);
    expect(placeholders[0]?.getAttribute('style')).toContain('linear-gradient(135deg, #00c6ff, #0072ff)');

    act(() => FakeObserver.current?.show(placeholders.slice(0, 2)));
    const drawn = () => [1, 2, 3].map((seed) => screen.getByRole('img', { name: `Gym ${seed}` }).tagName);
    expect(drawn()).toEqual(['SPAN', 'SPAN', 'SPAN']);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(drawn()).toEqual(['IMG', 'SPAN', 'SPAN']);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(drawn()).toEqual(['IMG', 'IMG', 'SPAN']); // the third never came near
    expect(screen.getByRole('img', { name: 'Gym 1' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(FakeObserver.current?.observed.size).toBe(1);
  });

  it('skips a photo that left before its turn: the next one is drawn in that turn', async () => {
    render(<GymPhoto photo={photo(8)} />);
    const { unmount } = render(<GymPhoto photo={photo(9)} />);
    const [first, second] = [screen.getByRole('img', { name: 'Gym 9' }), screen.getByRole('img', { name: 'Gym 8' })];
    act(() => FakeObserver.current?.show([first!, second!]));
    unmount();
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(screen.getByRole('img', { name: 'Gym 8' }).tagName).toBe('IMG');
    expect(screen.queryByRole('img', { name: 'Gym 9' })).toBeNull();
  });
});
