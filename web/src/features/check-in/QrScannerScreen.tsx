// /qr-scanner: check in at the gym by scanning the QR code at its desk with the camera, or typing
// the code under it (it changes every 30 s, so a check-in proves the member is there). The check-in
// goes through the outbox: verified at once when online; offline it is queued with the time it was
// scanned and verified at that time when it syncs, and its result replaces the "saved" notice here
// when it lands. Another gym's code or an old one is refused, worded by the refusal's code.
import { type CheckinResponse, normalizeGymCode } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { enqueueCall } from '../../api/enqueue-call';
import { sessionQuery } from '../../api/queries';
import type { MessageId } from '../../i18n/messages';
import { answerShownHere, finalAnswerOf } from '../../outbox/answer';
import type { SettledEntry } from '../../outbox/entries';
import { discardEntry } from '../../outbox/outbox';
import { isOffline } from '../../pwa/connectivity';
import { Button } from '../../ui/Button';
import { FormRefusal } from '../../ui/form/FormRefusal';
import { Page } from '../../ui/Page';
import { applyAnswer } from '../bookings/actions';
import { type Scanner, startScanner } from './camera-scanner';
import { checkinRefusalId } from './refusals';
import '../gyms/gyms.css';
import './messages';

type Outcome = { kind: 'done'; result: CheckinResponse } | { kind: 'queued' } | { kind: 'failed'; message: string };

export function QrScannerScreen() {
  const intl = useIntl();
  const ids = useId();
  const queryClient = useQueryClient();
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<Scanner | null>(null);
  const [scanning, setScanning] = useState(false);
  const [cameraError, setCameraError] = useState<MessageId | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => () => scanner.current?.stop(), []);

  // A queued check-in's answer is shown here when it lands, as long as the member is still here to see it.
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const show = async (answer: SettledEntry<'check-in.create'>) => {
    if (answer.state === 'failed') {
      setOutcome({ kind: 'failed', message: intl.formatMessage({ id: checkinRefusalId(answer) }) });
      return;
    }
    await applyAnswer(answer);
    setOutcome({ kind: 'done', result: answer.response });
    setCode('');
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: ['rewards'] }),
      queryClient.invalidateQueries({ queryKey: ['bookings'] }),
    ]);
  };

  const checkIn = async (raw: string) => {
    if (!raw.trim()) return;
    const gymCode = normalizeGymCode(raw);
    if (!gymCode) {
      setOutcome({ kind: 'failed', message: intl.formatMessage({ id: 'qr.manual.invalid' }) });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      // Offline, the scan time goes with it: the server judges the code and the window at that moment.
      const body = !isOffline() ? { gymCode } : { gymCode, scannedAt: new Date().toISOString() };
      const entry = await enqueueCall(routes.checkInCreate, { body });
      const answer = await answerShownHere(entry);
      if (answer) await show(answer);
      else {
        setOutcome({ kind: 'queued' });
        void finalAnswerOf(entry).then(async (landed) => {
          if (!landed || !mounted.current) return;
          if (landed.state === 'failed') await discardEntry(landed.id);
          await show(landed);
        });
      }
    } finally {
      setBusy(false);
    }
  };

  const startCamera = async () => {
    setCameraError(null);
    if (!video.current || !navigator.mediaDevices?.getUserMedia) {
      setCameraError('qr.camera.unsupported');
      return;
    }
    try {
      setScanning(true);
      scanner.current = await startScanner(video.current, (scanned) => {
        setScanning(false);
        setCode(scanned);
        void checkIn(scanned);
      });
    } catch {
      setScanning(false);
      setCameraError('qr.camera.denied');
    }
  };

  return (
    <Page titleId="qrScanner.title" introId="qrScanner.intro">
      <section className="section card scanner" aria-labelledby={`${ids}cam`} data-tutorial="qr-scanner">
        <h2 id={`${ids}cam`} className="card__title">
          <FormattedMessage id="qr.camera.title" />
        </h2>
        <video ref={video} className="scanner__video" hidden={!scanning} muted aria-label={intl.formatMessage({ id: 'qr.camera.video' })} />
        {scanning ? (
          <Button
            variant="secondary"
            onClick={() => {
              scanner.current?.stop();
              setScanning(false);
            }}
          >
            <FormattedMessage id="qr.camera.stop" />
          </Button>
        ) : (
          <Button onClick={() => void startCamera()}>
            <FormattedMessage id="qr.camera.start" />
          </Button>
        )}
        <FormRefusal messageId={cameraError} />
      </section>

      <form
        className="section card"
        aria-labelledby={`${ids}manual`}
        onSubmit={(e) => {
          e.preventDefault();
          void checkIn(code);
        }}
      >
        <h2 id={`${ids}manual`} className="card__title">
          <FormattedMessage id="qr.manual.title" />
        </h2>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}code`}>
            <FormattedMessage id="qr.manual.label" />
          </label>
          <input
            id={`${ids}code`}
            className="field__input checkin-input"
            value={code}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            placeholder="FG-XXXX-XXXX"
            onChange={(e) => setCode(e.target.value)}
          />
          <p className="field__hint">
            <FormattedMessage id="qr.manual.hint" />
          </p>
        </div>
        <Button type="submit" block busy={busy} disabled={!code.trim()}>
          <FormattedMessage id="qr.submit" />
        </Button>
      </form>

      {outcome ? <OutcomeCard outcome={outcome} /> : null}
      <p>
        <Link to="/bookings">
          <FormattedMessage id="qrScanner.empty.bookings" />
        </Link>
      </p>
    </Page>
  );
}

function OutcomeCard({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'failed')
    return (
      <div className="notice notice--error" role="alert">
        <p>
          <strong>
            <FormattedMessage id="checkin.refused" />
          </strong>
        </p>
        <p>{outcome.message}</p>
      </div>
    );
  if (outcome.kind === 'queued')
    return (
      <div className="notice" role="status">
        <p>
          <FormattedMessage id="checkin.queued" />
        </p>
      </div>
    );
  const { result } = outcome;
  return (
    <div className="notice notice--success" role="status" data-testid="checkin-result">
      <p>
        <strong>
          <FormattedMessage id="checkin.done" values={{ gym: result.gymName }} />
        </strong>
      </p>
      <p>
        <FormattedMessage id="checkin.xp" values={{ xp: result.xpAwarded, total: result.xp, level: result.level }} />
      </p>
      <p>
        <FormattedMessage id="checkin.streak" values={{ days: result.streak.current, best: result.streak.best }} />
      </p>
      <Link to="/profile">
        <FormattedMessage id="checkin.seeProgress" />
      </Link>
    </div>
  );
}
