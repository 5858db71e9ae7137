// Chain mode: reads a transaction over JSON-RPC and checks it paid this purchase: succeeded, from
// the member's wallet, to the treasury, the exact value, on the expected chain, with enough
// confirmations. The four reads are plain JSON-RPC over fetch: no Ethereum library in the Lambda
// bundle (see README, Decisions).
import { weiToEth } from '@fitchoice/shared';
import { recordChainVerification } from '../metrics';

export interface ChainSettings {
  rpcUrl: string;
  treasuryAddress: string;
  chainId: number;
  minConfirmations: number;
}

export interface PaymentClaim {
  transactionHash: string;
  walletAddress: string;
  wei: bigint;
}

export type Verdict =
  | { ok: true }
  /** `transient`: may pass later (not mined or confirmed yet, node unreachable). */
  | { ok: false; message: string; transient: boolean };

interface RpcTransaction {
  from: string;
  to: string | null;
  value: string;
  chainId?: string;
}

interface RpcReceipt {
  status: string;
  blockNumber: string;
}

let nextId = 1;

const RPC_TIMEOUT_MS = 5000;

async function rpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${method}: HTTP ${response.status}`);
  const payload = (await response.json()) as { result?: T; error?: { message?: string } };
  if (payload.error) throw new Error(`${method}: ${payload.error.message ?? 'JSON-RPC error'}`);
  return payload.result as T;
}

const refuse = (message: string): Verdict => ({ ok: false, message, transient: false });
const later = (message: string): Verdict => ({ ok: false, message, transient: true });

export async function verifyPayment(settings: ChainSettings, claim: PaymentClaim): Promise<Verdict> {
  let chainIdHex: string;
  let transaction: RpcTransaction | null;
  let receipt: RpcReceipt | null;
  let headHex: string;
  const started = performance.now();
  try {
    [chainIdHex, transaction, receipt, headHex] = await Promise.all([
      rpc<string>(settings.rpcUrl, 'eth_chainId', []),
      rpc<RpcTransaction | null>(settings.rpcUrl, 'eth_getTransactionByHash', [claim.transactionHash]),
      rpc<RpcReceipt | null>(settings.rpcUrl, 'eth_getTransactionReceipt', [claim.transactionHash]),
      rpc<string>(settings.rpcUrl, 'eth_blockNumber', []),
    ]);
  } catch {
    return later('Could not reach the Ethereum network to verify the transaction; please try again');
  } finally {
    recordChainVerification(performance.now() - started);
  }
  if (Number(BigInt(chainIdHex)) !== settings.chainId) {
    return later(`The server's Ethereum node is on chain ${BigInt(chainIdHex)}, not chain ${settings.chainId}`);
  }
  if (!transaction) return later('Transaction not found on the network yet; please try again shortly');
  if (transaction.chainId !== undefined && Number(BigInt(transaction.chainId)) !== settings.chainId) {
    return refuse(`The transaction is on chain ${BigInt(transaction.chainId)}, not chain ${settings.chainId}`);
  }
  if (!receipt) return later('The transaction is not mined yet; please try again shortly');
  if (BigInt(receipt.status) !== 1n) return refuse('The transaction failed on chain; nothing was paid');
  if (transaction.from.toLowerCase() !== claim.walletAddress.toLowerCase()) {
    return refuse(`The transaction was sent from ${transaction.from}, not from your wallet ${claim.walletAddress}`);
  }
  if ((transaction.to ?? '').toLowerCase() !== settings.treasuryAddress.toLowerCase()) {
    return refuse(`The transaction did not pay the FitChoice treasury (${settings.treasuryAddress})`);
  }
  const paid = BigInt(transaction.value);
  if (paid !== claim.wei) {
    return refuse(`The transaction paid ${weiToEth(paid)} ETH, not the ${weiToEth(claim.wei)} ETH of this purchase`);
  }
  const confirmations = BigInt(headHex) - BigInt(receipt.blockNumber) + 1n;
  if (confirmations < BigInt(settings.minConfirmations)) {
    return later(`The transaction has ${confirmations} of ${settings.minConfirmations} confirmations; please try again shortly`);
  }
  return { ok: true };
}
