// The wallet's transitions and messages (spec sections 4, 5 and 8) with a fake EIP-1193 wallet,
// ethers' real BrowserProvider over it, the app's real local records and outbox (on
// fake-indexeddb), and the outbox replayer sending to an in-memory API.
import { INSUFFICIENT_BALANCE_TOAST_MS, insufficientBalanceMessage, parseEthToWei, STORAGE_KEYS } from '@fitchoice/shared';
import type { AppConfigResponse, User } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getRecord, setRecord } from '../../db/records';
import { closeDatabase, openTestDatabase } from '../../db/test-database';
import { messagesFor } from '../../i18n/messages';
import { type Replayer, startOutboxReplayer } from '../../outbox/replayer';
import { createTestServer, type TestServer } from '../../outbox/test-server';
import { toastStore } from '../../ui/toast/toast-store';
import { FakeEip1193, rpcError } from './fake-eip1193';
import { appConfigQuery } from './queries';
import { useWallet, type WalletContextValue, WalletProvider } from './WalletProvider';

const ALICE = '0x1234567890abcdef1234567890abcdef1234abcd';
const BOB = '0xb0b0000000000000000000000000000000000b0b';
const TREASURY = '0x7ea5000000000000000000000000000000007ea5';
const ONE_AND_A_HALF_ETH = 1_500_000_000_000_000_000n;

const DEMO: AppConfigResponse = { purchaseMode: 'demo', treasuryAddress: null, chainId: null };
const CHAIN: AppConfigResponse = { purchaseMode: 'chain', treasuryAddress: TREASURY, chainId: 1337 };

const member: User = {
  id: 'u-wallet',
  email: 'ana@example.com',
  name: 'Ana',
  roles: ['member'],
  isGuest: false,
  xp: 0,
  sweatCoins: '0.00',
  createdAt: '2026-11-01T10:00:00.000Z',
};

let server: TestServer;
let replayer: Replayer;
let online = true;
let wallet: WalletContextValue;

function Probe() {
  wallet = useWallet();
  return null;
}

function renderWallet(config: AppConfigResponse = DEMO) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false, queryFn: async () => config } },
  });
  queryClient.setQueryData(appConfigQuery.queryKey, config);
  return render(
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale="en" messages={messagesFor('en')}>
        <WalletProvider>
          <Probe />
        </WalletProvider>
      </IntlProvider>
    </QueryClientProvider>,
  );
}

function toasts() {
  return toastStore.getState().toasts.map(({ title, description, variant, duration }) => ({ title, description, variant, duration }));
}

function installWallet(fake: FakeEip1193 | undefined): void {
  window.ethereum = fake;
}

function aliceWallet(extra: Partial<{ balance: bigint; chainId: number }> = {}) {
  return new FakeEip1193({
    accounts: [ALICE],
    chainId: extra.chainId ?? 1337,
    balances: { [ALICE]: extra.balance ?? ONE_AND_A_HALF_ETH, [BOB]: 2n * 10n ** 18n },
  });
}

async function connected(fake: FakeEip1193, config: AppConfigResponse = DEMO) {
  installWallet(fake);
  const view = renderWallet(config);
  await act(() => wallet.connect());
  await waitFor(() => expect(wallet.ethBalance).not.toBe('0'));
  toastStore.setState({ toasts: [] });
  return view;
}

/**
 * The server's wallet-link routes (the app calls them with fetch, not through the outbox): which
 * wallets are linked, and the link calls received. `linked` holds lower-cased addresses; `refusal`
 * is the code the link is refused with, if it is.
 */
function linkRoutes(linked: string[] = [], refusal?: string) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method: init?.method ?? 'GET', path, body });
    const json = (status: number, value: unknown) =>
      new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
    if (path === routes.walletLinksList.path && (init?.method ?? 'GET') === 'GET') return json(200, { addresses: linked });
    if (path === routes.walletLinksChallenge.path)
      return json(201, {
        message: 'localhost wants you to sign in with your Ethereum account:',
        nonce: 'n0nce1234',
        expiresAt: new Date().toISOString(),
      });
    if (path === routes.walletLinksCreate.path) {
      if (refusal) return json(409, { error: 'Server English', code: refusal });
      linked.push(ALICE.toLowerCase());
      return json(200, { addresses: linked });
    }
    return json(404, { error: 'Not found' });
  });
  return calls;
}

async function outboxEntries() {
  const { getDatabase } = await import('../../db/database');
  const db = await getDatabase();
  return (await db.outbox.find().exec()).map((doc) => doc.toJSON());
}

beforeEach(async () => {
  await openTestDatabase();
  await setRecord(STORAGE_KEYS.authUser, member);
  toastStore.setState({ toasts: [] });
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  server = createTestServer();
  const fetchWhenOnline: typeof fetch = (input, init) =>
    online ? server.fetch(input, init) : Promise.reject(new TypeError('Failed to fetch'));
  replayer = startOutboxReplayer({ baseUrl: server.url, fetch: fetchWhenOnline, backoff: { baseMs: 20, maxMs: 20 } });
});

afterEach(async () => {
  cleanup();
  replayer.stop();
  installWallet(undefined);
  vi.restoreAllMocks();
  await closeDatabase();
});

describe('useWallet', () => {
  it('throws outside its provider', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useWallet must be used inside a WalletProvider');
    error.mockRestore();
  });

  it('starts disconnected with the spec defaults', () => {
    renderWallet();
    expect(wallet).toMatchObject({
      isConnected: false,
      account: null,
      chainId: null,
      ethBalance: '0',
      sweatCoinBalance: '0',
      isConnecting: false,
      isProcessing: false,
      error: null,
    });
  });
});

describe('connect', () => {
  it('without a browser wallet: the install message and the destructive "MetaMask Not Found" toast', async () => {
    renderWallet();
    await act(() => wallet.connect());
    expect(wallet.error).toBe('Please install MetaMask to use Web3 features');
    expect(wallet.isConnected).toBe(false);
    expect(toasts()).toEqual([
      {
        title: 'MetaMask Not Found',
        description: 'Please install MetaMask to use Web3 features',
        variant: 'destructive',
        duration: undefined,
      },
    ]);
  });

  it('connects: connecting, then connected with account, chain and balances, stored, toasted', async () => {
    const fake = aliceWallet();
    installWallet(fake);
    renderWallet();
    let pending: Promise<void> = Promise.resolve();
    act(() => {
      pending = wallet.connect();
    });
    expect(wallet.isConnecting).toBe(true);
    await act(() => pending);
    await waitFor(() => expect(wallet.ethBalance).toBe('1.5'));
    expect(wallet).toMatchObject({
      isConnected: true,
      isConnecting: false,
      account: ALICE,
      chainId: 1337,
      sweatCoinBalance: '150000.00',
      error: null,
    });
    expect(await getRecord(STORAGE_KEYS.web3Connected)).toBe('true');
    expect(await getRecord(STORAGE_KEYS.web3Account)).toBe(ALICE);
    expect(toasts()).toEqual([
      { title: 'Wallet Connected', description: 'Connected to 0x1234...abcd', variant: undefined, duration: undefined },
    ]);
    expect(fake.methods()).toContain('eth_requestAccounts');
  });

  it('an empty account list: "No accounts found" in a "Connection Failed" toast', async () => {
    installWallet(new FakeEip1193({ accounts: [] }));
    renderWallet();
    await act(() => wallet.connect());
    expect(wallet).toMatchObject({ isConnected: false, isConnecting: false, error: 'No accounts found' });
    expect(toasts()).toEqual([
      { title: 'Connection Failed', description: 'No accounts found', variant: 'destructive', duration: undefined },
    ]);
    expect(await getRecord(STORAGE_KEYS.web3Connected)).toBeNull();
  });

  it.each([
    { case: 'the user rejects the request', error: rpcError(4001, 'User rejected the request.'), shown: 'User rejected the request.' },
    { case: 'a failure without words', error: rpcError(-32603, ''), shown: 'Failed to connect wallet' },
  ])('a failure ($case): "Connection Failed" with the wallet error or the default', async ({ error, shown }) => {
    const fake = aliceWallet();
    fake.failNext.set('eth_requestAccounts', error);
    installWallet(fake);
    renderWallet();
    await act(() => wallet.connect());
    expect(wallet).toMatchObject({ isConnected: false, isConnecting: false, error: shown });
    expect(toasts()).toEqual([{ title: 'Connection Failed', description: shown, variant: 'destructive', duration: undefined }]);
  });

  it('finds a wallet injected after the screen loaded when the user connects', async () => {
    renderWallet();
    expect(wallet.wallets).toEqual([]);
    const fake = aliceWallet();
    installWallet(fake);
    await act(() => wallet.connect());
    await waitFor(() => expect(wallet.ethBalance).toBe('1.5'));
    expect(wallet).toMatchObject({ isConnected: true, account: ALICE });
  });

  it('with several EIP-6963 wallets: lists them, uses the first, or the one the user picks', async () => {
    const first = new FakeEip1193({ accounts: [ALICE], balances: { [ALICE]: 10n ** 18n } });
    const second = new FakeEip1193({ accounts: [BOB], balances: { [BOB]: 2n * 10n ** 18n } });
    const announce = () => {
      for (const [provider, uuid, name] of [
        [first, 'uuid-1', 'First Wallet'],
        [second, 'uuid-2', 'Second Wallet'],
      ] as const) {
        window.dispatchEvent(
          new CustomEvent('eip6963:announceProvider', { detail: { info: { uuid, name, icon: '', rdns: name }, provider } }),
        );
      }
    };
    window.addEventListener('eip6963:requestProvider', announce);
    try {
      renderWallet();
      expect(wallet.wallets.map((w) => w.name)).toEqual(['First Wallet', 'Second Wallet']);
      expect(wallet.selectedWalletId).toBe('uuid-1');
      act(() => wallet.selectWallet('uuid-2'));
      await act(() => wallet.connect());
      await waitFor(() => expect(wallet.ethBalance).toBe('2'));
      expect(wallet.account).toBe(BOB);
      expect(first.calls).toEqual([]);
    } finally {
      window.removeEventListener('eip6963:requestProvider', announce);
    }
  });
});

describe('reconnect on load', () => {
  it('reconnects without prompting when web3_connected is "true" and an account is stored', async () => {
    const fake = aliceWallet();
    fake.authorized = true;
    await setRecord(STORAGE_KEYS.web3Connected, 'true');
    await setRecord(STORAGE_KEYS.web3Account, ALICE);
    installWallet(fake);
    renderWallet();
    await waitFor(() => expect(wallet.ethBalance).toBe('1.5'));
    expect(wallet).toMatchObject({ isConnected: true, account: ALICE, chainId: 1337 });
    expect(fake.methods()).toContain('eth_accounts');
    expect(fake.methods()).not.toContain('eth_requestAccounts');
    expect(toasts()).toEqual([]);
  });

  it('removes a corrupt stored account and does not reconnect', async () => {
    const fake = aliceWallet();
    fake.authorized = true;
    await setRecord(STORAGE_KEYS.web3Connected, 'true');
    await setRecord(STORAGE_KEYS.web3Account, 'not-an-address');
    installWallet(fake);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWallet();
    await waitFor(async () => expect(await getRecord(STORAGE_KEYS.web3Account)).toBeNull());
    expect(warn).toHaveBeenCalled();
    expect(wallet.isConnected).toBe(false);
    expect(fake.methods()).not.toContain('eth_accounts');
  });

  it('does not touch the wallet when nothing is stored', async () => {
    const fake = aliceWallet();
    fake.authorized = true;
    installWallet(fake);
    renderWallet();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(wallet.isConnected).toBe(false);
    expect(fake.calls).toEqual([]);
  });
});

describe('wallet events and disconnect', () => {
  it('accountsChanged to another account: switches, refreshes, stores and toasts "Account Changed"', async () => {
    const fake = aliceWallet();
    await connected(fake);
    act(() => fake.switchAccounts([BOB]));
    await waitFor(() => expect(wallet.ethBalance).toBe('2'));
    expect(wallet.account).toBe(BOB);
    expect(wallet.sweatCoinBalance).toBe('200000.00');
    await waitFor(async () => expect(await getRecord(STORAGE_KEYS.web3Account)).toBe(BOB));
    expect(toasts()).toEqual([
      { title: 'Account Changed', description: 'Now using 0xb0b0...0b0b', variant: undefined, duration: undefined },
    ]);
  });

  it('accountsChanged to an empty list: disconnects and clears the stored keys', async () => {
    const fake = aliceWallet();
    await connected(fake);
    act(() => fake.switchAccounts([]));
    await waitFor(() => expect(wallet.isConnected).toBe(false));
    expect(wallet).toMatchObject({ account: null, ethBalance: '0', sweatCoinBalance: '0' });
    // The two keys are removed by two writes; wait for both rather than for the first.
    await waitFor(async () => {
      expect(await getRecord(STORAGE_KEYS.web3Connected)).toBeNull();
      expect(await getRecord(STORAGE_KEYS.web3Account)).toBeNull();
    });
    expect(toasts().map((t) => t.title)).toEqual(['Wallet Disconnected']);
  });

  it('chainChanged: parses the hex id and refreshes the balance', async () => {
    const fake = aliceWallet();
    await connected(fake);
    fake.balances.set(ALICE.toLowerCase(), 3n * 10n ** 18n);
    act(() => fake.switchChain(11155111));
    await waitFor(() => expect(wallet.ethBalance).toBe('3'));
    expect(wallet.chainId).toBe(11155111);
  });

  it('disconnect: clears the state and the stored keys, toasts "Wallet Disconnected"', async () => {
    const fake = aliceWallet();
    await connected(fake);
    await act(() => wallet.disconnect());
    expect(wallet).toMatchObject({ isConnected: false, account: null, chainId: null, ethBalance: '0', sweatCoinBalance: '0', error: null });
    expect(await getRecord(STORAGE_KEYS.web3Connected)).toBeNull();
    expect(await getRecord(STORAGE_KEYS.web3Account)).toBeNull();
    expect(toasts()).toEqual([
      { title: 'Wallet Disconnected', description: 'Your wallet has been disconnected', variant: undefined, duration: undefined },
    ]);
    expect(fake.listenerCount('accountsChanged')).toBe(0);
  });

  it('a balance refresh error is only logged', async () => {
    const fake = aliceWallet();
    await connected(fake);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.failNext.set('eth_getBalance', rpcError(-32603, 'node unreachable'));
    await act(() => wallet.refreshBalances());
    expect(logged).toHaveBeenCalledWith('Could not refresh the wallet balance', expect.anything());
    expect(wallet).toMatchObject({ isConnected: true, ethBalance: '1.5', error: null });
    expect(toasts()).toEqual([]);
  });

  it('removes its wallet listeners on unmount', async () => {
    const fake = aliceWallet();
    const view = await connected(fake);
    expect(fake.listenerCount('accountsChanged')).toBe(1);
    expect(fake.listenerCount('chainChanged')).toBe(1);
    view.unmount();
    expect(fake.listenerCount('accountsChanged')).toBe(0);
    expect(fake.listenerCount('chainChanged')).toBe(0);
  });
});

describe('buy SweatCoins', () => {
  it('without a connected wallet: "Please connect your wallet first", nothing queued', async () => {
    renderWallet();
    let result: Awaited<ReturnType<WalletContextValue['buySweatCoins']>> | undefined;
    await act(async () => {
      result = await wallet.buySweatCoins('0.01');
    });
    expect(result).toEqual({ success: false, message: 'Please connect your wallet first' });
    expect(wallet.error).toBe('Please connect your wallet first');
    expect(await outboxEntries()).toEqual([]);
  });

  it('more ETH than the balance: the spec message (as shared words it) and a 5-second "Insufficient Crypto Balance" toast', async () => {
    const fake = aliceWallet();
    await connected(fake);
    await act(() => wallet.buySweatCoins('2'));
    const expected = insufficientBalanceMessage('2', ONE_AND_A_HALF_ETH);
    expect(expected).toBe('Insufficient balance. You need 2 ETH but have 1.5000 ETH');
    expect(wallet.error).toBe(expected);
    expect(toasts()).toEqual([
      { title: 'Insufficient Crypto Balance', description: expected, variant: 'destructive', duration: INSUFFICIENT_BALANCE_TOAST_MS },
    ]);
    expect(INSUFFICIENT_BALANCE_TOAST_MS).toBe(5000);
    expect(fake.sent).toEqual([]);
    expect(await outboxEntries()).toEqual([]);
  });

  it.each(['', '0', '-1', 'abc', '1e3'])('refuses the amount "%s"', async (amount) => {
    await connected(aliceWallet());
    await act(() => wallet.buySweatCoins(amount));
    expect(wallet.error).toBe('Enter an amount of ETH greater than 0, such as 0.01');
    expect(await outboxEntries()).toEqual([]);
  });

  it('demo mode: sends no ETH, posts a demo- hash through the outbox, processing -> success', async () => {
    const fake = aliceWallet();
    await connected(fake, DEMO);
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = wallet.buySweatCoins('0.01');
    });
    expect(wallet.isProcessing).toBe(true);
    await act(() => pending);
    expect(wallet).toMatchObject({ isProcessing: false, purchaseStatus: 'success', error: null });
    expect(fake.sent).toEqual([]);
    expect(fake.methods()).not.toContain('eth_sendTransaction');
    const [entry] = await outboxEntries();
    expect(entry).toMatchObject({ route: 'wallet.purchase', path: routes.walletPurchase.path, state: 'done' });
    expect(entry?.body).toEqual({
      walletAddress: ALICE,
      ethAmount: '0.01',
      sweatCoinsAmount: '1000.00',
      transactionHash: expect.stringMatching(/^demo-\d{13}$/),
    });
    expect(server.received).toEqual([expect.objectContaining({ method: 'POST', path: routes.walletPurchase.path, key: entry?.id })]);
    expect(toasts()).toEqual([
      { title: 'Purchase Successful!', description: "You've purchased 1000.00 SweatCoins", variant: undefined, duration: undefined },
    ]);
  });

  it('a double tap buys once: one outbox entry, one Idempotency-Key, one credit', async () => {
    await connected(aliceWallet(), DEMO);
    let taps: Promise<unknown>[] = [];
    act(() => {
      taps = [wallet.buySweatCoins('0.01'), wallet.buySweatCoins('0.01')];
    });
    await act(() => Promise.all(taps));
    expect(await outboxEntries()).toHaveLength(1);
    expect(server.received).toHaveLength(1);
    expect(server.applied).toHaveLength(1);
    expect(toasts().map((t) => t.title)).toEqual(['Purchase Successful!']);
  });

  it('chain mode: sends the ETH to the treasury and posts the real transaction hash', async () => {
    linkRoutes([ALICE.toLowerCase()]);
    const fake = aliceWallet();
    await connected(fake, CHAIN);
    await act(() => wallet.buySweatCoins('0.25'));
    expect(fake.sent).toEqual([
      { from: ALICE.toLowerCase(), to: TREASURY.toLowerCase(), value: parseEthToWei('0.25'), hash: expect.any(String) },
    ]);
    const [entry] = await outboxEntries();
    expect(entry?.body).toMatchObject({ ethAmount: '0.25', sweatCoinsAmount: '25000.00', transactionHash: fake.sent[0]?.hash });
    expect(wallet.purchaseStatus).toBe('success');
    // Balances are refreshed after the purchase.
    await waitFor(() => expect(wallet.ethBalance).toBe('1.25'));
  });

  it('chain mode on another chain: refuses before sending anything', async () => {
    linkRoutes([ALICE.toLowerCase()]);
    const fake = aliceWallet({ chainId: 1 });
    await connected(fake, CHAIN);
    await act(() => wallet.buySweatCoins('0.01'));
    expect(wallet.error).toBe('Switch your wallet to Local dev chain (1337) to buy SweatCoins');
    expect(toasts().map((t) => t.title)).toEqual(['Purchase Failed']);
    expect(fake.sent).toEqual([]);
    expect(await outboxEntries()).toEqual([]);
  });

  it('chain mode, the user rejects the transfer: "Purchase Failed" with the wallet words, nothing queued', async () => {
    linkRoutes([ALICE.toLowerCase()]);
    const fake = aliceWallet();
    await connected(fake, CHAIN);
    fake.failNext.set('eth_sendTransaction', rpcError(4001, 'User denied transaction signature.'));
    await act(() => wallet.buySweatCoins('0.01'));
    expect(wallet).toMatchObject({ isProcessing: false, purchaseStatus: 'failure', error: 'User denied transaction signature.' });
    expect(toasts()).toEqual([
      { title: 'Purchase Failed', description: 'User denied transaction signature.', variant: 'destructive', duration: undefined },
    ]);
    expect(await outboxEntries()).toEqual([]);
  });

  it('a failure without words: "Purchase Failed" with "Failed to complete purchase"', async () => {
    linkRoutes([ALICE.toLowerCase()]);
    const fake = aliceWallet();
    await connected(fake, CHAIN);
    fake.failNext.set('eth_sendTransaction', rpcError(-32603, ''));
    await act(() => wallet.buySweatCoins('0.01'));
    expect(wallet).toMatchObject({ isProcessing: false, purchaseStatus: 'failure', error: 'Failed to complete purchase' });
    expect(toasts()).toEqual([
      { title: 'Purchase Failed', description: 'Failed to complete purchase', variant: 'destructive', duration: undefined },
    ]);
  });

  it('the server refuses: "Purchase Failed" with the server message', async () => {
    await connected(aliceWallet());
    server.fail(routes.walletPurchase.path, 422, 1, 'The transaction failed on chain; nothing was paid');
    await act(() => wallet.buySweatCoins('0.01'));
    expect(wallet).toMatchObject({
      isProcessing: false,
      purchaseStatus: 'failure',
      error: 'The transaction failed on chain; nothing was paid',
    });
    expect(toasts()).toEqual([
      {
        title: 'Purchase Failed',
        description: 'The transaction failed on chain; nothing was paid',
        variant: 'destructive',
        duration: undefined,
      },
    ]);
  });

  it('the server refuses an unlinked wallet: worded by its code, not the server’s English', async () => {
    await connected(aliceWallet());
    server.fail(routes.walletPurchase.path, 403, 1, 'Server English', {}, 'wallet_not_linked');
    await act(() => wallet.buySweatCoins('0.01'));
    expect(wallet).toMatchObject({ purchaseStatus: 'failure', error: 'Link this wallet to your account before buying SweatCoins with it' });
  });

  it('offline: the purchase is saved and pending, then credited once when the connection returns', async () => {
    await connected(aliceWallet());
    online = false;
    await act(() => wallet.buySweatCoins('0.01'));
    expect(wallet).toMatchObject({ isProcessing: false, purchaseStatus: 'queued' });
    expect(toasts().map((t) => t.title)).toEqual(['Purchase saved']);
    expect((await outboxEntries()).map((e) => e.state)).toEqual(['pending']);

    online = true;
    await act(async () => {
      await replayer.replayNow({ ignoreBackoff: true });
    });
    await waitFor(() => expect(wallet.purchaseStatus).toBe('success'));
    expect(toasts().map((t) => t.title)).toEqual(['Purchase Successful!', 'Purchase saved']); // newest first
    expect(server.applied).toHaveLength(1);
  });
});

describe('linking the wallet in chain mode (Sign-In with Ethereum)', () => {
  it('asks for the signature once, on connect, for a wallet not linked yet, and links it', async () => {
    const calls = linkRoutes();
    const fake = aliceWallet();
    await connected(fake, CHAIN);
    expect(fake.signed).toHaveLength(1);
    expect(fake.signed[0]?.address).toBe(ALICE.toLowerCase());
    expect(calls.filter((call) => call.path === routes.walletLinksCreate.path && call.method === 'POST')).toEqual([
      expect.objectContaining({ body: { nonce: 'n0nce1234', signature: `0x${'11'.repeat(65)}` } }),
    ]);
    expect(wallet.linkStatus).toBe('linked');
    await act(() => wallet.buySweatCoins('0.01'));
    expect(fake.signed).toHaveLength(1); // never again for a purchase
    expect(wallet.purchaseStatus).toBe('success');
  });

  it('asks nothing for a wallet already linked', async () => {
    linkRoutes([ALICE.toLowerCase()]);
    const fake = aliceWallet();
    await connected(fake, CHAIN);
    expect(fake.signed).toEqual([]);
    expect(wallet.linkStatus).toBe('linked');
  });

  it('declined: sends no ETH on a purchase, says why, and links on the button', async () => {
    linkRoutes();
    const fake = aliceWallet();
    fake.failNext.set('personal_sign', rpcError(4001, 'User denied message signature.'));
    await connected(fake, CHAIN);
    expect(wallet).toMatchObject({ linkStatus: 'unlinked', error: 'User denied message signature.' });
    await act(() => wallet.buySweatCoins('0.01'));
    expect(wallet.error).toBe('Link this wallet to your account before buying SweatCoins with it');
    expect(fake.sent).toEqual([]);
    expect(await outboxEntries()).toEqual([]);
    await act(() => wallet.linkWallet());
    expect(wallet.linkStatus).toBe('linked');
  });

  it.each([
    ['wallet_link_taken', 'This wallet is linked to another FitChoice account'],
    ['wallet_link_invalid', 'This link request expired or was not signed by this wallet; link the wallet again'],
  ])('refused with %s: says why in the member’s words (not the server’s), stays unlinked', async (code, words) => {
    linkRoutes([], code);
    await connected(aliceWallet(), CHAIN);
    expect(wallet).toMatchObject({ linkStatus: 'unlinked', error: words });
  });
});
