// The wallet (spec sections 3, 4, 5 and 8): connect a browser wallet through ethers'
// BrowserProvider, keep the account, chain and balances, follow the wallet's account and chain
// changes, link the wallet to the account in chain mode (the wallet signs the server's Sign-In with
// Ethereum message once, on connect: wallet-link.ts), and buy SweatCoins with ETH (one purchase per
// tap: a second tap while one is under way is the same purchase). ethers loads on the first wallet call (it is ~95 KB
// gzipped), so only the wallet screens pay for it.
import {
  formatEth4,
  INSUFFICIENT_BALANCE_TOAST_MS,
  parseEthToWei,
  SWEATCOINS_PER_ETH,
  shortenAddress,
  sweatCoinsForWei,
  weiToEth,
} from '@fitchoice/shared';
import { type AppConfigResponse, type CryptoPurchaseRequest, demoTransactionHash } from '@fitchoice/shared/api';
import { ApiError } from '@fitchoice/shared/http-errors';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BrowserProvider } from 'ethers';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { codeMessageId, type RefusalTable, refusalMessageId } from '../../api/field-errors';
import { sessionQuery } from '../../api/queries';
import { readRecord, removeRecord, writeRecord } from '../../db/local-records';
import { toast } from '../../ui/toast/toast-store';
import type { DiscoveredWallet, Eip1193Provider } from './eip1193';
import { INJECTED_WALLET_ID, watchWallets } from './eip1193';
import { networkName } from './networks';
import { type PurchaseAnswer, submitPurchaseThroughOutbox } from './purchase-outbox';
import { appConfigQuery, ledgerQuery } from './queries';
import { PURCHASE_REFUSALS } from './refusals';
import { WalletError, walletErrorMessage } from './wallet-errors';
import { isWalletLinked, linkWallet as linkWithSignature } from './wallet-link';
import { initialWalletState, type WalletState, walletReducer } from './wallet-state';
import './messages';
import { formatCoins } from '../../i18n/formats';

/** The server's refusals of a wallet link, by their code (a purchase's: ./refusals.ts). */
const LINK_REFUSALS = {
  wallet_link_invalid: 'wallet.error.linkInvalid',
  wallet_link_taken: 'wallet.error.linkTaken',
} as const satisfies RefusalTable<'wallet-links.create'>;

/** What the app stores about the connection (spec section 3: web3_connected, web3_account). */
const storedConnection = {
  async read() {
    const [connected, account] = await Promise.all([readRecord('web3Connected'), readRecord('web3Account')]);
    return { connected: connected === 'true', account: account ?? null };
  },
  async save(account: string) {
    await Promise.all([writeRecord('web3Connected', 'true'), writeRecord('web3Account', account)]);
  },
  async clear() {
    await Promise.all([removeRecord('web3Connected'), removeRecord('web3Account')]);
  },
};

export interface PurchaseResult {
  success: boolean;
  message: string;
}

export interface WalletContextValue extends WalletState {
  /** The wallets found in the browser; with several, the user picks one. */
  wallets: DiscoveredWallet[];
  selectedWalletId: string | null;
  selectWallet(id: string): void;
  /** How purchases work on this server, once GET /api/config has answered. */
  purchaseConfig: AppConfigResponse | null;
  connect(): Promise<void>;
  disconnect(): Promise<void>;
  refreshBalances(): Promise<void>;
  /** Chain mode: asks the wallet to sign the link message again (after it was declined on connect). */
  linkWallet(): Promise<void>;
  /** Buys SweatCoins for `ethAmount` (a decimal string). Shows its own toasts. */
  buySweatCoins(ethAmount: string): Promise<PurchaseResult>;
}

const WalletContext = createContext<WalletContextValue | null>(null);

const sameAddress = (a: string | null, b: string | null) => a !== null && b !== null && a.toLowerCase() === b.toLowerCase();

export function WalletProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(walletReducer, initialWalletState);
  const [wallets, setWallets] = useState<DiscoveredWallet[]>([]);
  const [selectedWalletId, setSelectedWalletId] = useState<string | null>(null);
  const config = useQuery(appConfigQuery);
  const purchaseConfig = config.data ?? null;
  const chainMode = purchaseConfig?.purchaseMode === 'chain';
  const chainModeRef = useRef(chainMode);
  chainModeRef.current = chainMode;
  /** The purchase under way: a second tap before it settles gets it, not a second purchase. */
  const buying = useRef<Promise<PurchaseResult> | null>(null);

  // Callbacks read the latest values through refs, so the wallet's event listeners never act on a stale state.
  const stateRef = useRef(state);
  stateRef.current = state;
  const mounted = useRef(true);
  const browser = useRef<{ ethereum: Eip1193Provider; provider: BrowserProvider } | null>(null);

  const wallet = wallets.find((w) => w.id === selectedWalletId) ?? wallets[0] ?? null;
  const walletRef = useRef(wallet);
  walletRef.current = wallet;

  const safeDispatch: typeof dispatch = useCallback((action) => {
    if (mounted.current) dispatch(action);
  }, []);

  /** ethers' provider over the chosen wallet; a new one after a chain change (ethers pins the network it saw first). */
  const providerFor = useCallback(async (ethereum: Eip1193Provider, fresh = false): Promise<BrowserProvider> => {
    const current = browser.current;
    if (current && current.ethereum === ethereum && !fresh) return current.provider;
    const { BrowserProvider } = await import('./ethers-browser');
    current?.provider.destroy();
    // No response cache: a balance read right after a purchase must ask the wallet again.
    const provider = new BrowserProvider(ethereum, undefined, { cacheTimeout: -1 });
    browser.current = { ethereum, provider };
    return provider;
  }, []);

  const readBalances = useCallback(
    async (account: string) => {
      const ethereum = walletRef.current?.provider;
      if (!ethereum) return;
      try {
        const provider = await providerFor(ethereum);
        const [wei, network] = await Promise.all([provider.getBalance(account), provider.getNetwork()]);
        if (!sameAddress(stateRef.current.account, account)) return; // the account changed meanwhile
        safeDispatch({ type: 'chainChanged', chainId: Number(network.chainId) });
        safeDispatch({ type: 'balance', wei });
      } catch (error) {
        // Spec section 8: balance refresh errors are only logged.
        console.error('Could not refresh the wallet balance', error);
      }
    },
    [providerFor, safeDispatch],
  );

  const refreshBalances = useCallback(async () => {
    const { account } = stateRef.current;
    if (account) await readBalances(account);
  }, [readBalances]);

  const toastDisconnected = useCallback(() => {
    toast({
      title: intl.formatMessage({ id: 'wallet.toast.disconnected.title' }),
      description: intl.formatMessage({ id: 'wallet.toast.disconnected.description' }),
    });
  }, [intl]);

  /** Links the account's wallet by its signature (chain mode); says how it went. */
  const linkAccount = useCallback(
    async (account: string) => {
      const ethereum = walletRef.current?.provider;
      if (!ethereum) return;
      safeDispatch({ type: 'linkStatus', status: 'linking' });
      try {
        await linkWithSignature(await providerFor(ethereum), account);
        if (!sameAddress(stateRef.current.account, account)) return;
        safeDispatch({ type: 'linkStatus', status: 'linked' });
        toast({
          title: intl.formatMessage({ id: 'wallet.toast.linked.title' }),
          description: intl.formatMessage({ id: 'wallet.toast.linked.description' }, { address: shortenAddress(account) }),
        });
      } catch (error) {
        // The server's refusals are worded by their code; the wallet's own (a declined signature) by its words.
        const message =
          error instanceof ApiError
            ? intl.formatMessage({ id: refusalMessageId(error, LINK_REFUSALS, 'wallet.error.linkDefault') })
            : (walletErrorMessage(error) ?? intl.formatMessage({ id: 'wallet.error.linkDefault' }));
        safeDispatch({ type: 'linkStatus', status: 'unlinked', error: message });
        toast({ variant: 'destructive', title: intl.formatMessage({ id: 'wallet.toast.linkFailed.title' }), description: message });
      }
    },
    [intl, providerFor, safeDispatch],
  );

  const linkWallet = useCallback(async () => {
    const { account } = stateRef.current;
    if (account) await linkAccount(account);
  }, [linkAccount]);

  const disconnect = useCallback(async () => {
    safeDispatch({ type: 'disconnected' });
    stateRef.current = initialWalletState;
    await storedConnection.clear();
    toastDisconnected();
  }, [safeDispatch, toastDisconnected]);

  const connect = useCallback(async () => {
    // Some wallets inject window.ethereum after the page has loaded: look again on the user's click.
    if (!walletRef.current && window.ethereum) {
      const late: DiscoveredWallet = { id: INJECTED_WALLET_ID, name: null, provider: window.ethereum };
      walletRef.current = late;
      setWallets([late]);
    }
    const ethereum = walletRef.current?.provider;
    if (!ethereum) {
      const message = intl.formatMessage({ id: 'wallet.error.noWallet' });
      safeDispatch({ type: 'connectFailed', error: message });
      toast({ variant: 'destructive', title: intl.formatMessage({ id: 'wallet.toast.notFound.title' }), description: message });
      return;
    }
    safeDispatch({ type: 'connecting' });
    try {
      const provider = await providerFor(ethereum);
      const accounts = (await provider.send('eth_requestAccounts', [])) as string[];
      const account = accounts[0];
      if (!account) throw new WalletError(intl.formatMessage({ id: 'wallet.error.noAccounts' }));
      const network = await provider.getNetwork();
      stateRef.current = { ...stateRef.current, isConnected: true, account };
      safeDispatch({ type: 'connected', account, chainId: Number(network.chainId) });
      await storedConnection.save(account);
      toast({
        title: intl.formatMessage({ id: 'wallet.toast.connected.title' }),
        description: intl.formatMessage({ id: 'wallet.toast.connected.description' }, { address: shortenAddress(account) }),
      });
      await readBalances(account);
      // Chain mode: the one signature, asked on connect, for a wallet not linked yet.
      if (chainModeRef.current) {
        const linked = await isWalletLinked(account);
        safeDispatch({ type: 'linkStatus', status: linked ? 'linked' : 'unlinked' });
        if (!linked) await linkAccount(account);
      }
    } catch (error) {
      const message = walletErrorMessage(error) ?? intl.formatMessage({ id: 'wallet.error.connectDefault' });
      safeDispatch({ type: 'connectFailed', error: message });
      toast({ variant: 'destructive', title: intl.formatMessage({ id: 'wallet.toast.connectFailed.title' }), description: message });
    }
  }, [intl, linkAccount, providerFor, readBalances, safeDispatch]);

  // Chain mode: whether a wallet found connected (a reconnect, another account picked in the wallet)
  // is linked, without asking for a signature: the member links it with the panel's button.
  const { isConnected, account: connectedAccount, linkStatus } = state;
  useEffect(() => {
    if (!chainMode || !isConnected || !connectedAccount || linkStatus !== 'unknown') return;
    let current = true;
    isWalletLinked(connectedAccount)
      .then((linked) => {
        if (current && sameAddress(stateRef.current.account, connectedAccount)) {
          safeDispatch({ type: 'linkStatus', status: linked ? 'linked' : 'unlinked' });
        }
      })
      .catch((error: unknown) => console.error('Could not read the linked wallets', error));
    return () => {
      current = false;
    };
  }, [chainMode, isConnected, connectedAccount, linkStatus, safeDispatch]);

  // Discovery, then the automatic reconnect of spec section 4 (eth_accounts: no prompt).
  useEffect(() => {
    mounted.current = true;
    const stop = watchWallets(window, setWallets);
    return () => {
      mounted.current = false;
      stop();
      browser.current?.provider.destroy();
      browser.current = null;
    };
  }, []);

  const firstWallet = wallets[0]?.provider ?? null;
  useEffect(() => {
    if (!firstWallet) return;
    let cancelled = false;
    (async () => {
      const stored = await storedConnection.read();
      if (cancelled || !stored.connected || !stored.account || stateRef.current.isConnected) return;
      const provider = await providerFor(firstWallet);
      const accounts = (await provider.send('eth_accounts', [])) as string[];
      if (cancelled || stateRef.current.isConnected) return;
      const account = accounts[0];
      if (!account) {
        await storedConnection.clear(); // the wallet no longer shares an account with the app
        return;
      }
      const network = await provider.getNetwork();
      if (cancelled) return;
      stateRef.current = { ...stateRef.current, isConnected: true, account };
      safeDispatch({ type: 'connected', account, chainId: Number(network.chainId) });
      if (!sameAddress(account, stored.account)) await storedConnection.save(account);
      await readBalances(account);
    })().catch((error: unknown) => console.error('Could not reconnect the wallet', error));
    return () => {
      cancelled = true;
    };
  }, [firstWallet, providerFor, readBalances, safeDispatch]);

  // The wallet's own events, while connected (spec section 4); removed on disconnect and unmount.
  const connectedWallet = state.isConnected ? (wallet?.provider ?? null) : null;
  useEffect(() => {
    if (!connectedWallet?.on) return;
    const onAccountsChanged = (accounts: string[]) => {
      const next = accounts[0];
      if (!next) {
        void disconnect();
        return;
      }
      if (sameAddress(next, stateRef.current.account)) return;
      stateRef.current = { ...stateRef.current, account: next };
      safeDispatch({ type: 'accountChanged', account: next });
      void storedConnection.save(next).catch((error: unknown) => console.error('Could not store the wallet account', error));
      toast({
        title: intl.formatMessage({ id: 'wallet.toast.accountChanged.title' }),
        description: intl.formatMessage({ id: 'wallet.toast.accountChanged.description' }, { address: shortenAddress(next) }),
      });
      void readBalances(next);
    };
    const onChainChanged = (chainIdHex: string) => {
      const chainId = Number(BigInt(chainIdHex));
      safeDispatch({ type: 'chainChanged', chainId });
      void providerFor(connectedWallet, true).then(() => refreshBalances());
    };
    connectedWallet.on('accountsChanged', onAccountsChanged);
    connectedWallet.on('chainChanged', onChainChanged);
    return () => {
      connectedWallet.removeListener?.('accountsChanged', onAccountsChanged);
      connectedWallet.removeListener?.('chainChanged', onChainChanged);
    };
  }, [connectedWallet, disconnect, intl, providerFor, readBalances, refreshBalances, safeDispatch]);

  const finishPurchase = useCallback(
    (answer: PurchaseAnswer, coins: string): PurchaseResult => {
      if (answer.ok) {
        const message = intl.formatMessage({ id: 'wallet.toast.purchased.description' }, { coins: formatCoins(intl, coins) });
        safeDispatch({ type: 'purchaseFinished', status: 'success' });
        toast({ title: intl.formatMessage({ id: 'wallet.toast.purchased.title' }), description: message });
        if (mounted.current) void refreshBalances(); // after unmount, nothing shows a balance any more
        void queryClient.invalidateQueries({ queryKey: ledgerQuery.queryKey });
        void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
        return { success: true, message };
      }
      const refusal = codeMessageId(answer, PURCHASE_REFUSALS);
      const message = refusal
        ? intl.formatMessage({ id: refusal })
        : (answer.message ?? intl.formatMessage({ id: 'wallet.error.purchaseDefault' }));
      safeDispatch({ type: 'purchaseFailed', error: message });
      toast({ variant: 'destructive', title: intl.formatMessage({ id: 'wallet.toast.purchaseFailed.title' }), description: message });
      return { success: false, message };
    },
    [intl, queryClient, refreshBalances, safeDispatch],
  );

  /** Chain mode: a real transfer to the treasury, and its hash. Demo mode: the spec's placeholder, nothing sent. */
  const pay = useCallback(
    async (settings: AppConfigResponse, from: WalletState, value: bigint): Promise<string> => {
      if (settings.purchaseMode === 'demo') return demoTransactionHash();
      if (!settings.treasuryAddress || settings.chainId === null)
        throw new WalletError(intl.formatMessage({ id: 'wallet.error.noConfig' }));
      if (from.chainId !== settings.chainId) {
        throw new WalletError(intl.formatMessage({ id: 'wallet.error.wrongChain' }, { network: networkName(intl, settings.chainId) }));
      }
      const ethereum = walletRef.current?.provider;
      if (!ethereum || !from.account) throw new WalletError(intl.formatMessage({ id: 'wallet.error.noWallet' }));
      const provider = await providerFor(ethereum);
      const signer = await provider.getSigner(from.account);
      return signer.sendUncheckedTransaction({ to: settings.treasuryAddress, value });
    },
    [intl, providerFor],
  );

  const purchase = useCallback(
    async (ethAmount: string): Promise<PurchaseResult> => {
      const fail = (message: string): PurchaseResult => {
        safeDispatch({ type: 'error', error: message });
        return { success: false, message };
      };
      const current = stateRef.current;
      // The checks in the order of spec section 5.
      if (!current.isConnected || !current.account) return fail(intl.formatMessage({ id: 'wallet.error.connectFirst' }));
      const wei = parseAmount(ethAmount);
      if (wei === null) return fail(intl.formatMessage({ id: 'wallet.error.amount' }));
      const amount = weiToEth(wei);
      const balance = parseEthToWei(current.ethBalance);
      if (balance < wei) {
        const message = intl.formatMessage({ id: 'wallet.error.insufficient' }, { amount, balance: formatEth4(balance) });
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'wallet.toast.insufficient.title' }),
          description: message,
          duration: INSUFFICIENT_BALANCE_TOAST_MS,
        });
        return fail(message);
      }
      if (!purchaseConfig) return fail(intl.formatMessage({ id: 'wallet.error.noConfig' }));
      // Never send ETH the server would not credit: chain mode credits a linked wallet only.
      if (purchaseConfig.purchaseMode === 'chain' && current.linkStatus !== 'linked') {
        return fail(intl.formatMessage({ id: 'wallet.error.notLinked' }));
      }
      const coins = sweatCoinsForWei(wei);
      safeDispatch({ type: 'purchaseStarted' });
      try {
        const transactionHash = await pay(purchaseConfig, current, wei);
        const body: CryptoPurchaseRequest = { walletAddress: current.account, ethAmount: amount, sweatCoinsAmount: coins, transactionHash };
        const submission = await submitPurchaseThroughOutbox(body);
        if (submission.state === 'answered') return finishPurchase(submission.answer, coins);
        safeDispatch({ type: 'purchaseFinished', status: 'queued' });
        toast({
          title: intl.formatMessage({ id: 'wallet.toast.purchaseQueued.title' }),
          description: intl.formatMessage({ id: 'wallet.toast.purchaseQueued.description' }),
        });
        void submission.answer.then((answer) => finishPurchase(answer, coins));
        return { success: true, message: intl.formatMessage({ id: 'wallet.toast.purchaseQueued.description' }) };
      } catch (error) {
        return finishPurchase({ ok: false, message: walletErrorMessage(error), code: null }, coins);
      }
    },
    [finishPurchase, intl, pay, purchaseConfig, safeDispatch],
  );

  const buySweatCoins = useCallback(
    (ethAmount: string): Promise<PurchaseResult> => {
      // A double tap is one purchase: one outbox entry, one Idempotency-Key, one credit.
      if (buying.current) return buying.current;
      const started = purchase(ethAmount).finally(() => {
        buying.current = null;
      });
      buying.current = started;
      return started;
    },
    [purchase],
  );

  const value = useMemo<WalletContextValue>(
    () => ({
      ...state,
      wallets,
      selectedWalletId: wallet?.id ?? null,
      selectWallet: setSelectedWalletId,
      purchaseConfig,
      connect,
      disconnect,
      refreshBalances,
      linkWallet,
      buySweatCoins,
    }),
    [state, wallets, wallet, purchaseConfig, connect, disconnect, refreshBalances, linkWallet, buySweatCoins],
  );
  return <WalletContext.Provider value={value}>{children}</WalletContext.Provider>;
}

/** A positive ETH amount in wei, or null for anything else ("", "0", "-1", "1e3", 19 decimals). */
export function parseAmount(ethAmount: string): bigint | null {
  try {
    const wei = parseEthToWei(ethAmount.trim());
    return wei > 0n ? wei : null;
  } catch {
    return null;
  }
}

/** The SweatCoins an amount buys at the fixed rate, or null for an invalid amount. */
export function previewSweatCoins(ethAmount: string): string | null {
  const wei = parseAmount(ethAmount);
  return wei === null ? null : sweatCoinsForWei(wei);
}

export const SWEATCOIN_RATE = SWEATCOINS_PER_ETH.toString();

export function useWallet(): WalletContextValue {
  const context = useContext(WalletContext);
  if (!context) throw new Error('useWallet must be used inside a WalletProvider');
  return context;
}
