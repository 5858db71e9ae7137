import { PolicyPage } from './PolicyPage';
import './messages';

export function TermsScreen() {
  return (
    <PolicyPage
      titleId="terms.title"
      updatedId="terms.updated"
      sections={[
        { titleId: 'terms.s1.title', bodyId: 'terms.s1.body' },
        { titleId: 'terms.s2.title', bodyId: 'terms.s2.body' },
        { titleId: 'terms.s3.title', bodyId: 'terms.s3.body' },
        { titleId: 'terms.s4.title', bodyId: 'terms.s4.body' },
        { titleId: 'terms.s5.title', bodyId: 'terms.s5.body' },
      ]}
    />
  );
}
