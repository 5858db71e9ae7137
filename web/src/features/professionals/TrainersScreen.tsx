import { EmptyState } from '../../ui/EmptyState';
import { UserIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import './messages';

export function TrainersScreen() {
  return (
    <Page titleId="trainers.title" introId="trainers.intro">
      <EmptyState
        icon={<UserIcon />}
        titleId="trainers.empty.title"
        bodyId="trainers.empty.body"
        actions={[
          { to: '/nutritionists', labelId: 'trainers.empty.nutritionists' },
          { to: '/ai-coach', labelId: 'trainers.empty.aiCoach' },
        ]}
      />
    </Page>
  );
}
