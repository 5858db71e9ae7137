// A browser wallet for the end-to-end tests: an EIP-1193 provider injected as window.ethereum
// before the app loads. It shares one account with the page (switchable, like MetaMask's account
// menu) and forwards every other JSON-RPC call, eth_sendTransaction included, to the dev chain
// through a Playwright binding, so the page's offline mode does not cut the wallet off its node.
/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import type { DevChain } from './ganache';

interface TestWallet {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
  on(event: string, listener: (...args: unknown[]) => void): void;
  removeListener(event: string, listener: (...args: unknown[]) => void): void;
  switchAccount(account: string): void;
}

declare global {
  interface Window {
    __fitchoiceWallet?: TestWallet;
    __fitchoiceWalletRpc?: (method: string, params: unknown[]) => Promise<{ result?: unknown; error?: { code: number; message: string } }>;
  }
}

export async function injectWallet(page: Page, chain: DevChain, account: string): Promise<void> {
  await page.exposeFunction('__fitchoiceWalletRpc', async (method: string, params: unknown[]) => {
    try {
      return { result: await chain.rpc(method, params) };
    } catch (error) {
      const { code, message } = error as { code?: number; message?: string };
      return { error: { code: code ?? -32603, message: message ?? String(error) } };
    }
  });
  await page.addInitScript(
    ({ initialAccount }) => {
      let accounts = [initialAccount];
      const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
      const emit = (event: string, ...args: unknown[]) => {
        for (const listener of listeners.get(event) ?? []) listener(...args);
      };
      const wallet: TestWallet = {
        async request({ method, params = [] }) {
          if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [...accounts];
          // A wallet answers personal_sign itself; the dev chain signs the same EIP-191 digest as eth_sign.
          const [rpcMethod, rpcParams] = method === 'personal_sign' ? ['eth_sign', [params[1], params[0]]] : [method, params];
          const answer = await window.__fitchoiceWalletRpc!(rpcMethod, rpcParams);
          if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
          return answer.result;
        },
        on(event, listener) {
          if (!listeners.has(event)) listeners.set(event, new Set());
          listeners.get(event)!.add(listener);
        },
        removeListener(event, listener) {
          listeners.get(event)?.delete(listener);
        },
        switchAccount(account) {
          accounts = [account];
          emit('accountsChanged', [...accounts]);
        },
      };
      window.__fitchoiceWallet = wallet;
      (window as unknown as { ethereum: TestWallet }).ethereum = wallet;
    },
    { initialAccount: account },
  );
}

/** The wallet's user picks another account. */
export async function switchWalletAccount(page: Page, account: string): Promise<void> {
  await page.evaluate((next) => window.__fitchoiceWallet!.switchAccount(next), account);
}
