import { PolicyPage } from './PolicyPage';
import './messages';

export function CancellationRefundScreen() {
  return (
    <PolicyPage
      titleId="cancellation.title"
      updatedId="cancellation.updated"
      sections={[
        { titleId: 'cancellation.s1.title', bodyId: 'cancellation.s1.body' },
        { titleId: 'cancellation.s2.title', bodyId: 'cancellation.s2.body' },
        { titleId: 'cancellation.s3.title', bodyId: 'cancellation.s3.body' },
        { titleId: 'cancellation.s4.title', bodyId: 'cancellation.s4.body' },
        { titleId: 'cancellation.s5.title', bodyId: 'cancellation.s5.body' },
      ]}
    />
  );
}
