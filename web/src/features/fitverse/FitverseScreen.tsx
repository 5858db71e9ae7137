// /fitverse, the wheel home: every part of FitChoice as a ring of links around the member.
import { Link } from '@tanstack/react-router';
import type { CSSProperties, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import {
  ChatIcon,
  GiftIcon,
  GogglesIcon,
  GymIcon,
  LeafIcon,
  PeopleIcon,
  SmileIcon,
  SparkIcon,
  StarIcon,
  TargetIcon,
  TrophyIcon,
  UserIcon,
} from '../../ui/icons';
import type { LinkTarget } from '../../ui/LinkButton';
import { Page } from '../../ui/Page';
import './messages';

const SPOKES: { to: LinkTarget; labelId: MessageId; icon: ReactNode }[] = [
  { to: '/gyms', labelId: 'nav.gyms', icon: <GymIcon /> },
  { to: '/trainers', labelId: 'trainers.title', icon: <UserIcon /> },
  { to: '/nutritionists', labelId: 'nutritionists.title', icon: <LeafIcon /> },
  { to: '/challenges', labelId: 'challenges.title', icon: <TargetIcon /> },
  { to: '/leaderboard', labelId: 'leaderboard.title', icon: <TrophyIcon /> },
  { to: '/store', labelId: 'store.title', icon: <GiftIcon /> },
  { to: '/ai-coach', labelId: 'aiCoach.title', icon: <SparkIcon /> },
  { to: '/mood-tracker', labelId: 'moodTracker.title', icon: <SmileIcon /> },
  { to: '/vr-workouts', labelId: 'vrWorkouts.title', icon: <GogglesIcon /> },
  { to: '/celebrity-workouts', labelId: 'celebrityWorkouts.title', icon: <StarIcon /> },
  { to: '/fit-match', labelId: 'fitMatch.title', icon: <PeopleIcon /> },
  { to: '/social', labelId: 'nav.social', icon: <ChatIcon /> },
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
