// A panel section that throws while rendering: its place says so with a retry, the section beside
// it keeps working, and the retry renders it again.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../i18n/messages';
import { SectionBoundary } from './SectionBoundary';
import './messages';

afterEach(cleanup);

const week = { broken: true };
function Week() {
  if (week.broken) throw new RangeError('Invalid time zone specified: XAmerica/New_York');
  return <p>Week of 3 December</p>;
}

describe('<SectionBoundary>', () => {
  it('keeps a failing section to its own place, and its retry renders it again', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <IntlProvider locale="en" messages={messagesFor('en')}>
        <SectionBoundary>
          <Week />
        </SectionBoundary>
        <SectionBoundary>
          <p>Sessions</p>
        </SectionBoundary>
      </IntlProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('This part of the panel could not be shown.');
    expect(screen.getByText('Sessions')).toBeTruthy();
    week.broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Week of 3 December')).toBeTruthy();
    quiet.mockRestore();
  });
});
