// The email gate's notice loads when it shows; when its code cannot come (offline before the service
// worker stored it), the screen around it goes on without it instead of failing.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, expect, it, vi } from 'vitest';
import { messagesFor } from '../../i18n/messages';
import { VerifyEmailNoticeHere } from './VerifyEmailNoticeHere';

vi.mock('./VerifyEmailNotice', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('leaves the notice out, not the screen, when its code cannot load', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  render(
    <IntlProvider locale="en" messages={messagesFor('en')}>
      <p>Your redemption was refused</p>
      <VerifyEmailNoticeHere />
    </IntlProvider>,
  );
  await waitFor(() => expect(warn).toHaveBeenCalledWith('The email notice could not load; it shows on the next start', expect.anything()));
  expect(screen.getByText('Your redemption was refused')).toBeTruthy();
});
