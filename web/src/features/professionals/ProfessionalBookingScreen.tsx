import { EmptyState } from '../../ui/EmptyState';
import { CalendarIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import './messages';

export function ProfessionalBookingScreen() {
  return (
    <Page titleId="professionalBooking.title" introId="professionalBooking.intro">
      <EmptyState
        icon={<CalendarIcon />}
        titleId="professionalBooking.empty.title"
        bodyId="professionalBooking.empty.body"
        actions={[
          { to: '/trainers', labelId: 'professionalBooking.empty.trainers' },
          { to: '/nutritionists', labelId: 'professionalBooking.empty.nutritionists' },
        ]}
      />
    </Page>
  );
}
