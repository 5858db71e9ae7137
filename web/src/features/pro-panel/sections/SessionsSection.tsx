// The professional's sessions (upcoming and past: client, notes, how it is paid, confirm a payment
// made at the session, mark completed or no-show; before it starts, move or cancel it with a reason
// and give a video session its link) and earnings by month, with the entries as a CSV file.
import type { ProBooking, ProfessionalKind } from '@fitchoice/shared/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiQueryKey } from '../../../api/client';
import { formatCoins, formatRegionPrice } from '../../../i18n/formats';
import type { MessageId } from '../../../i18n/messages';
import { Button } from '../../../ui/Button';
import { FigureCard } from '../../../ui/charts/FigureCard';
import { FormRefusal } from '../../../ui/form/FormRefusal';
import { Spinner } from '../../../ui/Spinner';
import { useRegionCode } from '../../professionals/region';
import { when } from '../../professionals/time';
import { PANEL_ROUTES } from '../panel-api';
import { problemOf } from '../panel-hooks';
import { SessionChanges } from './SessionChanges';
import '../../professionals/messages';
import '../messages';
import './messages';
import '../../gyms/gyms.css';

const PAYMENT_OPENS_MS = 15 * 60_000;

const STATUS_LABEL = {
  booked: 'pro.status.booked',
  completed: 'pro.status.completed',
  no_show: 'pro.status.noShow',
  cancelled: 'pro.status.cancelled',
} as const;

export function SessionsSection({ kind }: { kind: ProfessionalKind }) {
  const [scope, setScope] = useState<'upcoming' | 'past'>('upcoming');
  const [changed, setChanged] = useState<string | null>(null);
  const intl = useIntl();
  const input = { query: { scope } };
  const sessions = useQuery({
    queryKey: apiQueryKey(PANEL_ROUTES[kind].sessions, input),
    queryFn: () => apiCall(PANEL_ROUTES[kind].sessions, input),
  });
  return (
    <section aria-labelledby="panel-sessions">
      <h3 id="panel-sessions" className="section__title">
        <FormattedMessage id="proPanel.sessions.title" />
      </h3>
      <div className="panel-tabs">
        {(['upcoming', 'past'] as const).map((s) => (
          <button key={s} type="button" aria-pressed={scope === s} onClick={() => setScope(s)}>
            <FormattedMessage id={s === 'upcoming' ? 'proPanel.sessions.upcoming' : 'proPanel.sessions.past'} />
          </button>
        ))}
      </div>
      {changed ? (
        <p className="notice" role="status">
          {changed}
        </p>
      ) : null}
      {sessions.isPending ? (
        <Spinner label={intl.formatMessage({ id: 'proPanel.loading' })} />
      ) : sessions.isError ? (
        <p className="notice notice--error">
          <FormattedMessage id={problemOf(sessions.error)} />
        </p>
      ) : sessions.data.sessions.length === 0 ? (
        <p className="notice">
          <FormattedMessage id="proPanel.sessions.none" />
        </p>
      ) : (
        <ul className="booking-list">
          {sessions.data.sessions.map((session) => (
            <SessionRow key={session.id} kind={kind} session={session} onChanged={setChanged} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One session with what can be done with it now; the calendar shows the one picked. */
export function SessionRow({
  kind,
  session,
  onChanged,
}: {
  kind: ProfessionalKind;
  session: ProBooking;
  /** Told what a change did (the list says it: the session may leave it). */
  onChanged: (message: string) => void;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<MessageId | null>(null);
  const region = useRegionCode();
  const started = Date.parse(session.start) <= Date.now();
  // The server takes a payment from 15 minutes before the start (the client may pay on arrival).
  const paymentOpen = Date.parse(session.start) - PAYMENT_OPENS_MS <= Date.now();
  const owed = session.payWith === 'at_session' && session.paymentConfirmedAt === null && session.status !== 'cancelled';
  const mark = async (action: 'complete' | 'noShow' | 'confirmPayment') => {
    setProblem(null);
    try {
      await apiCall(PANEL_ROUTES[kind][action], { params: { id: session.id } });
      await queryClient.invalidateQueries();
    } catch (error) {
      setProblem(problemOf(error));
    }
  };
  return (
    <li className="booking-card">
      <h4 className="booking-card__title">
        <FormattedMessage id="proPanel.sessions.client" values={{ name: session.memberName, minutes: session.lengthMinutes }} />
      </h4>
      <p className="pro-card__meta">
        <span>{when(intl, session.start, session.timeZone)}</span>
        <span>{session.gym ? session.gym.name : intl.formatMessage({ id: 'pro.mode.video' })}</span>
        <span>
          <FormattedMessage id={STATUS_LABEL[session.status]} />
        </span>
        <span>
          {session.payWith === 'sweatcoins' ? (
            <FormattedMessage id="proPanel.sessions.paidCoins" values={{ coins: formatCoins(intl, session.paidSweatCoins) }} />
          ) : session.paymentConfirmedAt ? (
            <FormattedMessage id="proPanel.sessions.paidThere" values={{ price: formatRegionPrice(intl, session.priceUsd, region) }} />
          ) : (
            <FormattedMessage id="proPanel.sessions.paysThere" values={{ price: formatRegionPrice(intl, session.priceUsd, region) }} />
          )}
        </span>
      </p>
      {session.notes ? (
        <p>
          <FormattedMessage id="proPanel.sessions.notes" values={{ notes: session.notes }} />
        </p>
      ) : null}
      <SessionHistory session={session} />
      {session.videoLink ? (
        <p className="session-link">
          <FormattedMessage id="proPanel.sessions.videoLink" />{' '}
          <a href={session.videoLink} target="_blank" rel="noreferrer noopener">
            <bdi>{session.videoLink}</bdi>
          </a>
        </p>
      ) : null}
      {owed ? (
        <div className="booking-card__actions">
          <Button type="button" disabled={!paymentOpen} onClick={() => void mark('confirmPayment')}>
            <FormattedMessage id="proPanel.sessions.confirmPayment" values={{ price: formatRegionPrice(intl, session.priceUsd, region) }} />
          </Button>
        </div>
      ) : null}
      {session.status === 'booked' && !started ? <SessionChanges kind={kind} session={session} onChanged={onChanged} /> : null}
      {session.status === 'booked' && started ? (
        <div className="booking-card__actions">
          <Button type="button" disabled={!started} onClick={() => void mark('complete')}>
            <FormattedMessage id="proPanel.sessions.complete" />
          </Button>
          <Button variant="secondary" type="button" disabled={!started} onClick={() => void mark('noShow')}>
            <FormattedMessage id="proPanel.sessions.noShow" />
          </Button>
        </div>
      ) : null}
      <FormRefusal messageId={problem} />
    </li>
  );
}

/** What happened to the session on either side: moved by the professional, or cancelled, and why. */
function SessionHistory({ session }: { session: ProBooking }) {
  const intl = useIntl();
  if (session.status === 'cancelled') {
    return (
      <p className="session-history">
        {session.cancelledBy === 'professional' ? (
          <FormattedMessage id="proPanel.sessions.cancelledByYou" values={{ reason: session.professionalReason ?? '' }} />
        ) : (
          <FormattedMessage id="proPanel.sessions.cancelledByClient" />
        )}
      </p>
    );
  }
  if (!session.movedFrom) return null;
  return (
    <p className="session-history">
      <FormattedMessage
        id="proPanel.sessions.movedByYou"
        values={{ from: when(intl, session.movedFrom, session.timeZone), reason: session.professionalReason ?? '' }}
      />
    </p>
  );
}

export function EarningsSection({ kind }: { kind: ProfessionalKind }) {
  const intl = useIntl();
  const earnings = useQuery({
    queryKey: apiQueryKey(PANEL_ROUTES[kind].earnings),
    queryFn: () => apiCall(PANEL_ROUTES[kind].earnings, {}),
  });
  if (earnings.isPending) return <Spinner label={intl.formatMessage({ id: 'proPanel.loading' })} />;
  if (earnings.isError)
    return (
      <p className="notice notice--error">
        <FormattedMessage id={problemOf(earnings.error)} />
      </p>
    );
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <FigureCard
      title={t('proPanel.earnings.title')}
      columns={[t('proPanel.earnings.month'), t('proPanel.earnings.sessions'), t('proPanel.earnings.earned')]}
      rows={earnings.data.months.map((m) => ({
        label: intl.formatDate(`${m.month}-15T12:00:00Z`, { year: 'numeric', month: 'long', timeZone: 'UTC' }),
        csvLabel: m.month,
        values: [m.sessions, m.earnedSweatCoins],
      }))}
      fileName={`fitchoice-earnings-${kind}`}
      csv={{
        header: ['booking', 'completed_at', 'session_start', 'client', 'minutes', 'sweatcoins'],
        rows: earnings.data.entries.map((e) => [e.bookingId, e.completedAt, e.start, e.memberName, e.lengthMinutes, e.earnedSweatCoins]),
      }}
      empty={t('proPanel.earnings.none')}
    />
  );
}
