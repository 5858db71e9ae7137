// The help centre's search box: its words go to /help?q=, whether typed on the help centre itself
// or on /help-support, the member's way into help.
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/Button';
import './messages';

export function HelpSearch({ initial = '' }: { initial?: string }) {
  const navigate = useNavigate();
  const inputId = useId();
  const [typed, setTyped] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ to: '/help', search: typed.trim() ? { q: typed.trim() } : {} });
  };
  return (
    <search>
      <form className="search-form" onSubmit={submit}>
        <label htmlFor={inputId} className="field__label">
          <FormattedMessage id="help.search" />
        </label>
        <div className="search-form__row">
          <input id={inputId} type="search" className="field__input" value={typed} onChange={(event) => setTyped(event.target.value)} />
          <Button type="submit">
            <FormattedMessage id="help.searchButton" />
          </Button>
        </div>
      </form>
    </search>
  );
}
