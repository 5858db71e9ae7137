// The wallet screen as a member sees it: the connection card (shortened account with a copy
// button, network name, ETH and SweatCoin balances), purchases still in the outbox, and the
// member's SweatCoin ledger from the server.
import { STORAGE_KEYS } from '@fitchoice/shared';
import type { AppConfigResponse, LedgerResponse, User } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQuery } from '../../api/queries';
import { setRecord } from '../../db/records';
import { closeDatabase, openTestDatabase } from '../../db/test-database';
import { messagesFor } from '../../i18n/messages';
import { enqueue } from '../../outbox/outbox';
import { FakeEip1193 } from './fake-eip1193';
import { appConfigQuery, ledgerQuery } from './queries';
import { WalletScreen } from './WalletScreen';

const ALICE = '0x1234567890abcdef1234567890abcdef1234abcd';
const DEMO: AppConfigResponse = { purchaseMode: 'demo', treasuryAddress: null, chainId: null };
const LEDGER: LedgerResponse = {
  balance: '1015.00',
  entries: [
    {
      id: 'e3',
      kind: 'booking',
      amount: '-25.00',
      balanceAfter: '1015.00',
      transactionHash: null,
      refId: 'b-1',
      createdAt: '2026-11-21T10:00:00.000Z',
    },
    {
      id: 'e2',
      kind: 'purchase',
      amount: '1000.00',
      balanceAfter: '1040.00',
      transactionHash: 'demo-1',
      refId: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    },
    {
      id: 'e1',
      kind: 'xp_conversion',
      amount: '40.00',
      balanceAfter: '40.00',
      transactionHash: null,
      refId: null,
      createdAt: '2026-11-19T10:00:00.000Z',
    },
  ],
};

beforeEach(async () => {
  await openTestDatabase();
  await setRecord(STORAGE_KEYS.authUser, { id: 'u-screen', name: 'Ana', roles: ['member'], isGuest: false } as User);
});
afterEach(async () => {
  cleanup();
  window.ethereum = undefined;
  vi.restoreAllMocks();
  await closeDatabase();
});

const MEMBER = { id: 'u-screen', name: 'Ana', roles: ['member'], isGuest: false, sweatCoins: '1015.00' } as User;

async function renderScreen(ledger: LedgerResponse = LEDGER) {
  // A refetch (after a purchase is answered) gets the seeded answer again, as from a server.
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, retry: false, queryFn: ({ queryKey }) => queryClient.getQueryData(queryKey) ?? null },
    },
  });
  queryClient.setQueryData(appConfigQuery.queryKey, DEMO);
  queryClient.setQueryData(ledgerQuery.queryKey, ledger);
  const member: User = { ...MEMBER, sweatCoins: ledger.balance };
  queryClient.setQueryData(sessionQuery.queryKey, member);
  // The ledger's entries and the empty state link to other screens: the screen renders inside a router.
  const router = createRouter({
    routeTree: createRootRoute({ component: WalletScreen }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale="en" messages={messagesFor('en')}>
        <RouterProvider router={router} />
      </IntlProvider>
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Wallet' });
}

describe('WalletScreen', () => {
  it('shows the connected wallet: shortened account, copy, network, ETH and SweatCoin balances', async () => {
    window.ethereum = new FakeEip1193({ accounts: [ALICE], chainId: 11155111, balances: { [ALICE]: 1_234_560_000_000_000_000n } });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderScreen();
    expect(screen.getByTestId('wallet-status').textContent).toBe('Not connected');
    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }));
    expect((await screen.findByTestId('wallet-account', {}, { timeout: 5000 })).textContent).toBe('0x1234...abcd');
    expect(screen.getByTestId('wallet-status').textContent).toBe('Connected');
    expect(screen.getByTestId('wallet-network').textContent).toBe('Sepolia test network');
    expect((await screen.findByText('1.2346 ETH')).getAttribute('data-testid')).toBe('wallet-eth-balance');
    expect(screen.getByTestId('wallet-sweatcoin-value').textContent).toBe('123456.00');
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await screen.findByRole('button', { name: 'Address copied' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(ALICE);
  });

  it("lists the member's SweatCoins and ledger: bought, earned from XP, spent, each with what it was for", async () => {
    await renderScreen();
    expect(screen.getByTestId('member-sweatcoins').textContent).toBe('1015.00 SweatCoins');
    expect(screen.getByTestId('member-sweatcoins').previousElementSibling?.textContent).toBe('Balance'); // the spec's wallet.balance
    const rows = within(screen.getByTestId('wallet-ledger')).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual([
      'Paid for a gym visit',
      'Bought with ETH',
      'Earned from XP',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'See the visit' }).getAttribute('href')).toBe('/bookings#booking-b-1');
    expect(rows[1]?.textContent).toContain('Transaction demo-1');
    expect(within(rows[2]!).getByRole('link', { name: 'See your XP' }).getAttribute('href')).toBe('/profile');
    expect(rows[0]?.textContent).toContain('-25.00');
    expect(rows[1]?.textContent).toContain('+1000.00');
    expect(rows[1]?.textContent).toContain('Balance 1040.00');
  });

  it('with no ledger entries, says where SweatCoins come from', async () => {
    await renderScreen({ balance: '0.00', entries: [] });
    expect(screen.getByRole('heading', { name: 'No transactions yet' })).toBeTruthy();
  });

  it('lists the purchases still waiting in the outbox', async () => {
    await enqueue(routes.walletPurchase.id, routes.walletPurchase.path, {
      walletAddress: ALICE,
      ethAmount: '0.01',
      sweatCoinsAmount: '1000.00',
      transactionHash: 'demo-1',
    });
    await enqueue('heartbeat.send', '/api/heartbeat', { userId: 'u-screen', at: '2026-11-25T09:00:00.000Z' });
    await renderScreen();
    const pending = await screen.findByTestId('wallet-pending');
    expect(
      within(pending)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['0.01 ETH for 1000.00 SweatCoinsWaiting to send']);
  });

  it('shows the balance the header shows, moved by every pending action that moves coins, marked pending', async () => {
    // Each as its screen queues it: with what it moves the balance by.
    const slot = '2026-11-25T10:00:00.000Z';
    await enqueue(
      'bookings.create',
      '/api/bookings',
      { gymId: 'gym-us-001', slotStart: slot, payWith: 'sweatcoins' },
      { coins: '-250.00' },
    );
    await enqueue('bookings.create', '/api/bookings', { gymId: 'gym-us-001', slotStart: slot, payWith: 'card' });
    await enqueue('rewards.convert', '/api/rewards/convert', { xp: 105 }, { coins: '10.50' });
    await enqueue(
      'professionals.book',
      '/api/professional-bookings',
      { professionalId: 'pro-otto', start: slot, lengthMinutes: 45, mode: 'video' },
      { coins: '-60.00' },
    );
    await enqueue('store.redeem', '/api/store/redemptions', { rewardId: 'bottle', quantity: 2 }, { coins: '-30.00' });
    await enqueue('avatar.buy', '/api/avatar/purchases', { layer: 'accessory', partId: 'crown' }, { coins: '-5.00' });
    await enqueue('bookings.cancel', '/api/bookings/b-1/cancel', null, { coins: '25.00' });
    await renderScreen();
    // 1015.00 - 250.00 + 10.50 - 60.00 - 30.00 - 5.00 + 25.00: the card visit moves no coins.
    expect((await screen.findByTestId('member-sweatcoins-pending')).textContent).toBe('Includes -309.50 pending: 6 changes not sent yet');
    expect(screen.getByTestId('member-sweatcoins').textContent).toBe('705.50 SweatCoins');
  });
});
