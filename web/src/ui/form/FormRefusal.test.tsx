// The form's refusal as a person meets it: an alert that words the server's code by the feature's
// table (never the server's English), its fallback for any other failure, a message the form chose,
// and nothing at all while there is none.
import { ApiError } from '@fitchoice/shared/http-errors';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import type { RefusalTable } from '../../api/field-errors';
import { messagesFor } from '../../i18n/messages';
import { FormRefusal, type FormRefusalProps } from './FormRefusal';
import '../../features/gyms/messages';

afterEach(cleanup);

const REVIEW_REFUSALS = {
  already_reviewed: 'reviews.error.already',
  forbidden: 'reviews.error.notVisited',
} as const satisfies RefusalTable<'reviews.create'>;

function show(props: FormRefusalProps<'reviews.create'>) {
  render(
    <IntlProvider locale="en" messages={messagesFor('en')}>
      <FormRefusal {...props} />
    </IntlProvider>,
  );
}

const english = (id: string) => messagesFor('en')[id] as string;
const refused = (status: number, code: string) => new ApiError(status, JSON.stringify({ error: 'The server’s own English words', code }));

describe('FormRefusal', () => {
  it.each([
    { case: 'a code the table words', error: refused(409, 'already_reviewed'), shown: 'reviews.error.already' },
    { case: 'another code the table words', error: refused(403, 'forbidden'), shown: 'reviews.error.notVisited' },
    { case: 'a code the table does not word', error: refused(500, 'internal'), shown: 'reviews.error.other' },
    { case: 'a failure without an answer', error: new TypeError('Failed to fetch'), shown: 'reviews.error.other' },
  ])('alerts $case in the app’s words', ({ error, shown }) => {
    show({ error, codes: REVIEW_REFUSALS, fallback: 'reviews.error.other' });
    expect(screen.getByRole('alert').textContent).toBe(english(shown));
    expect(screen.queryByText('The server’s own English words')).toBeNull();
  });

  it('shows a message the form chose, with its values', () => {
    show({ messageId: 'reviews.form.text.invalid', values: { max: 2000 } });
    expect(screen.getByRole('alert').textContent).toContain('2,000');
  });

  it('shows text worded elsewhere as it is', () => {
    show({ text: 'User rejected the request.' });
    expect(screen.getByRole('alert').textContent).toBe('User rejected the request.');
  });

  it.each([
    { case: 'no failed call', props: { error: null, codes: REVIEW_REFUSALS, fallback: 'reviews.error.other' } as const },
    { case: 'no message', props: { messageId: null } },
    { case: 'no text', props: { text: '' } },
  ])('shows nothing for $case', ({ props }) => {
    show(props);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
