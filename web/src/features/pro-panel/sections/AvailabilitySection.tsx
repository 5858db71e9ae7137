// The professional's rules: weekly hours (several ranges a day), date overrides (a day off or other
// hours), session lengths and prices, buffers, notice, window, daily cap and cancellation cut-off,
// with a week view of the coming seven days (hours after overrides, and booked sessions).
import type { AvailabilityRules, ProBooking, ProfessionalKind, TimeRange, WeeklyHours } from '@fitchoice/shared/api';
import { SESSION_LENGTHS } from '@fitchoice/shared/api';
import { localDate } from '@fitchoice/shared/coach';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiQueryKey } from '../../../api/client';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { TimeZonePicker, usableTimeZone } from '../../panels/TimeZonePicker';
import { plusDays } from '../../professionals/time';
import { PANEL_ROUTES } from '../panel-api';
import { problemOf } from '../panel-hooks';
import { clockMinutes, rangesOn, WEEKDAY_LABEL, WEEKDAYS } from './hours';
import '../messages';
import './messages';

const BUFFERS = [0, 5, 10, 15, 20, 30] as const;
const NOTICE_MINUTES = [0, 60, 120, 240, 720, 1440, 2880] as const;

export function AvailabilitySection({ kind }: { kind: ProfessionalKind }) {
  const intl = useIntl();
  const rules = useQuery({
    queryKey: apiQueryKey(PANEL_ROUTES[kind].availability),
    queryFn: () => apiCall(PANEL_ROUTES[kind].availability, {}),
  });
  if (rules.isPending) return <Spinner label={intl.formatMessage({ id: 'proPanel.loading' })} />;
  if (rules.isError)
    return (
      <p className="notice notice--error">
        <FormattedMessage id={problemOf(rules.error)} />
      </p>
    );
  return <AvailabilityForm kind={kind} initial={rules.data.availability} />;
}

function AvailabilityForm({ kind, initial }: { kind: ProfessionalKind; initial: AvailabilityRules }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [rules, setRules] = useState<AvailabilityRules>({ ...initial, timeZone: usableTimeZone(initial.timeZone) });
  const [overrideDate, setOverrideDate] = useState('');
  const [state, setState] = useState<{ busy: boolean; message: string | null; ok: boolean }>({ busy: false, message: null, ok: false });
  const set = (change: Partial<AvailabilityRules>) => setRules({ ...rules, ...change });
  const setDay = (day: keyof WeeklyHours, ranges: TimeRange[]) => set({ weekly: { ...rules.weekly, [day]: ranges } });
  const option = (length: number) => rules.sessionOptions.find((o) => o.lengthMinutes === length);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setState({ busy: true, message: null, ok: false });
    try {
      const answer = await apiCall(PANEL_ROUTES[kind].updateAvailability, { body: rules });
      queryClient.setQueryData(apiQueryKey(PANEL_ROUTES[kind].availability), answer);
      setState({ busy: false, message: intl.formatMessage({ id: 'proPanel.saved' }), ok: true });
    } catch (error) {
      setState({ busy: false, message: intl.formatMessage({ id: problemOf(error) }), ok: false });
    }
  };

  return (
    <form className="panel-form" onSubmit={(event) => void save(event)}>
      <WeekView kind={kind} rules={rules} />
      <TimeZonePicker
        label={intl.formatMessage({ id: 'proPanel.rules.timeZone' })}
        value={rules.timeZone}
        onChange={(timeZone) => set({ timeZone })}
      />
      <fieldset className="panel-week">
        <legend>
          <FormattedMessage id="proPanel.rules.weekly" />
        </legend>
        {WEEKDAYS.map((day) => (
          <RangesRow key={day} labelId={WEEKDAY_LABEL[day]} ranges={rules.weekly[day]} onChange={(ranges) => setDay(day, ranges)} />
        ))}
      </fieldset>
      <fieldset className="panel-week">
        <legend>
          <FormattedMessage id="proPanel.rules.overrides" />
        </legend>
        {rules.overrides.map((o, i) => (
          <div key={o.date} className="panel-override">
            <RangesRow
              label={o.date}
              ranges={o.ranges}
              onChange={(ranges) => set({ overrides: rules.overrides.map((x, j) => (j === i ? { ...x, ranges } : x)) })}
            />
            <Button variant="ghost" type="button" onClick={() => set({ overrides: rules.overrides.filter((_, j) => j !== i) })}>
              <FormattedMessage id="proPanel.rules.removeOverride" values={{ date: o.date }} />
            </Button>
          </div>
        ))}
        <div className="panel-override">
          <label className="pro-filters__field">
            <span>
              <FormattedMessage id="proPanel.rules.overrideDate" />
            </span>
            <input type="date" value={overrideDate} onChange={(event) => setOverrideDate(event.target.value)} />
          </label>
          <Button
            variant="secondary"
            type="button"
            disabled={!overrideDate || rules.overrides.some((o) => o.date === overrideDate)}
            onClick={() => {
              set({ overrides: [...rules.overrides, { date: overrideDate, ranges: [] }].sort((a, b) => a.date.localeCompare(b.date)) });
              setOverrideDate('');
            }}
          >
            <FormattedMessage id="proPanel.rules.addDayOff" />
          </Button>
        </div>
      </fieldset>
      <fieldset className="panel-checks">
        <legend>
          <FormattedMessage id="proPanel.rules.lengths" />
        </legend>
        {SESSION_LENGTHS.map((length) => (
          <div key={length} className="panel-length">
            <label>
              <input
                type="checkbox"
                checked={option(length) !== undefined}
                onChange={() =>
                  set({
                    sessionOptions: option(length)
                      ? rules.sessionOptions.filter((o) => o.lengthMinutes !== length)
                      : [...rules.sessionOptions, { lengthMinutes: length, priceUsd: 40 }].sort(
                          (a, b) => a.lengthMinutes - b.lengthMinutes,
                        ),
                  })
                }
              />
              <FormattedMessage id="proPanel.rules.minutes" values={{ minutes: length }} />
            </label>
            {option(length) ? (
              <label className="pro-filters__field">
                <span>
                  <FormattedMessage id="proPanel.rules.price" values={{ minutes: length }} />
                </span>
                <input
                  type="number"
                  min={0}
                  max={1000}
                  step={0.5}
                  value={option(length)!.priceUsd}
                  onChange={(event) =>
                    set({
                      sessionOptions: rules.sessionOptions.map((o) =>
                        o.lengthMinutes === length ? { ...o, priceUsd: Number(event.target.value) } : o,
                      ),
                    })
                  }
                />
              </label>
            ) : null}
          </div>
        ))}
      </fieldset>
      <div className="pro-filters">
        <NumberSelect
          labelId="proPanel.rules.bufferBefore"
          value={rules.bufferBeforeMinutes}
          choices={BUFFERS}
          onChange={(v) => set({ bufferBeforeMinutes: v })}
        />
        <NumberSelect
          labelId="proPanel.rules.bufferAfter"
          value={rules.bufferAfterMinutes}
          choices={BUFFERS}
          onChange={(v) => set({ bufferAfterMinutes: v })}
        />
        <NumberSelect
          labelId="proPanel.rules.notice"
          value={rules.minimumNoticeMinutes}
          choices={NOTICE_MINUTES}
          onChange={(v) => set({ minimumNoticeMinutes: v })}
        />
        <NumberInput
          labelId="proPanel.rules.window"
          value={rules.bookingWindowDays}
          min={1}
          max={90}
          onChange={(v) => set({ bookingWindowDays: v })}
        />
        <NumberInput labelId="proPanel.rules.dailyMax" value={rules.dailyMax} min={1} max={24} onChange={(v) => set({ dailyMax: v })} />
        <NumberInput
          labelId="proPanel.rules.cutoff"
          value={rules.cancellationCutoffHours}
          min={0}
          max={168}
          onChange={(v) => set({ cancellationCutoffHours: v })}
        />
      </div>
      <Button type="submit" busy={state.busy}>
        <FormattedMessage id="proPanel.save" />
      </Button>
      {state.message ? (
        <p className={state.ok ? 'notice' : 'notice notice--error'} role={state.ok ? 'status' : 'alert'}>
          {state.message}
        </p>
      ) : null}
    </form>
  );
}

type LabelId =
  | 'proPanel.rules.bufferBefore'
  | 'proPanel.rules.bufferAfter'
  | 'proPanel.rules.notice'
  | 'proPanel.rules.window'
  | 'proPanel.rules.dailyMax'
  | 'proPanel.rules.cutoff';

function NumberSelect({
  labelId,
  value,
  choices,
  onChange,
}: {
  labelId: LabelId;
  value: number;
  choices: readonly number[];
  onChange: (v: number) => void;
}) {
  const intl = useIntl();
  return (
    <label className="pro-filters__field">
      <span>
        <FormattedMessage id={labelId} />
      </span>
      <select value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {[...new Set([...choices, value])]
          .sort((a, b) => a - b)
          .map((n) => (
            <option key={n} value={n}>
              {intl.formatMessage({ id: 'proPanel.rules.minutes' }, { minutes: n })}
            </option>
          ))}
      </select>
    </label>
  );
}

function NumberInput({
  labelId,
  value,
  min,
  max,
  onChange,
}: {
  labelId: LabelId;
  value: number;
  min: number;
  max: number;
  onChange: (v: number) => void;
}) {
  return (
    <label className="pro-filters__field">
      <span>
        <FormattedMessage id={labelId} />
      </span>
      <input type="number" min={min} max={max} step={1} value={value} onChange={(event) => onChange(Number(event.target.value))} />
    </label>
  );
}

/** One day's ranges: start and end on quarter hours, add and remove. */
function RangesRow({
  labelId,
  label,
  ranges,
  onChange,
}: {
  labelId?: (typeof WEEKDAY_LABEL)[keyof typeof WEEKDAY_LABEL];
  label?: string;
  ranges: readonly TimeRange[];
  onChange: (ranges: TimeRange[]) => void;
}) {
  const intl = useIntl();
  const name = labelId ? intl.formatMessage({ id: labelId }) : (label ?? '');
  const change = (i: number, part: keyof TimeRange, value: string) =>
    onChange(ranges.map((r, j) => (j === i ? { ...r, [part]: value === '00:00' && part === 'end' ? '24:00' : value } : r)));
  return (
    <fieldset className="panel-day">
      <legend className="panel-day__name">{name}</legend>
      {ranges.length === 0 ? (
        <span className="panel-day__off">
          <FormattedMessage id="proPanel.rules.off" />
        </span>
      ) : null}
      {ranges.map((range, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a range is its place in the day; its times are what is being edited
        <span key={i} className="panel-range">
          <input
            type="time"
            step={900}
            aria-label={intl.formatMessage({ id: 'proPanel.rules.from' }, { day: name })}
            value={range.start}
            onChange={(event) => change(i, 'start', event.target.value)}
          />
          <input
            type="time"
            step={900}
            aria-label={intl.formatMessage({ id: 'proPanel.rules.to' }, { day: name })}
            value={range.end === '24:00' ? '00:00' : range.end}
            onChange={(event) => change(i, 'end', event.target.value)}
          />
          <Button
            variant="ghost"
            type="button"
            aria-label={intl.formatMessage({ id: 'proPanel.rules.removeRange' }, { day: name })}
            onClick={() => onChange(ranges.filter((_, j) => j !== i))}
          >
            <FormattedMessage id="proPanel.rules.remove" />
          </Button>
        </span>
      ))}
      <Button
        variant="secondary"
        type="button"
        onClick={() => {
          const last = ranges.at(-1);
          const start = last && last.end < '23:00' ? last.end : '09:00';
          onChange([
            ...ranges,
            { start, end: start < '22:00' ? `${String(Number(start.slice(0, 2)) + 2).padStart(2, '0')}${start.slice(2)}` : '24:00' },
          ]);
        }}
      >
        <FormattedMessage id="proPanel.rules.addRange" values={{ day: name }} />
      </Button>
    </fieldset>
  );
}

/** The coming seven days in the professional's zone: the hours each day has and the sessions booked. */
function WeekView({ kind, rules }: { kind: ProfessionalKind; rules: AvailabilityRules }) {
  const intl = useIntl();
  // Only a zone Intl knows reaches the date code below.
  const timeZone = usableTimeZone(rules.timeZone);
  const sessionsInput = { query: { scope: 'upcoming' as const } };
  const sessions = useQuery({
    queryKey: apiQueryKey(PANEL_ROUTES[kind].sessions, sessionsInput),
    queryFn: () => apiCall(PANEL_ROUTES[kind].sessions, sessionsInput),
  });
  const today = localDate(Date.now(), timeZone);
  const days = Array.from({ length: 7 }, (_, i) => plusDays(today, i));
  const sessionsOn = (date: string): ProBooking[] => (sessions.data?.sessions ?? []).filter((s) => localDate(s.start, timeZone) === date);
  const wall = (iso: string) => {
    const [h, m] = intl.formatTime(iso, { timeZone: timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).split(':');
    return Number(h) * 60 + Number(m);
  };
  return (
    <section className="week-view" aria-labelledby="week-view-title">
      <h3 id="week-view-title" className="section__title">
        <FormattedMessage id="proPanel.week.title" values={{ zone: timeZone }} />
      </h3>
      <ol className="week-view__days">
        {days.map((date) => (
          <li key={date} className="week-view__day">
            <span className="week-view__label">
              {intl.formatDate(`${date}T12:00:00Z`, { timeZone: 'UTC', weekday: 'short', day: 'numeric' })}
            </span>
            <div className="week-view__column">
              {rangesOn(rules, date).map((range) => (
                <span
                  key={range.start}
                  className="week-view__hours"
                  style={{
                    top: `${(clockMinutes(range.start) / 1440) * 100}%`,
                    height: `${((clockMinutes(range.end) - clockMinutes(range.start)) / 1440) * 100}%`,
                  }}
                  title={intl.formatMessage({ id: 'proPanel.week.hours' }, { start: range.start, end: range.end })}
                />
              ))}
              {sessionsOn(date).map((s) => (
                <span
                  key={s.id}
                  className="week-view__session"
                  style={{ top: `${(wall(s.start) / 1440) * 100}%`, height: `${(s.lengthMinutes / 1440) * 100}%` }}
                  title={intl.formatMessage({ id: 'proPanel.week.session' }, { name: s.memberName })}
                />
              ))}
            </div>
            <span className="week-view__summary">
              <FormattedMessage
                id="proPanel.week.summary"
                values={{ ranges: rangesOn(rules, date).length, sessions: sessionsOn(date).length }}
              />
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
