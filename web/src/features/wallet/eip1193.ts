// Finding the browser wallet: EIP-6963 announcements (several wallets can be installed side by
// side), else the injected `window.ethereum` of EIP-1193. No ethers here: this runs before the
// wallet code is loaded.

export interface Eip1193RequestArguments {
  method: string;
  params?: unknown[] | Record<string, unknown>;
}

/** The part of EIP-1193 the wallet uses: requests, and the accountsChanged / chainChanged events. */
export interface Eip1193Provider {
  request(args: Eip1193RequestArguments): Promise<unknown>;
  on?(event: string, listener: (...args: never[]) => void): unknown;
  removeListener?(event: string, listener: (...args: never[]) => void): unknown;
}

/** A wallet the page can talk to. */
export interface DiscoveredWallet {
  /** EIP-6963's uuid; 'injected' for a bare window.ethereum. */
  id: string;
  /** The wallet's own name ("MetaMask"); null for a bare window.ethereum. */
  name: string | null;
  provider: Eip1193Provider;
}

interface Eip6963AnnounceDetail {
  info: { uuid: string; name: string; icon?: string; rdns?: string };
  provider: Eip1193Provider;
}

export const INJECTED_WALLET_ID = 'injected';

declare global {
  interface Window {
    ethereum?: Eip1193Provider;
  }
}

/**
 * Asks installed wallets to announce themselves (EIP-6963) and calls `onChange` with the list
 * each time one does; wallets answer the request synchronously, so the first list is complete for
 * everything already injected. Without announcements, window.ethereum is the one wallet.
 * Returns the function that stops listening.
 */
export function watchWallets(target: Window, onChange: (wallets: DiscoveredWallet[]) => void): () => void {
  const announced: DiscoveredWallet[] = [];
  const current = (): DiscoveredWallet[] => {
    if (announced.length > 0) return [...announced];
    return target.ethereum ? [{ id: INJECTED_WALLET_ID, name: null, provider: target.ethereum }] : [];
  };
  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<Eip6963AnnounceDetail>).detail;
    if (!detail?.provider || typeof detail.provider.request !== 'function' || !detail.info?.uuid) return;
    if (announced.some((wallet) => wallet.id === detail.info.uuid)) return;
    announced.push({ id: detail.info.uuid, name: detail.info.name, provider: detail.provider });
    onChange(current());
  };
  target.addEventListener('eip6963:announceProvider', onAnnounce);
  target.dispatchEvent(new Event('eip6963:requestProvider'));
  onChange(current());
  return () => target.removeEventListener('eip6963:announceProvider', onAnnounce);
}
