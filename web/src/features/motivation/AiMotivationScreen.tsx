// /ai-motivation: today's message, written from the member's own data (a different one every day),
// the daily reminder's time (sent as a push notification where the device allows), and the
// earlier messages.
import type { MotivationMessage, Reminder } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { localDate } from '@fitchoice/shared/coach';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall } from '../../api/client';
import { enqueueCall } from '../../api/enqueue-call';
import { useAuth } from '../../app/auth';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { usePlan } from '../coach/coach-data';
import { coachLocaleOf, coachWords } from '../coach/words';
import { composeHere, fetchToday, useMotivationMessages } from './motivation-data';
import { wordNote } from './note-words';
import '../coach/messages';
import './messages';
import './motivation.css';

function ReminderForm() {
  const intl = useIntl();
  const [reminder, setReminder] = useState<Reminder>({
    enabled: false,
    time: '08:00',
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const timeId = useId();
  useEffect(() => {
    if (!navigator.onLine) return;
    apiCall(routes.motivationGetReminder, {}).then(
      (stored) => stored.enabled && setReminder(stored),
      () => undefined,
    );
  }, []);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await enqueueCall(routes.motivationSetReminder, { body: reminder }, { group: 'motivation' });
      setSaved(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card form motivation__reminder" onSubmit={(event) => void save(event)}>
      <h2 className="card__title">
        <FormattedMessage id="motivation.reminder.title" />
      </h2>
      <label className="choice motivation__toggle">
        <input
          type="checkbox"
          checked={reminder.enabled}
          onChange={(event) => setReminder({ ...reminder, enabled: event.target.checked })}
        />
        <FormattedMessage id="motivation.reminder.enabled" />
      </label>
      <div className="field">
        <label htmlFor={timeId} className="field__label">
          <FormattedMessage id="motivation.reminder.time" />
        </label>
        <input
          id={timeId}
          type="time"
          className="field__input"
          value={reminder.time}
          required
          onChange={(event) => setReminder({ ...reminder, time: event.target.value })}
        />
      </div>
      <Button type="submit" busy={busy}>
        <FormattedMessage id="motivation.reminder.save" />
      </Button>
      <p role="status">{saved ? intl.formatMessage({ id: 'motivation.reminder.saved' }) : null}</p>
    </form>
  );
}

export function AiMotivationScreen() {
  const intl = useIntl();
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const today = localDate(new Date());
  const messages = useMotivationMessages(userId);
  const plan = usePlan(userId);
  const [offline, setOffline] = useState<MotivationMessage | null>(null);
  const [unreachable, setUnreachable] = useState(!navigator.onLine);

  useEffect(() => {
    if (!navigator.onLine) return;
    fetchToday(userId, today, coachLocaleOf(intl.locale)).catch((error: unknown) => {
      console.warn('Today’s message could not be fetched; writing it here', error);
      setUnreachable(true);
    });
  }, [userId, today, intl.locale]);

  const stored = messages?.find((message) => message.date === today) ?? null;
  useEffect(() => {
    if (stored || messages === undefined || plan === undefined || !unreachable) return;
    let live = true;
    void composeHere(userId, today, plan, messages).then((message) => live && setOffline(message));
    return () => {
      live = false;
    };
  }, [stored, messages, plan, userId, today, unreachable]);

  const todays = stored ?? offline;
  const history = (messages ?? []).filter((message) => message.date < today);
  return (
    <Page titleId="aiMotivation.title" introId="aiMotivation.intro">
      <section className="card motivation__today" aria-labelledby="motivation-today">
        <h2 id="motivation-today" className="card__title">
          <FormattedMessage id="motivation.todayTitle" />
        </h2>
        {todays ? (
          <>
            <p className="motivation__message">{wordNote(intl, todays.note, todays.locale)}</p>
            {todays === offline ? (
              <p className="motivation__meta">
                <FormattedMessage id="motivation.offline" />
              </p>
            ) : todays.engine === 'model' ? (
              <p className="motivation__meta">
                <FormattedMessage id="motivation.byModel" />
              </p>
            ) : null}
          </>
        ) : (
          <Spinner />
        )}
      </section>
      <ReminderForm />
      <section className="section" aria-labelledby="motivation-history">
        <h2 id="motivation-history" className="section__title">
          <FormattedMessage id="motivation.history.title" />
        </h2>
        {history.length === 0 ? (
          <p>
            <FormattedMessage id="motivation.history.empty" />
          </p>
        ) : (
          <ul className="motivation__history">
            {history.map((message) => (
              <li key={message.date}>
                <span className="motivation__date">{coachWords(intl).day(message.date)}</span>
                <span>{wordNote(intl, message.note, message.locale)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}
