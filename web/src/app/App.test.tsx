// The app's start: the splash shows while the session loads and while the router resolves the first
// screen; then the screen renders, and the router does not resolve it a second time on mounting.

import { createMemoryHistory, createRootRoute, createRoute, createRouter, type RegisteredRouter } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { App } from './App';

afterEach(cleanup);

describe('App', () => {
  it('shows the splash until the first screen is resolved, then the screen, resolving it once', async () => {
    let guardRuns = 0;
    let releaseGuard: () => void = () => undefined;
    const guardReleased = new Promise<void>((resolve) => {
      releaseGuard = resolve;
    });
    const rootRoute = createRootRoute();
    const gymsRoute = createRoute({
      getParentRoute: () => rootRoute,
      path: '/gyms',
      beforeLoad: async () => {
        guardRuns += 1;
        await guardReleased;
      },
      component: () => <h1>Gyms near you</h1>,
    });
    const router = createRouter({
      routeTree: rootRoute.addChildren([gymsRoute]),
      history: createMemoryHistory({ initialEntries: ['/gyms'] }),
    }) as unknown as RegisteredRouter;

    render(<App queryClient={createQueryClient()} router={router} />);
    // No session hint on this device: the session is known at once, and the router starts resolving /gyms.
    await expect.poll(() => guardRuns).toBe(1);
    expect(screen.getByRole('status').textContent).toContain('Checking your session');
    expect(screen.queryByRole('heading', { name: 'Gyms near you' })).toBeNull();

    releaseGuard();
    expect(await screen.findByRole('heading', { name: 'Gyms near you' })).toBeTruthy();
    expect(screen.queryByText('Checking your session')).toBeNull();
    expect(guardRuns).toBe(1);
  });
});
