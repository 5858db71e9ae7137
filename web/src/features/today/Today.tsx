// The member's day at the top of home: the next visit (with Check in while its window is open), the
// streak and what keeps it, this week's visits as seven small bars, the challenge closest to done
// and one suggestion (DaySuggestions.tsx). The visits come from the
// bookings kept on the device, so it all shows offline; the streak from the server's stats, when
// they could be read. One request reads it all (home-read.ts) and refreshes those copies. Loaded
// after the home screen (the database code is not on the first screen).
import { localDate } from '@fitchoice/shared/coach';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type CachedBooking, useCachedBookings } from '../../db/local-bookings';
import { LinkButton } from '../../ui/LinkButton';
import { isUpcoming } from '../bookings/booking-states';
import { useRegion } from '../gyms/where';
import { profileStatsQuery } from '../profile/rewards-api';
import { ClosestChallenge, Suggestion } from './DaySuggestions';
import { afterHomeRead, homeReadQuery } from './home-read';
import { visitsThisWeek } from './week';
import './today.css';
import './messages';

/** Re-renders every minute, so a check-in window opens on screen without a reload. */
function useMinuteClock(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export default function Today({ userId }: { userId: string }) {
  const now = useMinuteClock();
  const bookings = useCachedBookings(userId);
  // Offline (or on a network that reaches nothing) the device's copies are what there is.
  const home = useQuery(homeReadQuery(userId, useRegion(), useQueryClient()));
  const read = !home.isPending || home.fetchStatus !== 'fetching';
  // Nothing kept on the device yet (a first visit): the day shows once the server has answered, all
  // at once, rather than "no upcoming visit" first and the visit a moment later.
  if (!bookings || (bookings.length === 0 && !read)) return null;
  return (
    <section aria-labelledby="home-today" className="section home-today">
      <h2 id="home-today" className="section__title">
        <FormattedMessage id="today.today" />
      </h2>
      <NextVisit bookings={bookings} now={now} />
      <Streak read={read} />
      <Week bookings={bookings} now={now} />
      <ClosestChallenge read={read} />
      <Suggestion userId={userId} now={now} />
    </section>
  );
}

function NextVisit({ bookings, now }: { bookings: readonly CachedBooking[]; now: number }) {
  const intl = useIntl();
  const next = bookings
    .map(({ booking }) => booking)
    .filter((booking) => isUpcoming(booking, now))
    .sort((a, b) => Date.parse(a.slotStart) - Date.parse(b.slotStart))[0];
  if (!next) {
    return (
      <div className="card home-today__card" data-testid="home-next-visit">
        <p>
          <FormattedMessage id="today.next.none" />
        </p>
        <LinkButton to="/gyms" variant="secondary">
          <FormattedMessage id="today.findGym" />
        </LinkButton>
      </div>
    );
  }
  const open = now >= Date.parse(next.checkinOpensAt) && now < Date.parse(next.checkinClosesAt);
  const when = intl.formatDate(next.slotStart, { weekday: 'short', hour: 'numeric', minute: '2-digit', timeZone: next.timeZone });
  return (
    <div className="card home-today__card" data-testid="home-next-visit">
      <p className="home-today__label">
        <FormattedMessage id="today.next" />
      </p>
      <p className="home-today__value">
        <FormattedMessage id="today.next.visit" values={{ gym: next.gymName, when }} />
      </p>
      {open ? (
        <LinkButton to="/qr-scanner">
          <FormattedMessage id="today.next.checkin" />
        </LinkButton>
      ) : (
        <p className="home-today__hint">
          <FormattedMessage
            id="today.next.opens"
            values={{ time: intl.formatTime(next.checkinOpensAt, { hour: 'numeric', minute: '2-digit', timeZone: next.timeZone }) }}
          />
        </p>
      )}
    </div>
  );
}

function Streak({ read }: { read: boolean }) {
  const stats = useQuery({ ...profileStatsQuery, ...afterHomeRead(read) });
  if (!stats.data) return null;
  const { current, lastCheckinDate, timeZone } = stats.data.streak;
  const today = localDate(Date.now(), timeZone ?? undefined);
  const id = current === 0 ? 'today.streak.start' : lastCheckinDate === today ? 'today.streak.kept' : 'today.streak.keep';
  return (
    <p className="card home-today__card" data-testid="home-streak">
      <FormattedMessage id={id} values={{ days: current }} />
    </p>
  );
}

function Week({ bookings, now }: { bookings: readonly CachedBooking[]; now: number }) {
  const intl = useIntl();
  const days = visitsThisWeek(
    bookings.map(({ booking }) => booking),
    now,
  );
  const total = days.reduce((sum, day) => sum + day.visits, 0);
  const most = Math.max(1, ...days.map((day) => day.visits));
  return (
    <figure className="card home-today__card home-week" data-testid="home-week">
      <figcaption>
        <FormattedMessage id="today.week" values={{ visits: total }} />
      </figcaption>
      <svg viewBox="0 0 140 48" role="img" aria-label={intl.formatMessage({ id: 'today.week' }, { visits: total })}>
        {days.map((day, i) => {
          const height = day.visits === 0 ? 2 : 6 + (30 * day.visits) / most;
          return (
            <g key={day.date.toISOString()}>
              <rect
                x={i * 20 + 4}
                y={36 - height}
                width={12}
                height={height}
                rx={3}
                className={day.visits > 0 ? 'home-week__bar' : 'home-week__bar home-week__bar--none'}
              />
              <text x={i * 20 + 10} y={46} textAnchor="middle" className="home-week__day">
                {intl.formatDate(day.date, { weekday: 'narrow' })}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
