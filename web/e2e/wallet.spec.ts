// The wallet end to end, in Chromium against the real local runtime: no wallet; a wallet injected
// into the page that forwards JSON-RPC to a ganache dev chain, buying SweatCoins from a second
// runtime in chain mode (the wallet linked by signing the server's Sign-In with Ethereum message on
// connect, a real transfer, verified on chain by the server, credited once); a double tap on Buy
// on a slow network, credited once; and a demo-mode purchase made offline, pending, then credited
// once when the connection returns.
/// <reference lib="dom" />
import { formatEth4, parseEthToWei, shortenAddress } from '@fitchoice/shared';
import { type APIRequestContext, type Page, request } from '@playwright/test';
import { expect, test } from './fixtures';
import { readLedger, signUpMember } from './offline-helpers';
import { screenshot, toastWith } from './shell-helpers';
import { type ChainRuntime, startChainRuntime } from './support/chain-runtime';
import { type DevChain, startDevChain } from './support/ganache';
import { injectWallet, switchWalletAccount } from './support/injected-wallet';

const PURCHASE_PATH = '/api/web3/crypto-purchase';

let chain: DevChain;

test.beforeAll(async () => {
  chain = await startDevChain();
});

test.afterAll(async () => {
  await chain?.close();
});

async function connectWallet(page: Page, baseUrl = ''): Promise<void> {
  await page.goto(`${baseUrl}/wallet`);
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(toastWith(page, 'Wallet Connected')).toBeVisible();
}

async function closeToasts(page: Page): Promise<void> {
  const notifications = page.getByRole('region', { name: /Notifications/ });
  const close = notifications.getByRole('button', { name: 'Close notification' });
  // One at a time, the first each time: a toast may also leave by itself while we close another,
  // so a list taken up front can point at one that is gone.
  await expect(async () => {
    if ((await close.count()) > 0) await close.first().click({ timeout: 1000 });
    await expect(notifications.getByRole('listitem')).toHaveCount(0, { timeout: 100 });
  }).toPass({ timeout: 15_000 });
}

async function buy(page: Page, eth: string): Promise<void> {
  const amount = page.getByLabel('Amount in ETH');
  await amount.fill(eth);
  await page.getByRole('button', { name: 'Buy SweatCoins' }).click();
}

test('without a browser wallet, connecting says MetaMask is not found', async ({ page }) => {
  await signUpMember(page.request, 'nowallet');
  await page.goto('/wallet');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  const toast = toastWith(page, 'MetaMask Not Found');
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Please install MetaMask to use Web3 features');
  await expect(page.getByRole('alert').filter({ hasText: 'Please install MetaMask to use Web3 features' })).toBeVisible();
  await expect(page.getByTestId('wallet-status')).toHaveText('Not connected');
});

test.describe('chain mode', () => {
  let runtime: ChainRuntime;
  let treasury: string;

  test.beforeAll(async () => {
    treasury = chain.accounts[9]!;
    runtime = await startChainRuntime(chain, treasury);
  });

  test.afterAll(async () => {
    await runtime?.stop();
  });

  test('connect, see the real balance, buy SweatCoins with a real transfer, credited once; switch account', async ({ page }) => {
    test.setTimeout(120_000);
    const [buyer, other] = [chain.accounts[0]!, chain.accounts[1]!];
    const member = await signUpAt(page.request, runtime.url, 'buyer');
    expect(member.id).toBeTruthy();
    await injectWallet(page, chain, buyer);
    await connectWallet(page, runtime.url);
    await expect(toastWith(page, 'Wallet Connected')).toContainText(`Connected to ${shortenAddress(buyer)}`);
    // Chain mode: the wallet signed the link message, asked once on connect.
    await expect(toastWith(page, 'Wallet linked')).toContainText(`${shortenAddress(buyer)} is linked to your account`);

    const before = await chain.balance(buyer);
    await expect(page.getByTestId('wallet-account')).toHaveText(shortenAddress(buyer));
    await expect(page.getByTestId('wallet-network')).toHaveText('Local dev chain (1337)');
    await expect(page.getByTestId('wallet-eth-balance')).toHaveText(`${formatEth4(before)} ETH`);
    await expect(page.getByText('on Local dev chain (1337)')).toBeVisible();
    await screenshot(page, 'wallet-connected');

    const treasuryBefore = await chain.balance(treasury);
    await page.getByLabel('Amount in ETH').fill('0.5');
    await expect(page.getByText('You get 50000.00 SweatCoins')).toBeVisible();
    await buy(page, '0.5');
    const success = toastWith(page, 'Purchase Successful!');
    await expect(success).toBeVisible({ timeout: 20_000 });
    await expect(success).toContainText("You've purchased 50000.00 SweatCoins");
    await expect(page.getByTestId('member-sweatcoins')).toHaveText('50000.00 SweatCoins');
    await expect(page.getByTestId('wallet-ledger')).toContainText('Bought with ETH');
    await expect(page.getByTestId('wallet-ledger')).toContainText('+50000.00');
    await expect(page.getByTestId('header-coins')).toContainText('50000.00');
    await closeToasts(page);
    await page.getByTestId('member-sweatcoins').evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'wallet-after-purchase');

    // The ETH really moved: 0.5 to the treasury, 0.5 plus gas out of the buyer's account.
    expect((await chain.balance(treasury)) - treasuryBefore).toBe(parseEthToWei('0.5'));
    const after = await chain.balance(buyer);
    expect(before - after).toBeGreaterThan(parseEthToWei('0.5'));
    await expect(page.getByTestId('wallet-eth-balance')).toHaveText(`${formatEth4(after)} ETH`);

    const ledger = await readLedgerAt(page.request, runtime.url);
    const purchases = ledger.entries.filter((e) => e.kind === 'purchase');
    expect(purchases).toHaveLength(1);
    const hash = purchases[0]!.transactionHash!;
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    const onChain = (await chain.rpc('eth_getTransactionByHash', [hash])) as { from: string; to: string };
    expect(onChain.from.toLowerCase()).toBe(buyer);
    expect(onChain.to.toLowerCase()).toBe(treasury);

    // The same hash posted again, with a new Idempotency-Key: the buyer gets the first answer
    // back and no second credit; another member is refused.
    const body = { walletAddress: buyer, ethAmount: '0.5', sweatCoinsAmount: '50000.00', transactionHash: hash };
    const again = await postPurchase(page.request, runtime.url, body, 'replay-1');
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ success: true, balance: '50000.00' });
    const stranger = await request.newContext();
    try {
      await signUpAt(stranger, runtime.url, 'stranger');
      const stolen = await postPurchase(stranger, runtime.url, body, 'replay-2');
      expect(stolen.status).toBe(409);
      expect(stolen.json).toMatchObject({ success: false, message: 'This transaction was already used for a purchase by another account' });
      expect((await readLedgerAt(stranger, runtime.url)).balance).toBe('0.00');
    } finally {
      await stranger.dispose();
    }
    const ledgerAfter = await readLedgerAt(page.request, runtime.url);
    expect(ledgerAfter.entries.filter((e) => e.kind === 'purchase')).toHaveLength(1);
    expect(ledgerAfter.balance).toBe('50000.00');

    // The wallet's user switches account.
    await switchWalletAccount(page, other);
    await expect(toastWith(page, 'Account Changed')).toBeVisible();
    await expect(page.getByTestId('wallet-account')).toHaveText(shortenAddress(other));
    await expect(page.getByTestId('wallet-eth-balance')).toHaveText(`${formatEth4(await chain.balance(other))} ETH`);
    // Not linked: no purchase from it until it signs, which the member asks for with the button.
    await expect(page.getByText('Link this wallet to your account to buy SweatCoins with it')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy SweatCoins' })).toBeDisabled();
    await closeToasts(page);
    await page.getByRole('button', { name: 'Link wallet' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'wallet-link-needed');
    await page.getByRole('button', { name: 'Link wallet' }).click();
    await expect(toastWith(page, 'Wallet linked')).toContainText(shortenAddress(other));
    await expect(page.getByRole('button', { name: 'Buy SweatCoins' })).toBeEnabled();
  });

  test('a transfer not mined yet waits in the outbox and is credited once the chain confirms it', async ({ page }) => {
    test.setTimeout(90_000);
    const buyer = chain.accounts[3]!;
    await signUpAt(page.request, runtime.url, 'pending');
    await injectWallet(page, chain, buyer);
    await connectWallet(page, runtime.url);
    await chain.rpc('miner_stop');
    try {
      await buy(page, '0.1');
      // The server answers "not mined yet" with Retry-After: the outbox keeps the purchase and tries again.
      await expect(toastWith(page, 'Purchase saved')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('wallet-pending')).toContainText('0.1 ETH for 10000.00 SweatCoins');
      expect((await readLedgerAt(page.request, runtime.url)).balance).toBe('0.00');
      await chain.rpc('evm_mine');
    } finally {
      await chain.rpc('miner_start');
    }
    await expect(toastWith(page, 'Purchase Successful!')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('wallet-pending')).toHaveCount(0);
    const ledger = await readLedgerAt(page.request, runtime.url);
    expect(ledger.entries.filter((e) => e.kind === 'purchase')).toHaveLength(1);
    expect(ledger.balance).toBe('10000.00');
  });
});

test('a double tap on Buy SweatCoins on a slow network buys once', async ({ page }) => {
  await signUpMember(page.request, 'walletdoubletap');
  await injectWallet(page, chain, chain.accounts[4]!);
  await connectWallet(page);
  // A slow network: the purchase's answer takes a second, so the second tap lands while the first waits.
  // (The outbox may send it alone or in a batch.)
  await page.route(/\/api\/(web3\/crypto-purchase|batch)$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.getByLabel('Amount in ETH').fill('0.01');
  const button = page.getByRole('button', { name: 'Buy SweatCoins' });
  await button.dblclick();
  await expect(page.getByRole('button', { name: 'Processing the purchase' })).toHaveAttribute('aria-busy', 'true');
  await expect(toastWith(page, 'Purchase Successful!')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('member-sweatcoins')).toHaveText('1000.00 SweatCoins');
  const ledger = await readLedger(page.request);
  expect(ledger.entries.filter((e) => e.kind === 'purchase')).toHaveLength(1);
  expect(ledger.balance).toBe('1000.00');
});

test('demo mode offline: the purchase waits in the outbox, then is credited once when back online', async ({ page, context }) => {
  await signUpMember(page.request, 'walletoffline');
  await injectWallet(page, chain, chain.accounts[2]!);
  await connectWallet(page);
  await expect(page.getByText(/demo mode/i)).toHaveCount(0); // a member is not told about test modes
  // A reload reconnects from the stored keys, without asking (no second 'Wallet Connected').
  await page.reload();
  await expect(page.getByTestId('wallet-status')).toHaveText('Connected');
  await expect(page.getByTestId('wallet-account')).toHaveText(shortenAddress(chain.accounts[2]!));
  await expect(toastWith(page, 'Wallet Connected')).toHaveCount(0);
  const chainBalance = await chain.balance(chain.accounts[2]!);

  await context.setOffline(true);
  await buy(page, '0.01');
  await expect(toastWith(page, 'Purchase saved')).toBeVisible();
  const pending = page.getByTestId('wallet-pending');
  await expect(pending).toContainText('0.01 ETH for 1000.00 SweatCoins');
  expect((await readLedger(page.request)).entries.filter((e) => e.kind === 'purchase')).toHaveLength(0);

  await context.setOffline(false);
  await expect(toastWith(page, 'Purchase Successful!')).toBeVisible({ timeout: 20_000 });
  await expect(pending).toHaveCount(0);
  await expect(page.getByTestId('member-sweatcoins')).toHaveText('1000.00 SweatCoins');
  const ledger = await readLedger(page.request);
  expect(ledger.entries.filter((e) => e.kind === 'purchase')).toHaveLength(1);
  expect(ledger.entries[0]?.transactionHash).toMatch(/^demo-\d+$/);
  expect(ledger.balance).toBe('1000.00');
  // Demo mode moves no ETH.
  expect(await chain.balance(chain.accounts[2]!)).toBe(chainBalance);

  // The rewards store's buy panel uses the same stored connection.
  await page.goto('/store');
  await expect(page.getByTestId('buy-wallet')).toHaveText(`${shortenAddress(chain.accounts[2]!)} · ${formatEth4(chainBalance)} ETH`);
  await expect(page.getByRole('button', { name: 'Buy SweatCoins' })).toBeEnabled();
  await screenshot(page, 'store-buy-panel');
});

async function signUpAt(api: APIRequestContext, baseUrl: string, label: string): Promise<{ id: string }> {
  const unique = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const response = await api.post(`${baseUrl}/api/auth/signup`, {
    data: { email: `${unique}@example.com`, password: 'correct horse battery', name: `Wallet ${label}` },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { user: { id: string } }).user;
}

async function postPurchase(api: APIRequestContext, baseUrl: string, body: object, key: string) {
  const response = await api.post(`${baseUrl}${PURCHASE_PATH}`, {
    data: body,
    headers: { Origin: baseUrl, 'Idempotency-Key': `${key}-${Date.now()}` },
  });
  return { status: response.status(), json: (await response.json()) as unknown };
}

async function readLedgerAt(api: APIRequestContext, baseUrl: string) {
  const response = await api.get(`${baseUrl}/api/wallet/ledger`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Awaited<ReturnType<typeof readLedger>>;
}
