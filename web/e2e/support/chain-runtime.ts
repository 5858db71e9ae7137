// A second local runtime for the wallet tests, in chain mode: the same server as the Playwright
// webServer (functions/src/local/main.ts, in-memory DynamoDB Local, the test build of the app), but
// verifying each purchase against the dev chain. Started and stopped by the spec that needs it.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { TEST_DIST } from './test-build';

const MAIN = fileURLToPath(new URL('../../../functions/src/local/main.ts', import.meta.url));

export interface ChainRuntime {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startChainRuntime(chain: { url: string; chainId: number }, treasuryAddress: string): Promise<ChainRuntime> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DYNAMODB_IN_MEMORY: '1',
      FITCHOICE_TEST_HOOKS: '1',
      WEB_DIST: TEST_DIST,
      PURCHASE_MODE: 'chain',
      ETH_RPC_URL: chain.url,
      TREASURY_ADDRESS: treasuryAddress,
      CHAIN_ID: String(chain.chainId),
      MIN_CONFIRMATIONS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The chain-mode runtime exited (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${url}/api/config`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The chain-mode runtime did not start within 120 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
