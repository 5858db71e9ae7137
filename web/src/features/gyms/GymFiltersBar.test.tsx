// The /gyms filters and sort as a member uses them: each control changes the search state the
// screen keeps in the URL, and typing a name waits for a pause before searching.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../i18n/messages';
import { GymFiltersBar } from './GymFiltersBar';
import { filtersFromSearch, type GymFilters } from './gym-filters';

afterEach(cleanup);

function renderBar(filters: GymFilters = filtersFromSearch({}), region: 'US' | 'GB' = 'US') {
  const onChange = vi.fn<(next: GymFilters) => void>();
  render(
    <IntlProvider locale="en" messages={messagesFor('en')}>
      <GymFiltersBar filters={filters} region={region} onChange={onChange} />
    </IntlProvider>,
  );
  return onChange;
}

describe('GymFiltersBar', () => {
  it('opens the filters sheet from a button that says whether it is expanded', () => {
    renderBar();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('checkbox', { name: 'Open now' })).toBeTruthy();
  });

  it('adds and removes an amenity, sets open now, sort, distance, price and rating', () => {
    const start = filtersFromSearch({ amenities: 'pool' });
    const onChange = renderBar(start);
    fireEvent.click(screen.getByRole('button', { name: 'Filters (1)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sauna' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...start, amenities: ['pool', 'sauna'] });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pool' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...start, amenities: [] });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Open now' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...start, openNow: true });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'rating' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...start, sort: 'rating' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Distance' }), { target: { value: '5' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...start, maxMiles: 5 });
    fireEvent.change(screen.getByRole('combobox', { name: 'Price per visit' }), { target: { value: '15' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...start, maxPriceUsd: 15 });
    fireEvent.change(screen.getByRole('combobox', { name: 'Rating' }), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...start, minRating: null });
  });

  it('shows the price caps in the region’s currency', () => {
    renderBar(filtersFromSearch({}), 'GB');
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toContain('Up to £11.85'); // 15 USD at 0.79
  });

  it('counts the active filters on the button and clears them all at once', () => {
    const onChange = renderBar(filtersFromSearch({ amenities: 'sauna,pool', open: true, miles: 5, sort: 'price', q: 'forge' }));
    fireEvent.click(screen.getByRole('button', { name: 'Filters (4)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenLastCalledWith(filtersFromSearch({ sort: 'price', q: 'forge' }));
  });

  it('searches by name after a pause in typing, not on every key', () => {
    vi.useFakeTimers();
    try {
      const onChange = renderBar();
      const box = screen.getByRole('searchbox', { name: 'Search gyms by name' });
      fireEvent.change(box, { target: { value: 'for' } });
      fireEvent.change(box, { target: { value: 'forge ' } });
      act(() => vi.advanceTimersByTime(299));
      expect(onChange).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onChange).toHaveBeenLastCalledWith({ ...filtersFromSearch({}), q: 'forge' });
    } finally {
      vi.useRealTimers();
    }
  });
});
