import { EmptyState } from '../../ui/EmptyState';
import { TargetIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import './messages';

export function ChallengesScreen() {
  return (
    <Page titleId="challenges.title" introId="challenges.intro">
      <EmptyState
        icon={<TargetIcon />}
        titleId="challenges.empty.title"
        bodyId="challenges.empty.body"
        actions={[
          { to: '/gyms', labelId: 'challenges.empty.gyms' },
          { to: '/leaderboard', labelId: 'challenges.empty.leaderboard' },
        ]}
      />
    </Page>
  );
}
