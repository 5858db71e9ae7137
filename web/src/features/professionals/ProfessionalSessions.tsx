// The member's sessions with professionals on /bookings, beside the gym visits: upcoming and past,
// those still waiting in the outbox, those the server refused once it had them (why, worded by its
// code, with Choose another time and Discard), how each is paid, what the professional changed
// (moved or cancelled it, and why), and for each booked one: join its video link, add to calendar,
// move, cancel (after saying what cancelling costs, as a gym visit does).
import type { ProBooking } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiQueryKey } from '../../api/client';
import { sessionQuery } from '../../api/queries';
import { answeredNotListed, isEntryOf, type SettledEntry } from '../../outbox/entries';
import { useEntriesOf } from '../../outbox/hooks';
import { discardEntry } from '../../outbox/outbox';
import { Button } from '../../ui/Button';
import { FormRefusal } from '../../ui/form/FormRefusal';
import { LinkButton } from '../../ui/LinkButton';
import { cancelSession, type Outcome, rescheduleSession, SESSION_ROUTES } from './actions';
import { download } from './download';
import { sessionRefusalId } from './refusals';
import { useRegionCode } from './region';
import { SlotPicker } from './SlotPicker';
import { clock, when } from './time';
import './messages';
import '../gyms/gyms.css';
import './professionals.css';
import { formatCoins, formatRegionPrice } from '../../i18n/formats';

const upcomingInput = { query: { scope: 'upcoming' as const } };
const pastInput = { query: { scope: 'past' as const } };

export function ProfessionalSessions() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const upcoming = useQuery({
    queryKey: apiQueryKey(routes.professionalsBookings, upcomingInput),
    queryFn: () => apiCall(routes.professionalsBookings, upcomingInput),
  });
  const past = useQuery({
    queryKey: apiQueryKey(routes.professionalsBookings, pastInput),
    queryFn: () => apiCall(routes.professionalsBookings, pastInput),
  });
  // The session actions waiting or refused, and those answered since the screen opened.
  const entries = useEntriesOf(SESSION_ROUTES);
  const queued = entries.filter((entry) => entry.state !== 'done');
  const waiting = queued.filter((entry) => isEntryOf(entry, routes.professionalsBook.id));
  // When a queued session action settles (here, in another tab or from the service worker), read again.
  const unsettled = queued.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change in the count is the signal to read again
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: apiQueryKey(routes.professionalsBookings, upcomingInput) });
    void queryClient.invalidateQueries({ queryKey: apiQueryKey(routes.professionalsBookings, pastInput) });
  }, [unsettled, queryClient]);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: apiQueryKey(routes.professionalsBookings, upcomingInput) });
    await queryClient.invalidateQueries({ queryKey: apiQueryKey(routes.professionalsBookings, pastInput) });
    void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
  };
  const listed = upcoming.data?.bookings ?? [];
  // A session booked from the outbox shows as booked the moment it is answered, not only once the list is read again.
  const answered = answeredNotListed(entries, routes.professionalsBook.id, (answer) => answer.booking, listed);
  const sessions = answered.length === 0 ? listed : [...answered, ...listed].sort((a, b) => a.start.localeCompare(b.start));
  const done = past.data?.bookings ?? [];
  if (sessions.length === 0 && done.length === 0 && waiting.length === 0) return null;
  return (
    <section className="section" aria-labelledby="pro-sessions-title">
      <h2 id="pro-sessions-title" className="section__title">
        <FormattedMessage id="pro.sessions.title" />
      </h2>
      <ul className="booking-list">
        {waiting.map((entry) =>
          entry.state === 'failed' ? (
            <RefusedSession key={entry.id} entry={entry} />
          ) : (
            <li key={entry.id} className="booking-card pro-session">
              <p>
                <FormattedMessage id="pro.sessions.waiting" values={{ when: when(intl, entry.body?.start ?? '') }} />
              </p>
            </li>
          ),
        )}
        {sessions.map((booking) => (
          <SessionCard key={booking.id} booking={booking} onChanged={refresh} />
        ))}
        {done.map((booking) => (
          <SessionCard key={booking.id} booking={booking} onChanged={refresh} />
        ))}
      </ul>
    </section>
  );
}

/** A session booking the server refused after it left this screen: why, and what to do now. */
function RefusedSession({ entry }: { entry: SettledEntry<typeof routes.professionalsBook.id> }) {
  const intl = useIntl();
  return (
    <li className="booking-card pro-session" data-testid="session-refused">
      <p>{when(intl, entry.body?.start ?? '')}</p>
      <FormRefusal messageId="pro.sessions.notBooked" values={{ reason: intl.formatMessage({ id: sessionRefusalId(entry) }) }} />
      <div className="booking-card__actions">
        {entry.body ? (
          <LinkButton to="/professional-booking" search={{ pro: entry.body.professionalId }} variant="secondary">
            <FormattedMessage id="pro.sessions.pickAnother" />
          </LinkButton>
        ) : null}
        <Button variant="ghost" onClick={() => void discardEntry(entry.id)}>
          <FormattedMessage id="outbox.discard" />
        </Button>
      </div>
    </li>
  );
}

function SessionCard({ booking, onChanged }: { booking: ProBooking; onChanged: () => Promise<void> }) {
  const intl = useIntl();
  const region = useRegionCode();
  const [moving, setMoving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [newStart, setNewStart] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const booked = booking.status === 'booked' && Date.parse(booking.end) > Date.now();
  const statusId = {
    booked: 'pro.status.booked',
    completed: 'pro.status.completed',
    no_show: 'pro.status.noShow',
    cancelled: 'pro.status.cancelled',
  } as const;
  const act = async (run: () => Promise<Outcome>) => {
    setBusy(true);
    const result = await run();
    setBusy(false);
    setOutcome(result);
    if (result.state === 'done') {
      setMoving(false);
      await onChanged();
    }
  };
  const addToCalendar = async () => {
    const { sessionIcs } = await import('./ics');
    const title = intl.formatMessage({ id: 'pro.ics.title' }, { name: booking.professionalName });
    const description = intl.formatMessage(
      { id: 'pro.ics.description' },
      { minutes: booking.lengthMinutes, time: clock(intl, booking.start, booking.timeZone), zone: booking.timeZone },
    );
    const location = booking.gym ? `${booking.gym.name}, ${booking.gym.city}` : intl.formatMessage({ id: 'pro.mode.video' });
    download(`fitchoice-session-${booking.id}.ics`, sessionIcs(booking, { title, description, location }), 'text/calendar');
  };
  return (
    <li id={`session-${booking.id}`} className="booking-card pro-session" aria-labelledby={`session-${booking.id}-title`}>
      <h3 id={`session-${booking.id}-title`} className="booking-card__title">
        <FormattedMessage id="pro.sessions.with" values={{ name: booking.professionalName, minutes: booking.lengthMinutes }} />
      </h3>
      <p className="pro-card__meta">
        <span>{when(intl, booking.start)}</span>
        <span>
          <FormattedMessage
            id="pro.sessions.theirTime"
            values={{ time: clock(intl, booking.start, booking.timeZone), zone: booking.timeZone }}
          />
        </span>
      </p>
      <p className="pro-card__meta">
        <span>{booking.gym ? booking.gym.name : intl.formatMessage({ id: 'pro.mode.video' })}</span>
        <span>
          <FormattedMessage id={statusId[booking.status]} />
        </span>
        <span>
          <PaymentWords booking={booking} price={formatRegionPrice(intl, booking.priceUsd, region)} />
        </span>
      </p>
      <ProfessionalChange booking={booking} />
      {booked ? (
        <>
          <p className="pro-card__meta">
            <span>
              <FormattedMessage id="pro.sessions.freeUntil" values={{ when: when(intl, booking.cancellableUntil) }} />
            </span>
          </p>
          {booking.videoLink ? (
            <p>
              <a className="button button--primary" href={booking.videoLink} target="_blank" rel="noreferrer noopener">
                <FormattedMessage id="pro.sessions.joinVideo" />
              </a>
            </p>
          ) : null}
          <div className="booking-card__actions">
            <Button variant="secondary" type="button" onClick={() => void addToCalendar()}>
              <FormattedMessage id="pro.sessions.calendar" />
            </Button>
            <Button variant="secondary" type="button" aria-expanded={moving} onClick={() => setMoving(!moving)}>
              <FormattedMessage id="pro.sessions.reschedule" />
            </Button>
            <Button variant="ghost" type="button" aria-expanded={confirming} onClick={() => setConfirming(!confirming)}>
              <FormattedMessage id="pro.sessions.cancel" />
            </Button>
          </div>
          {confirming ? (
            <fieldset className="notice" aria-label={intl.formatMessage({ id: 'pro.sessions.cancel.confirmLabel' })}>
              <p>
                <FormattedMessage id={cancelWords(booking)} values={{ coins: formatCoins(intl, booking.paidSweatCoins) }} />
              </p>
              <div className="booking-card__actions">
                <Button
                  variant="danger"
                  type="button"
                  busy={busy && !moving}
                  onClick={() => {
                    setConfirming(false);
                    void act(() => cancelSession(booking.id, refundOf(booking)));
                  }}
                >
                  <FormattedMessage id="pro.sessions.cancel.yes" />
                </Button>
                <Button variant="ghost" type="button" onClick={() => setConfirming(false)}>
                  <FormattedMessage id="pro.sessions.cancel.no" />
                </Button>
              </div>
            </fieldset>
          ) : null}
          {moving ? (
            <div className="pro-move">
              <SlotPicker
                of={{ professionalId: booking.professionalId }}
                lengthMinutes={booking.lengthMinutes}
                proTimeZone={booking.timeZone}
                selected={newStart}
                onSelect={setNewStart}
              />
              <Button
                type="button"
                disabled={!newStart}
                busy={busy}
                onClick={() => newStart && void act(() => rescheduleSession(booking.id, newStart))}
              >
                <FormattedMessage id="pro.sessions.moveHere" />
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
      {outcome ? (
        <p className={outcome.state === 'failed' ? 'notice notice--error' : 'notice'} role="status">
          <FormattedMessage
            id={outcome.state === 'done' ? 'pro.sessions.updated' : outcome.state === 'pending' ? 'pro.saved.pending' : outcome.messageId}
          />
        </p>
      ) : null}
    </li>
  );
}

/** What the professional changed: a move (from when, and why) or a cancellation (why). */
function ProfessionalChange({ booking }: { booking: ProBooking }) {
  const intl = useIntl();
  const reason = booking.professionalReason ?? '';
  if (booking.status === 'cancelled' && booking.cancelledBy === 'professional') {
    return (
      <p className="notice pro-session__change">
        <FormattedMessage id="pro.sessions.cancelledByPro" values={{ name: booking.professionalName, reason }} />
      </p>
    );
  }
  if (booking.status !== 'booked' || !booking.movedFrom) return null;
  return (
    <p className="notice pro-session__change">
      <FormattedMessage
        id="pro.sessions.movedByPro"
        values={{ name: booking.professionalName, from: when(intl, booking.movedFrom), reason }}
      />
    </p>
  );
}

/** What cancelling costs, said before the member confirms: the refund, or that a late one may not be refunded. */
/** What a cancellation gives back (shown pending in the balance at once): paid coins, before the cut-off. */
function refundOf(booking: ProBooking): string | null {
  return booking.payWith === 'sweatcoins' && Date.now() <= Date.parse(booking.cancellableUntil) ? booking.paidSweatCoins : null;
}

function cancelWords(booking: ProBooking) {
  const late = Date.now() > Date.parse(booking.cancellableUntil);
  if (booking.payWith === 'at_session') return late ? 'pro.sessions.cancel.lateThere' : 'pro.sessions.cancel.freeThere';
  return late ? 'pro.sessions.cancel.lateCoins' : 'pro.sessions.cancel.refund';
}

/** How the session is paid, and for a cancelled one what came back. */
function PaymentWords({ booking, price }: { booking: ProBooking; price: string }) {
  const intl = useIntl();
  if (booking.payWith === 'sweatcoins') {
    return booking.status === 'cancelled' ? (
      <FormattedMessage id="pro.sessions.refunded" values={{ coins: formatCoins(intl, booking.refundedSweatCoins) }} />
    ) : (
      <FormattedMessage id="pro.sessions.paidCoins" values={{ coins: formatCoins(intl, booking.paidSweatCoins) }} />
    );
  }
  if (booking.status === 'cancelled') return <FormattedMessage id="pro.sessions.nothingCharged" />;
  return <FormattedMessage id={booking.paymentConfirmedAt ? 'pro.sessions.paidThere' : 'pro.sessions.payThere'} values={{ price }} />;
}
