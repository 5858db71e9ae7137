// /help-support: the member's way into help: search the help centre, its topics and the policies,
// and their own support tickets with the team's replies.
import { type CardLinkItem, CardLinks } from '../../ui/CardLinks';
import { Page } from '../../ui/Page';
import { HelpSearch } from '../help/HelpSearch';
import { MyTickets } from './MyTickets';
import './support.css';
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
      <HelpSearch />
      <CardLinks items={ENTRIES} />
      <MyTickets />
    </Page>
  );
}
