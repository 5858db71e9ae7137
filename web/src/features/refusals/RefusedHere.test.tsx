// A refusal's words and actions load when one shows; when their code cannot come (offline before the
// service worker stored it), the screen around them goes on without them instead of failing.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, expect, it, vi } from 'vitest';
import { messagesFor } from '../../i18n/messages';
import type { SettledEntry } from '../../outbox/entries';
import { RefusedHere } from './RefusedHere';

vi.mock('./Refused', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('leaves the refusal out, not the screen, when its code cannot load', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const entry = { id: 'e-1', state: 'failed', response: { code: 'conflict' } } as unknown as SettledEntry;
  render(
    <IntlProvider locale="en" messages={messagesFor('en')}>
      <p>Your post</p>
      <RefusedHere entry={entry} />
    </IntlProvider>,
  );
  await waitFor(() => expect(warn).toHaveBeenCalledWith('A refusal could not be shown here; the outbox sheet lists it', expect.anything()));
  expect(screen.getByText('Your post')).toBeTruthy();
});
