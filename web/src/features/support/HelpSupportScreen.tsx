// /help-support: the member's way into help, contact and every policy.
import { type CardLinkItem, CardLinks } from '../../ui/CardLinks';
import { Page } from '../../ui/Page';
import './messages';

const ENTRIES: CardLinkItem[] = [
  { to: '/help', titleId: 'helpSupport.faq', bodyId: 'helpSupport.faq.body' },
  { to: '/contact', titleId: 'helpSupport.contact', bodyId: 'helpSupport.contact.body' },
  { to: '/cancellation-refund', titleId: 'helpSupport.cancellation', bodyId: 'helpSupport.cancellation.body' },
  { to: '/privacy', titleId: 'helpSupport.privacy', bodyId: 'helpSupport.privacy.body' },
  { to: '/terms', titleId: 'helpSupport.terms', bodyId: 'helpSupport.terms.body' },
];

export function HelpSupportScreen() {
  return (
    <Page titleId="helpSupport.title" introId="helpSupport.intro">
      <CardLinks items={ENTRIES} />
    </Page>
  );
}
