// The front desk: the rotating code members scan (as a QR code and text, said stale when it could
// not be replaced and hidden once no scan of it is accepted), and below it the desk's work
// (DeskWork.tsx: checking members in, payments taken at the desk, the day's arrivals, reward codes).
import type { DeskCodeResponse } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiQueryKey } from '../../api/client';
import { takeEarlyRead } from '../../api/early-read';
import { withStrings } from '../../i18n/messages';
import { Spinner } from '../../ui/Spinner';
import { type EarlyDeskCode, earlyDeskCodeKey } from '../panels/early-read';
import { type DeskCodeState, deskCodeState, nextDeskCodeAt } from './desk-code-state';
import './messages';

/** The QR code's drawing code; GymPanel starts it while the desk's code is fetched, not once it came. */
export const loadQrCode = () => import('qrcode');

/**
 * What the desk does below its code (checking members in, the payments taken there, the day's
 * arrivals, reward codes): loaded with its strings alongside the code's read, so the code (the first
 * thing a desk shows) does not wait for the outbox, the local database's collections and shared's
 * schemas that it needs.
 */
const DeskWork = lazy(withStrings(async () => ({ default: (await import('./DeskWork')).DeskWork })));

/** Who is at the desk: its owner, staff the owner invited, or an admin reading it. */
export type DeskAccess = 'owner' | 'desk' | 'admin';

/** The desk's work waits for its code to show at most this long. */
const WORK_AFTER_CODE_MS = 3000;

export function FrontDesk({ gymId, timeZone, access }: { gymId: string; timeZone: string; access: DeskAccess }) {
  const working = access !== 'admin';
  // The desk's work (below the code, off a phone's first screen) loads once the code shows, could not
  // be fetched, or waits for the connection, so its code does not compete with the code's.
  const [codeSettled, setCodeSettled] = useState(!working);
  const settle = useCallback(() => setCodeSettled(true), []);
  useEffect(() => {
    const timer = setTimeout(settle, WORK_AFTER_CODE_MS);
    return () => clearTimeout(timer);
  }, [settle]);
  return (
    <div className="gym-desk">
      {working ? <DeskCode gymId={gymId} onSettled={settle} /> : null}
      {codeSettled ? (
        <Suspense fallback={<Spinner />}>
          <DeskWork gymId={gymId} timeZone={timeZone} access={access} />
        </Suspense>
      ) : null}
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

function DeskCode({ gymId, onSettled }: { gymId: string; onSettled: () => void }) {
  const intl = useIntl();
  const ids = useId();
  const code = useQuery<ReceivedCode>({
    queryKey: apiQueryKey(routes.gymPanelDeskCode, { params: { gymId } }),
    queryFn: async () => {
      // On a page opened at the panel, the code of its first gym was asked for with the app (layout/first-reads/).
      const early = takeEarlyRead<EarlyDeskCode>(earlyDeskCodeKey(gymId));
      if (early) {
        const { answer, cachedCopy, receivedAt } = await early;
        if (!cachedCopy) return { code: answer, receivedAt };
      }
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
  // Settled: the code is drawn (or shows without a drawing: expired), or it could not be fetched, or
  // it waits for the connection.
  const settled = Boolean((value && svg) || (received && !value) || code.isError || code.fetchStatus === 'paused');
  useEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);
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
