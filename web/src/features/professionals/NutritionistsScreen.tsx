import { EmptyState } from '../../ui/EmptyState';
import { LeafIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import './messages';

export function NutritionistsScreen() {
  return (
    <Page titleId="nutritionists.title" introId="nutritionists.intro">
      <EmptyState
        icon={<LeafIcon />}
        titleId="nutritionists.empty.title"
        bodyId="nutritionists.empty.body"
        actions={[
          { to: '/trainers', labelId: 'nutritionists.empty.trainers' },
          { to: '/mood-tracker', labelId: 'nutritionists.empty.mood' },
        ]}
      />
    </Page>
  );
}
