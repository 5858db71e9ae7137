// The day's arrivals at the desk, in the gym's zone: who is booked at what time, who has checked in,
// who is late or has not come (judged on the server's clock), what a visit paid at the desk was
// paid, and what this device still waits to send. Offline it shows the copy kept on the device,
// marked with its time. The staff record a payment and mark a no-show here.
import type { Arrival, ArrivalsResponse } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { apiCall } from '../../api/client';
import { refusalMessageId } from '../../api/field-errors';
import { formatCoins } from '../../i18n/formats';
import type { MessageId } from '../../i18n/messages';
import { isEntryOf } from '../../outbox/entries';
import { discardEntry } from '../../outbox/outbox';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/form/Field';
import { FormRefusal } from '../../ui/form/FormRefusal';
import { Spinner } from '../../ui/Spinner';
import type { Kept } from './desk-cache';
import { arrivalsKey, type DeskEntry, type Waiting } from './desk-data';
import { DESK_CHECKIN_REFUSALS, PAYMENT_REFUSALS } from './desk-refusals';
import { type ArrivalState, arrivalState, bookingIdOfCode, countStates, serverNow } from './desk-state';
import { exampleOf, PaymentForm, useMoney } from './PaymentForm';
import { problemOf } from './problem';
import './messages';

const STATE: Record<ArrivalState, { label: MessageId; badge: string }> = {
  expected: { label: 'gymPanel.arrival.expected', badge: 'expected' },
  late: { label: 'gymPanel.arrival.late', badge: 'pending' },
  missed: { label: 'gymPanel.arrival.missed', badge: 'rejected' },
  checked_in: { label: 'gymPanel.arrival.checkedIn', badge: 'active' },
  no_show: { label: 'gymPanel.arrival.noShow', badge: 'rejected' },
};

/** Re-renders every `ms` so lateness follows the clock. */
function useTicker(ms: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

export function Arrivals({
  gymId,
  timeZone,
  date,
  onDate,
  arrivals,
  waiting,
  readOnly,
}: {
  gymId: string;
  timeZone: string;
  date: string | null;
  onDate: (date: string | null) => void;
  arrivals: { data: Kept<ArrivalsResponse> | undefined; isPending: boolean; error: unknown };
  waiting: Waiting;
  readOnly: boolean;
}) {
  const intl = useIntl();
  const ids = useId();
  const now = useTicker(15_000);
  const kept = arrivals.data;
  const day = kept?.data;
  const atMs = kept && day ? serverNow(day.asOf, kept.receivedAt, now) : now;
  const counts = day ? countStates(day.arrivals, atMs) : null;
  const isToday = day ? day.date === day.today : date === null;
  return (
    <section className="card gym-desk__day" aria-labelledby={`${ids}day`}>
      <h2 id={`${ids}day`} className="card__title">
        {isToday || !day ? (
          <FormattedMessage id="gymPanel.arrivals.today" />
        ) : (
          <FormattedMessage
            id="gymPanel.arrivals.on"
            values={{ date: intl.formatDate(`${day.date}T12:00:00Z`, { dateStyle: 'full', timeZone: 'UTC' }) }}
          />
        )}
      </h2>
      <Field
        label={intl.formatMessage({ id: 'gymPanel.desk.day' })}
        type="date"
        className="gym-desk__date"
        value={date ?? day?.today ?? ''}
        onChange={(event) => onDate(event.target.value && event.target.value !== day?.today ? event.target.value : null)}
      />
      {kept?.offline && day ? (
        <p className="notice gym-desk__offline" role="status">
          <FormattedMessage
            id="gymPanel.arrivals.offline"
            values={{
              time: intl.formatTime(day.asOf, { timeStyle: 'short', timeZone }),
              day: intl.formatDate(day.asOf, { dateStyle: 'medium', timeZone }),
            }}
          />
        </p>
      ) : null}
      {waiting.checkins.size + waiting.payments.size > 0 ? (
        <p className="notice" role="status" data-testid="desk-waiting">
          <FormattedMessage id="gymPanel.arrivals.waiting" values={{ checkins: waiting.checkins.size, payments: waiting.payments.size }} />
        </p>
      ) : null}
      {waiting.refused.map((entry) => (
        <RefusedAtDesk key={entry.id} entry={entry} names={new Map(day?.arrivals.map((a) => [a.bookingId, a.memberName]))} />
      ))}
      {arrivals.isPending ? <Spinner label={intl.formatMessage({ id: 'gymPanel.loading' })} /> : null}
      {!day && arrivals.error ? (
        <p className="notice notice--error" role="alert">
          <FormattedMessage id={problemOf(arrivals.error)} />
        </p>
      ) : null}
      {day && counts ? (
        <>
          <p className="gym-desk__counts">
            <FormattedMessage
              id="gymPanel.arrivals.counts"
              values={{ total: day.arrivals.length, checkedIn: counts.checked_in, late: counts.late, expected: counts.expected }}
            />
          </p>
          {day.arrivals.length === 0 ? (
            <p>
              <FormattedMessage id={day.closed ? 'gymPanel.desk.closed' : 'gymPanel.arrivals.none'} />
            </p>
          ) : (
            <ul className="gym-desk__arrivals">
              {day.arrivals.map((arrival) => (
                <ArrivalRow
                  key={arrival.bookingId}
                  gymId={gymId}
                  arrival={arrival}
                  state={arrivalState(arrival, atMs)}
                  price={day.price}
                  timeZone={timeZone}
                  waiting={waiting}
                  readOnly={readOnly}
                  offline={kept?.offline === true}
                />
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}

function ArrivalRow({
  gymId,
  arrival,
  state,
  price,
  timeZone,
  waiting,
  readOnly,
  offline,
}: {
  gymId: string;
  arrival: Arrival;
  state: ArrivalState;
  price: ArrivalsResponse['price'];
  timeZone: string;
  waiting: Waiting;
  /** An admin reading the desk: nothing to record. */
  readOnly: boolean;
  /** The list is the copy kept on the device: a payment is queued, a no-show (which needs the server's say) waits. */
  offline: boolean;
}) {
  const intl = useIntl();
  const money = useMoney();
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<MessageId | null>(null);
  const checkinWaiting = state !== 'checked_in' && waiting.checkins.has(arrival.bookingId);
  const paymentWaiting = arrival.payment ? null : (waiting.payments.get(arrival.bookingId) ?? null);
  const markNoShow = async () => {
    setProblem(null);
    try {
      await apiCall(routes.gymPanelNoShow, { params: { gymId, bookingId: arrival.bookingId } });
      await queryClient.invalidateQueries({ queryKey: arrivalsKey(gymId) });
    } catch (error) {
      setProblem(problemOf(error));
    }
  };
  return (
    <li className="gym-desk__arrival">
      <span className="gym-desk__time">{arrival.localTime}</span>
      <strong className="gym-desk__name">
        <bdi>{arrival.memberName}</bdi>
      </strong>
      <span className={`status-badge status-badge--${checkinWaiting ? 'pending' : STATE[state].badge}`}>
        {checkinWaiting ? <FormattedMessage id="gymPanel.arrival.checkinWaiting" /> : <FormattedMessage id={STATE[state].label} />}
        {arrival.attendedAt ? (
          <>
            {' '}
            <FormattedTime value={arrival.attendedAt} timeZone={timeZone} timeStyle="short" />
          </>
        ) : null}
      </span>
      <span className="field__hint gym-desk__paid">
        {arrival.payWith === 'sweatcoins' ? (
          <FormattedMessage id="gymPanel.desk.paid.sweatcoins" values={{ coins: formatCoins(intl, arrival.paidSweatCoins) }} />
        ) : arrival.payment ? (
          <FormattedMessage id="gymPanel.arrival.paid" values={{ amount: money(arrival.payment) }} />
        ) : paymentWaiting ? (
          <FormattedMessage id="gymPanel.arrival.paymentWaiting" values={{ amount: money(paymentWaiting) }} />
        ) : (
          <FormattedMessage id="gymPanel.desk.paid.card" />
        )}
      </span>
      {!readOnly &&
      arrival.payWith === 'card' &&
      !arrival.payment &&
      !paymentWaiting &&
      (state === 'late' || state === 'checked_in') &&
      !paying ? (
        <Button variant="secondary" onClick={() => setPaying(true)}>
          <FormattedMessage id="gymPanel.payment.open" values={{ name: arrival.memberName }} />
        </Button>
      ) : null}
      {!readOnly && !offline && state === 'missed' && !checkinWaiting ? (
        <Button variant="ghost" onClick={() => void markNoShow()}>
          <FormattedMessage id="gymPanel.desk.noShow" values={{ name: arrival.memberName }} />
        </Button>
      ) : null}
      {paying ? (
        <PaymentForm
          gymId={gymId}
          bookingId={arrival.bookingId}
          memberName={arrival.memberName}
          price={price}
          onDone={() => setPaying(false)}
        />
      ) : null}
      <FormRefusal messageId={problem} />
    </li>
  );
}

/** Whom a queued check-in was for: the member its code names, when they are on the list; else the code itself. */
function whoOf(entry: DeskEntry, names: ReadonlyMap<string, string>): string {
  const code = isEntryOf(entry, 'gym-panel.checkin') ? (entry.body?.code ?? '') : '';
  return names.get(bookingIdOfCode(code) ?? '') ?? code;
}

/**
 * A check-in or payment queued on this device that the server refused when it was sent (too early,
 * already checked in elsewhere...): said here, where the staff look, until they dismiss it.
 */
function RefusedAtDesk({ entry, names }: { entry: DeskEntry; names: ReadonlyMap<string, string> }) {
  const intl = useIntl();
  const money = useMoney();
  const response = entry.state === 'failed' ? entry.response : null;
  const payment = isEntryOf(entry, 'gym-panel.recordPayment') ? entry.body : null;
  const reason = payment
    ? intl.formatMessage(
        { id: refusalMessageId(response, PAYMENT_REFUSALS, 'gymPanel.refused.other') },
        { currency: payment.currency, example: exampleOf(payment.currency) },
      )
    : intl.formatMessage({ id: refusalMessageId(response, DESK_CHECKIN_REFUSALS, 'gymPanel.desk.refused.other') });
  return (
    <div className="notice notice--error gym-desk__refused" role="alert">
      <p>
        {payment ? (
          <FormattedMessage id="gymPanel.refusedQueued.payment" values={{ amount: money(payment), reason }} />
        ) : (
          <FormattedMessage id="gymPanel.refusedQueued.checkin" values={{ who: whoOf(entry, names), reason }} />
        )}
      </p>
      <Button variant="secondary" onClick={() => void discardEntry(entry.id)}>
        <FormattedMessage id="gymPanel.refusedQueued.dismiss" />
      </Button>
    </div>
  );
}
