import { EmptyState } from '../../ui/EmptyState';
import { GogglesIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import './messages';

export function VrWorkoutsScreen() {
  return (
    <Page titleId="vrWorkouts.title" introId="vrWorkouts.intro">
      <EmptyState
        icon={<GogglesIcon />}
        titleId="vrWorkouts.empty.title"
        bodyId="vrWorkouts.empty.body"
        actions={[
          { to: '/celebrity-workouts', labelId: 'vrWorkouts.empty.celebrity' },
          { to: '/challenges', labelId: 'vrWorkouts.empty.challenges' },
        ]}
      />
    </Page>
  );
}
