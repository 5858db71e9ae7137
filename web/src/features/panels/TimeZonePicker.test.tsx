// The time-zone picker as a professional uses it (issue 38: typing "XAmerica/New_York" into a text
// field took the whole panel down): the search narrows the list, one match left is chosen, and
// nothing typed reaches the value unless it is a zone from the list.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { messagesFor } from '../../i18n/messages';
import { browserTimeZone, TimeZonePicker } from './TimeZonePicker';
import './messages';

afterEach(cleanup);

function Form({ initial, chosen }: { initial: string; chosen: string[] }) {
  const [zone, setZone] = useState(initial);
  return (
    <TimeZonePicker
      label="Your time zone"
      value={zone}
      onChange={(next) => {
        chosen.push(next);
        setZone(next);
      }}
    />
  );
}

function renderPicker(initial: string) {
  const chosen: string[] = [];
  render(
    <IntlProvider locale="en" messages={messagesFor('en')}>
      <Form initial={initial} chosen={chosen} />
    </IntlProvider>,
  );
  return {
    chosen,
    search: screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search time zones' }),
    list: screen.getByRole<HTMLSelectElement>('combobox', { name: 'Time zone' }),
  };
}

describe('<TimeZonePicker>', () => {
  it('offers every zone the browser knows and sets the one chosen from the list', () => {
    const { list, chosen } = renderPicker('Europe/London');
    expect(list.value).toBe('Europe/London');
    expect(list.options.length).toBe(Intl.supportedValuesOf('timeZone').length);
    fireEvent.change(list, { target: { value: 'Asia/Tokyo' } });
    expect(chosen).toEqual(['Asia/Tokyo']);
    expect(list.value).toBe('Asia/Tokyo');
  });

  it('narrows the list by every word typed, and takes the one zone left', () => {
    const { search, list, chosen } = renderPicker('Europe/London');
    fireEvent.change(search, { target: { value: 'america los' } });
    expect(chosen).toEqual(['America/Los_Angeles']);
    expect(list.value).toBe('America/Los_Angeles');
    expect(screen.getByText('1 time zone matches')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'america' } });
    expect([...list.options].every((option) => option.value.startsWith('America/'))).toBe(true);
  });

  it('never takes what is typed: a zone that does not exist matches nothing and changes nothing', () => {
    const { search, list, chosen } = renderPicker('America/New_York');
    fireEvent.change(search, { target: { value: 'XAmerica/New_York' } });
    expect(screen.getByText('No time zone matches')).toBeTruthy();
    expect(chosen).toEqual([]);
    expect(list.value).toBe('America/New_York');
  });

  it('shows the browser’s zone for a stored value that is not a zone', () => {
    const { list } = renderPicker('XAmerica/New_York');
    expect(list.value).toBe(browserTimeZone());
  });
});
