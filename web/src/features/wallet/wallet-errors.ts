// The words of a wallet or network error, for a toast. ethers wraps what the wallet said (an
// EIP-1193 error such as 4001 "User rejected the request.") in its own error; the wallet's words
// are the ones the user recognises.

/** A failure whose message is already the one to show. */
export class WalletError extends Error {
  override name = 'WalletError';
}

interface ErrorShape {
  message?: unknown;
  shortMessage?: unknown;
  info?: { error?: { message?: unknown } };
  error?: { message?: unknown };
}

const ETHERS_PREFIX = /^ethers-[a-z-]+:\s*/;

/** The message to show, or null when the error carries none. */
export function walletErrorMessage(error: unknown): string | null {
  if (error instanceof WalletError) return error.message;
  if (!error || typeof error !== 'object') return typeof error === 'string' && error ? error : null;
  const shape = error as ErrorShape;
  // ethers keeps what the wallet answered in info.error: its words, or none (then ethers' own are no better).
  const wallet = shape.info?.error ?? shape.error;
  const candidates = wallet ? [wallet.message] : [shape.shortMessage, shape.message];
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && candidate.trim()) return candidate.replace(ETHERS_PREFIX, '');
  }
  return null;
}
