// This ISO week's challenges (UTC, Monday to Sunday): met by check-ins, each paying its XP once a
// week with the check-in that completes it, and saying so once paid.
import type { ChallengesResponse } from '@fitchoice/shared/api';
import { FormattedMessage, useIntl } from 'react-intl';
import { ProgressBar } from './ProgressBar';
import './messages';

/** Whole days until the next Monday 00:00 UTC, when a new week's challenges start. */
function daysToNextWeek(now: number): number {
  const weekday = (new Date(now).getUTCDay() + 6) % 7; // Monday = 0
  return 7 - weekday;
}

export function WeeklyChallenges({ week, now }: { week: ChallengesResponse['challenges']; now: number }) {
  const intl = useIntl();
  return (
    <section className="section" aria-labelledby="challenges-weekly">
      <div className="challenge__head">
        <h2 id="challenges-weekly" className="section__title">
          <FormattedMessage id="challenges.weekly.title" />
        </h2>
        <span className="field__hint">
          <FormattedMessage id="challenges.weekly.resets" values={{ days: daysToNextWeek(now) }} />
        </span>
      </div>
      <ul className="challenge-list">
        {week.map((challenge) => {
          const title = intl.formatMessage({ id: `challenges.weekly.${challenge.id}` });
          return (
            <li
              key={challenge.id}
              className={`card challenge${challenge.completed ? ' challenge--finished' : ''}`}
              data-testid="weekly-challenge"
            >
              <div className="challenge__head">
                <h3 className="card__title">{title}</h3>
                <span className="badge">
                  <FormattedMessage id={`challenges.difficulty.${challenge.difficulty}`} />
                </span>
              </div>
              <ProgressBar
                progress={challenge.progress}
                target={challenge.target}
                label={intl.formatMessage({ id: 'challenges.progress.label' }, { title })}
              />
              {challenge.completed ? (
                <p className="notice notice--success">
                  <FormattedMessage id="challenges.weekly.paid" values={{ xp: challenge.xp }} />
                </p>
              ) : (
                <p className="challenge__reward">
                  <FormattedMessage id="challenges.reward.xp" values={{ xp: challenge.xp }} />
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
