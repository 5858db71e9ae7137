// /fitverse, the wheel home: every part of FitChoice as a ring of links around the member.
import { Link } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import type { LinkTarget } from '../../ui/LinkButton';
import { Page } from '../../ui/Page';

const SPOKES: { to: LinkTarget; labelId: MessageId; icon: string }[] = [
  { to: '/gyms', labelId: 'nav.gyms', icon: '🏋️' },
  { to: '/trainers', labelId: 'trainers.title', icon: '🧑‍🏫' },
  { to: '/nutritionists', labelId: 'nutritionists.title', icon: '🥗' },
  { to: '/challenges', labelId: 'challenges.title', icon: '🎯' },
  { to: '/leaderboard', labelId: 'leaderboard.title', icon: '🏆' },
  { to: '/store', labelId: 'store.title', icon: '🎁' },
  { to: '/ai-coach', labelId: 'aiCoach.title', icon: '🤖' },
  { to: '/mood-tracker', labelId: 'moodTracker.title', icon: '🙂' },
  { to: '/vr-workouts', labelId: 'vrWorkouts.title', icon: '🥽' },
  { to: '/celebrity-workouts', labelId: 'celebrityWorkouts.title', icon: '⭐' },
  { to: '/fit-match', labelId: 'fitMatch.title', icon: '🤝' },
  { to: '/social', labelId: 'nav.social', icon: '💬' },
];

export function FitverseScreen() {
  const intl = useIntl();
  return (
    <Page titleId="fitverse.title" introId="fitverse.intro">
      <nav className="wheel" aria-label={intl.formatMessage({ id: 'fitverse.wheel' })}>
        <ul className="wheel__ring" style={{ '--spokes': SPOKES.length } as CSSProperties}>
          {SPOKES.map((spoke, index) => (
            <li key={spoke.to} className="wheel__spoke" style={{ '--i': index } as CSSProperties}>
              <Link to={spoke.to} className="wheel__link">
                <span aria-hidden="true" className="wheel__icon">
                  {spoke.icon}
                </span>
                <span className="wheel__label">
                  <FormattedMessage id={spoke.labelId} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Page>
  );
}
