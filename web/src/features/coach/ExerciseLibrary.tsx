// The exercise library: search by name in the language shown or in English, narrow by movement or to what
// the member can do (their plan's equipment and limits); each exercise's muscles, equipment, level
// and how to do it, in the language shown.
import { type CoachProfile, PATTERNS, type Pattern, searchExercises } from '@fitchoice/shared/coach';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SelectField } from '../../ui/form/SelectField';
import { useCoachWords } from './library-texts';
import './messages';

export function ExerciseLibrary({ profile }: { profile: CoachProfile | null }) {
  const intl = useIntl();
  const words = useCoachWords();
  const [query, setQuery] = useState('');
  const [pattern, setPattern] = useState<Pattern | ''>('');
  const [mine, setMine] = useState(profile !== null);
  const searchId = useId();
  const found = useMemo(
    () =>
      searchExercises(query, words.names, words.locale, { pattern: pattern || undefined, profile: mine && profile ? profile : undefined }),
    [query, pattern, mine, profile, words.names, words.locale],
  );
  return (
    <div className="coach-library">
      <div className="coach-library__filters">
        <div className="field">
          <label htmlFor={searchId} className="field__label">
            <FormattedMessage id="coach.library.search" />
          </label>
          <input id={searchId} type="search" className="field__input" value={query} onChange={(event) => setQuery(event.target.value)} />
        </div>
        <SelectField
          label={intl.formatMessage({ id: 'coach.library.pattern' })}
          value={pattern}
          onChange={(event) => setPattern(event.target.value as Pattern | '')}
        >
          <option value="">{intl.formatMessage({ id: 'coach.library.allPatterns' })}</option>
          {PATTERNS.map((value) => (
            <option key={value} value={value}>
              {words.label('pattern', value)}
            </option>
          ))}
        </SelectField>
        {profile ? (
          <label className="choice coach-library__mine">
            <input type="checkbox" checked={mine} onChange={(event) => setMine(event.target.checked)} />
            <FormattedMessage id="coach.library.mine" />
          </label>
        ) : null}
      </div>
      <p role="status" className="coach-library__count">
        <FormattedMessage id="coach.library.count" values={{ count: found.length }} />
      </p>
      <ul className="coach-library__list">
        {found.map((exercise) => (
          <li key={exercise.id}>
            <details className="coach-library__item">
              <summary>
                <span className="coach-library__name">{words.exerciseName(exercise.id)}</span>
                <span className="coach-library__level">{words.label('level', exercise.level)}</span>
              </summary>
              <p>
                <FormattedMessage
                  id="coach.library.muscles"
                  values={{ muscles: intl.formatList(exercise.muscles.map((muscle) => words.label('muscle', muscle))) }}
                />
              </p>
              <p>
                {exercise.equipment.length === 0 ? (
                  <FormattedMessage id="coach.library.bodyweight" />
                ) : (
                  <FormattedMessage
                    id="coach.library.needs"
                    values={{ equipment: intl.formatList(exercise.equipment.map((item) => words.label('equipment', item))) }}
                  />
                )}
              </p>
              <p>{words.instructions(exercise.id)}</p>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
