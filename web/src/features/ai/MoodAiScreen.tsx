import { EmptyState } from '../../ui/EmptyState';
import { SparkIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import './messages';

export function MoodAiScreen() {
  return (
    <Page titleId="moodAi.title" introId="moodAi.intro">
      <EmptyState
        icon={<SparkIcon />}
        titleId="moodAi.empty.title"
        bodyId="moodAi.empty.body"
        actions={[
          { to: '/mood-tracker', labelId: 'moodAi.empty.tracker' },
          { to: '/ai-coach', labelId: 'moodAi.empty.aiCoach' },
        ]}
      />
    </Page>
  );
}
