// The front desk's work below its code (FrontDesk.tsx): checking a member in with the code on their
// booking (camera or typed; through the outbox, so a check-in made on bad Wi-Fi is kept and counts
// once, and one code is never queued twice), the payment of a visit paid at the desk, the day's
// arrivals, and for the owner, reward codes. An admin reads the arrivals only.
import type { ArrivalsResponse } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { ApiError } from '@fitchoice/shared/http-errors';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall } from '../../api/client';
import { enqueueCall } from '../../api/enqueue-call';
import { codeMessageId, type RefusalTable, refusalMessageId } from '../../api/field-errors';
import { Button } from '../../ui/Button';
import { FormRefusal } from '../../ui/form/FormRefusal';
import { type Scanner, startScanner } from '../check-in/camera-scanner';
import { Arrivals } from './Arrivals';
import { DeskCodeForm, useDeskCode } from './DeskCodeForm';
import { answerAtDesk, arrivalsKey, checkinWaiting, useArrivals, useWaitingAtDesk } from './desk-data';
import { DESK_CHECKIN_REFUSALS } from './desk-refusals';
import { bookingIdOfCode } from './desk-state';
import type { DeskAccess } from './FrontDesk';
import { PaymentForm } from './PaymentForm';
import './messages';

export function DeskWork({ gymId, timeZone, access }: { gymId: string; timeZone: string; access: DeskAccess }) {
  const [date, setDate] = useState<string | null>(null);
  const arrivals = useArrivals(gymId, date);
  const waiting = useWaitingAtDesk(gymId);
  const working = access !== 'admin';
  return (
    <>
      {working ? <StaffCheckin gymId={gymId} timeZone={timeZone} price={arrivals.data?.data.price ?? null} /> : null}
      <Arrivals gymId={gymId} timeZone={timeZone} date={date} onDate={setDate} arrivals={arrivals} waiting={waiting} readOnly={!working} />
      {access === 'owner' ? <RewardCode /> : null}
    </>
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
