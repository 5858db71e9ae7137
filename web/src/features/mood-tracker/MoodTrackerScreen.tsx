import { EmptyState } from '../../ui/EmptyState';
import { SmileIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import './messages';

export function MoodTrackerScreen() {
  return (
    <Page titleId="moodTracker.title" introId="moodTracker.intro">
      <EmptyState
        icon={<SmileIcon />}
        titleId="moodTracker.empty.title"
        bodyId="moodTracker.empty.body"
        actions={[
          { to: '/mood-ai', labelId: 'moodTracker.empty.moodAi' },
          { to: '/activity', labelId: 'moodTracker.empty.activity' },
        ]}
      />
    </Page>
  );
}
