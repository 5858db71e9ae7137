// The program library (filters and cards) and a program's page (its sequence and Start), shared by
// the guided and the VR workout screens.
import { type WorkoutLevel, type WorkoutProgram, workoutDurationSeconds } from '@fitchoice/shared';
import type { ResponseOf } from '@fitchoice/shared/api/contract';
import * as routes from '@fitchoice/shared/api/routes';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiQueryKey } from '../../api/client';
import { Button } from '../../ui/Button';
import { LinkButton } from '../../ui/LinkButton';
import '../preset-names/messages';
import './messages';

type WorkoutsPath = '/celebrity-workouts' | '/vr-workouts';

const minutesOf = (program: WorkoutProgram) => Math.round(workoutDurationSeconds(program) / 60);

function Meta({ program }: { program: WorkoutProgram }) {
  return (
    <ul className="workout-meta">
      <li className="chip">
        <FormattedMessage id={`workouts.level.${program.level}`} />
      </li>
      <li className="chip">
        <FormattedMessage id="workouts.minutes" values={{ minutes: minutesOf(program) }} />
      </li>
      {program.equipment.map((item) => (
        <li key={item} className="chip">
          <FormattedMessage id={`workouts.equipment.${item}`} />
        </li>
      ))}
    </ul>
  );
}

export function ProgramLibrary({ programs, path }: { programs: readonly WorkoutProgram[]; path: WorkoutsPath }) {
  const intl = useIntl();
  const levelId = useId();
  const [level, setLevel] = useState<WorkoutLevel | ''>('');
  const [bodyweight, setBodyweight] = useState(false);
  const shown = programs.filter(
    (program) => (!level || program.level === level) && (!bodyweight || program.equipment.every((item) => item === 'none')),
  );
  return (
    <>
      <form className="workout-filters" aria-label={intl.formatMessage({ id: 'workouts.filters' })} onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={levelId} className="field__label">
          <FormattedMessage id="workouts.filter.level" />
        </label>
        <select id={levelId} className="field__input" value={level} onChange={(event) => setLevel(event.target.value as WorkoutLevel | '')}>
          <option value="">{intl.formatMessage({ id: 'workouts.filter.anyLevel' })}</option>
          {(['beginner', 'intermediate', 'advanced'] as const).map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage({ id: `workouts.level.${value}` })}
            </option>
          ))}
        </select>
        <label className="choice">
          <input type="checkbox" checked={bodyweight} onChange={(event) => setBodyweight(event.target.checked)} />
          <FormattedMessage id="workouts.filter.noEquipment" />
        </label>
      </form>
      <p className="page__meta" aria-live="polite">
        <FormattedMessage id="workouts.count" values={{ count: shown.length }} />
      </p>
      {shown.length === 0 ? (
        <p className="notice">
          <FormattedMessage id="workouts.none" />
        </p>
      ) : (
        <ul className="workout-grid">
          {shown.map((program) => (
            <li key={program.id} className={`workout-card card workout-card--${program.id}`}>
              <h2 className="card__title">
                <FormattedMessage id={`workouts.programName.${program.id}`} />
              </h2>
              <p className="card__body">
                <FormattedMessage id={`workouts.programBody.${program.id}`} />
              </p>
              <Meta program={program} />
              <LinkButton to={path} search={{ program: program.id }} variant="secondary">
                <FormattedMessage id="workouts.open" />
              </LinkButton>
            </li>
          ))}
        </ul>
      )}
      <RecentWorkouts />
      <p className="page__meta">
        <FormattedMessage id="workouts.notLeaderboard" />
      </p>
    </>
  );
}

function RecentWorkouts() {
  const intl = useIntl();
  const history = useQuery<ResponseOf<'workouts.history'>>({ queryKey: apiQueryKey(routes.workoutsHistory, { query: { limit: 5 } }) });
  const workouts = history.data?.workouts ?? [];
  if (workouts.length === 0) return null;
  return (
    <section className="section" aria-labelledby="workouts-history">
      <h2 id="workouts-history" className="section__title">
        <FormattedMessage id="workouts.history" />
      </h2>
      <ul className="link-list link-list--plain">
        {workouts.map((workout) => (
          <li key={workout.id}>
            <FormattedMessage
              id="workouts.history.item"
              values={{
                name: intl.formatMessage({ id: `workouts.programName.${workout.programId}` }),
                minutes: Math.max(1, Math.round(workout.activeSeconds / 60)),
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ProgramPage({
  program,
  path,
  startLabelId,
  onStart,
}: {
  program: WorkoutProgram;
  path: WorkoutsPath;
  startLabelId: 'workouts.start' | 'workouts.startVr';
  onStart: () => void;
}) {
  return (
    <section className="workout-page" aria-labelledby="workout-name">
      <Link to={path} search={{}} className="back-link">
        <FormattedMessage id="workouts.back" />
      </Link>
      <h2 id="workout-name" className="workout-page__title">
        <FormattedMessage id={`workouts.programName.${program.id}`} />
      </h2>
      <p>
        <FormattedMessage id={`workouts.programBody.${program.id}`} />
      </p>
      <Meta program={program} />
      <p className="page__meta">
        <FormattedMessage id="workouts.rounds" values={{ rounds: program.rounds }} />
        {' · '}
        <FormattedMessage id="workouts.intervals" values={{ work: program.workSeconds, rest: program.restSeconds }} />
      </p>
      <Button block onClick={onStart}>
        <FormattedMessage id={startLabelId} />
      </Button>
      <h3 className="section__title">
        <FormattedMessage id="workouts.sequence" />
      </h3>
      <ol className="workout-sequence">
        {program.exercises.map((exercise) => (
          <li key={exercise}>
            <strong>
              <FormattedMessage id={`workouts.exercise.${exercise}`} />
            </strong>
            <span>
              <FormattedMessage id={`workouts.howTo.${exercise}`} />
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
