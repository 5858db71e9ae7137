// /bookings: the member's upcoming and past gym visits from the device's copy (refreshed from the
// server), with bookings and cancellations still in the outbox shown as pending or failed, free
// cancellation until 2 h before, the way to check in (scan the gym's desk code, or, for a visit
// paid at the desk, the staff scan the visit's code) and each upcoming visit's code as a QR code.
import type { Booking, CreateBookingRequest } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { enqueueCall } from '../../api/enqueue-call';
import { sessionQuery } from '../../api/queries';
import { useAuth } from '../../app/auth';
import { useCachedBookings } from '../../db/local-bookings';
import { isEntryOf } from '../../outbox/entries';
import { useEntriesOf } from '../../outbox/hooks';
import { discardEntry, retryEntry } from '../../outbox/outbox';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { FormRefusal } from '../../ui/form/FormRefusal';
import { LinkButton } from '../../ui/LinkButton';
import { Page } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast/toast-store';
import { slotLabel, timeLabel } from '../gyms/format';
import { useCachedGym } from '../gyms/gym-cache';
import { useRegion } from '../gyms/where';
import { ProfessionalSessions } from '../professionals/ProfessionalSessions';
import { useSettledActions } from './actions';
import { loadEarlierBookings, refreshBookings } from './booking-cache';
import { BOOKING_VIEW_ROUTES, type BookingRow, bookingsView, type QueuedBookingRow } from './booking-states';
import { CheckinQr } from './CheckinQr';
import '../gyms/gyms.css';
import './messages';
import { formatCoins, formatRegionPrice } from '../../i18n/formats';

export function BookingsScreen() {
  const intl = useIntl();
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const sync = useQuery({ queryKey: ['bookings', 'sync', userId], queryFn: () => refreshBookings(userId), staleTime: 0, retry: false });
  // Where the next page of past visits starts, once "Show earlier visits" was used (undefined before).
  const [earlier, setEarlier] = useState<{ cursor: string | null; loading: boolean } | undefined>(undefined);
  const pastCursor = earlier ? earlier.cursor : (sync.data?.pastCursor ?? null);
  const showEarlier = async (cursor: string) => {
    setEarlier({ cursor, loading: true });
    try {
      setEarlier({ cursor: await loadEarlierBookings(userId, cursor), loading: false });
    } catch {
      setEarlier({ cursor, loading: false });
    }
  };
  const cached = useCachedBookings(userId);
  const [now] = useState(Date.now);
  // What waits or was refused, and what was answered since the screen opened: an answer shows at
  // once, before applyAnswer has written it into the local copy.
  const entries = useEntriesOf(BOOKING_VIEW_ROUTES, now);
  useSettledActions((entry) => {
    void queryClient.invalidateQueries({ queryKey: ['bookings'] });
    void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    // A booking made here (or queued offline) the server has just answered: it is on the screen now.
    if (isEntryOf(entry, routes.bookingsCreate.id) && entry.state === 'done') {
      toast({
        title: intl.formatMessage({ id: 'checkout.booked.title' }),
        description: intl.formatMessage({ id: 'checkout.booked.body' }, { gym: entry.response.booking.gymName }),
      });
    }
  });
  const view = useMemo(() => bookingsView(cached ?? [], entries, now), [cached, entries, now]);

  if (cached === undefined) return <Spinner label={intl.formatMessage({ id: 'bookings.loading' })} />;
  const empty = view.upcoming.length === 0 && view.past.length === 0;
  return (
    <Page titleId="bookings.title" introId="bookings.intro">
      {sync.isError ? (
        <p className="notice" role="status">
          <FormattedMessage id="bookings.offline" />
        </p>
      ) : null}
      <ProfessionalSessions />
      {empty ? (
        <EmptyState
          icon="📅"
          titleId="bookings.empty.title"
          bodyId="bookings.empty.body"
          actions={[
            { to: '/gyms', labelId: 'bookings.empty.gyms' },
            { to: '/cancellation-refund', labelId: 'bookings.empty.policy' },
          ]}
        />
      ) : (
        <>
          <section className="section" aria-labelledby="bookings-upcoming">
            <h2 id="bookings-upcoming" className="section__title">
              <FormattedMessage id="bookings.upcoming" />
            </h2>
            {view.upcoming.length === 0 ? (
              <p className="notice">
                <FormattedMessage id="bookings.upcoming.none" />
              </p>
            ) : (
              <ul className="booking-list">
                {view.upcoming.map((row) =>
                  row.type === 'queued' ? (
                    <QueuedCard key={row.entry.id} row={row} />
                  ) : (
                    <BookingCard key={row.booking.id} row={row} now={now} />
                  ),
                )}
              </ul>
            )}
          </section>
          {view.past.length > 0 ? (
            <section className="section" aria-labelledby="bookings-past">
              <h2 id="bookings-past" className="section__title">
                <FormattedMessage id="bookings.past" />
              </h2>
              <ul className="booking-list">
                {view.past.map((row) => (
                  <BookingCard key={row.booking.id} row={row} now={now} />
                ))}
              </ul>
              {pastCursor ? (
                <Button variant="secondary" block busy={earlier?.loading ?? false} onClick={() => void showEarlier(pastCursor)}>
                  <FormattedMessage id="bookings.past.more" />
                </Button>
              ) : null}
            </section>
          ) : null}
        </>
      )}
    </Page>
  );
}

function QueuedCard({ row }: { row: QueuedBookingRow }) {
  const intl = useIntl();
  const request: CreateBookingRequest = row.request;
  const gym = useCachedGym(request.gymId);
  const failed = row.state === 'failed';
  return (
    <li className={`card booking booking--${row.state}`} data-testid="booking-card">
      <div className="booking__head">
        <h3 className="card__title">{gym?.name ?? request.gymId}</h3>
        <span className={failed ? 'badge badge--failed' : 'badge badge--pending'}>
          <FormattedMessage id={failed ? 'bookings.state.failed' : 'bookings.state.pending'} />
        </span>
      </div>
      <p className="booking__when">{slotLabel(intl, request.slotStart, gym?.timeZone ?? 'UTC')}</p>
      {failed ? (
        <>
          <FormRefusal messageId="bookings.failed" values={{ message: row.error && intl.formatMessage({ id: row.error }) }} />
          <div className="booking__actions">
            <LinkButton to="/gyms" search={{ gym: request.gymId }} variant="secondary">
              <FormattedMessage id="checkout.pickAnother" />
            </LinkButton>
            <Button variant="ghost" onClick={() => void retryEntry(row.entry.id)}>
              <FormattedMessage id="outbox.retry" />
            </Button>
            <Button variant="ghost" onClick={() => void discardEntry(row.entry.id)}>
              <FormattedMessage id="outbox.discard" />
            </Button>
          </div>
        </>
      ) : (
        <p className="field__hint">
          <FormattedMessage id="bookings.pending.body" />
        </p>
      )}
    </li>
  );
}

function BookingCard({ row, now }: { row: BookingRow; now: number }) {
  const intl = useIntl();
  const ids = useId();
  const region = useRegion();
  const { booking, checkin } = row;
  const [showCode, setShowCode] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const upcoming = booking.status === 'booked' && Date.parse(booking.slotEnd) > now;
  return (
    <li
      id={`booking-${booking.id}`}
      className={`card booking booking--${booking.status}`}
      data-testid="booking-card"
      aria-labelledby={`${ids}name`}
    >
      <div className="booking__head">
        <h3 id={`${ids}name`} className="card__title">
          <Link to="/gyms" search={{ gym: booking.gymId }}>
            <bdi>{booking.gymName}</bdi>
          </Link>
        </h3>
        <StatusBadge booking={booking} now={now} cancelPending={row.cancel?.state === 'pending'} />
      </div>
      <p className="booking__when">
        {slotLabel(intl, booking.slotStart, booking.timeZone)} · <bdi>{booking.gymCity}</bdi>
      </p>
      <p className="booking__paid">
        {booking.payWith === 'sweatcoins' ? (
          <FormattedMessage id="bookings.paidCoins" values={{ coins: formatCoins(intl, booking.paidSweatCoins) }} />
        ) : (
          <FormattedMessage id="bookings.payAtDesk" values={{ price: formatRegionPrice(intl, booking.priceUsd, region) }} />
        )}
      </p>
      <FormRefusal
        messageId={row.cancel?.state === 'failed' ? 'bookings.cancelFailed' : null}
        values={{ message: row.cancel?.error && intl.formatMessage({ id: row.cancel.error }) }}
      />
      {row.checkinQueued ? (
        <p className={row.checkinQueued.state === 'failed' ? 'field__error' : 'field__hint'} role="status">
          {row.checkinQueued.state === 'failed' ? (
            <FormattedMessage
              id="checkin.failed"
              values={{ message: row.checkinQueued.error && intl.formatMessage({ id: row.checkinQueued.error }) }}
            />
          ) : (
            <FormattedMessage id="checkin.pending" />
          )}
        </p>
      ) : null}
      {upcoming ? (
        <>
          <div className="booking__actions">
            {booking.payWith === 'sweatcoins' ? (
              <LinkButton to="/qr-scanner">
                <FormattedMessage id="bookings.checkin" />
              </LinkButton>
            ) : null}
            {checkin ? (
              <Button variant="secondary" aria-expanded={showCode} onClick={() => setShowCode(!showCode)}>
                <FormattedMessage id={showCode ? 'bookings.code.hide' : 'bookings.code.show'} />
              </Button>
            ) : null}
            {row.canCancel ? (
              <Button variant="ghost" aria-expanded={confirming} onClick={() => setConfirming(!confirming)}>
                <FormattedMessage id="bookings.cancel" />
              </Button>
            ) : null}
          </div>
          {booking.payWith === 'card' ? (
            <p className="field__hint">
              <FormattedMessage id="bookings.checkin.atDesk" />
            </p>
          ) : null}
          {confirming && row.canCancel ? (
            <fieldset className="notice" aria-label={intl.formatMessage({ id: 'bookings.cancel.confirmLabel' })}>
              <p>
                {booking.payWith === 'sweatcoins' ? (
                  <FormattedMessage id="bookings.cancel.refund" values={{ coins: formatCoins(intl, booking.paidSweatCoins) }} />
                ) : (
                  <FormattedMessage id="bookings.cancel.free" />
                )}
              </p>
              <div className="booking__actions">
                <Button
                  variant="danger"
                  onClick={() => {
                    setConfirming(false);
                    // Cancelled in time, a visit paid with SweatCoins is refunded: in the balance (pending) at once.
                    const refund = booking.payWith === 'sweatcoins' ? { coins: booking.paidSweatCoins } : {};
                    void enqueueCall(routes.bookingsCancel, { params: { id: booking.id } }, refund);
                  }}
                >
                  <FormattedMessage id="bookings.cancel.yes" />
                </Button>
                <Button variant="ghost" onClick={() => setConfirming(false)}>
                  <FormattedMessage id="bookings.cancel.no" />
                </Button>
              </div>
            </fieldset>
          ) : null}
          {!row.canCancel && !row.cancel ? (
            <p className="field__hint">
              <FormattedMessage
                id="bookings.cancel.closed"
                values={{ time: timeLabel(intl, booking.cancellableUntil, booking.timeZone) }}
              />
            </p>
          ) : null}
          {showCode && checkin ? (
            <div className="booking__code">
              <CheckinQr code={checkin.code} />
              <p className="field__hint">
                <FormattedMessage
                  id="bookings.code.window"
                  values={{
                    from: timeLabel(intl, checkin.validFrom, booking.timeZone),
                    until: timeLabel(intl, checkin.validUntil, booking.timeZone),
                  }}
                />
              </p>
            </div>
          ) : null}
        </>
      ) : null}
    </li>
  );
}

function StatusBadge({ booking, now, cancelPending }: { booking: Booking; now: number; cancelPending: boolean }) {
  if (cancelPending)
    return (
      <span className="badge badge--pending">
        <FormattedMessage id="bookings.state.cancelPending" />
      </span>
    );
  const missed = booking.status === 'booked' && Date.parse(booking.slotEnd) <= now;
  const id = missed ? 'bookings.state.missed' : `bookings.state.${booking.status}`;
  return (
    <span className={`badge badge--${missed ? 'closed' : booking.status}`}>
      <FormattedMessage id={id} />
    </span>
  );
}
