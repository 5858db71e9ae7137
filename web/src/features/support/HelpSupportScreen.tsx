// /help-support: the member's way into help: search the help centre, its topics and the policies,
// and their own support tickets with the team's replies.
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/Button';
import { type CardLinkItem, CardLinks } from '../../ui/CardLinks';
import { Page } from '../../ui/Page';
import { MyTickets } from './MyTickets';
import '../help/messages';
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
  const navigate = useNavigate();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ to: '/help', search: query.trim() ? { q: query.trim() } : {} });
  };
  return (
    <Page titleId="helpSupport.title" introId="helpSupport.intro">
      <search>
        <form className="search-form" onSubmit={submit}>
          <label htmlFor={inputId} className="field__label">
            <FormattedMessage id="help.search" />
          </label>
          <div className="search-form__row">
            <input id={inputId} type="search" className="field__input" value={query} onChange={(event) => setQuery(event.target.value)} />
            <Button type="submit">
              <FormattedMessage id="help.searchButton" />
            </Button>
          </div>
        </form>
      </search>
      <CardLinks items={ENTRIES} />
      <MyTickets />
    </Page>
  );
}
