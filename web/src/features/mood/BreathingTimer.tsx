// A guided breathing exercise: the phase to follow (announced to screen readers as it changes),
// the seconds left and the round. Timed from the wall clock, so a tab in the background catches up.
import { BREATHING_PATTERNS, type BreathingPattern, breathingStepAt } from '@fitchoice/shared/coach';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/form/SelectField';
import { patternLabel } from './mood-words';
import './messages';

const TICK_MS = 250;

export function BreathingTimer({ suggested }: { suggested: BreathingPattern['id'] }) {
  const intl = useIntl();
  const [patternId, setPatternId] = useState<BreathingPattern['id']>(suggested);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [finished, setFinished] = useState(false);
  const [now, setNow] = useState(Date.now());
  const pattern = BREATHING_PATTERNS[patternId];

  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [startedAt]);

  const step = startedAt === null ? null : breathingStepAt(pattern, now - startedAt);
  useEffect(() => {
    if (!step?.done) return;
    setStartedAt(null);
    setFinished(true);
  }, [step?.done]);
  const start = () => {
    setFinished(false);
    setNow(Date.now());
    setStartedAt(Date.now());
  };

  return (
    <section className="card breathing" aria-labelledby="breathing-title">
      <h2 id="breathing-title" className="card__title">
        <FormattedMessage id="moodAi.breathing.title" />
      </h2>
      <SelectField
        label={intl.formatMessage({ id: 'moodAi.breathing.pattern' })}
        value={patternId}
        disabled={startedAt !== null}
        onChange={(event) => setPatternId(event.target.value as BreathingPattern['id'])}
      >
        {Object.keys(BREATHING_PATTERNS).map((id) => (
          <option key={id} value={id}>
            {patternLabel(intl, id)}
          </option>
        ))}
      </SelectField>
      <div className={`breathing__circle${step ? ` breathing__circle--${step.phase}` : ''}`} aria-hidden="true">
        {step && !step.done ? intl.formatNumber(step.secondsLeft) : ''}
      </div>
      <p className="breathing__phase" aria-live="polite">
        {step && !step.done ? (
          <FormattedMessage
            id="moodAi.breathing.step"
            values={{
              phase: intl.formatMessage({ id: `moodAi.phase.${step.phase}` as MessageId }),
              round: step.round,
              rounds: pattern.rounds,
            }}
          />
        ) : finished ? (
          <FormattedMessage id="moodAi.breathing.done" />
        ) : null}
      </p>
      {startedAt === null ? (
        <Button onClick={start}>
          <FormattedMessage id="moodAi.breathing.start" />
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => setStartedAt(null)}>
          <FormattedMessage id="moodAi.breathing.stop" />
        </Button>
      )}
    </section>
  );
}
