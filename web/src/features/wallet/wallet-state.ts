// The wallet state of spec section 3 and its transitions (section 4), as a reducer: disconnected
// -> connecting -> connected; a purchase goes idle -> processing -> success or failure.
import { sweatCoinsForWei, weiToEth } from '@fitchoice/shared';

export type PurchaseStatus = 'idle' | 'processing' | 'success' | 'failure' | 'queued';

/**
 * Whether the connected wallet is linked to the account (chain mode: a purchase is credited only
 * from a linked wallet, proven by a signed Sign-In with Ethereum message). 'unknown' until asked.
 */
export type LinkStatus = 'unknown' | 'linking' | 'linked' | 'unlinked';

export interface WalletState {
  isConnected: boolean;
  account: string | null;
  chainId: number | null;
  /** ETH as an exact decimal string ('1.5'); '0' until read. */
  ethBalance: string;
  /** The ETH balance shown in SweatCoins at the fixed rate, 2 decimals; '0' until read. */
  sweatCoinBalance: string;
  isConnecting: boolean;
  isProcessing: boolean;
  error: string | null;
  purchaseStatus: PurchaseStatus;
  linkStatus: LinkStatus;
}

export const initialWalletState: WalletState = {
  isConnected: false,
  account: null,
  chainId: null,
  ethBalance: '0',
  sweatCoinBalance: '0',
  isConnecting: false,
  isProcessing: false,
  error: null,
  purchaseStatus: 'idle',
  linkStatus: 'unknown',
};

export type WalletAction =
  | { type: 'connecting' }
  | { type: 'connected'; account: string; chainId: number }
  | { type: 'connectFailed'; error: string }
  | { type: 'disconnected' }
  | { type: 'accountChanged'; account: string }
  | { type: 'chainChanged'; chainId: number }
  | { type: 'balance'; wei: bigint }
  | { type: 'error'; error: string }
  | { type: 'purchaseStarted' }
  | { type: 'purchaseFinished'; status: 'success' | 'queued' }
  | { type: 'purchaseFailed'; error: string }
  | { type: 'linkStatus'; status: LinkStatus; error?: string };

export function walletReducer(state: WalletState, action: WalletAction): WalletState {
  switch (action.type) {
    case 'connecting':
      return { ...state, isConnecting: true, error: null };
    case 'connected':
      return {
        ...state,
        isConnected: true,
        isConnecting: false,
        account: action.account,
        chainId: action.chainId,
        error: null,
        linkStatus: 'unknown',
      };
    case 'connectFailed':
      return { ...state, isConnecting: false, error: action.error };
    case 'disconnected':
      return initialWalletState;
    case 'accountChanged':
      // The old account's balance must not show under the new one while it is read.
      return { ...state, account: action.account, ethBalance: '0', sweatCoinBalance: '0', error: null, linkStatus: 'unknown' };
    case 'chainChanged':
      return { ...state, chainId: action.chainId };
    case 'balance':
      return { ...state, ethBalance: weiToEth(action.wei), sweatCoinBalance: sweatCoinsForWei(action.wei) };
    case 'error':
      return { ...state, error: action.error };
    case 'purchaseStarted':
      return { ...state, isProcessing: true, error: null, purchaseStatus: 'processing' };
    case 'purchaseFinished':
      return { ...state, isProcessing: false, purchaseStatus: action.status };
    case 'purchaseFailed':
      return { ...state, isProcessing: false, error: action.error, purchaseStatus: 'failure' };
    case 'linkStatus':
      return { ...state, linkStatus: action.status, ...(action.error ? { error: action.error } : {}) };
  }
}
