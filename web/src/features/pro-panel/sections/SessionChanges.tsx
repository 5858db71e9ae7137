// What the professional changes on a client's session before it starts: move it to another free
// time or cancel it, each with a reason the client reads (told by push and mail, refunded in full),
// and a video session's meeting link, which only the client sees. Direct calls, not the outbox: the
// professional decides online, and a refusal (the time was taken meanwhile) is shown at once.
import type { ProBooking, ProfessionalKind } from '@fitchoice/shared/api';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall } from '../../../api/client';
import { fieldProblemOf } from '../../../api/field-errors';
import { formatCoins } from '../../../i18n/formats';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/form/Field';
import { SlotPicker } from '../../professionals/SlotPicker';
import { PANEL_ROUTES } from '../panel-api';
import { PRO_PANEL_FIELDS, problemOf } from '../panel-hooks';
import '../messages';
import './messages';

type Change = 'move' | 'cancel' | 'video';
const REASON_MAX = 300;
const LINK_FIELDS = { url: PRO_PANEL_FIELDS.url } as const;

/**
 * `onChanged` says what was done: the list around the session says it, since the session may leave
 * it (a cancelled one leaves the upcoming list and the week, a moved one may leave the week).
 */
export function SessionChanges({
  kind,
  session,
  onChanged,
}: {
  kind: ProfessionalKind;
  session: ProBooking;
  onChanged: (message: string) => void;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const reasonId = useId();
  const [open, setOpen] = useState<Change | null>(null);
  const [reason, setReason] = useState('');
  const [start, setStart] = useState<string | null>(null);
  const [link, setLink] = useState(session.videoLink ?? '');
  const [linkError, setLinkError] = useState<string | undefined>(undefined);
  const [state, setState] = useState<{ busy: boolean; message: string | null; ok: boolean }>({ busy: false, message: null, ok: false });
  const toggle = (change: Change) => {
    setOpen(open === change ? null : change);
    setState({ busy: false, message: null, ok: false });
  };
  const run = async (call: () => Promise<unknown>, done: string) => {
    setState({ busy: true, message: null, ok: false });
    setLinkError(undefined);
    try {
      await call();
      setOpen(null);
      setReason('');
      setStart(null);
      setState({ busy: false, message: null, ok: true });
      onChanged(intl.formatMessage({ id: done }));
      await queryClient.invalidateQueries();
    } catch (error) {
      const atLink = open === 'video' ? fieldProblemOf(error, LINK_FIELDS) : null;
      if (atLink) setLinkError(intl.formatMessage({ id: atLink.messageId }));
      setState({ busy: false, message: atLink ? null : intl.formatMessage({ id: problemOf(error) }), ok: false });
    }
  };
  const params = { id: session.id };
  const refund =
    session.payWith === 'sweatcoins' ? (
      <FormattedMessage id="proPanel.change.refund" values={{ coins: formatCoins(intl, session.paidSweatCoins) }} />
    ) : (
      <FormattedMessage id="proPanel.change.nothingPaid" />
    );
  const reasonField = (
    <label className="pro-filters__field pro-filters__field--wide" htmlFor={reasonId}>
      <span>
        <FormattedMessage id="proPanel.change.reason" />
      </span>
      <textarea
        id={reasonId}
        value={reason}
        required
        minLength={3}
        maxLength={REASON_MAX}
        onChange={(event) => setReason(event.target.value)}
      />
    </label>
  );
  return (
    <div className="session-changes">
      <div className="booking-card__actions">
        <Button variant="secondary" type="button" aria-expanded={open === 'move'} onClick={() => toggle('move')}>
          <FormattedMessage id="proPanel.change.move" />
        </Button>
        {session.mode === 'video' ? (
          <Button variant="secondary" type="button" aria-expanded={open === 'video'} onClick={() => toggle('video')}>
            <FormattedMessage id={session.videoLink ? 'proPanel.change.editLink' : 'proPanel.change.addLink'} />
          </Button>
        ) : null}
        <Button variant="ghost" type="button" aria-expanded={open === 'cancel'} onClick={() => toggle('cancel')}>
          <FormattedMessage id="proPanel.change.cancel" />
        </Button>
      </div>
      {open === 'move' ? (
        <form
          className="panel-form session-changes__form"
          aria-label={intl.formatMessage({ id: 'proPanel.change.moveTitle' }, { name: session.memberName })}
          onSubmit={(event) => {
            event.preventDefault();
            if (start)
              void run(() => apiCall(PANEL_ROUTES[kind].moveSession, { params, body: { start, reason } }), 'proPanel.change.moved');
          }}
        >
          <SlotPicker
            of={{ ownPanel: kind }}
            lengthMinutes={session.lengthMinutes}
            proTimeZone={session.timeZone}
            selected={start}
            onSelect={setStart}
          />
          {reasonField}
          <p className="notice">
            <FormattedMessage id="proPanel.change.moveTold" />
          </p>
          <Button type="submit" disabled={!start} busy={state.busy}>
            <FormattedMessage id="proPanel.change.moveConfirm" />
          </Button>
        </form>
      ) : null}
      {open === 'cancel' ? (
        <form
          className="panel-form session-changes__form"
          aria-label={intl.formatMessage({ id: 'proPanel.change.cancelTitle' }, { name: session.memberName })}
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => apiCall(PANEL_ROUTES[kind].cancelSession, { params, body: { reason } }), 'proPanel.change.cancelled');
          }}
        >
          {reasonField}
          <p className="notice">
            <FormattedMessage id="proPanel.change.cancelTold" /> {refund}
          </p>
          <div className="booking-card__actions">
            <Button variant="danger" type="submit" busy={state.busy}>
              <FormattedMessage id="proPanel.change.cancelConfirm" />
            </Button>
            <Button variant="ghost" type="button" onClick={() => setOpen(null)}>
              <FormattedMessage id="proPanel.change.keep" />
            </Button>
          </div>
        </form>
      ) : null}
      {open === 'video' ? (
        <form
          className="panel-form session-changes__form"
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => apiCall(PANEL_ROUTES[kind].videoLink, { params, body: { url: link.trim() } }), 'proPanel.change.linkSaved');
          }}
        >
          <Field
            label={intl.formatMessage({ id: 'proPanel.change.link' })}
            hint={intl.formatMessage({ id: 'proPanel.change.linkHint' })}
            type="url"
            inputMode="url"
            value={link}
            required
            maxLength={500}
            error={linkError}
            onChange={(event) => setLink(event.target.value)}
          />
          <div className="booking-card__actions">
            <Button type="submit" busy={state.busy}>
              <FormattedMessage id="proPanel.change.linkSave" />
            </Button>
            {session.videoLink ? (
              <Button
                variant="ghost"
                type="button"
                onClick={() =>
                  void run(() => apiCall(PANEL_ROUTES[kind].videoLink, { params, body: { url: null } }), 'proPanel.change.linkRemoved')
                }
              >
                <FormattedMessage id="proPanel.change.linkRemove" />
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}
      {state.message ? (
        <p className={state.ok ? 'notice' : 'notice notice--error'} role={state.ok ? 'status' : 'alert'}>
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
