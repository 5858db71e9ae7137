// The network name shown for a chain id.
import type { IntlShape } from 'react-intl';
import './messages';

const NAMED_CHAINS: Record<number, 'wallet.network.mainnet' | 'wallet.network.sepolia' | 'wallet.network.holesky'> = {
  1: 'wallet.network.mainnet',
  11155111: 'wallet.network.sepolia',
  17000: 'wallet.network.holesky',
};

/** Chain ids of local development chains (ganache, Hardhat, Anvil). */
const LOCAL_CHAINS = new Set([1337, 31337]);

export function networkName(intl: IntlShape, chainId: number | null): string {
  if (chainId === null) return intl.formatMessage({ id: 'wallet.network.unknown' });
  const named = NAMED_CHAINS[chainId];
  if (named) return intl.formatMessage({ id: named });
  return intl.formatMessage(
    { id: LOCAL_CHAINS.has(chainId) ? 'wallet.network.local' : 'wallet.network.other' },
    { chainId: String(chainId) },
  );
}
