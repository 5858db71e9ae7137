import { PolicyPage } from './PolicyPage';
import './messages';

export function PrivacyScreen() {
  return (
    <PolicyPage
      titleId="privacy.title"
      updatedId="privacy.updated"
      sections={[
        { titleId: 'privacy.s1.title', bodyId: 'privacy.s1.body' },
        { titleId: 'privacy.s2.title', bodyId: 'privacy.s2.body' },
        { titleId: 'privacy.s3.title', bodyId: 'privacy.s3.body' },
        { titleId: 'privacy.s4.title', bodyId: 'privacy.s4.body' },
        { titleId: 'privacy.s5.title', bodyId: 'privacy.s5.body' },
      ]}
    />
  );
}
