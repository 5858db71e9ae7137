// Search by name, sort, and the filters sheet (amenities, open now, price, rating, distance). Every
// change goes straight into the URL, which is the one place the search state lives.
import type { RegionCode } from '@fitchoice/shared';
import { AMENITIES, type Amenity } from '@fitchoice/shared/api';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SelectField } from '../../ui/form/SelectField';
import { activeFilterCount, DISTANCE_CHOICES_MILES, type GymFilters, type GymSort, PRICE_CHOICES_USD, RATING_CHOICES } from './gym-filters';
import { GYM_SORT_CHOICES } from './search-params';
import './messages';
import { formatRegionPrice } from '../../i18n/formats';

export interface GymFiltersBarProps {
  filters: GymFilters;
  region: RegionCode;
  onChange: (next: GymFilters) => void;
}

export function GymFiltersBar({ filters, region, onChange }: GymFiltersBarProps) {
  const intl = useIntl();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState(filters.q);
  // Typing updates the URL after a short pause, not on every key.
  useEffect(() => {
    if (q === filters.q) return;
    const timer = setTimeout(() => onChange({ ...filters, q: q.trim() }), 300);
    return () => clearTimeout(timer);
  }, [q, filters, onChange]);
  const count = activeFilterCount(filters);
  const set = (patch: Partial<GymFilters>) => onChange({ ...filters, ...patch });
  const toggleAmenity = (amenity: Amenity) =>
    set({
      amenities: filters.amenities.includes(amenity) ? filters.amenities.filter((a) => a !== amenity) : [...filters.amenities, amenity],
    });

  return (
    <section className="gym-filters" aria-label={intl.formatMessage({ id: 'gyms.filters.region' })}>
      <form
        className="gym-filters__row"
        aria-label={intl.formatMessage({ id: 'gyms.search.label' })}
        onSubmit={(e) => {
          e.preventDefault();
          onChange({ ...filters, q: q.trim() });
        }}
      >
        <label className="visually-hidden" htmlFor={`${ids}q`}>
          <FormattedMessage id="gyms.search.label" />
        </label>
        <input
          id={`${ids}q`}
          className="field__input gym-filters__search"
          type="search"
          value={q}
          placeholder={intl.formatMessage({ id: 'gyms.search.placeholder' })}
          onChange={(e) => setQ(e.target.value)}
        />
      </form>
      <div className="gym-filters__row">
        <label className="gym-filters__sort">
          <span>
            <FormattedMessage id="gyms.sort.label" />
          </span>
          <select className="field__input" value={filters.sort} onChange={(e) => set({ sort: e.target.value as GymSort })}>
            {GYM_SORT_CHOICES.map((sort) => (
              <option key={sort} value={sort}>
                {intl.formatMessage({ id: `gyms.sort.${sort}` })}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button button--secondary gym-filters__toggle"
          aria-expanded={open}
          aria-controls={`${ids}panel`}
          onClick={() => setOpen(!open)}
        >
          <span>
            <FormattedMessage id="gyms.filters.button" values={{ count }} />
          </span>
        </button>
      </div>
      {/* The sheet's choices render when it opens: while it is closed they cost the first render for nothing. */}
      <div id={`${ids}panel`} className="gym-filters__panel card" hidden={!open}>
        {open ? (
          <>
            <label className="choice">
              <input type="checkbox" checked={filters.openNow} onChange={(e) => set({ openNow: e.target.checked })} />
              <span>
                <FormattedMessage id="gyms.filters.openNow" />
              </span>
            </label>
            <div className="gym-filters__selects">
              <SelectField
                label={intl.formatMessage({ id: 'gyms.filters.distance' })}
                value={filters.maxMiles}
                onChange={(e) => set({ maxMiles: Number(e.target.value) })}
              >
                {DISTANCE_CHOICES_MILES.map((miles) => (
                  <option key={miles} value={miles}>
                    {intl.formatMessage({ id: 'gyms.filters.distance.within' }, { miles })}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={intl.formatMessage({ id: 'gyms.filters.price' })}
                value={filters.maxPriceUsd ?? ''}
                onChange={(e) => set({ maxPriceUsd: e.target.value ? Number(e.target.value) : null })}
              >
                <option value="">{intl.formatMessage({ id: 'gyms.filters.any' })}</option>
                {PRICE_CHOICES_USD.map((usd) => (
                  <option key={usd} value={usd}>
                    {intl.formatMessage({ id: 'gyms.filters.price.upTo' }, { price: formatRegionPrice(intl, usd, region) })}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={intl.formatMessage({ id: 'gyms.filters.rating' })}
                value={filters.minRating ?? ''}
                onChange={(e) => set({ minRating: e.target.value ? Number(e.target.value) : null })}
              >
                <option value="">{intl.formatMessage({ id: 'gyms.filters.any' })}</option>
                {RATING_CHOICES.map((rating) => (
                  <option key={rating} value={rating}>
                    {intl.formatMessage({ id: 'gyms.filters.rating.atLeast' }, { rating })}
                  </option>
                ))}
              </SelectField>
            </div>
            <fieldset className="gym-filters__amenities">
              <legend className="field__label">
                <FormattedMessage id="gyms.filters.amenities" />
              </legend>
              <div className="amenity-choices">
                {AMENITIES.map((amenity) => (
                  <label key={amenity} className="amenity-choice">
                    <input type="checkbox" checked={filters.amenities.includes(amenity)} onChange={() => toggleAmenity(amenity)} />
                    <span>{intl.formatMessage({ id: `amenity.${amenity}` })}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            {count > 0 ? (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => onChange({ ...filters, amenities: [], openNow: false, maxPriceUsd: null, minRating: null, maxMiles: 25 })}
              >
                <span>
                  <FormattedMessage id="gyms.filters.clear" />
                </span>
              </button>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
