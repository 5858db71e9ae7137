// A partner's notices (the gym panel's and the professionals' "Notifications" tab): which of a new
// booking, a cancellation and a review reach them by push and by mail, and push on this device
// (asked for here, on the partner's tap, never at first load).
import { PARTNER_NOTICE_CHANNELS, PARTNER_NOTICE_KINDS, type PartnerNoticeSettings as Settings } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiQueryKey } from '../../api/client';
import { wordRefusal } from '../../api/field-errors';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { enablePush, type PushSupport, pushSupport } from '../social/push';
import './messages';

const KIND_LABEL = {
  booking: 'partnerNotices.kind.booking',
  cancellation: 'partnerNotices.kind.cancellation',
  review: 'partnerNotices.kind.review',
} as const;
const CHANNEL_LABEL = { push: 'partnerNotices.channel.push', mail: 'partnerNotices.channel.mail' } as const;
const PUSH_STATE = {
  unsupported: 'partnerNotices.push.unsupported',
  default: 'partnerNotices.push.off',
  granted: 'partnerNotices.push.on',
  denied: 'partnerNotices.push.blocked',
} as const;

const problemOf = (error: unknown) =>
  wordRefusal(error, {
    fields: {},
    codes: { validation_failed: 'partnerNotices.failed', forbidden: 'partnerNotices.forbidden' },
    offline: 'partnerNotices.offline',
    other: 'partnerNotices.failed',
  }).messageId;

/** `readOnly`: an admin reading a partner's panel (each partner chooses their own notices). */
export function PartnerNoticeSettings({ readOnly = false }: { readOnly?: boolean }) {
  const intl = useIntl();
  const settings = useQuery({
    queryKey: apiQueryKey(routes.noticesPartnerSettings),
    queryFn: () => apiCall(routes.noticesPartnerSettings, {}),
    enabled: !readOnly,
  });
  if (readOnly) {
    return (
      <p className="notice">
        <FormattedMessage id="partnerNotices.adminNote" />
      </p>
    );
  }
  if (settings.isPending) return <Spinner label={intl.formatMessage({ id: 'partnerNotices.loading' })} />;
  if (settings.isError) {
    return (
      <p className="notice notice--error" role="alert">
        <FormattedMessage id={problemOf(settings.error)} />
      </p>
    );
  }
  return <SettingsForm initial={settings.data.settings} />;
}

function SettingsForm({ initial }: { initial: Settings }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [settings, setSettings] = useState(initial);
  const [state, setState] = useState<{ busy: boolean; message: string | null; ok: boolean }>({ busy: false, message: null, ok: false });
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setState({ busy: true, message: null, ok: false });
    try {
      const answer = await apiCall(routes.noticesUpdatePartnerSettings, { body: settings });
      queryClient.setQueryData(apiQueryKey(routes.noticesPartnerSettings), answer);
      setState({ busy: false, message: intl.formatMessage({ id: 'partnerNotices.saved' }), ok: true });
    } catch (error) {
      setState({ busy: false, message: intl.formatMessage({ id: problemOf(error) }), ok: false });
    }
  };
  return (
    <form className="panel-form notice-settings" onSubmit={(event) => void save(event)}>
      <h3 className="section__title">
        <FormattedMessage id="partnerNotices.title" />
      </h3>
      <p>
        <FormattedMessage id="partnerNotices.intro" />
      </p>
      {PARTNER_NOTICE_KINDS.map((kind) => (
        <fieldset key={kind} className="panel-checks">
          <legend>
            <FormattedMessage id={KIND_LABEL[kind]} />
          </legend>
          {PARTNER_NOTICE_CHANNELS.map((channel) => (
            <label key={channel}>
              <input
                type="checkbox"
                checked={settings[kind][channel]}
                onChange={(event) => setSettings({ ...settings, [kind]: { ...settings[kind], [channel]: event.target.checked } })}
              />
              <FormattedMessage id={CHANNEL_LABEL[channel]} />
            </label>
          ))}
        </fieldset>
      ))}
      <Button type="submit" busy={state.busy}>
        <FormattedMessage id="partnerNotices.save" />
      </Button>
      {state.message ? (
        <p className={state.ok ? 'notice' : 'notice notice--error'} role={state.ok ? 'status' : 'alert'}>
          {state.message}
        </p>
      ) : null}
      <ThisDevice />
    </form>
  );
}

/** Whether this browser shows the push notices, and the button that asks it to. */
function ThisDevice() {
  const [support, setSupport] = useState<PushSupport>('unsupported');
  const [failed, setFailed] = useState(false);
  useEffect(() => setSupport(pushSupport()), []);
  const turnOn = async () => {
    setFailed(false);
    try {
      setSupport(await enablePush());
    } catch {
      setFailed(true);
    }
  };
  return (
    <div className="notice-settings__device">
      <p role="status">
        <FormattedMessage id={PUSH_STATE[support]} />
      </p>
      {support === 'default' ? (
        <Button variant="secondary" type="button" onClick={() => void turnOn()}>
          <FormattedMessage id="partnerNotices.push.enable" />
        </Button>
      ) : null}
      {failed ? (
        <p className="notice notice--error" role="alert">
          <FormattedMessage id="partnerNotices.push.failed" />
        </p>
      ) : null}
    </div>
  );
}
