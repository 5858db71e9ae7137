// A local Ethereum dev chain for the wallet's end-to-end tests: ganache on 127.0.0.1 with its
// deterministic, unlocked dev accounts (100 ETH each here), mining each transaction at once.
import type { AddressInfo } from 'node:net';
import ganache from 'ganache';

export const DEV_CHAIN_ID = 1337;

export interface DevChain {
  /** The JSON-RPC URL the server's chain mode reads. */
  url: string;
  chainId: number;
  /** The unlocked dev accounts, lowercase. */
  accounts: string[];
  /** One JSON-RPC call, as the browser wallet would forward it. */
  rpc(method: string, params?: unknown[]): Promise<unknown>;
  balance(address: string): Promise<bigint>;
  close(): Promise<void>;
}

type GanacheServer = ReturnType<typeof ganache.server>;

export async function startDevChain(): Promise<DevChain> {
  // ganache's declared option types collapse to `undefined` under TypeScript 7: name the shape we pass.
  const startServer = ganache.server as (options: object) => GanacheServer;
  const server = startServer({
    logging: { quiet: true },
    wallet: { deterministic: true, totalAccounts: 10, defaultBalance: 100 },
    chain: { chainId: DEV_CHAIN_ID },
  });
  await server.listen(0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  const rpc = (method: string, params: unknown[] = []) => server.provider.request({ method, params } as never) as Promise<unknown>;
  const accounts = ((await rpc('eth_accounts')) as string[]).map((a) => a.toLowerCase());
  return {
    url: `http://127.0.0.1:${port}`,
    chainId: DEV_CHAIN_ID,
    accounts,
    rpc,
    balance: async (address) => BigInt((await rpc('eth_getBalance', [address, 'latest'])) as string),
    close: () => server.close(),
  };
}
