import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';

export function LeaderboardScreen() {
  return (
    <Page titleId="leaderboard.title" introId="leaderboard.intro">
      <EmptyState
        icon="🏆"
        titleId="leaderboard.empty.title"
        bodyId="leaderboard.empty.body"
        actions={[
          { to: '/challenges', labelId: 'leaderboard.empty.challenges' },
          { to: '/qr-scanner', labelId: 'leaderboard.empty.checkin' },
        ]}
      />
    </Page>
  );
}
