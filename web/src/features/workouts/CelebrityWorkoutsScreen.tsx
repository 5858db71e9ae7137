import { EmptyState } from '../../ui/EmptyState';
import { StarIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import './messages';

export function CelebrityWorkoutsScreen() {
  return (
    <Page titleId="celebrityWorkouts.title" introId="celebrityWorkouts.intro">
      <EmptyState
        icon={<StarIcon />}
        titleId="celebrityWorkouts.empty.title"
        bodyId="celebrityWorkouts.empty.body"
        actions={[
          { to: '/challenges', labelId: 'celebrityWorkouts.empty.challenges' },
          { to: '/vr-workouts', labelId: 'celebrityWorkouts.empty.vr' },
        ]}
      />
    </Page>
  );
}
