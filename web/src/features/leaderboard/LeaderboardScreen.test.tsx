// An empty board says what it is and what fills it: this week's has just started, the all-time one
// has no XP yet (not "the week has just started"), and the friends' one sends the member to find friends.
import type { LeaderboardResponse } from '@fitchoice/shared/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, expect, it } from 'vitest';
import { messagesFor } from '../../i18n/messages';
import { useRegionStore } from '../location/region-store';
import { leaderboardQuery } from '../profile/rewards-api';
import { LeaderboardScreen } from './LeaderboardScreen';

afterEach(cleanup);

function renderEmptyBoards() {
  // Every board the screen asks for is empty, as on a new deployment.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  const region = useRegionStore.getState().region;
  for (const period of ['weekly', 'all-time'] as const) {
    for (const scope of ['region', 'friends'] as const) {
      const empty: LeaderboardResponse = {
        period,
        scope,
        region: scope === 'region' ? region : null,
        periodKey: period === 'weekly' ? '2026-W49' : 'all-time',
        entries: [],
        me: { rank: null, score: 0 },
        generatedAt: '2026-12-03T10:00:00.000Z',
      };
      queryClient.setQueryData(leaderboardQuery(period, scope, region).queryKey, empty);
    }
  }
  const router = createRouter({
    routeTree: createRootRoute({ component: LeaderboardScreen }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale="en" messages={messagesFor('en')}>
        <RouterProvider router={router} />
      </IntlProvider>
    </QueryClientProvider>,
  );
}

it('words each empty board for what it is: this week, all time, friends', async () => {
  renderEmptyBoards();
  expect(await screen.findByRole('heading', { name: 'The week has just started' })).toBeTruthy();
  expect(screen.getByTestId('leaderboard-me').textContent).toBe(
    'You have no XP on this board yet. Check in, finish a workout or attend a session to join it.',
  );

  fireEvent.click(screen.getByRole('tab', { name: 'All time' }));
  expect(await screen.findByRole('heading', { name: 'No XP earned here yet' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'The week has just started' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Check in at a gym' }).getAttribute('href')).toBe('/qr-scanner');

  fireEvent.click(screen.getByRole('tab', { name: 'Friends' }));
  expect(await screen.findByRole('heading', { name: 'No friends on this board yet' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Find friends' }).getAttribute('href')).toBe('/friends-features');
});
