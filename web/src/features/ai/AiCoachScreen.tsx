import { EmptyState } from '../../ui/EmptyState';
import { SparkIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import './messages';

export function AiCoachScreen() {
  return (
    <Page titleId="aiCoach.title" introId="aiCoach.intro">
      <EmptyState
        icon={<SparkIcon />}
        titleId="aiCoach.empty.title"
        bodyId="aiCoach.empty.body"
        actions={[
          { to: '/activity', labelId: 'aiCoach.empty.activity' },
          { to: '/trainers', labelId: 'aiCoach.empty.trainers' },
        ]}
      />
    </Page>
  );
}
