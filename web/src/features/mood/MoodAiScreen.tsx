// /mood-ai: from today's mood entry and the recent log, what to do today (a session type, a
// breathing exercise with its guided timer, rest), each saying why; worked out on the device by
// the rules, and put in the AI model's words on request where one is configured.
import * as routes from '@fitchoice/shared/api/routes';
import { isBreathingPattern, moodSuggestions, type Suggestion, sessionForToday } from '@fitchoice/shared/coach';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiStream } from '../../api/client';
import { useAuth } from '../../app/auth';
import { Button } from '../../ui/Button';
import { LinkButton } from '../../ui/LinkButton';
import { Page } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { usePlan } from '../coach/coach-data';
import { coachLocaleOf } from '../coach/words';
import { BreathingTimer } from './BreathingTimer';
import { levelLabel, moodNote } from './mood-words';
import { useMoodContext } from './use-mood-context';
import '../coach/messages';
import './messages';
import './mood.css';

const KIND_IDS = { session: 'moodAi.kind.session', breathing: 'moodAi.kind.breathing', rest: 'moodAi.kind.rest' } as const;

/** Whether the server has an AI model (asked once while online). */
function useModel(): boolean {
  const [model, setModel] = useState(false);
  useEffect(() => {
    if (!navigator.onLine) return;
    let live = true;
    apiCall(routes.coachGet, {}).then(
      (state) => live && setModel(state.model),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return model;
}

export function MoodAiScreen() {
  const intl = useIntl();
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const { entries, today, trained } = useMoodContext(userId);
  const plan = usePlan(userId);
  const model = useModel();
  const [advice, setAdvice] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  if (entries === undefined || plan === undefined) return <Spinner />;
  const entry = [...entries].reverse().find((candidate) => candidate.date === today) ?? null;
  const suggestions: Suggestion[] = entry
    ? moodSuggestions({ today, entry, entries, session: plan ? sessionForToday(plan, today) : null, trainedDates: trained })
    : [];
  const breathing = suggestions.find((suggestion) => suggestion.kind === 'breathing')?.what.values?.pattern;

  const ask = async () => {
    if (!entry) return;
    setAsking(true);
    setAdvice('');
    try {
      await apiStream(
        routes.moodAdvice,
        {
          body: {
            today,
            locale: coachLocaleOf(intl.locale),
            entry: { mood: entry.mood, energy: entry.energy, sleep: entry.sleep, tags: entry.tags },
          },
        },
        (event) => {
          if (event.type === 'delta') setAdvice((current) => (current ?? '') + event.text);
          else setAdvice(event.reply.text ?? null);
        },
      );
    } catch {
      setAdvice(null);
    } finally {
      setAsking(false);
    }
  };

  return (
    <Page titleId="moodAi.title" introId="moodAi.intro">
      {entry ? (
        <>
          <p className="mood-ai__today">
            <FormattedMessage id="moodAi.today" values={{ mood: levelLabel(intl, entry.mood), energy: entry.energy, sleep: entry.sleep }} />
          </p>
          <section className="section" aria-labelledby="mood-ai-suggestions">
            <h2 id="mood-ai-suggestions" className="section__title">
              <FormattedMessage id="moodAi.suggestions" />
            </h2>
            <ul className="mood-ai__suggestions">
              {suggestions.map((suggestion) => (
                <li key={suggestion.kind} className="card mood-ai__suggestion">
                  <h3 className="card__title">
                    <FormattedMessage id={KIND_IDS[suggestion.kind]} />
                  </h3>
                  <p>{moodNote(intl, suggestion.what)}</p>
                  <p className="mood-ai__why">
                    <FormattedMessage id="moodAi.why" values={{ why: moodNote(intl, suggestion.why) }} />
                  </p>
                </li>
              ))}
            </ul>
            {model ? (
              <div className="mood-ai__ask">
                <Button variant="secondary" busy={asking} onClick={() => void ask()}>
                  <FormattedMessage id="moodAi.ask" />
                </Button>
                <p aria-live="polite">{advice === '' ? intl.formatMessage({ id: 'moodAi.writing' }) : advice}</p>
              </div>
            ) : null}
          </section>
        </>
      ) : (
        <section className="notice">
          <p>
            <FormattedMessage id="moodAi.empty" />
          </p>
          <LinkButton to="/mood-tracker">
            <FormattedMessage id="moodAi.openTracker" />
          </LinkButton>
        </section>
      )}
      <BreathingTimer suggested={typeof breathing === 'string' && isBreathingPattern(breathing) ? breathing : 'coherent'} />
    </Page>
  );
}
