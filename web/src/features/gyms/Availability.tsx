// A gym's availability by day: the next seven days at the gym, each day's hourly slots with the
// places left, and 'Book Now' at the price per visit, which opens the checkout for the chosen slot.
import type { RegionCode } from '@fitchoice/shared';
import type { Gym } from '@fitchoice/shared/api';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { availabilityQuery } from './gym-api';
import { nextDates } from './gym-dates';
import './messages';
import { formatRegionPrice } from '../../i18n/formats';

const DAYS_SHOWN = 7;

export function Availability({ gym, region }: { gym: Gym; region: RegionCode }) {
  const intl = useIntl();
  const ids = useId();
  const navigate = useNavigate();
  const [dates] = useState(() => nextDates(gym.timeZone, Date.now(), DAYS_SHOWN));
  const [date, setDate] = useState(dates[0] ?? '');
  const [slot, setSlot] = useState<string | null>(null);
  const availability = useQuery(availabilityQuery(gym.id, date));
  const slots = availability.data?.slots ?? [];

  return (
    <section className="section" aria-labelledby={`${ids}title`}>
      <h2 id={`${ids}title`} className="section__title">
        <FormattedMessage id="gym.availability" />
      </h2>
      <fieldset className="day-picker" aria-label={intl.formatMessage({ id: 'gym.availability.days' })}>
        {dates.map((d) => (
          <button
            key={d}
            type="button"
            className="day-picker__day"
            aria-pressed={d === date}
            onClick={() => {
              setDate(d);
              setSlot(null);
            }}
          >
            {/* Noon UTC keeps the calendar date whatever the viewer's own zone. */}
            <span className="day-picker__weekday">{intl.formatDate(`${d}T12:00:00Z`, { weekday: 'short', timeZone: 'UTC' })}</span>
            <span className="day-picker__date">
              {intl.formatDate(`${d}T12:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' })}
            </span>
          </button>
        ))}
      </fieldset>
      {availability.isPending ? (
        <Spinner label={intl.formatMessage({ id: 'gym.availability.loading' })} />
      ) : availability.isError ? (
        <p className="notice" role="status">
          <FormattedMessage id="gym.availability.offline" />
        </p>
      ) : slots.length === 0 ? (
        <p className="notice">
          <FormattedMessage id="gym.availability.closed" />
        </p>
      ) : (
        <fieldset className="slot-grid">
          <legend className="visually-hidden">
            <FormattedMessage id="gym.availability.slots" />
          </legend>
          {slots.map((s) => (
            <label key={s.start} className={`slot${s.bookable ? '' : ' slot--off'}`}>
              <input
                type="radio"
                name={`${ids}slot`}
                value={s.start}
                disabled={!s.bookable}
                checked={slot === s.start}
                onChange={() => setSlot(s.start)}
              />
              <span className="slot__time">{s.localTime}</span>
              <span className="slot__left">
                {s.remaining === 0 ? (
                  <FormattedMessage id="gym.slot.full" />
                ) : s.bookable ? (
                  <FormattedMessage id="gym.slot.left" values={{ count: s.remaining }} />
                ) : (
                  <FormattedMessage id="gym.slot.ended" />
                )}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="book-bar">
        <p className="book-bar__price">
          <strong>{formatRegionPrice(intl, gym.priceUsd, region)}</strong> <FormattedMessage id="gym.price_per_visit" />
        </p>
        <Button disabled={!slot} onClick={() => slot && void navigate({ to: '/booking-checkout', search: { gym: gym.id, slot } })}>
          <FormattedMessage id="gym.book_now" />
        </Button>
      </div>
      {!slot ? (
        <p className="field__hint">
          <FormattedMessage id="gym.availability.pick" />
        </p>
      ) : null}
    </section>
  );
}
