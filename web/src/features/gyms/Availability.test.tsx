// A gym's slots as a member reads them: the places left, "Full", and "Ended" for a slot that is over
// (the gym is open; that hour has passed), none of them bookable but the one with room.
import type { AvailabilityResponse, Gym } from '@fitchoice/shared/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, expect, it } from 'vitest';
import { messagesFor } from '../../i18n/messages';
import { Availability } from './Availability';
import { availabilityQuery } from './gym-api';
import { nextDates } from './gym-dates';

afterEach(cleanup);

const GYM = { id: 'gym-1', timeZone: 'Europe/Lisbon', priceUsd: 12, capacityPerSlot: 5 } as Gym;

const slot = (hour: string, remaining: number, bookable: boolean) => ({
  start: `2026-12-03T${hour}:00:00.000Z`,
  end: `2026-12-03T${hour}:59:00.000Z`,
  localTime: `${hour}:00`,
  capacity: 5,
  booked: 5 - remaining,
  remaining,
  bookable,
});

it('says a slot that is over has ended, not that the gym is closed', async () => {
  const today = nextDates(GYM.timeZone, Date.now(), 1)[0]!;
  const answer: AvailabilityResponse = {
    gymId: GYM.id,
    date: today,
    timeZone: GYM.timeZone,
    today,
    lastBookableDate: today,
    slots: [slot('07', 4, false), slot('08', 0, false), slot('18', 3, true)],
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  queryClient.setQueryData(availabilityQuery(GYM.id, today).queryKey, answer);
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <Availability gym={GYM} region="US" /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale="en" messages={messagesFor('en')}>
        <RouterProvider router={router} />
      </IntlProvider>
    </QueryClientProvider>,
  );

  const ended = await screen.findByRole('radio', { name: '07:00 Ended' });
  expect((ended as HTMLInputElement).disabled).toBe(true);
  expect((screen.getByRole('radio', { name: '08:00 Full' }) as HTMLInputElement).disabled).toBe(true);
  expect((screen.getByRole('radio', { name: '18:00 3 places left' }) as HTMLInputElement).disabled).toBe(false);
  expect(screen.queryByText('Closed')).toBeNull();
});
