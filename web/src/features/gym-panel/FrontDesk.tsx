// The front desk: the rotating code members scan (as a QR code and text, said stale when it could
// not be replaced and hidden once no scan of it is accepted), checking a member in with the code on
// their booking (camera or typed; through the outbox, so a check-in made on bad Wi-Fi is kept and
// counts once, and one code is never queued twice), the payment of a visit paid at the desk, and
// the day's arrivals. The owner also takes reward codes; an admin reads the arrivals only.
import type { ArrivalsResponse, DeskCodeResponse } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { ApiError } from '@fitchoice/shared/http-errors';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiQueryKey } from '../../api/client';
import { enqueueCall } from '../../api/enqueue-call';
import { codeMessageId, type RefusalTable, refusalMessageId } from '../../api/field-errors';
import { Button } from '../../ui/Button';
import { FormRefusal } from '../../ui/form/FormRefusal';
import { Spinner } from '../../ui/Spinner';
import { type Scanner, startScanner } from '../check-in/camera-scanner';
import { Arrivals } from './Arrivals';
import { DeskCodeForm, useDeskCode } from './DeskCodeForm';
import { answerAtDesk, arrivalsKey, checkinWaiting, useArrivals, useWaitingAtDesk } from './desk-data';
import { DESK_CHECKIN_REFUSALS } from './desk-refusals';
import { bookingIdOfCode, type DeskCodeState, deskCodeState, nextDeskCodeAt } from './desk-state';
import { PaymentForm } from './PaymentForm';
import './messages';

/** The QR code's drawing code; GymPanel starts it while the desk's code is fetched, not once it came. */
export const loadQrCode = () => import('qrcode');

/** Who is at the desk: its owner, staff the owner invited, or an admin reading it. */
export type DeskAccess = 'owner' | 'desk' | 'admin';

export function FrontDesk({ gymId, timeZone, access }: { gymId: string; timeZone: string; access: DeskAccess }) {
  const [date, setDate] = useState<string | null>(null);
  const arrivals = useArrivals(gymId, date);
  const waiting = useWaitingAtDesk(gymId);
  const working = access !== 'admin';
  return (
    <div className="gym-desk">
      {working ? <DeskCode gymId={gymId} /> : null}
      {working ? <StaffCheckin gymId={gymId} timeZone={timeZone} price={arrivals.data?.data.price ?? null} /> : null}
      <Arrivals gymId={gymId} timeZone={timeZone} date={date} onDate={setDate} arrivals={arrivals} waiting={waiting} readOnly={!working} />
      {access === 'owner' ? <RewardCode /> : null}
    </div>
  );
}

/** The desk code as last received, and when (device time). */
interface ReceivedCode {
  code: DeskCodeResponse;
  receivedAt: number;
}

const CODE_STATE_NOTICE: Record<Exclude<DeskCodeState, 'fresh'>, 'gymPanel.desk.code.stale' | 'gymPanel.desk.code.expired'> = {
  stale: 'gymPanel.desk.code.stale',
  expired: 'gymPanel.desk.code.expired',
};

function DeskCode({ gymId }: { gymId: string }) {
  const intl = useIntl();
  const ids = useId();
  const code = useQuery<ReceivedCode>({
    queryKey: apiQueryKey(routes.gymPanelDeskCode, { params: { gymId } }),
    queryFn: async () => {
      let cachedCopy = false;
      const answer = await apiCall(routes.gymPanelDeskCode, { params: { gymId } }, { onCachedCopy: () => (cachedCopy = true) });
      // The service worker's copy is an old code: never shown as the current one.
      if (cachedCopy) throw new Error('The desk code came from the cache, not the server');
      return { code: answer, receivedAt: Date.now() };
    },
    retry: false,
    // The next code just after the server replaces this one; every few seconds while it cannot be fetched.
    refetchInterval: (query) =>
      query.state.status === 'error' || !query.state.data
        ? 3000
        : Math.max(1000, nextDeskCodeAt(query.state.data.code, query.state.data.receivedAt) - Date.now()),
    refetchIntervalInBackground: true,
  });
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const received = code.data;
  const state = received ? deskCodeState(received.code, received.receivedAt, now) : null;
  const value = received && state !== 'expired' ? received.code.code : null;
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    if (!value) return;
    let live = true;
    loadQrCode()
      .then((qr) => qr.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((markup) => live && setSvg(markup))
      .catch((error: unknown) => console.error('QR code failed', error));
    return () => {
      live = false;
    };
  }, [value]);
  const acceptedUntil = received
    ? intl.formatTime(received.receivedAt + (Date.parse(received.code.validUntil) - Date.parse(received.code.issuedAt)), {
        timeStyle: 'medium',
      })
    : '';
  return (
    <section className="card gym-desk__code" aria-labelledby={`${ids}code`}>
      <h2 id={`${ids}code`} className="card__title">
        <FormattedMessage id="gymPanel.desk.code" />
      </h2>
      <p className="field__hint">
        <FormattedMessage id="gymPanel.desk.code.body" />
      </p>
      {state && state !== 'fresh' ? (
        <p className={state === 'expired' ? 'notice notice--error' : 'notice'} role="alert">
          <FormattedMessage id={CODE_STATE_NOTICE[state]} values={{ time: acceptedUntil }} />
        </p>
      ) : null}
      {received ? (
        <figure className={`gym-desk__qr gym-desk__qr--${state}`}>
          {value && svg ? (
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
              alt={intl.formatMessage({ id: 'gymPanel.desk.code.alt' })}
              width={220}
              height={220}
            />
          ) : value ? (
            // The code's place while its drawing is made: the caption does not jump down when it comes.
            <span className="gym-desk__qr-slot" aria-hidden="true" />
          ) : null}
          <figcaption className="checkin-qr__code" data-testid="desk-code" data-state={state ?? undefined}>
            {state === 'expired' ? <s>{received.code.code}</s> : received.code.code}
          </figcaption>
        </figure>
      ) : code.isError ? (
        <p className="notice notice--error" role="alert">
          <FormattedMessage id="gymPanel.desk.code.unavailable" />
        </p>
      ) : (
        // The code's place while it loads, so the check-in below does not move down when it comes.
        <figure className="gym-desk__qr">
          <span className="gym-desk__qr-slot gym-desk__qr-slot--loading">
            <Spinner label={intl.formatMessage({ id: 'gymPanel.loading' })} />
          </span>
          <figcaption className="checkin-qr__code" aria-hidden="true">
            {'\u00a0'}
          </figcaption>
        </figure>
      )}
    </section>
  );
}

function StaffCheckin({ gymId, timeZone, price }: { gymId: string; timeZone: string; price: ArrivalsResponse['price'] | null }) {
  const intl = useIntl();
  const ids = useId();
  const queryClient = useQueryClient();
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<Scanner | null>(null);
  const [scanning, setScanning] = useState(false);
  const [cameraError, setCameraError] = useState(false);
  useEffect(() => () => scanner.current?.stop(), []);
  const desk = useDeskCode(async (code) => {
    // One check-in per visit waits at a time: a code typed again while offline is not queued twice.
    const bookingId = bookingIdOfCode(code);
    if (bookingId && (await checkinWaiting(gymId, bookingId)))
      return { kind: 'queued', says: <FormattedMessage id="gymPanel.desk.alreadyWaiting" /> };
    const entry = await enqueueCall(routes.gymPanelCheckin, { params: { gymId }, body: { code } });
    const answer = await answerAtDesk(entry);
    if (!answer) return { kind: 'queued', says: <FormattedMessage id="gymPanel.desk.queued" /> };
    if (answer.state === 'failed') {
      return {
        kind: 'failed',
        says: intl.formatMessage({ id: refusalMessageId(answer.response, DESK_CHECKIN_REFUSALS, 'gymPanel.desk.refused.other') }),
      };
    }
    const result = answer.response;
    await queryClient.invalidateQueries({ queryKey: arrivalsKey(gymId) });
    const collect = result.payWith === 'card' && !result.payment && price !== null;
    return {
      kind: 'done',
      says: (
        <>
          <p>
            <FormattedMessage
              id="gymPanel.desk.done"
              values={{ name: result.memberName, time: intl.formatTime(result.checkedInAt, { timeStyle: 'short', timeZone }) }}
            />
          </p>
          <p>
            <FormattedMessage
              id={result.payWith === 'card' ? 'gymPanel.desk.doneCard' : 'gymPanel.desk.donePaid'}
              values={{ name: result.memberName }}
            />
          </p>
          {collect ? <CollectPayment gymId={gymId} bookingId={result.bookingId} memberName={result.memberName} price={price} /> : null}
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
      <FormRefusal messageId={cameraError ? 'gymPanel.desk.camera.denied' : null} />
      <DeskCodeForm
        desk={desk}
        labelId="gymPanel.desk.code.label"
        submitId="gymPanel.desk.submit"
        placeholder="FC-XXXXX-XXXXX-XXXXX-XXXXX"
      />
    </section>
  );
}

/** After checking in a visit paid at the desk: record what the member paid, or leave it for the arrivals list. */
function CollectPayment(props: { gymId: string; bookingId: string; memberName: string; price: ArrivalsResponse['price'] }) {
  const [open, setOpen] = useState(true);
  return open ? <PaymentForm {...props} onDone={() => setOpen(false)} /> : null;
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
    <section className="card gym-desk__reward" aria-labelledby={`${ids}reward`}>
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
