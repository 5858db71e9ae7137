// The buy panel as a member uses it: the preview at the fixed rate, refused amounts, and, in the
// rewards store, connecting from the panel itself.
import { STORAGE_KEYS } from '@fitchoice/shared';
import type { AppConfigResponse, User } from '@fitchoice/shared/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setRecord } from '../../db/records';
import { closeDatabase, openTestDatabase } from '../../db/test-database';
import { messagesFor } from '../../i18n/messages';
import { BuyPanel } from './BuyPanel';
import { FakeEip1193 } from './fake-eip1193';
import { appConfigQuery } from './queries';
import { WalletProvider } from './WalletProvider';

const ALICE = '0x1234567890abcdef1234567890abcdef1234abcd';

beforeEach(async () => {
  await openTestDatabase();
  await setRecord(STORAGE_KEYS.authUser, { id: 'u-buy', name: 'Ana', roles: ['member'], isGuest: false } as User);
});
afterEach(async () => {
  cleanup();
  window.ethereum = undefined;
  await closeDatabase();
});

function renderPanel(withConnect = false) {
  // A refetch (after a purchase is answered) gets the seeded answer again, as from a server.
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, retry: false, queryFn: ({ queryKey }) => queryClient.getQueryData(queryKey) ?? null },
    },
  });
  const demo: AppConfigResponse = { purchaseMode: 'demo', treasuryAddress: null, chainId: null };
  queryClient.setQueryData(appConfigQuery.queryKey, demo);
  render(
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale="en" messages={messagesFor('en')}>
        <WalletProvider>
          <BuyPanel withConnect={withConnect} />
        </WalletProvider>
      </IntlProvider>
    </QueryClientProvider>,
  );
}

describe('BuyPanel', () => {
  it('shows the SweatCoins an amount buys at 100,000 per ETH', () => {
    renderPanel();
    expect(screen.getByText('1 ETH = 100,000 SweatCoins')).toBeTruthy();
    const amount = screen.getByLabelText('Amount in ETH');
    fireEvent.change(amount, { target: { value: '0.125' } });
    expect(screen.getByText('12500.00').closest('p')?.textContent).toBe('You get 12500.00 SweatCoins');
    // A demo server (no chain) is the operator's business: the member is not told about test modes.
    expect(screen.queryByText(/demo mode/i)).toBeNull();
  });

  it.each(['', '0', 'abc', '0.0000000000000000001'])('refuses the amount "%s": says why and disables Buy', (value) => {
    renderPanel();
    fireEvent.change(screen.getByLabelText('Amount in ETH'), { target: { value } });
    expect(screen.getByText('Enter an amount of ETH greater than 0, such as 0.01')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Buy SweatCoins' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('in the store, connects from the panel and then shows the account and its ETH', async () => {
    window.ethereum = new FakeEip1193({ accounts: [ALICE], balances: { [ALICE]: 2n * 10n ** 18n } });
    renderPanel(true);
    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }));
    expect(await screen.findByText('0x1234...abcd · 2.0000 ETH')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect wallet' })).toBeNull();
  });
});
