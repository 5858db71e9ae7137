// A browser wallet for unit tests: an in-memory EIP-1193 provider with accounts, a chain, balances
// and events, which records every request. It answers the JSON-RPC calls ethers' BrowserProvider
// makes for connecting, reading balances and sending a plain ETH transfer.
import type { Eip1193Provider, Eip1193RequestArguments } from './eip1193';

export interface ProviderRpcError extends Error {
  code: number;
}

export function rpcError(code: number, message: string): ProviderRpcError {
  return Object.assign(new Error(message), { code });
}

export interface SentTransaction {
  from: string;
  to: string;
  value: bigint;
  hash: string;
}

type Listener = (...args: never[]) => void;

const hex = (value: bigint | number) => `0x${value.toString(16)}`;

export class FakeEip1193 implements Eip1193Provider {
  /** Every request, in order. */
  readonly calls: Eip1193RequestArguments[] = [];
  readonly sent: SentTransaction[] = [];
  /** Every personal_sign: the message (hex, as ethers sends it) and the account. */
  readonly signed: { message: string; address: string }[] = [];
  readonly balances = new Map<string, bigint>();
  accounts: string[];
  chainId: number;
  /** Whether the user has shared the accounts with the page (eth_accounts answers them). */
  authorized = false;
  /** The next request of this method fails with this error. */
  readonly failNext = new Map<string, Error>();
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor({ accounts, chainId = 1337, balances = {} }: { accounts: string[]; chainId?: number; balances?: Record<string, bigint> }) {
    this.accounts = accounts;
    this.chainId = chainId;
    for (const [address, wei] of Object.entries(balances)) this.balances.set(address.toLowerCase(), wei);
  }

  methods(): string[] {
    return this.calls.map((call) => call.method);
  }

  async request(args: Eip1193RequestArguments): Promise<unknown> {
    this.calls.push(args);
    const failure = this.failNext.get(args.method);
    if (failure) {
      this.failNext.delete(args.method);
      throw failure;
    }
    const params = (Array.isArray(args.params) ? args.params : []) as unknown[];
    switch (args.method) {
      case 'eth_chainId':
        return hex(this.chainId);
      case 'net_version':
        return String(this.chainId);
      case 'eth_requestAccounts':
        this.authorized = true;
        return [...this.accounts];
      case 'eth_accounts':
        return this.authorized ? [...this.accounts] : [];
      case 'eth_blockNumber':
        return '0x1';
      case 'eth_getBalance':
        return hex(this.balances.get(String(params[0]).toLowerCase()) ?? 0n);
      case 'eth_estimateGas':
        return hex(21_000);
      case 'eth_sendTransaction':
        return this.sendTransaction(params[0] as { from: string; to: string; value?: string });
      case 'personal_sign':
        // No key here: a signature-shaped answer, recorded; the server that checks it is a test's too.
        this.signed.push({ message: String(params[0]), address: String(params[1]).toLowerCase() });
        return `0x${'11'.repeat(65)}`;
      default:
        throw rpcError(4200, `The fake wallet does not support ${args.method}`);
    }
  }

  private sendTransaction(tx: { from: string; to: string; value?: string }): string {
    const value = BigInt(tx.value ?? '0x0');
    const from = tx.from.toLowerCase();
    const balance = this.balances.get(from) ?? 0n;
    if (balance < value) throw rpcError(-32000, 'insufficient funds for transfer');
    this.balances.set(from, balance - value);
    const hash = `0x${(this.sent.length + 1).toString(16).padStart(64, 'a')}`;
    this.sent.push({ from, to: tx.to.toLowerCase(), value, hash });
    return hash;
  }

  on(event: string, listener: Listener): this {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)?.add(listener);
    return this;
  }

  removeListener(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  /** The wallet switches account (or locks, with []), as MetaMask does. */
  switchAccounts(accounts: string[]): void {
    this.accounts = accounts;
    this.emit('accountsChanged', accounts);
  }

  switchChain(chainId: number): void {
    this.chainId = chainId;
    this.emit('chainChanged', hex(chainId));
  }

  private emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) (listener as (...a: unknown[]) => void)(...args);
  }
}
