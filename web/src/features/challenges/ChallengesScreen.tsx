import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';

export function ChallengesScreen() {
  return (
    <Page titleId="challenges.title" introId="challenges.intro">
      <EmptyState
        icon="🎯"
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
