// The professional's week: seven days in their own zone with their hours shaded and each session at
// its time (a time grid on a desktop, a day-by-day list on a phone: one list of days, laid out by
// CSS), earlier and later weeks, and the session picked with everything that can be done with it.
// Below: the sessions as an .ics file, and a calendar feed to subscribe to from any calendar app.
import type { AvailabilityRules, ProBooking, ProfessionalKind } from '@fitchoice/shared/api';
import { localDate } from '@fitchoice/shared/coach';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CSSProperties, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { apiCall, apiPath, apiQueryKey } from '../../../api/client';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { usableTimeZone } from '../../panels/TimeZonePicker';
import { plusDays } from '../../professionals/time';
import { PANEL_ROUTES } from '../panel-api';
import { problemOf } from '../panel-hooks';
import { clockMinutes, mondayOf, rangesOn } from './hours';
import { SessionRow } from './SessionsSection';
import '../messages';
import './messages';
import '../../gyms/gyms.css';

const DAYS = 7;
/** The grid shows at least these hours, more when the hours or a session reach further. */
const FIRST_HOUR = 7;
const LAST_HOUR = 21;

/** Minutes since midnight of an instant's wall time in a zone. */
function wallMinutes(intl: IntlShape, iso: string, timeZone: string): number {
  const [h, m] = intl.formatTime(iso, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).split(':');
  return Number(h) * 60 + Number(m);
}

export function CalendarSection({ kind }: { kind: ProfessionalKind }) {
  const intl = useIntl();
  const rules = useQuery({
    queryKey: apiQueryKey(PANEL_ROUTES[kind].availability),
    queryFn: () => apiCall(PANEL_ROUTES[kind].availability, {}),
  });
  if (rules.isPending) return <Spinner label={intl.formatMessage({ id: 'proPanel.loading' })} />;
  if (rules.isError) {
    return (
      <p className="notice notice--error" role="alert">
        <FormattedMessage id={problemOf(rules.error)} />
      </p>
    );
  }
  return (
    <>
      <WeekCalendar kind={kind} rules={rules.data.availability} />
      <CalendarShare kind={kind} />
    </>
  );
}

function WeekCalendar({ kind, rules }: { kind: ProfessionalKind; rules: AvailabilityRules }) {
  const intl = useIntl();
  // Only a zone Intl knows reaches the date code below.
  const timeZone = usableTimeZone(rules.timeZone);
  const thisWeek = mondayOf(localDate(Date.now(), timeZone));
  const [from, setFrom] = useState(thisWeek);
  const [picked, setPicked] = useState<string | null>(null);
  const [changed, setChanged] = useState<string | null>(null);
  const input = { query: { from } };
  const week = useQuery({
    queryKey: apiQueryKey(PANEL_ROUTES[kind].calendar, input),
    queryFn: () => apiCall(PANEL_ROUTES[kind].calendar, input),
    placeholderData: keepPreviousData,
  });
  const days = Array.from({ length: DAYS }, (_, i) => plusDays(from, i));
  const sessions = week.data?.sessions ?? [];
  const sessionsOn = (date: string) => sessions.filter((s) => localDate(s.start, timeZone) === date);
  const starts = [
    ...days.flatMap((date) => rangesOn(rules, date).map((r) => clockMinutes(r.start))),
    ...sessions.map((s) => wallMinutes(intl, s.start, timeZone)),
  ];
  const ends = [
    ...days.flatMap((date) => rangesOn(rules, date).map((r) => clockMinutes(r.end))),
    ...sessions.map((s) => wallMinutes(intl, s.start, timeZone) + s.lengthMinutes),
  ];
  const firstHour = Math.min(FIRST_HOUR, ...starts.map((m) => Math.floor(m / 60)));
  const lastHour = Math.max(LAST_HOUR, ...ends.map((m) => Math.min(24, Math.ceil(m / 60))));
  const span = (lastHour - firstHour) * 60;
  const place = (startMinutes: number, minutes: number): CSSProperties =>
    ({ '--top': ((startMinutes - firstHour * 60) / span) * 100, '--height': (minutes / span) * 100 }) as CSSProperties;
  const chosen = sessions.find((s) => s.id === picked) ?? null;
  const today = localDate(Date.now(), timeZone);
  const dayName = (date: string) =>
    intl.formatDate(`${date}T12:00:00Z`, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });

  return (
    <section className="week-cal" aria-labelledby="week-cal-title">
      <div className="week-cal__bar">
        <h3 id="week-cal-title" className="section__title">
          <FormattedMessage
            id="proPanel.calendar.title"
            values={{
              from: intl.formatDate(`${from}T12:00:00Z`, { timeZone: 'UTC', day: 'numeric', month: 'short' }),
              to: intl.formatDate(`${days[DAYS - 1]}T12:00:00Z`, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }),
              zone: timeZone,
            }}
          />
        </h3>
        <div className="week-cal__nav">
          <Button variant="secondary" type="button" onClick={() => setFrom(plusDays(from, -DAYS))}>
            <FormattedMessage id="proPanel.calendar.previous" />
          </Button>
          <Button variant="secondary" type="button" disabled={from === thisWeek} onClick={() => setFrom(thisWeek)}>
            <FormattedMessage id="proPanel.calendar.thisWeek" />
          </Button>
          <Button variant="secondary" type="button" onClick={() => setFrom(plusDays(from, DAYS))}>
            <FormattedMessage id="proPanel.calendar.next" />
          </Button>
        </div>
      </div>
      {week.isError ? (
        <p className="notice notice--error" role="alert">
          <FormattedMessage id={problemOf(week.error)} />
        </p>
      ) : null}
      <div className="week-cal__grid" aria-busy={week.isFetching} style={{ '--hours': lastHour - firstHour } as CSSProperties}>
        <ol className="week-cal__hours" aria-hidden="true">
          {Array.from({ length: lastHour - firstHour }, (_, i) => firstHour + i).map((hour) => (
            <li key={hour}>
              {intl.formatTime(`2026-01-05T${String(hour).padStart(2, '0')}:00:00Z`, { timeZone: 'UTC', hour: 'numeric' })}
            </li>
          ))}
        </ol>
        <ol className="week-cal__days">
          {days.map((date) => {
            const own = sessionsOn(date);
            return (
              <li
                key={date}
                className={date === today ? 'week-cal__day week-cal__day--today' : 'week-cal__day'}
                aria-labelledby={`day-${date}`}
              >
                <h4 id={`day-${date}`} className="week-cal__date">
                  {dayName(date)}
                </h4>
                <div className="week-cal__column">
                  {rangesOn(rules, date).map((range) => (
                    <span
                      key={range.start}
                      aria-hidden="true"
                      className="week-cal__hours-open"
                      style={place(clockMinutes(range.start), clockMinutes(range.end) - clockMinutes(range.start))}
                    />
                  ))}
                  {own.length === 0 ? (
                    <p className="week-cal__none">
                      <FormattedMessage id="proPanel.calendar.none" />
                    </p>
                  ) : (
                    <ul className="week-cal__sessions">
                      {own.map((session) => (
                        <li key={session.id} style={place(wallMinutes(intl, session.start, timeZone), session.lengthMinutes)}>
                          <CalendarEntry
                            session={session}
                            timeZone={timeZone}
                            picked={picked === session.id}
                            onPick={() => {
                              setChanged(null);
                              setPicked(picked === session.id ? null : session.id);
                            }}
                          />
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      </div>
      {changed ? (
        <p className="notice" role="status">
          {changed}
        </p>
      ) : null}
      {chosen ? (
        <ul className="booking-list week-cal__picked" aria-label={intl.formatMessage({ id: 'proPanel.calendar.picked' })}>
          <SessionRow kind={kind} session={chosen} onChanged={setChanged} />
        </ul>
      ) : null}
    </section>
  );
}

function CalendarEntry({
  session,
  timeZone,
  picked,
  onPick,
}: {
  session: ProBooking;
  timeZone: string;
  picked: boolean;
  onPick: () => void;
}) {
  const intl = useIntl();
  return (
    <button type="button" className={`week-cal__session week-cal__session--${session.status}`} aria-pressed={picked} onClick={onPick}>
      <span className="week-cal__time">
        {/* The whole time in a list of days; its start in the time grid, where the block's height is its length. */}
        <span className="week-cal__range">
          {intl.formatDateTimeRange(new Date(session.start), new Date(session.end), { timeZone, hour: 'numeric', minute: '2-digit' })}
        </span>
        <span className="week-cal__start">{intl.formatTime(session.start, { timeZone, hour: 'numeric', minute: '2-digit' })}</span>
      </span>
      <bdi className="week-cal__client">{session.memberName}</bdi>
      <span className="week-cal__mode">{session.gym ? session.gym.name : intl.formatMessage({ id: 'proPanel.calendar.video' })}</span>
    </button>
  );
}

/** The sessions as an .ics file, and the calendar feed's secret address (made, shown, replaced). */
function CalendarShare({ kind }: { kind: ProfessionalKind }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const feed = useQuery({
    queryKey: apiQueryKey(PANEL_ROUTES[kind].calendarFeed),
    queryFn: () => apiCall(PANEL_ROUTES[kind].calendarFeed, {}),
  });
  const [state, setState] = useState<{ busy: boolean; message: string | null; ok: boolean }>({ busy: false, message: null, ok: false });
  const path = feed.data?.path ?? null;
  const url = path ? `${window.location.origin}${path}` : null;
  const rotate = async () => {
    setState({ busy: true, message: null, ok: false });
    try {
      const answer = await apiCall(PANEL_ROUTES[kind].rotateCalendarFeed, {});
      queryClient.setQueryData(apiQueryKey(PANEL_ROUTES[kind].calendarFeed), answer);
      setState({ busy: false, message: intl.formatMessage({ id: path ? 'proPanel.feed.replaced' : 'proPanel.feed.made' }), ok: true });
    } catch (error) {
      setState({ busy: false, message: intl.formatMessage({ id: problemOf(error) }), ok: false });
    }
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setState({ busy: false, message: intl.formatMessage({ id: 'proPanel.feed.copied' }), ok: true });
    } catch {
      setState({ busy: false, message: intl.formatMessage({ id: 'proPanel.feed.copyFailed' }), ok: false });
    }
  };
  return (
    <section className="calendar-share" aria-labelledby="calendar-share-title">
      <h3 id="calendar-share-title" className="section__title">
        <FormattedMessage id="proPanel.feed.title" />
      </h3>
      <p>
        <a className="button button--secondary" href={apiPath(PANEL_ROUTES[kind].exportSessions)} download="fitchoice-sessions.ics">
          <FormattedMessage id="proPanel.feed.export" />
        </a>
      </p>
      <p>
        <FormattedMessage id="proPanel.feed.intro" />
      </p>
      {feed.isPending ? <Spinner label={intl.formatMessage({ id: 'proPanel.loading' })} /> : null}
      {url ? (
        <>
          <label className="pro-filters__field pro-filters__field--wide">
            <span>
              <FormattedMessage id="proPanel.feed.address" />
            </span>
            <input type="text" readOnly value={url} dir="ltr" onFocus={(event) => event.currentTarget.select()} />
          </label>
          <div className="booking-card__actions">
            <Button type="button" onClick={() => void copy()}>
              <FormattedMessage id="proPanel.feed.copy" />
            </Button>
            <a className="button button--secondary" href={url.replace(/^https?:/, 'webcal:')}>
              <FormattedMessage id="proPanel.feed.open" />
            </a>
            <Button variant="ghost" type="button" busy={state.busy} onClick={() => void rotate()}>
              <FormattedMessage id="proPanel.feed.replace" />
            </Button>
          </div>
          <p className="notice">
            <FormattedMessage id="proPanel.feed.secret" />
          </p>
        </>
      ) : feed.isSuccess ? (
        <Button type="button" busy={state.busy} onClick={() => void rotate()}>
          <FormattedMessage id="proPanel.feed.make" />
        </Button>
      ) : null}
      {state.message ? (
        <p className={state.ok ? 'notice' : 'notice notice--error'} role={state.ok ? 'status' : 'alert'}>
          {state.message}
        </p>
      ) : null}
    </section>
  );
}
