// The front desk: the rotating code members scan (as a QR code and text), checking a member in with
// the code on their booking (camera or typed; through the outbox, so a check-in made on bad Wi-Fi is
// kept and counts once), and the day's bookings per slot with no-shows marked after the slot.
import type { DeskBooking } from '@fitchoice/shared/api';
import { ApiError } from '@fitchoice/shared/http-errors';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { apiCall, apiQueryKey, routes } from '../../api/client';
import { enqueueCall } from '../../api/enqueue-call';
import { codeMessageId, type RefusalTable, refusalMessageId } from '../../api/field-errors';
import { answerShownHere } from '../../outbox/answer';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { type Scanner, startScanner } from '../check-in/camera-scanner';
import { DeskCodeForm, useDeskCode } from './DeskCodeForm';
import { DESK_CHECKIN_REFUSALS } from './desk-refusals';
import { problemOf, todayIn } from './problem';
import './messages';
import { formatCoins } from '../../i18n/formats';

/** `readOnly`: an admin reading the desk sees the day's bookings, without the code, check-ins or no-shows. */
export function FrontDesk({ gymId, timeZone, readOnly = false }: { gymId: string; timeZone: string; readOnly?: boolean }) {
  const [date, setDate] = useState(() => todayIn(timeZone));
  return (
    <div className="gym-desk">
      {readOnly ? null : <DeskCode gymId={gymId} />}
      {readOnly ? null : <StaffCheckin gymId={gymId} date={date} />}
      {readOnly ? null : <RewardCode />}
      <DayBookings gymId={gymId} date={date} onDate={setDate} timeZone={timeZone} readOnly={readOnly} />
    </div>
  );
}

function DeskCode({ gymId }: { gymId: string }) {
  const intl = useIntl();
  const ids = useId();
  const code = useQuery({
    queryKey: apiQueryKey(routes.gymPanelDeskCode, { params: { gymId } }),
    queryFn: () => apiCall(routes.gymPanelDeskCode, { params: { gymId } }),
    // Fetch the next code when this one is replaced.
    refetchInterval: (query) => {
      const changesAt = query.state.data?.changesAt;
      return changesAt ? Math.max(1000, Date.parse(changesAt) - Date.now() + 250) : 5000;
    },
  });
  const [svg, setSvg] = useState<string | null>(null);
  const value = code.data?.code;
  useEffect(() => {
    if (!value) return;
    let live = true;
    import('qrcode')
      .then((qr) => qr.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((markup) => live && setSvg(markup))
      .catch((error: unknown) => console.error('QR code failed', error));
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <section className="card gym-desk__code" aria-labelledby={`${ids}code`}>
      <h2 id={`${ids}code`} className="card__title">
        <FormattedMessage id="gymPanel.desk.code" />
      </h2>
      <p className="field__hint">
        <FormattedMessage id="gymPanel.desk.code.body" />
      </p>
      {value ? (
        <figure className="gym-desk__qr">
          {svg ? (
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
              alt={intl.formatMessage({ id: 'gymPanel.desk.code.alt' })}
              width={220}
              height={220}
            />
          ) : null}
          <figcaption className="checkin-qr__code" data-testid="desk-code">
            {value}
          </figcaption>
        </figure>
      ) : (
        <Spinner label={intl.formatMessage({ id: 'gymPanel.loading' })} />
      )}
    </section>
  );
}

function StaffCheckin({ gymId, date }: { gymId: string; date: string }) {
  const intl = useIntl();
  const ids = useId();
  const queryClient = useQueryClient();
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<Scanner | null>(null);
  const [scanning, setScanning] = useState(false);
  const [cameraError, setCameraError] = useState(false);
  useEffect(() => () => scanner.current?.stop(), []);
  const desk = useDeskCode(async (code) => {
    const entry = await enqueueCall(routes.gymPanelCheckin, { params: { gymId }, body: { code } });
    const answer = await answerShownHere(entry);
    if (!answer) return { kind: 'queued', says: <FormattedMessage id="gymPanel.desk.queued" /> };
    if (answer.state === 'failed') {
      return {
        kind: 'failed',
        says: intl.formatMessage({ id: refusalMessageId(answer.response, DESK_CHECKIN_REFUSALS, 'gymPanel.desk.refused.other') }),
      };
    }
    const result = answer.response;
    await queryClient.invalidateQueries({ queryKey: apiQueryKey(routes.gymPanelBookings, { params: { gymId }, query: { date } }) });
    return {
      kind: 'done',
      says: (
        <>
          <p>
            <FormattedMessage
              id="gymPanel.desk.done"
              values={{ name: result.memberName, time: intl.formatTime(result.checkedInAt, { timeStyle: 'short' }) }}
            />
          </p>
          <p>
            <FormattedMessage
              id={result.payWith === 'card' ? 'gymPanel.desk.doneCard' : 'gymPanel.desk.donePaid'}
              values={{ name: result.memberName }}
            />
          </p>
        </>
      ),
    };
  });

  const startCamera = async () => {
    setCameraError(false);
    if (!video.current || !navigator.mediaDevices?.getUserMedia) {
      setCameraError(true);
      return;
    }
    try {
      setScanning(true);
      scanner.current = await startScanner(video.current, (scanned) => {
        setScanning(false);
        desk.setCode(scanned);
        void desk.submit(scanned);
      });
    } catch {
      setScanning(false);
      setCameraError(true);
    }
  };

  return (
    <section className="card gym-desk__checkin" aria-labelledby={`${ids}checkin`}>
      <h2 id={`${ids}checkin`} className="card__title">
        <FormattedMessage id="gymPanel.desk.checkin" />
      </h2>
      <p className="field__hint">
        <FormattedMessage id="gymPanel.desk.checkin.body" />
      </p>
      <video
        ref={video}
        className="scanner__video"
        hidden={!scanning}
        muted
        aria-label={intl.formatMessage({ id: 'gymPanel.desk.camera.video' })}
      />
      {scanning ? (
        <Button
          variant="secondary"
          onClick={() => {
            scanner.current?.stop();
            setScanning(false);
          }}
        >
          <FormattedMessage id="gymPanel.desk.camera.stop" />
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => void startCamera()}>
          <FormattedMessage id="gymPanel.desk.camera" />
        </Button>
      )}
      {cameraError ? (
        <p className="field__error" role="alert">
          <FormattedMessage id="gymPanel.desk.camera.denied" />
        </p>
      ) : null}
      <DeskCodeForm
        desk={desk}
        labelId="gymPanel.desk.code.label"
        submitId="gymPanel.desk.submit"
        placeholder="FC-XXXXX-XXXXX-XXXXX-XXXXX"
      />
    </section>
  );
}

/** A reward code's refusals, worded for the staff by their code. */
const CODE_REFUSALS = {
  code_used: 'gymPanel.desk.reward.used',
  code_expired: 'gymPanel.desk.reward.expired',
  not_found: 'gymPanel.desk.reward.unknown',
} as const satisfies RefusalTable<'store.useCode'>;

/**
 * A member's reward code from the store (shown on their phone), marked used once by the server:
 * the reward is handed over only when the answer says so, so this needs the connection.
 */
function RewardCode() {
  const intl = useIntl();
  const ids = useId();
  const desk = useDeskCode(async (code) => {
    try {
      const { redemption } = await apiCall(routes.storeUseCode, { params: { code } });
      return {
        kind: 'done',
        says: (
          <p>
            <FormattedMessage id="gymPanel.desk.reward.done" values={{ reward: redemption.rewardTitle, quantity: redemption.quantity }} />
          </p>
        ),
      };
    } catch (error) {
      const id = error instanceof ApiError ? codeMessageId(error, CODE_REFUSALS) : null;
      if (!id) throw error;
      return { kind: 'failed', says: intl.formatMessage({ id }) };
    }
  });

  return (
    <section className="card" aria-labelledby={`${ids}reward`}>
      <h2 id={`${ids}reward`} className="card__title">
        <FormattedMessage id="gymPanel.desk.reward" />
      </h2>
      <p>
        <FormattedMessage id="gymPanel.desk.reward.body" />
      </p>
      <DeskCodeForm
        desk={desk}
        labelId="gymPanel.desk.reward.label"
        submitId="gymPanel.desk.reward.submit"
        placeholder="FR-XXXX-XXXX-XXXX"
      />
    </section>
  );
}

const STATUS_LABEL = {
  booked: 'gymPanel.desk.status.booked',
  attended: 'gymPanel.desk.status.attended',
  cancelled: 'gymPanel.desk.status.cancelled',
} as const;

function DayBookings({
  gymId,
  date,
  onDate,
  timeZone,
  readOnly,
}: {
  gymId: string;
  date: string;
  onDate: (date: string) => void;
  timeZone: string;
  readOnly: boolean;
}) {
  const intl = useIntl();
  const ids = useId();
  const queryClient = useQueryClient();
  const input = { params: { gymId }, query: { date } };
  const day = useQuery({ queryKey: apiQueryKey(routes.gymPanelBookings, input), queryFn: () => apiCall(routes.gymPanelBookings, input) });
  const [problem, setProblem] = useState<string | null>(null);
  const markNoShow = async (booking: DeskBooking) => {
    setProblem(null);
    try {
      await apiCall(routes.gymPanelNoShow, { params: { gymId, bookingId: booking.id } });
      await queryClient.invalidateQueries({ queryKey: apiQueryKey(routes.gymPanelBookings, input) });
    } catch (error) {
      setProblem(intl.formatMessage({ id: problemOf(error) }));
    }
  };
  return (
    <section className="card gym-desk__day" aria-labelledby={`${ids}day`}>
      <h2 id={`${ids}day`} className="card__title">
        <FormattedMessage id="gymPanel.desk.bookings" />
      </h2>
      <label className="field">
        <span className="field__label">
          <FormattedMessage id="gymPanel.desk.day" />
        </span>
        <input className="field__input" type="date" value={date} onChange={(event) => event.target.value && onDate(event.target.value)} />
      </label>
      {problem ? (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      ) : null}
      {day.isPending ? <Spinner label={intl.formatMessage({ id: 'gymPanel.loading' })} /> : null}
      {day.isError ? (
        <p className="notice notice--error" role="alert">
          <FormattedMessage id={problemOf(day.error)} />
        </p>
      ) : null}
      {day.data ? (
        day.data.slots.length === 0 ? (
          <p>
            <FormattedMessage id={day.data.closed ? 'gymPanel.desk.closed' : 'gymPanel.desk.noSlots'} />
          </p>
        ) : (
          <ol className="gym-desk__slots">
            {day.data.slots.map((slot) => {
              const over = Date.parse(slot.end) <= Date.now();
              return (
                <li key={slot.start} className="gym-desk__slot">
                  <h3 className="gym-desk__slot-title">
                    <FormattedMessage
                      id="gymPanel.desk.slot"
                      values={{ time: slot.localTime, booked: slot.booked, capacity: slot.capacity }}
                    />
                  </h3>
                  {slot.bookings.length === 0 ? (
                    <p className="field__hint">
                      <FormattedMessage id="gymPanel.desk.empty" />
                    </p>
                  ) : (
                    <ul className="gym-desk__bookings">
                      {slot.bookings.map((booking) => (
                        <li key={booking.id} className="gym-desk__booking">
                          <strong>{booking.memberName}</strong>
                          <span className="field__hint">
                            {booking.payWith === 'card' ? (
                              <FormattedMessage id="gymPanel.desk.paid.card" />
                            ) : (
                              <FormattedMessage
                                id="gymPanel.desk.paid.sweatcoins"
                                values={{ coins: formatCoins(intl, booking.paidSweatCoins) }}
                              />
                            )}
                          </span>
                          <span
                            className={`badge badge--${booking.noShowAt ? 'failed' : booking.status === 'attended' ? 'verified' : 'pending'}`}
                          >
                            {booking.noShowAt ? (
                              <FormattedMessage id="gymPanel.desk.status.noShow" />
                            ) : (
                              <FormattedMessage id={STATUS_LABEL[booking.status]} />
                            )}
                            {booking.attendedAt ? (
                              <>
                                {' '}
                                <FormattedTime value={booking.attendedAt} timeZone={timeZone} timeStyle="short" />
                              </>
                            ) : null}
                          </span>
                          {over && !readOnly && booking.status === 'booked' && !booking.noShowAt ? (
                            <Button variant="ghost" onClick={() => void markNoShow(booking)}>
                              <FormattedMessage id="gymPanel.desk.noShow" values={{ name: booking.memberName }} />
                            </Button>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ol>
        )
      ) : null}
    </section>
  );
}
