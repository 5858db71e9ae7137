// The week's sessions: each with its day, focus, length and why; each exercise with its sets and
// reps (or time), rest and why, a swap among its substitutes and how to do it; marking a session
// done with how it felt (which the next week adapts to).
import {
  FEELINGS,
  type Feeling,
  localDate,
  markSessionDone,
  markSessionNotDone,
  type Plan,
  type PlanExercise,
  type PlanSession,
  swapExercise,
} from '@fitchoice/shared/coach';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/form/SelectField';
import { storePlan } from './coach-data';
import { useCoachWords } from './library-texts';
import './messages';

interface Props {
  userId: string;
  plan: Plan;
}

function Prescription({ item }: { item: PlanExercise }) {
  const intl = useIntl();
  const work =
    item.seconds === null
      ? intl.formatMessage({ id: 'coach.exercise.reps' }, { sets: item.sets, reps: item.reps })
      : item.sets === 1 && item.seconds >= 300
        ? intl.formatMessage({ id: 'coach.exercise.minutes' }, { minutes: Math.round(item.seconds / 60) })
        : intl.formatMessage({ id: 'coach.exercise.seconds' }, { sets: item.sets, seconds: item.seconds });
  return (
    <span className="coach-exercise__dose">
      {work}
      {item.sets > 1 ? ` · ${intl.formatMessage({ id: 'coach.exercise.rest' }, { seconds: item.restSeconds })}` : ''}
    </span>
  );
}

function ExerciseRow({ item, onSwap }: { item: PlanExercise; onSwap: ((replacement: string) => void) | null }) {
  const intl = useIntl();
  const words = useCoachWords();
  const [swapping, setSwapping] = useState(false);
  const [choice, setChoice] = useState(item.substitutes[0] ?? '');
  const name = words.exerciseName(item.exerciseId);
  return (
    <li className="coach-exercise">
      <div className="coach-exercise__head">
        <span className="coach-exercise__name">{name}</span>
        <Prescription item={item} />
      </div>
      <p className="coach-exercise__why">{words.note(item.why)}</p>
      <details className="coach-exercise__how">
        <summary>
          <FormattedMessage id="coach.exercise.howTo" />
        </summary>
        <p>{words.instructions(item.exerciseId)}</p>
      </details>
      {onSwap && item.substitutes.length > 0 ? (
        swapping ? (
          <div className="coach-exercise__swap">
            <SelectField
              label={intl.formatMessage({ id: 'coach.exercise.swapWith' }, { exercise: name })}
              value={choice}
              onChange={(event) => setChoice(event.target.value)}
            >
              {item.substitutes.map((id) => (
                <option key={id} value={id}>
                  {words.exerciseName(id)}
                </option>
              ))}
            </SelectField>
            <Button variant="secondary" onClick={() => onSwap(choice)}>
              <FormattedMessage id="coach.exercise.swap" />
            </Button>
          </div>
        ) : (
          <Button
            variant="ghost"
            onClick={() => setSwapping(true)}
            aria-label={intl.formatMessage({ id: 'coach.exercise.swapOne' }, { exercise: name })}
          >
            <FormattedMessage id="coach.exercise.swap" />
          </Button>
        )
      ) : null}
    </li>
  );
}

function SessionCard({
  session,
  today,
  onChange,
}: {
  session: PlanSession;
  today: string;
  onChange: (change: (plan: Plan, now: string) => Plan | null) => void;
}) {
  const intl = useIntl();
  const words = useCoachWords();
  const headingId = useId();
  const feelingLabel = (feeling: Feeling) => words.label('feeling', feeling);
  return (
    <article className={`card coach-session${session.date === today ? ' coach-session--today' : ''}`} aria-labelledby={headingId}>
      <header className="coach-session__header">
        <h3 id={headingId} className="card__title">
          <FormattedMessage
            id="coach.session.heading"
            values={{ day: words.day(session.date), focus: words.label('focus', session.focus) }}
          />
        </h3>
        {session.date === today ? (
          <span className="chip">
            <FormattedMessage id="coach.session.today" />
          </span>
        ) : null}
      </header>
      <p className="coach-session__meta">
        <FormattedMessage id="coach.session.minutes" values={{ minutes: session.minutes }} />
        {session.movedFrom ? ` · ${intl.formatMessage({ id: 'coach.session.moved' }, { date: words.day(session.movedFrom) })}` : ''}
      </p>
      <p className="coach-session__why">{words.note(session.why)}</p>
      <ul className="coach-session__exercises">
        {session.exercises.map((item) => (
          <ExerciseRow
            key={item.exerciseId}
            item={item}
            onSwap={
              session.done
                ? null
                : (replacement) => onChange((plan, now) => swapExercise(plan, session.id, item.exerciseId, now, replacement))
            }
          />
        ))}
      </ul>
      {session.done ? (
        <div className="coach-session__done">
          <p>
            {session.done.feeling ? (
              <FormattedMessage id="coach.session.done" values={{ feeling: feelingLabel(session.done.feeling) }} />
            ) : (
              <FormattedMessage id="coach.session.doneByCheckin" />
            )}
          </p>
          <Button variant="ghost" onClick={() => onChange((plan, now) => markSessionNotDone(plan, session.id, now))}>
            <FormattedMessage id="coach.session.undo" />
          </Button>
        </div>
      ) : session.date <= today ? (
        <fieldset className="coach-session__feelings">
          <legend>
            <FormattedMessage id="coach.session.howItFelt" />
          </legend>
          {FEELINGS.map((feeling) => (
            <Button
              key={feeling}
              variant="secondary"
              onClick={() => onChange((plan, now) => markSessionDone(plan, session.id, feeling, now))}
            >
              {feelingLabel(feeling)}
            </Button>
          ))}
        </fieldset>
      ) : null}
    </article>
  );
}

export function PlanView({ userId, plan }: Props) {
  const words = useCoachWords();
  const today = localDate(new Date());
  const change = (edit: (current: Plan, now: string) => Plan | null) => {
    const next = edit(plan, new Date().toISOString());
    if (next) void storePlan(userId, next);
  };
  return (
    <div className="coach-plan">
      <h2 className="section__title">
        <FormattedMessage id="coach.plan.week" values={{ date: words.day(plan.weekStart) }} />
      </h2>
      <p className="coach-plan__engine">
        <FormattedMessage id={plan.engine === 'model' ? 'coach.plan.byModel' : 'coach.plan.byPlanner'} />
      </p>
      {plan.adjustments.length > 0 ? (
        <section className="notice coach-plan__changes" aria-labelledby="coach-plan-changes">
          <h3 id="coach-plan-changes" className="card__title">
            <FormattedMessage id="coach.plan.changes" />
          </h3>
          <ul>
            {plan.adjustments.map((note) => (
              <li key={JSON.stringify(note)}>{words.note(note)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {plan.sessions.map((session) => (
        <SessionCard key={session.id} session={session} today={today} onChange={change} />
      ))}
    </div>
  );
}
